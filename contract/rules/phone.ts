import { isValidPhoneNumber } from 'libphonenumber-js/mobile';
import {
  countryDefaults,
  countryOfPhoneCode,
  isCountryCode,
  isPhoneCode,
  type PhoneCode,
} from '../countries';

/** SPEC.md §5: the input maximum when the country code has no rule of its own. */
export const PHONE_DEFAULT_MAX_LENGTH = 13;

interface PhoneRule {
  /** How the local number must start, as SPEC.md §5 writes it (a leading 0 only for +62). */
  readonly start: RegExp;
  /** The local number's input length, the 0 included. */
  readonly maxLength: number;
}

/**
 * SPEC.md §5's table, keyed by phone code (without the +): what SPEC adds on top of the numbering
 * plan. Which digits may follow, and how many, is the plan's: libphonenumber-js with its mobile
 * metadata (Google's libphonenumber data) accepts only the numbers that are mobiles today, which is
 * narrower than SPEC's "then 8 to 11 digits" (no +62 84…, no +65 99…), and follows each country's
 * new ranges with an npm update instead of an edit here.
 */
const phoneRules: Readonly<Record<PhoneCode, PhoneRule>> = {
  // Indonesia: 8 or 08.
  '62': { start: /^0?8/, maxLength: 13 },
  // Malaysia: 1, never the trunk 0.
  '60': { start: /^1/, maxLength: 10 },
  // Singapore: 8 or 9.
  '65': { start: /^[89]/, maxLength: 8 },
};

function bareCode(code: string): string {
  return code.trim().replace(/^\+/, '');
}

function ruleFor(code: string): PhoneRule | undefined {
  const bare = bareCode(code);
  return isPhoneCode(bare) ? phoneRules[bare] : undefined;
}

/** A local number, digits only, that SPEC's row for the code allows and the plan knows as a mobile. */
function isValidLocalNumber(code: string, local: string): boolean {
  const rule = ruleFor(code);
  const country = countryOfPhoneCode(bareCode(code));
  if (!rule || !country || !/^\d+$/.test(local)) return false;
  if (local.length > rule.maxLength || !rule.start.test(local)) return false;
  return isValidPhoneNumber(local, country);
}

/** MY → 60, SG → 65, anything else → 62 (Indonesia is the default country). */
export function defaultPhoneCode(country: string | null | undefined): PhoneCode {
  return isCountryCode(country) ? countryDefaults[country].phone_code : countryDefaults.ID.phone_code;
}

/** The phone input's maxlength for a phone code ('62' or '+62'). */
export function phoneMaxLength(code: string): number {
  return ruleFor(code)?.maxLength ?? PHONE_DEFAULT_MAX_LENGTH;
}

/**
 * The local number as the rules read it: spaces, dashes, dots and brackets removed, and a leading
 * `+<code>` (or `00<code>`) dropped, so "+62 812-3456-7890" becomes "81234567890".
 */
export function normalizePhone(code: string, raw: string): string {
  const bare = bareCode(code);
  const compact = raw.replace(/[\s\-.()]/g, '');
  if (bare === '') return compact;
  for (const prefix of [`+${bare}`, `00${bare}`]) {
    if (compact.startsWith(prefix)) return compact.slice(prefix.length);
  }
  // Decision: a bare leading code without + is dropped too when what follows is a valid number: no
  // local number of ID, MY or SG starts with its own code (62…, 60…, 65…), so it is unambiguous.
  const rest = compact.slice(bare.length);
  if (compact.startsWith(bare) && isValidLocalNumber(bare, rest)) return rest;
  return compact;
}

/** True when the number (written with or without spaces, dashes or +code) is valid for the code. */
export function isValidPhone(code: string, number: string): boolean {
  return isValidLocalNumber(code, normalizePhone(code, number));
}

export type PhoneError = 'required' | 'invalid';

/** The outcome the UI maps to a message: empty, or not valid for the code, or fine (null). */
export function phoneError(code: string, number: string): PhoneError | null {
  if (number.trim() === '') return 'required';
  return isValidPhone(code, number) ? null : 'invalid';
}
