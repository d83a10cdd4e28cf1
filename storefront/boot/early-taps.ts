// Taps on a page the server drew (ADR 044), made before the app is there to answer them: on a
// budget phone over 4G the page is on screen for seconds while its script is still arriving.
// The head's start script (before-app.ts) holds them; the app replays them, in order, the moment
// React listens to the page (main.tsx), and React delivers each to the part it was aimed at.
//
// Decision: a link is left to the browser, which follows it without the app. A button, a choice
// (a SKU, a radio, a checkbox) and a label are the app's to answer: before, such a tap did
// nothing at all, and a label's own toggle checked a radio the app then did not know it had.
// A text field is left alone too: focusing it and typing need no app. What was typed is told to
// the app in its place among the taps (tellTyped): React hydrates a field with the text it finds and takes
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

const CHOICES = 'input[type="radio"], input[type="checkbox"]';

const HELD_ATTRIBUTE = 'data-held-tap';
const PAGE_HOLDING_ATTRIBUTE = 'data-taps-held';

/** Fields the shopper types in: every input but a choice, a button or a file. */
const TEXT_FIELDS =
  'textarea, input:not([type="radio"], [type="checkbox"], [type="button"], [type="submit"], [type="reset"], [type="file"], [type="hidden"], [type="image"])';

type Held =
  | { kind: 'tap'; target: HTMLElement; at: number }
  /** Text typed into a field: its text at the time, and the value the app knows it by until then. */
  | { kind: 'typed'; field: TextField; text: string; known: string };
type TextField = HTMLInputElement | HTMLTextAreaElement;

/** Holds the page's taps until the app listens, then plays them to it. Head script only. */
export function holdEarlyTaps(doc: Document): void {
  if (!doc.documentElement.hasAttribute(FIRST_VIEW_ATTRIBUTE)) return;
  const held: Held[] = [];
  let taps = 0;
  const holdTap = (event: Event, target: HTMLElement) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    if (taps >= MAX_HELD) return;
    taps += 1;
    held.push({ kind: 'tap', target, at: event.timeStamp });
    target.setAttribute(HELD_ATTRIBUTE, '');
    target.setAttribute('aria-busy', 'true');
    doc.documentElement.setAttribute(PAGE_HOLDING_ATTRIBUTE, '');
  };
  const hold = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest(TAPPABLE) : null;
    if (!(target instanceof HTMLElement) || target.matches(BROWSER_ANSWERS)) return;
    holdTap(event, target);
  };
  // A form sent with no click (Enter in a form without a send button) would go to the server and
  // reload the page, losing what was typed: held too, and sent again through the app. Enter in a
  // form with a send button clicks that button, which the click above holds.
  const holdSubmit = (event: Event) => {
    if (event.target instanceof HTMLFormElement) holdTap(event, event.target);
  };
  // Typing goes on as the browser does it; where it came among the taps is noted, so the app
  // hears the quantity typed before the "Add to cart" tapped after it. Never dropped: the text is
  // on screen, and the app must not act on another.
  const noteTyped = (event: Event) => {
    const field = event.target;
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
    if (!field.matches(TEXT_FIELDS)) return;
    const last = held.at(-1);
    if (last?.kind === 'typed' && last.field === field) last.text = field.value;
    else held.push({ kind: 'typed', field, text: field.value, known: valueKnownBefore(held, field) });
  };
  doc.addEventListener('click', hold, true);
  doc.addEventListener('submit', holdSubmit, true);
  doc.addEventListener('input', noteTyped, true);
  doc.addEventListener(
    APP_LISTENING_EVENT,
    (event) => {
      doc.removeEventListener('click', hold, true);
      doc.removeEventListener('submit', holdSubmit, true);
      doc.removeEventListener('input', noteTyped, true);
      const replay = event instanceof CustomEvent && event.detail?.replay === true;
      const now = performance.now();
      const queue = held.splice(0).filter((entry) => {
        if (entry.kind === 'typed') return replay;
        const kept = replay && now - entry.at <= MAX_AGE_MS;
        if (!kept) release(entry.target);
        return kept;
      });
      doc.documentElement.removeAttribute(PAGE_HOLDING_ATTRIBUTE);
      if (!replay) return;
      // A field the browser filled in itself (its text restored on a reload) came with no typing.
      queue.unshift(...restoredFields(doc, queue));
      // One entry per task, as a shopper's taps come: each is answered, and the page drawn again,
      // before the next (a quantity's "+" twice in one task counted once). A part the app drew
      // afresh instead of hydrating is no longer in the page: its tap is lost, as it was before.
      const playNext = () => {
        const entry = queue.shift();
        if (!entry) return;
        if (entry.kind === 'typed') {
          // Left since, if anything came after it or the focus is elsewhere.
          tellTyped(entry, queue.length > 0 || doc.activeElement !== entry.field);
        } else {
          release(entry.target);
          if (entry.target.isConnected) play(entry.target);
        }
        setTimeout(playNext, 0);
      };
      playNext();
    },
    { once: true },
  );
}

/**
 * What the app will know of `field` when its next text is told: the text told before it, or the
 * value the server drew it with.
 */
function valueKnownBefore(held: Held[], field: TextField): string {
  const before = held.findLast((entry) => entry.kind === 'typed' && entry.field === field);
  return before?.kind === 'typed' ? before.text : field.defaultValue;
}

/** Fields whose text differs from the server's with no typing noted (the browser restored it). */
function restoredFields(doc: Document, queue: Held[]): Held[] {
  const noted = new Set(queue.flatMap((entry) => (entry.kind === 'typed' ? [entry.field] : [])));
  return [...doc.querySelectorAll<TextField>(TEXT_FIELDS)]
    .filter((field) => !noted.has(field) && field.value !== field.defaultValue)
    .map((field) => ({ kind: 'typed', field, text: field.value, known: field.defaultValue }));
}

/** A held tap played to the app. */
function play(target: HTMLElement): void {
  if (target instanceof HTMLFormElement) {
    target.requestSubmit();
    return;
  }
  if (target.matches(CHOICES)) hydrateFirst(target);
  target.click();
}

/**
 * Makes React hydrate the part of the page `choice` is in, if it has not yet, with an event no
 * part of the app listens to. A click on a radio or checkbox (the arrow keys in a SKU choice send
 * one) checks it before it is delivered; React, hydrating it only then, took the new state for the
 * one it knew and heard no change, and the choice went back. A tap on a choice's label was fine: the
 * label's click hydrates the page before the browser clicks the choice inside.
 */
function hydrateFirst(choice: HTMLElement): void {
  choice.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A held control back as the app will draw it. */
function release(target: HTMLElement): void {
  target.removeAttribute(HELD_ATTRIBUTE);
  target.removeAttribute('aria-busy');
}

/**
 * Tells the app what the shopper typed into a drawn field before it listened, as the shopper's
 * own typing would have: an input event with the text, then, if they left the field since, the
 * focus leaving it (a quantity is taken when its field is left).
 *
 * React keeps, per field, the value it last saw, and hears an input event only when the field's
 * value differs from it; hydration takes the text it finds for that value. So the value the app
 * knows (the server's, or the text told before) is put back and announced first (the event makes
 * React hydrate the field at once if it has not yet, and changes nothing), then the text, through
 * the element's own setter so that React sees it arrive. The text is the one noted when typed: the page hydrated by an earlier entry may
 * have drawn the field again with the server's value.
 */
function tellTyped({ field, text, known }: Extract<Held, { kind: 'typed' }>, left: boolean): void {
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  if (!setValue || !field.isConnected) return;
  setValue.call(field, known);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  setValue.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (left) field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
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
