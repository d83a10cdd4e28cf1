// Taps on a page the server drew (ADR 044), made before the app is there to answer them: on a
// budget phone over 4G the page is on screen for seconds while its script is still arriving.
// The head's start script (before-app.ts) holds them; the app replays them, in order, the moment
// React listens to the page (main.tsx), and React delivers each to the part it was aimed at.
//
// Decision: a link is left to the browser, which follows it without the app. A button, a choice
// (a SKU, a radio, a checkbox) and a label are the app's to answer: before, such a tap did
// nothing at all, and a label's own toggle checked a radio the app then did not know it had.
// A text field is left alone too: focusing it and typing need no app. What was typed is told to
// the app as it listens (tellTypedText): React hydrates a field with the text it finds and takes
// it for the value it already knows, so the app went on with the server's value (an empty search,
// a quantity of 1) under the shopper's text until they typed once more.
//
// Decision: a held control is dimmed (`data-held-tap`, app.css) and the page's pointer says it is
// busy, so a shopper sees the tap was taken rather than tapping again; a screen reader hears the
// control is busy (aria-busy). Both go as the tap is played or dropped.
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

const HELD_ATTRIBUTE = 'data-held-tap';
const PAGE_HOLDING_ATTRIBUTE = 'data-taps-held';

/** Fields the shopper types in: every input but a choice, a button or a file. */
const TEXT_FIELDS =
  'textarea, input:not([type="radio"], [type="checkbox"], [type="button"], [type="submit"], [type="reset"], [type="file"], [type="hidden"], [type="image"])';

/** Holds the page's taps until the app listens, then plays them to it. Head script only. */
export function holdEarlyTaps(doc: Document): void {
  if (!doc.documentElement.hasAttribute(FIRST_VIEW_ATTRIBUTE)) return;
  const held: { target: HTMLElement; at: number }[] = [];
  const hold = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest(TAPPABLE) : null;
    if (!(target instanceof HTMLElement) || target.matches(BROWSER_ANSWERS)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (held.length >= MAX_HELD) return;
    held.push({ target, at: event.timeStamp });
    target.setAttribute(HELD_ATTRIBUTE, '');
    target.setAttribute('aria-busy', 'true');
    doc.documentElement.setAttribute(PAGE_HOLDING_ATTRIBUTE, '');
  };
  // A form sent with no click (Enter in a form without a send button) would go to the server and
  // reload the page, losing what was typed: held too, and sent again through the app. Enter in a
  // form with a send button clicks that button, which the click above holds.
  const holdSubmit = (event: Event) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (held.length < MAX_HELD) held.push({ target: event.target, at: event.timeStamp });
  };
  doc.addEventListener('click', hold, true);
  doc.addEventListener('submit', holdSubmit, true);
  doc.addEventListener(
    APP_LISTENING_EVENT,
    (event) => {
      doc.removeEventListener('click', hold, true);
      doc.removeEventListener('submit', holdSubmit, true);
      const replay = event instanceof CustomEvent && event.detail?.replay === true;
      const now = performance.now();
      const taps = held.splice(0).filter(({ target, at }) => {
        const kept = replay && now - at <= MAX_AGE_MS;
        if (!kept) release(target);
        return kept;
      });
      doc.documentElement.removeAttribute(PAGE_HOLDING_ATTRIBUTE);
      if (!replay) return;
      // What was typed first: a search sent by a held tap searches for the shopper's words.
      tellTypedText(doc);
      // One tap per task, as a shopper's taps come: each is answered, and the page drawn again,
      // before the next (a quantity's "+" twice in one task counted once). A part the app drew
      // afresh instead of hydrating is no longer in the page: its tap is lost, as it was before.
      const playNext = () => {
        const tap = taps.shift();
        if (!tap) return;
        release(tap.target);
        if (tap.target.isConnected) {
          if (tap.target instanceof HTMLFormElement) tap.target.requestSubmit();
          else tap.target.click();
        }
        setTimeout(playNext, 0);
      };
      playNext();
    },
    { once: true },
  );
}

/** A held control back as the app will draw it. */
function release(target: HTMLElement): void {
  target.removeAttribute(HELD_ATTRIBUTE);
  target.removeAttribute('aria-busy');
}

/**
 * Tells the app what the shopper typed into the drawn page's fields before it listened, as the
 * shopper's own typing would have: an input event with the text, then, for a field they have
 * left since, the focus leaving it (a quantity is taken when its field is left).
 *
 * React keeps, per field, the value it last saw, and hears an input event only when the field's
 * value differs from it; hydration takes the shopper's text for that value. So the server's value
 * is put back and announced first (the event makes React hydrate the field at once if it has not
 * yet, which changes nothing), then the shopper's text, through the element's own setter so that
 * React sees it arrive.
 */
function tellTypedText(doc: Document): void {
  // Read all before telling any: the first event hydrates the page, and a field the app then
  // draws again is given its own (server's) value back.
  const typed = [...doc.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_FIELDS)]
    .filter((field) => field.value !== field.defaultValue)
    .map((field) => ({ field, text: field.value, server: field.defaultValue }));
  for (const { field, text, server } of typed) {
    const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
    if (!setValue) continue;
    setValue.call(field, server);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    setValue.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    if (doc.activeElement !== field) field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  }
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
