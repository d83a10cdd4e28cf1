import { z } from 'zod';
import { countryDefaults, isCountryCode, isPhoneCode, type CountryCode } from './countries';
import { deviceIdSchema } from './device';
import { CAPTCHA_TYPE, CODE_TYPE, LOGIN_TYPE, UPDATE_TYPE } from './member-constants';
import { captchaCodeSchema, verificationCodeSchema } from './rules/schemas';
import { isValidEmail } from './rules/email';
import { isValidPhone } from './rules/phone';
import { plainText } from './rules/text';

/**
 * The member and login calls of SPEC.md §7 (paths under /api/member/user/): the picture captcha,
 * code sends, login, the signed-in member, logout and password reset. Request schemas validate the
 * wire shape; the server normalises accounts (server/areas/member/accounts.ts). The plain values
 * (login types, code types, the resend wait) are in ./member-constants.ts.
 */

/**
 * The phone code a `country_code` field names. SPEC.md §7 sends the phone code ('62'); '+62' and,
 * Decision: the country letters ('ID', 'SG', 'MY') are accepted too. Undefined when it names none.
 */
export function phoneCodeOf(value: string | undefined | null): string | undefined {
  if (value == null) return undefined;
  const trimmed = value.trim();
  if (isCountryCode(trimmed.toUpperCase()))
    return countryDefaults[trimmed.toUpperCase() as CountryCode].phone_code;
  const bare = trimmed.replace(/^\+/, '');
  return isPhoneCode(bare) ? bare : undefined;
}

// The country of a phone code lives with the countries (zod-free, for the storefront's chunks).
export { countryOfPhoneCode } from './countries';

// Numbers travel as numbers or numeric strings depending on the caller (query strings, old
// clients); both are read as the number.
const numeric = (value: unknown) =>
  typeof value === 'string' && /^\d{1,2}$/.test(value) ? Number(value) : value;
const oneOf = <const T extends readonly [number, ...number[]]>(values: T) =>
  z.preprocess(numeric, z.literal(values));

// An empty string means "not given" (forms send every field).
const optionalText = (schema: z.ZodString) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

const accountText = plainText().min(1).max(64);
const countryCodeText = plainText().max(4);
/** RSA-OAEP ciphertext of a 2048-bit key: 256 bytes, 344 base64 characters; some slack for line breaks. */
const encryptedPassword = z.string().min(1).max(512);
// Decision: a captcha nonce and a login token are 32 random bytes in base64url (43 characters).
const tokenText = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/);

type AccountFields = { account?: string | undefined; country_code?: string | undefined };

/** Adds an issue unless `account` is a valid phone (with its code) or e-mail for the given kind. */
function checkAccount(kind: 'phone' | 'email', value: AccountFields, ctx: z.RefinementCtx) {
  if (value.account === undefined) {
    ctx.addIssue({ code: 'custom', message: 'required', path: ['account'] });
    return;
  }
  if (kind === 'email') {
    if (!isValidEmail(value.account)) ctx.addIssue({ code: 'custom', message: 'invalid', path: ['account'] });
    return;
  }
  const phoneCode = phoneCodeOf(value.country_code);
  if (!phoneCode) ctx.addIssue({ code: 'custom', message: 'invalid', path: ['country_code'] });
  else if (!isValidPhone(phoneCode, value.account))
    ctx.addIssue({ code: 'custom', message: 'invalid', path: ['account'] });
}

/** GET random_code?account=&type_id=&country_code=: answers a PNG, its id in the x-image-id header. */
export const randomCodeQuerySchema = z
  .object({
    account: accountText,
    type_id: z.enum([CAPTCHA_TYPE.email, CAPTCHA_TYPE.phone]),
    country_code: countryCodeText.optional(),
  })
  .superRefine((value, ctx) =>
    checkAccount(value.type_id === CAPTCHA_TYPE.phone ? 'phone' : 'email', value, ctx),
  );

/**
 * GET random_code_audio?account=&type_id=&country_code=&image_id= (ADR 014): the same challenge as
 * the picture with that id, spoken (WAV) in the Language header's language; once per challenge.
 */
export const randomCodeAudioQuerySchema = z
  .object({
    account: accountText,
    type_id: z.enum([CAPTCHA_TYPE.email, CAPTCHA_TYPE.phone]),
    country_code: countryCodeText.optional(),
    image_id: z.uuid(),
  })
  .superRefine((value, ctx) =>
    checkAccount(value.type_id === CAPTCHA_TYPE.phone ? 'phone' : 'email', value, ctx),
  );

/** POST random_code_check: data is the nonce that pays for one code send. */
export const randomCodeCheckRequestSchema = z
  .object({
    country_code: optionalText(countryCodeText),
    account: accountText,
    type_id: z.preprocess(
      (value) => (typeof value === 'number' ? String(value) : value),
      z.enum([CAPTCHA_TYPE.email, CAPTCHA_TYPE.phone]),
    ),
    device_id: deviceIdSchema,
    check_code: captchaCodeSchema,
    image_id: z.uuid(),
  })
  .superRefine((value, ctx) =>
    checkAccount(value.type_id === CAPTCHA_TYPE.phone ? 'phone' : 'email', value, ctx),
  );
export const randomCodeCheckResponseSchema = tokenText;

const codeType = oneOf([
  CODE_TYPE.login,
  CODE_TYPE.verifyOld,
  CODE_TYPE.bindNew,
  CODE_TYPE.deleteAccount,
  CODE_TYPE.reset,
] as const);

/** POST send_sms_code: the code goes out by WhatsApp to the phone. */
export const sendSmsCodeRequestSchema = z
  .object({
    code_type: codeType,
    phone: accountText,
    country_code: countryCodeText,
    // Decision: image_code is accepted and ignored: the captcha died when it was checked; the nonce is the proof.
    image_code: z.string().max(16).optional(),
    image_nonce: tokenText,
  })
  .superRefine((value, ctx) =>
    checkAccount('phone', { account: value.phone, country_code: value.country_code }, ctx),
  );

/** POST send_email_code. */
export const sendEmailCodeRequestSchema = z.object({
  code_type: codeType,
  email: accountText.refine(isValidEmail, { message: 'invalid' }),
  image_code: z.string().max(16).optional(),
  image_nonce: tokenText,
});
// Decision: SPEC's "data is an initial code" is never the code: data is the masked target
// ("+62 812****7890", "ad***@example.com") for the code screen.
export const sendCodeResponseSchema = z.string();

/** POST login (SPEC.md §7). */
export const loginRequestSchema = z
  .object({
    channel: z.string().max(64).optional(),
    country_code: optionalText(countryCodeText),
    account: optionalText(accountText),
    /** RSA-OAEP (SHA-256) ciphertext, base64 (contract/password-crypto.ts). */
    password: optionalText(encryptedPassword),
    /** The 6-digit code (3, 4), Google's authorisation code (5) or the one-time hand-off code (6). */
    check_code: optionalText(z.string().max(2048)),
    login_type: oneOf([LOGIN_TYPE.phone, LOGIN_TYPE.email, LOGIN_TYPE.google, LOGIN_TYPE.token] as const),
    // Decision (ADR 012): a code login needs no captcha (the code's send spent one); a password
    // login needs one past 5 attempts on the account in 15 minutes (answer 1101019): image_nonce
    // from random_code_check then buys one more attempt. image_code is accepted and ignored.
    image_code: z.string().max(16).optional(),
    image_nonce: z.string().max(128).optional(),
    /** login_type 5: the `state` Google sent back with the code (checked against the browser's cookie). */
    state: z.string().max(128).optional(),
    /** 'pc' on desktop, else empty. */
    device: z.string().max(16).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.login_type === LOGIN_TYPE.phone || value.login_type === LOGIN_TYPE.email) {
      checkAccount(value.login_type === LOGIN_TYPE.phone ? 'phone' : 'email', value, ctx);
      // Decision: a login carries a code or a password, never both and never neither.
      if ((value.password === undefined) === (value.check_code === undefined)) {
        ctx.addIssue({ code: 'custom', message: 'give a check_code or a password', path: ['check_code'] });
      } else if (
        value.check_code !== undefined &&
        !verificationCodeSchema.safeParse(value.check_code).success
      ) {
        ctx.addIssue({ code: 'custom', message: 'invalid', path: ['check_code'] });
      }
    } else if (value.check_code === undefined) {
      ctx.addIssue({ code: 'custom', message: 'required', path: ['check_code'] });
    } else if (value.login_type === LOGIN_TYPE.token && !tokenText.safeParse(value.check_code).success) {
      ctx.addIssue({ code: 'custom', message: 'invalid', path: ['check_code'] });
    }
  });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The signed-in member as info and login show it. */
export const memberSchema = z.object({
  member_no: z.string(),
  user_name: z.string(),
  points: z.number().int(),
  /** The local number, without the phone code or a trunk 0 ("81234567890"). */
  phone: z.string().nullable(),
  email: z.string().nullable(),
  // Decision: country_code in answers is a phone code ('62'), as in the requests: the member's phone's, else their country's.
  country_code: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

/** The login answer, stored as the session (SPEC.md §3 userInfo). */
export const loginResponseSchema = z.object({
  auth_token: z.string(),
  member_no: z.string(),
  user_name: z.string(),
  points: z.number().int(),
  phone: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  country_code: z.string().optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** The member as info shows them to themselves: the login's fields and the profile's (Me, /setting). */
export const memberInfoSchema = memberSchema.extend({
  /** The avatar's URL (a served 200×200 WebP), or null for none (server/areas/member/profile.ts). */
  avatar_url: z.string().nullable(),
  /** 'YYYY-MM-DD', or null until given. */
  birthday: z.string().nullable(),
  /** Whether a password is set: the change offers "old password" only then. */
  has_password: z.boolean(),
  /**
   * The day ('YYYY-MM-DD', the member's time zone) from which the name, or the birthdate, can be
   * changed again (once a calendar year, SPEC.md §9); null: it can change now.
   */
  name_next_change: z.string().nullable(),
  birthday_next_change: z.string().nullable(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

/** GET info: SPEC.md §7 "data.data is the user". */
export const memberInfoResponseSchema = z.object({ data: memberInfoSchema });

/** POST handoff_code (signed in): a one-time code for `?token=` (login_type 6), good for 60 s. */
export const handoffCodeResponseSchema = z.object({ code: z.string(), expires_in: z.number().int() });
export type HandoffCodeResponse = z.infer<typeof handoffCodeResponseSchema>;

/** GET google_auth?device=pc|: data is the provider's authorisation URL. */
export const googleAuthQuerySchema = z.object({ device: z.enum(['pc', '']).optional() });
export const googleAuthResponseSchema = z.string();

/** PUT update_password: a reset with a code of code_type 5. */
export const updatePasswordRequestSchema = z
  .object({
    country_code: optionalText(countryCodeText),
    account: accountText,
    check_code: verificationCodeSchema,
    password: encryptedPassword,
    update_type: oneOf([UPDATE_TYPE.phone, UPDATE_TYPE.email] as const),
    // Decision: accepted and ignored: the reset code's send already spent a captcha nonce.
    image_nonce: z.string().max(128).optional(),
  })
  .superRefine((value, ctx) =>
    checkAccount(value.update_type === UPDATE_TYPE.phone ? 'phone' : 'email', value, ctx),
  );
export type UpdatePasswordRequest = z.infer<typeof updatePasswordRequestSchema>;

/**
 * GET public_key: the RSA key the storefront encrypts passwords with (./password-crypto.ts, which
 * stays zod-free for the browser). The endpoint's `data`. Decision: the key is fetched, not only embedded, so the server
 * can rotate it; `key_id` lets a cached key be told apart from a rotated one. The login payload of
 * SPEC.md §7 carries no key id, so during a rotation the server tries its current key, then the
 * previous one, and a failure answers exactly like a wrong password (DESIGN.md).
 */
export const publicKeyResponseSchema = z.object({
  key_id: z.string().min(1).max(64),
  algorithm: z.literal('RSA-OAEP-256'),
  /** SPKI PEM ("-----BEGIN PUBLIC KEY-----"), as jsencrypt's setPublicKey and node:crypto both read. */
  public_key: z
    .string()
    .regex(/^-----BEGIN PUBLIC KEY-----\r?\n[A-Za-z0-9+/=\r\n]+-----END PUBLIC KEY-----\s*$/, {
      message: 'not an SPKI PEM public key',
    }),
});
export type PublicKeyResponse = z.infer<typeof publicKeyResponseSchema>;
