import { z } from 'zod';
import { countryCodes, countryDefaults, isCountryCode, type CountryCode } from './countries';
import { deviceIdSchema } from './device';
import { captchaCodeSchema, verificationCodeSchema } from './rules/codes';
import { isValidEmail } from './rules/email';
import { isValidPhone, phoneCodes } from './rules/phone';
import { plainText } from './rules/text';

/**
 * The member and login calls of SPEC.md §7 (paths under /api/member/user/): the picture captcha,
 * code sends, login, the signed-in member, logout and password reset. Request schemas validate the
 * wire shape; the server normalises accounts (server/domain/accounts.ts).
 */

/** SPEC.md §3: login_type 3 phone, 4 e-mail, 5 Google, 6 token in the URL. */
export const LOGIN_TYPE = { phone: 3, email: 4, google: 5, token: 6 } as const;
/** SPEC.md §7: code_type 1 login, 5 password reset. */
export const CODE_TYPE = { login: 1, reset: 5 } as const;
/** SPEC.md §7: the captcha's type_id, '2' phone, '1' e-mail. */
export const CAPTCHA_TYPE = { email: '1', phone: '2' } as const;
// Decision: update_password's update_type (not shown in SPEC) is 1 phone, 2 e-mail.
export const UPDATE_TYPE = { phone: 1, email: 2 } as const;

/** The response header that carries the captcha's id next to the PNG. */
export const IMAGE_ID_HEADER = 'x-image-id';

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
  return phoneCodes.includes(bare) ? bare : undefined;
}

/** The country (ID, SG, MY) of a phone code. */
export function countryOfPhoneCode(phoneCode: string): CountryCode | undefined {
  return countryCodes.find((code) => countryDefaults[code].phone_code === phoneCode);
}

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
export type RandomCodeQuery = z.infer<typeof randomCodeQuerySchema>;

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
export type RandomCodeCheckRequest = z.infer<typeof randomCodeCheckRequestSchema>;
export const randomCodeCheckResponseSchema = tokenText;

const codeType = oneOf([CODE_TYPE.login, CODE_TYPE.reset] as const);

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
export type SendSmsCodeRequest = z.infer<typeof sendSmsCodeRequestSchema>;

/** POST send_email_code. */
export const sendEmailCodeRequestSchema = z.object({
  code_type: codeType,
  email: accountText.refine(isValidEmail, { message: 'invalid' }),
  image_code: z.string().max(16).optional(),
  image_nonce: tokenText,
});
export type SendEmailCodeRequest = z.infer<typeof sendEmailCodeRequestSchema>;
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
    /** The 6-digit code (3, 4), Google's authorisation code (5) or the login token (6). */
    check_code: optionalText(z.string().max(2048)),
    login_type: oneOf([LOGIN_TYPE.phone, LOGIN_TYPE.email, LOGIN_TYPE.google, LOGIN_TYPE.token] as const),
    // Decision: a login needs no captcha of its own (the code's send spent one; passwords lock
    // after 5 failures), so image_code and image_nonce are accepted and ignored.
    image_code: z.string().max(16).optional(),
    image_nonce: z.string().max(128).optional(),
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

/** GET info: SPEC.md §7 "data.data is the user". */
export const memberInfoResponseSchema = z.object({ data: memberSchema });
export type MemberInfoResponse = z.infer<typeof memberInfoResponseSchema>;

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
