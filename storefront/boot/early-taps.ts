// Taps on a page the server drew (ADR 044), made before the app is there to answer them: on a
// budget phone over 4G the page is on screen for seconds while its script is still arriving.
// The head's start script (before-app.ts) holds them; the app replays them, in order, the moment
// React listens to the page (main.tsx), and React delivers each to the part it was aimed at.
//
// Decision: a link is left to the browser, which follows it without the app. A button, a choice
// (a SKU, a radio, a checkbox) and a label are the app's to answer: before, such a tap did
// nothing at all, and a label's own toggle checked a radio the app then did not know it had.
// A text field is left alone too: focusing it and typing need no app.
import { FIRST_VIEW_ATTRIBUTE } from '../../contract/first-view-page';

/** Dispatched on `document` once React listens to the page (announceAppListening, from main.tsx). */
const APP_LISTENING_EVENT = 'pasar:app-listening';

/** The nearest of these to a tap is what the tap was for. */
const TAPPABLE =
  'a[href], button, label, input, select, textarea, summary, [role="button"], [role="link"], ' +
  '[role="radio"], [role="checkbox"], [role="switch"], [role="tab"], [role="option"], [role="menuitem"]';
/** What the browser answers by itself: following a link, focusing a field to type in. */
const BROWSER_ANSWERS =
  'a[href], select, textarea, summary, input:not([type="radio"], [type="checkbox"], [type="button"], [type="submit"], [type="reset"])';

/**
 * Decision: at most ten taps, each replayed only if it is at most ten seconds old when the app
 * listens. A shopper who tapped and gave up long ago should not see that tap act by surprise;
 * a burst of taps (a quantity's "+" three times, then "Add to cart") is replayed whole.
 */
const MAX_HELD = 10;
const MAX_AGE_MS = 10_000;

/** Holds the page's taps until the app listens, then plays them to it. Head script only. */
export function holdEarlyTaps(doc: Document): void {
  if (!doc.documentElement.hasAttribute(FIRST_VIEW_ATTRIBUTE)) return;
  const held: { target: HTMLElement; at: number }[] = [];
  const hold = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest(TAPPABLE) : null;
    if (!(target instanceof HTMLElement) || target.matches(BROWSER_ANSWERS)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (held.length < MAX_HELD) held.push({ target, at: event.timeStamp });
  };
  doc.addEventListener('click', hold, true);
  doc.addEventListener(
    APP_LISTENING_EVENT,
    (event) => {
      doc.removeEventListener('click', hold, true);
      if (!(event instanceof CustomEvent) || event.detail?.replay !== true) return;
      const now = performance.now();
      const taps = held.splice(0).filter(({ at }) => now - at <= MAX_AGE_MS);
      // One tap per task, as a shopper's taps come: each is answered, and the page drawn again,
      // before the next (a quantity's "+" twice in one task counted once). A part the app drew
      // afresh instead of hydrating is no longer in the page: its tap is lost, as it was before.
      const playNext = () => {
        const tap = taps.shift();
        if (!tap) return;
        if (tap.target.isConnected) tap.target.click();
        setTimeout(playNext, 0);
      };
      playNext();
    },
    { once: true },
  );
}

/**
 * The app listens to the page now (storefront/main.tsx). `replay`: the held taps are played to it
 * (it hydrated the server's page), or dropped (it draws the page afresh, as inside the native
 * shell: the parts they were aimed at are about to go, and a form's button tapped with no app
 * behind it would submit the form to the server).
 */
export function announceAppListening(doc: Document, replay: boolean): void {
  doc.dispatchEvent(new CustomEvent(APP_LISTENING_EVENT, { detail: { replay } }));
}
