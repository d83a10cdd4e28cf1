import { focusPart, pageMain } from './page-focus';

/** How long after an action focus that falls to <body> is still put back (the answer, a list asked again, a dialog's exit). */
const WATCH_MS = 10_000;

/**
 * Puts focus on `target()` whenever it falls to <body> in the moments after an action that took
 * away what held it: a dialog's confirm that removes its own opener (Cancel order on an order now
 * cancelled, Delete on a row now gone, Claim on a voucher now claimed), or a form that gives way to
 * what it saved. RAC gives focus back to a dialog's opener when it closes; an opener that is gone
 * leaves it on <body>, where a keyboard starts again from the top and a screen reader says nothing.
 * `target` is the change itself where it can be read: the order's new status, the list's heading.
 *
 * Decision: a watch over a few seconds rather than one focus() at a fixed moment. The opener goes
 * when the answer re-renders the page, the dialog's exit and RAC's own restore come frames later,
 * and a list asked again may take the target away once more (a cancelled order leaves the "To pay"
 * tab): each time focus is found on <body>, it goes to the target as it is then. Focus anywhere
 * else is the shopper's, or the opener RAC gave it back to, and is left alone; the shopper's next
 * press or key ends the watch.
 */
export function focusAfterChange(target: () => HTMLElement | null | undefined) {
  const until = performance.now() + WATCH_MS;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('pointerdown', stop, true);
    window.removeEventListener('keydown', stop, true);
  };
  const check = () => {
    const active = document.activeElement;
    if (!active || active === document.body) {
      const element = target();
      if (element?.isConnected) focusPart(element);
    }
    if (performance.now() < until) frame = requestAnimationFrame(check);
    else stop();
  };
  window.addEventListener('pointerdown', stop, true);
  window.addEventListener('keydown', stop, true);
  frame = requestAnimationFrame(check);
}

/** The page's <h1>, or its <main>: the target when what changed is the page's list (a row deleted). */
export function pageHeading(): HTMLElement | null {
  const main = pageMain();
  return main?.querySelector('h1') ?? main;
}
