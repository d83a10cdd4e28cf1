/**
 * The profile's plain values (SPEC.md §3 userInfo, §5, §9). Zod-free, like ./member-constants.ts:
 * contract/profile.ts builds its schemas from them, the storefront's forms import them directly.
 */

/** Decision: a name is 1–30 characters (the login's "Pasar user 1234" fits; a shopper's full name too). */
export const USER_NAME_MAX_LENGTH = 30;

/** Decision: no birthdate before this day: nobody shopping is older, and a typo like 0199 is refused. */
export const BIRTHDAY_MIN = '1900-01-01';

/**
 * update_password's update_type for a signed-in member changing their password (reset keeps 1 and
 * 2, contract/member-constants.ts UPDATE_TYPE). Decision: 3 with the old password; 4 and 5 with a
 * code of CODE_TYPE.verifyOld sent to the member's own phone (4) or e-mail (5). The body never
 * names a contact: the token decides whose phone or e-mail it is.
 */
export const CHANGE_PASSWORD_TYPE = { oldPassword: 3, phoneCode: 4, emailCode: 5 } as const;

/** The form field update_avatar reads the picture from (multipart/form-data). */
export const AVATAR_FIELD = 'file';
/** The avatar as it is stored and served: a square WebP of this many pixels (SPEC.md §5's 200×200). */
export const AVATAR_SIZE = 200;

/** A birthdate is written `YYYY-MM-DD` (the date picker's ISO form). */
export const BIRTHDAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` is a real calendar day in ISO form (2023-02-29 is not). */
export function isIsoDate(value: string): boolean {
  if (!BIRTHDAY_PATTERN.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A birthdate the shop accepts: a real day, not before BIRTHDAY_MIN and not after `today`
 * (`YYYY-MM-DD` in the member's time zone). ISO dates compare as strings.
 */
export function isAcceptableBirthday(value: string, today: string): boolean {
  return isIsoDate(value) && value >= BIRTHDAY_MIN && value <= today;
}
