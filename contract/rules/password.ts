export const PASSWORD_MIN_LENGTH = 6;
/** SPEC.md §5's pattern allows up to 64 characters. */
export const PASSWORD_RULE_MAX_LENGTH = 64;
/** SPEC.md §5: the password input's maximum. */
export const PASSWORD_MAX_LENGTH = 30;

// Decision (64 vs 30): a password being *checked* (login, and the server's check of any password it
// receives) may be 6–64 characters, so an account whose password was set elsewhere under the 64 rule
// can still sign in; a password being *chosen* (reset, change, confirm) must be 6–30, because 30 is
// what the new-password input lets anyone type. Both fit RSA-OAEP's 190-byte limit (ASCII only).
const passwordCharacters = /^[A-Za-z0-9!@#$%^&*,.]+$/;

function withinRule(password: string, max: number): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH && password.length <= max && passwordCharacters.test(password)
  );
}

/** A password accepted at login: 6–64 of letters, digits and !@#$%^&*,. (SPEC.md §5). */
export function isValidPassword(password: string): boolean {
  return withinRule(password, PASSWORD_RULE_MAX_LENGTH);
}

/** A password someone may choose now: the same characters, 6–30 long. */
export function isValidNewPassword(password: string): boolean {
  return withinRule(password, PASSWORD_MAX_LENGTH);
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
