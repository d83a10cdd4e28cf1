/** SPEC.md §5: the e-mail input maximum. */
export const EMAIL_MAX_LENGTH = 64;

/**
 * The usual address pattern: a local part of letters, digits and . _ % + - (no leading, trailing or
 * doubled dot), an @, dot-separated domain labels that neither start nor end with a dash, and a
 * top-level domain of at least 2 letters.
 */
const emailPattern =
  /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

// Decision: surrounding spaces (a common paste artefact) are trimmed before checking, never inside.
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX_LENGTH && emailPattern.test(email);
}

export type EmailError = 'required' | 'invalid';

export function emailError(value: string): EmailError | null {
  if (value.trim() === '') return 'required';
  return isValidEmail(value) ? null : 'invalid';
}
