// Taps on a page the server drew (ADR 044), made before the app is there to answer them: on a
// budget phone over 4G the page is on screen for seconds while its script is still arriving.
// The head's start script (before-app.ts) holds them; the app replays them, in order, the moment
// React listens to the page (main.tsx), and React delivers each to the part it was aimed at.
//
// Decision: a link is left to the browser, which follows it without the app. A button, a choice
// (a SKU, a radio, a checkbox) and a label are the app's to answer: before, such a tap did
// nothing at all, and a label's own toggle checked a radio the app then did not know it had.
// A text field is left alone too: focusing it and typing need no app. What was typed is told to
// the app in its place among the taps (tellTyped): React hydrates a field with the text it finds
// and takes it for the value it already knows, so the app went on with the server's value (an
// empty search, a quantity of 1) under the shopper's text until they typed once more.
//
// Decision: a held control looks pressed (`data-held-tap`, app.css: a shade over its background,
// which keeps its text's contrast and its focus ring) and the page's pointer says it is busy, so a
// shopper sees the tap was taken rather than tapping again. The control is marked aria-busy too,
// and since screen readers differ in whether they say so, the page's live region for it (drawn by
// the server in the page's language, TAPS_HELD_STATUS_ID) says the page is still loading. The
// marks and the words go as the tap is played or dropped, or once it is too old to be played.
import { FIRST_VIEW_ATTRIBUTE, TAPS_HELD_STATUS_ID } from '../../contract/first-view-page';

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

/** On a held control: "aria-busy" when the mark set its aria-busy too (else the page's own). */
const HELD_ATTRIBUTE = 'data-held-tap';
const PAGE_HOLDING_ATTRIBUTE = 'data-taps-held';

/** Fields the shopper types text in (not a colour, a range or a date, which have no typing). */
const TEXT_FIELDS =
  'textarea, input:not([type]), input:is([type="text"], [type="search"], [type="tel"], [type="url"], [type="email"], [type="number"], [type="password"])';

type Held =
  | { kind: 'tap'; target: HTMLElement; at: number }
  /**
   * Text typed into a field: its text at the time, the value the app knows it by until then, and
   * whether the shopper left the field after it (a number field takes its value when left).
   */
  | { kind: 'typed'; field: TextField; text: string; known: string; left: boolean };
type Typed = Extract<Held, { kind: 'typed' }>;
type TextField = HTMLInputElement | HTMLTextAreaElement;

/** Holds the page's taps until the app listens, then plays them to it. Head script only. */
export function holdEarlyTaps(doc: Document): void {
  if (!doc.documentElement.hasAttribute(FIRST_VIEW_ATTRIBUTE)) return;
  const held: Held[] = [];
  let taps = 0;
  const holdTap = (event: Event, target: HTMLElement, marked: boolean) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    if (taps >= MAX_HELD) return;
    taps += 1;
    held.push({ kind: 'tap', target, at: event.timeStamp });
    if (marked) mark(doc, target);
    sayHeld(doc, true);
  };
  const hold = (event: Event) => {
    const target = tapTarget(event);
    if (target) holdTap(event, target, true);
  };
  // A form sent with no click (Enter in a form without a send button) would go to the server and
  // reload the page, losing what was typed: held too, and sent again through the app. Enter in a
  // form with a send button clicks that button, which the click above holds. The form is not
  // marked: the field the shopper is in would look pressed.
  const holdSubmit = (event: Event) => {
    if (event.target instanceof HTMLFormElement) holdTap(event, event.target, false);
  };
  // Typing goes on as the browser does it; where it came among the taps is noted, so the app
  // hears the quantity typed before the "Add to cart" tapped after it. Never dropped: the text is
  // on screen, and the app must not act on another.
  const noteTyped = (event: Event) => {
    const field = textField(event.target);
    if (!field) return;
    const last = held.at(-1);
    if (last?.kind === 'typed' && last.field === field) last.text = field.value;
    else
      held.push({
        kind: 'typed',
        field,
        text: field.value,
        known: valueKnownBefore(held, field),
        left: false,
      });
  };
  const noteLeft = (event: Event) => {
    const field = textField(event.target);
    const typed = field && lastTyped(held, field);
    if (typed) typed.left = true;
  };
  doc.addEventListener('click', hold, true);
  doc.addEventListener('submit', holdSubmit, true);
  doc.addEventListener('input', noteTyped, true);
  doc.addEventListener('focusout', noteLeft, true);
  doc.addEventListener(
    APP_LISTENING_EVENT,
    (event) => {
      doc.removeEventListener('click', hold, true);
      doc.removeEventListener('submit', holdSubmit, true);
      doc.removeEventListener('input', noteTyped, true);
      doc.removeEventListener('focusout', noteLeft, true);
      const replay = event instanceof CustomEvent && event.detail?.replay === true;
      const now = performance.now();
      const queue = held.splice(0).filter((entry) => {
        if (entry.kind === 'typed') return replay;
        const kept = replay && now - entry.at <= MAX_AGE_MS;
        if (!kept) release(entry.target);
        return kept;
      });
      doc.documentElement.removeAttribute(PAGE_HOLDING_ATTRIBUTE);
      sayHeld(doc, false);
      if (!replay) {
        dropUntilDrawnAgain(doc);
        return;
      }
      // A field the browser filled in itself (its text restored on a reload) came with no typing.
      queue.unshift(...restoredFields(doc, queue));
      // A field the shopper types in after this has its newest text told by that typing itself.
      const typedSince = new Set<EventTarget>();
      const noteTypedSince = (typing: Event) => {
        if (typing.isTrusted && typing.target) typedSince.add(typing.target);
      };
      doc.addEventListener('input', noteTypedSince, true);
      // One entry per task, as a shopper's taps come: each is answered, and the page drawn again,
      // before the next (a quantity's "+" twice in one task counted once). A part the app drew
      // afresh instead of hydrating is no longer in the page: its tap is lost, as it was before.
      const playNext = () => {
        const entry = queue.shift();
        if (!entry) {
          doc.removeEventListener('input', noteTypedSince, true);
          return;
        }
        if (entry.kind === 'typed') {
          if (!typedSince.has(entry.field)) tellTyped(doc, entry);
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

/** The control a click is for, if the app is to answer it (not a link, not a field to type in). */
function tapTarget(event: Event): HTMLElement | null {
  const target = event.target instanceof Element ? event.target.closest(TAPPABLE) : null;
  return target instanceof HTMLElement && !target.matches(BROWSER_ANSWERS) ? target : null;
}

function textField(target: EventTarget | null): TextField | null {
  const field = target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement ? target : null;
  return field?.matches(TEXT_FIELDS) ? field : null;
}

function lastTyped(held: Held[], field: TextField): Typed | undefined {
  return held.findLast((entry): entry is Typed => entry.kind === 'typed' && entry.field === field);
}

/**
 * What the app will know of `field` when its next text is told: the text told before it, or the
 * value the server drew it with.
 */
function valueKnownBefore(held: Held[], field: TextField): string {
  return lastTyped(held, field)?.text ?? field.defaultValue;
}

/** Fields whose text differs from the server's with no typing noted (the browser restored it). */
function restoredFields(doc: Document, queue: Held[]): Typed[] {
  const noted = new Set(queue.flatMap((entry) => (entry.kind === 'typed' ? [entry.field] : [])));
  return [...doc.querySelectorAll<TextField>(TEXT_FIELDS)]
    .filter((field) => !noted.has(field) && field.value !== field.defaultValue)
    .map((field) => ({
      kind: 'typed',
      field,
      text: field.value,
      known: field.defaultValue,
      left: doc.activeElement !== field,
    }));
}

/**
 * Where the app draws the page afresh instead of hydrating it (inside the native shell), the
 * server's page stays on screen until its first render replaces it: a tap on it is dropped, and a
 * form in it is never sent to the server, until then. `root` is main.tsx's container.
 */
function dropUntilDrawnAgain(doc: Document): void {
  const drawn = [...(doc.getElementById('root')?.children ?? [])];
  const drop = (event: Event) => {
    if (!drawn.some((node) => node.isConnected)) {
      doc.removeEventListener('click', drop, true);
      doc.removeEventListener('submit', drop, true);
      return;
    }
    const target = event.type === 'submit' ? event.target : tapTarget(event);
    if (!(target instanceof Node) || !drawn.some((node) => node.contains(target))) return;
    event.preventDefault();
    event.stopImmediatePropagation();
  };
  doc.addEventListener('click', drop, true);
  doc.addEventListener('submit', drop, true);
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
 * Makes React hydrate the part of the page `element` is in, if it has not yet, with an event that
 * changes nothing: React hydrates a part at once for an input event aimed at it, and compares the
 * element's value with the one it knows, which hydration has just taken from the element.
 */
function hydrateFirst(element: HTMLElement): void {
  element.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Shows that a tap was taken: the control looks pressed and is marked busy, the page's pointer
 * too, until the tap is played or dropped, or is too old to be played.
 */
function mark(doc: Document, target: HTMLElement): void {
  const ownBusy = target.hasAttribute('aria-busy');
  target.setAttribute(HELD_ATTRIBUTE, ownBusy ? '' : 'aria-busy');
  if (!ownBusy) target.setAttribute('aria-busy', 'true');
  doc.documentElement.setAttribute(PAGE_HOLDING_ATTRIBUTE, '');
  setTimeout(() => {
    release(target);
    if (!doc.querySelector(`[${HELD_ATTRIBUTE}]`)) {
      doc.documentElement.removeAttribute(PAGE_HOLDING_ATTRIBUTE);
      sayHeld(doc, false);
    }
  }, MAX_AGE_MS);
}

/**
 * Says in the page's live region that the page is still loading (`held`), or empties it. Said
 * once while taps are held: a second tap changes nothing in the region, so nothing is said twice.
 */
function sayHeld(doc: Document, held: boolean): void {
  const status = doc.getElementById(TAPS_HELD_STATUS_ID);
  if (!status || (held && status.textContent)) return;
  status.textContent = held ? (status.dataset.words ?? '') : '';
}

/** A held control back as the app will draw it (an aria-busy of the page's own is left). */
function release(target: HTMLElement): void {
  if (target.getAttribute(HELD_ATTRIBUTE) === 'aria-busy') target.removeAttribute('aria-busy');
  target.removeAttribute(HELD_ATTRIBUTE);
}

/**
 * Tells the app what the shopper typed into a drawn field before it listened, as the shopper's
 * own typing would have: one input event with the text, then, if they left the field after it,
 * the focus leaving it.
 *
 * React keeps, per field, the value it last saw, and hears an input event only when the field's
 * value differs from it; hydration takes the text it finds for that value. So the field is
 * hydrated first (an input event that changes nothing), the value the app knows (the server's, or
 * the text told before) is set through React's own setter (React takes it in silence), then the
 * text through the element's prototype's setter, unseen by React, and an input event: React hears
 * exactly one change, to the text. The text is the one noted when typed: the page hydrated by an
 * earlier entry may have drawn the field again with the server's value.
 */
function tellTyped(doc: Document, { field, text, known, left }: Typed): void {
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  if (!setValue || !field.isConnected) return;
  hydrateFirst(field);
  const caret = doc.activeElement === field ? { start: field.selectionStart, end: field.selectionEnd } : null;
  field.value = known;
  setValue.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  // Where the shopper is still typing, the caret stays where it was (setting a value moves it to
  // the end). Fields without a caret (a number, an e-mail) throw.
  try {
    if (caret) field.setSelectionRange(caret.start, caret.end);
  } catch {
    // No caret to put back.
  }
  if (left) field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
}

/**
 * The app listens to the page now (storefront/main.tsx). `replay`: the held taps are played to it
 * (it hydrated the server's page), or dropped (it draws the page afresh, as inside the native
 * shell): the parts they were aimed at are about to go, and a form's button tapped with no app
 * behind it would submit the form to the server, so taps on the server's page go on being dropped
 * until the app's own has replaced it.
 */
export function announceAppListening(doc: Document, replay: boolean): void {
  doc.dispatchEvent(new CustomEvent(APP_LISTENING_EVENT, { detail: { replay } }));
}
