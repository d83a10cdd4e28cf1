import type { MouseEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { cn, focusRing } from '@pasar/ui';

export const pageFocusMessages = defineMessages({
  skipLink: { id: 'app.skipLink', defaultMessage: 'Skip to main content' },
});

// Where keyboard focus goes when the shopper jumps past the header (the skip link) or arrives on
// a new page: the page's <main> or its <h1>. Neither is a control, so each gets tabindex -1 (in
// reach of focus(), never a Tab stop); the kit's theme.css draws the ring on them when focus
// arrives by keyboard. The skip link is here, on the first load; the focus after a route change
// (route-focus.tsx) comes on a chunk of its own, since the first page never needs it.

export function focusPart(element: HTMLElement, options?: FocusOptions) {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus(options);
}

/** The page's main content: every page renders one <main> (the layouts do not). */
export function pageMain(): HTMLElement | null {
  return document.querySelector('main');
}

/**
 * "Skip to main content" (WCAG 2.4.1): the first Tab stop of every layout, off screen until it
 * has focus. A plain anchor, so it works before the page's chunk has arrived; the press moves
 * focus to <main> itself (a `#main` fragment would need an id on every page's main).
 */
export function SkipLink() {
  const intl = useIntl();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = pageMain();
    if (!main) return;
    event.preventDefault();
    focusPart(main);
  };
  return (
    <a
      href="#main"
      onClick={skip}
      data-slot="skip-link"
      className={cn(
        'fixed top-2 left-2 z-50 rounded bg-surface px-4 py-2 font-medium text-primary shadow-popover',
        // Off screen but in the Tab order until focused (sr-only keeps it a Tab stop).
        'not-focus:sr-only',
        focusRing,
      )}
    >
      {intl.formatMessage(pageFocusMessages.skipLink)}
    </a>
  );
}
