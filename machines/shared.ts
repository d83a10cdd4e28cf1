import { countryDefaults, defaultCountry, type PhoneCode } from '../contract/countries';
import * as errorCodes from '../contract/error-codes';
import type { ContactType } from '../contract/rules/contact';

/** SPEC.md §4, §9: a sent code can be sent again only after this many seconds. */
export { RESEND_SECONDS } from '../contract/member-constants';

/** The phone codes a shopper can pick (+62 Indonesia, +60 Malaysia, +65 Singapore; SPEC.md §2). */
export type { PhoneCode } from '../contract/countries';
/** Indonesia is the default country (SPEC.md §5). */
export const DEFAULT_PHONE_CODE: PhoneCode = countryDefaults[defaultCountry].phone_code;

/** How the shopper is reached: a phone (WhatsApp / SMS) or an e-mail address. */
export type ContactMethod = ContactType;

/**
 * What a failed call leaves in a machine's `error`: the ApiError code (a catalogue number, or
 * 'network' / 'timeout' from request()), or 'unknown' when something else was thrown. The screen
 * maps it to `errors.<code>`; a machine never holds message text.
 */
export type FlowError = number | 'network' | 'timeout' | 'unknown';

/**
 * Reads the code of whatever an actor threw. Duck-typed rather than `instanceof ApiError` so an
 * error built by another copy of the contract module (a test double, a worker) still counts.
 */
export function errorCodeOf(error: unknown): FlowError {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const { code } = error as { code: unknown };
    if (typeof code === 'number' || code === 'network' || code === 'timeout') return code;
  }
  return 'unknown';
}

const rejectedCodeErrors: readonly FlowError[] = [
  errorCodes.verificationCodeInvalid,
  errorCodes.verificationCodeExpired,
];

/**
 * The server refused the code itself (wrong or expired), so the typed code is worthless and is
 * cleared; after any other failure (network, timeout) the shopper can try the same code again.
 */
export function isCodeRejection(error: FlowError): boolean {
  return rejectedCodeErrors.includes(error);
}

/**
 * The login response the storefront stores as the session (SPEC.md §7: "The login response data
 * is stored as the user session"). Only auth_token is relied on here; the rest passes through.
 */
// Decision: typed loosely until contract/ has the login response schema; swap it in then.
export type Session = { readonly auth_token: string } & Readonly<Record<string, unknown>>;

/** A placeholder actor body: the app and the tests `.provide()` the real call. */
export function notProvided(name: string): () => Promise<never> {
  return async () => {
    throw new Error(`${name}: not provided`);
  };
}
