/** The shortest password accepted at login: passwords chosen under the old rule (SPEC.md §5). */
export const PASSWORD_MIN_LENGTH = 6;
/** The shortest password someone may choose now (ASVS 5.0 6.2.1). */
export const NEW_PASSWORD_MIN_LENGTH = 8;
/** The longest password, at login and when chosen (ASVS 5.0 6.2.9: at least 64 allowed). */
export const PASSWORD_MAX_LENGTH = 64;
/** RSA-OAEP with SHA-256 and a 2048-bit key carries at most 190 bytes (contract/password-crypto.ts). */
export const PASSWORD_MAX_BYTES = 190;

// Decision (ADR 012, replacing SPEC.md §5’s 6–30 of letters, digits and !@#$%^&*,.): a new
// password is 8–64 characters of any kind (ASVS 5.0 6.2.1, 6.2.5, 6.2.9), letters of any script,
// spaces and emoji included, but no control characters, and it must fit the 190 bytes RSA-OAEP
// carries (a 64-character password of 3-byte letters is refused; ASCII always fits). The server
// also refuses the 10,000 most common passwords (server/lib/common-passwords.ts). At login, a
// password of 6 or 7 characters chosen under the old rule is still accepted.
const controlCharacters = /\p{Cc}/u;

function fits(password: string, min: number): boolean {
  const length = [...password].length;
  return (
    length >= min &&
    length <= PASSWORD_MAX_LENGTH &&
    !controlCharacters.test(password) &&
    new TextEncoder().encode(password).length <= PASSWORD_MAX_BYTES
  );
}

/** A password accepted at login: 6–64 characters (the old 6-character passwords still work). */
export function isValidPassword(password: string): boolean {
  return fits(password, PASSWORD_MIN_LENGTH);
}

/** A password someone may choose now: 8–64 characters of any kind. */
export function isValidNewPassword(password: string): boolean {
  return fits(password, NEW_PASSWORD_MIN_LENGTH);
}

/** On reset the confirmation must equal the new password and be valid itself (SPEC.md §5). */
export function isValidConfirmPassword(password: string, confirm: string): boolean {
  return confirm === password && isValidNewPassword(confirm);
}

export type PasswordError = 'required' | 'invalid';
export type ConfirmPasswordError = 'required' | 'invalid' | 'mismatch';

/** Login field; 'invalid' maps to Login.password_error ("does not comply with the standard"). */
export function passwordError(password: string): PasswordError | null {
  if (password === '') return 'required';
  return isValidPassword(password) ? null : 'invalid';
}

export function newPasswordError(password: string): PasswordError | null {
  if (password === '') return 'required';
  return isValidNewPassword(password) ? null : 'invalid';
}

export function confirmPasswordError(password: string, confirm: string): ConfirmPasswordError | null {
  if (confirm === '') return 'required';
  if (!isValidNewPassword(confirm)) return 'invalid';
  return confirm === password ? null : 'mismatch';
}
