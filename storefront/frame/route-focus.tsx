import { useEffect, useRef, useState, type RefObject } from 'react';
import { NavigationType, useLocation, useNavigationType, type Location } from 'react-router';
import { focusPart, pageMain } from './page-focus';

/**
 * Decision: a new page is a change of path, or of the query string by a link or Back
 * (a push or pop: another product, another search). A query string the page itself rewrites
 * with `replace` (the product list's sort, filter and scroll position) is the same page, and
 * focus stays where the shopper is.
 */
function isNewPage(before: Location, after: Location, type: NavigationType): boolean {
  if (before.pathname !== after.pathname) return true;
  return type !== NavigationType.Replace && before.search !== after.search;
}

/** A field the new page focused itself (the search box, a code input) or a dialog keeps focus. */
function pageChoseFocus(): boolean {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return false;
  return active.matches('input, textarea, select, [contenteditable]') || !!active.closest('[role="dialog"]');
}

/**
 * After a route change (not the first load) focus moves to the new page's <h1>, or its <main>
 * when it has none, and a polite live region says the page's name: without it focus stays on
 * <body> (the link that was pressed is gone) and a screen reader hears nothing. `readyOn` is the
 * page the app was ready on: when this arrives after the shopper has left it, the page they are
 * on now is still a new one.
 */
export function RouteFocus({ readyOn }: { readyOn?: RefObject<Location | null> }) {
  const location = useLocation();
  const type = useNavigationType();
  const previous = useRef(readyOn?.current ?? location);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const before = previous.current;
    previous.current = location;
    if (before === location || !isNewPage(before, location, type)) return;
    const arrive = () => {
      const main = pageMain();
      if (!main) return false;
      if (pageChoseFocus()) return true;
      // A heading only for screen readers (sr-only, one pixel) would hide the ring: then <main>.
      const heading = main.querySelector('h1');
      const target = heading && heading.getBoundingClientRect().width > 1 ? heading : main;
      // The router restores or resets the scroll position; focus must not move it.
      focusPart(target, { preventScroll: true });
      setAnnouncement(heading?.textContent?.trim() || document.title);
      return true;
    };
    if (arrive()) return;
    // Another route group's layout mounts afresh and shows its loading screen first: the page's
    // <main> comes when its chunk has arrived.
    const observer = new MutationObserver(() => arrive() && observer.disconnect());
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [location, type]);

  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only" data-slot="route-announcer">
      {announcement}
    </div>
  );
}
