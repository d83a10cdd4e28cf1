import { VERIFICATION_CODE_LENGTH, pasteVerificationCode } from '../../contract/rules/codes';

/**
 * The pure moves of the six code boxes, kept apart from React so they are unit-tested. A code is
 * an array of one-character strings ('' for an empty box); a move returns the next code and the
 * box to focus.
 */
export interface CodeMove {
  digits: string[];
  focus: number;
}

export const CODE_LENGTH = VERIFICATION_CODE_LENGTH;

/** "12" → ['1', '2', '', '', '', '']: digits only, at most six. */
export function toDigits(value: string, length = CODE_LENGTH): string[] {
  const digits = value.replace(/\D/g, '').slice(0, length).split('');
  return Array.from({ length }, (_, index) => digits[index] ?? '');
}

export function joinDigits(digits: string[]): string {
  return digits.join('');
}

/**
 * The digits an input event brought into a box that held `previous`. Boxes select their digit on
 * focus, so typing normally replaces it; if the caret sat beside the old digit instead, the
 * browser reports both ("35"), and the new one is the digit that was not there before.
 */
export function incomingDigits(previous: string, value: string): string {
  const typed = value.replace(/\D/g, '');
  if (previous !== '' && typed.length === 2) {
    if (typed.startsWith(previous)) return typed.slice(1);
    if (typed.endsWith(previous)) return typed.slice(0, 1);
  }
  return typed;
}

/**
 * The code after the box at `index` reports `value`. One digit fills the box and moves on; a few
 * (a fast typist on a slow phone) spill into the following boxes; a whole code (the phone's SMS
 * autofill writes it into one box) replaces the code as a paste would; an empty value clears the
 * box; letters are ignored.
 */
export function applyInput(digits: string[], index: number, value: string): CodeMove {
  if (value === '') {
    const next = [...digits];
    next[index] = '';
    return { digits: next, focus: index };
  }
  const incoming = incomingDigits(digits[index] ?? '', value);
  if (incoming === '') return { digits, focus: index };
  if (incoming.length >= digits.length) return applyPaste(digits, incoming);
  const next = [...digits];
  let cursor = index;
  for (const digit of incoming) {
    if (cursor >= next.length) break;
    next[cursor] = digit;
    cursor += 1;
  }
  return { digits: next, focus: Math.min(cursor, next.length - 1) };
}

/**
 * Backspace: a filled box is cleared where it is (the input does that natively); on an empty box
 * the caret goes back one box and clears that digit, as a shopper pressing Backspace means.
 */
export function applyBackspace(digits: string[], index: number): CodeMove {
  if (digits[index] !== '' || index === 0) {
    const next = [...digits];
    next[index] = '';
    return { digits: next, focus: index };
  }
  const next = [...digits];
  next[index - 1] = '';
  return { digits: next, focus: index - 1 };
}

/**
 * A paste replaces the whole code with the first six digits of the text (SPEC.md §5), wherever
 * the caret was; the box after the last pasted digit takes focus. A paste with no digits
 * changes nothing.
 */
export function applyPaste(digits: string[], text: string): CodeMove {
  const pasted = pasteVerificationCode(text);
  if (pasted === '')
    return {
      digits,
      focus: Math.max(
        0,
        digits.findIndex((digit) => digit === ''),
      ),
    };
  const next = toDigits(pasted, digits.length);
  return { digits: next, focus: Math.min(pasted.length, digits.length - 1) };
}

export function isComplete(digits: string[]): boolean {
  return digits.every((digit) => /^\d$/.test(digit));
}
