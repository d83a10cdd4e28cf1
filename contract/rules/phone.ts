import { countryDefaults, isCountryCode, isPhoneCode, type PhoneCode } from '../countries';

/** SPEC.md §5: the input maximum when the country code has no rule of its own. */
export const PHONE_DEFAULT_MAX_LENGTH = 13;

interface PhoneRule {
  readonly pattern: RegExp;
  readonly maxLength: number;
}

/** SPEC.md §5, keyed by phone code (without the +). The maximum is the local number's input length. */
const phoneRules: Readonly<Record<PhoneCode, PhoneRule>> = {
  // Indonesia: 8 or 08, then 8 to 11 digits.
  '62': { pattern: /^0?8\d{8,11}$/, maxLength: 13 },
  // Malaysia: 1, then 8 to 9 digits.
  '60': { pattern: /^1\d{8,9}$/, maxLength: 10 },
  // Singapore: 8 or 9, then 7 digits.
  '65': { pattern: /^[89]\d{7}$/, maxLength: 8 },
};

function ruleFor(code: string): PhoneRule | undefined {
  const bare = code.trim().replace(/^\+/, '');
  return isPhoneCode(bare) ? phoneRules[bare] : undefined;
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
  const bare = code.trim().replace(/^\+/, '');
  const compact = raw.replace(/[\s\-.()]/g, '');
  if (bare === '') return compact;
  for (const prefix of [`+${bare}`, `00${bare}`]) {
    if (compact.startsWith(prefix)) return compact.slice(prefix.length);
  }
  // Decision: a bare leading code without + is dropped too when what follows is a valid number: no
  // local number of ID, MY or SG starts with its own code (62…, 60…, 65…), so it is unambiguous.
  const rest = compact.slice(bare.length);
  if (compact.startsWith(bare) && ruleFor(bare)?.pattern.test(rest)) return rest;
  return compact;
}

/** True when the number (written with or without spaces, dashes or +code) is valid for the code. */
export function isValidPhone(code: string, number: string): boolean {
  const rule = ruleFor(code);
  if (!rule) return false;
  return rule.pattern.test(normalizePhone(code, number));
}

export type PhoneError = 'required' | 'invalid';

/** The outcome the UI maps to a message: empty, or not valid for the code, or fine (null). */
export function phoneError(code: string, number: string): PhoneError | null {
  if (number.trim() === '') return 'required';
  return isValidPhone(code, number) ? null : 'invalid';
}
