import { VERIFICATION_CODE_LENGTH, pasteVerificationCode } from '../../contract/rules/codes';

/**
 * The pure part of the code input, kept apart from React so it is unit-tested.
 *
 * Decision: the six boxes are one <input> drawn as six boxes. Each keystroke is the browser's own
 * edit of that one field, read back from the field's value, so no keystroke depends on React or
 * the owner (a login flow) having drawn the previous one, and focus never moves between boxes
 * while the shopper types (a phone's keyboard reconnecting to the next box dropped keys typed
 * meanwhile). The input keeps the code it shows; the owner's `value` only replaces it when the
 * owner sets a code of its own (cleared after a wrong code, or a new send).
 */

export const CODE_LENGTH = VERIFICATION_CODE_LENGTH;

/** What the field's text holds as a code: its digits, first six ("12a3" → "123"). */
export function readCode(text: string): string {
  return pasteVerificationCode(text);
}

/** A paste keeps the first six digits of the text wherever the caret was (SPEC.md §5). */
export const pastedCode = pasteVerificationCode;

export function isCompleteCode(code: string): boolean {
  return code.length === CODE_LENGTH;
}

/**
 * The code on screen, and the codes the input has told its owner and not yet seen come back
 * (an owner may hand back an older one after the shopper has typed on).
 */
export interface CodeState {
  readonly code: string;
  readonly reported: readonly string[];
}

/** The field changed to `text`: the code it now holds, reported to the owner. */
export function typed(state: CodeState, text: string): CodeState {
  const code = readCode(text);
  return { code, reported: [...state.reported, code] };
}

/**
 * The owner's `value` as it arrives. One the input reported is the owner catching up: the code
 * on screen stays (the shopper may have typed on meanwhile). Any other is the owner's own, and
 * replaces the code.
 */
export function ownerValue(state: CodeState, value: string): CodeState {
  const code = readCode(value);
  const at = state.reported.indexOf(code);
  if (at >= 0) return { code: state.code, reported: state.reported.slice(at + 1) };
  return { code, reported: [] };
}
