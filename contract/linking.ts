import { z } from 'zod';
import { phoneCodeOf } from './member';
import { LINK_KIND } from './linking-constants';
import { verificationCodeSchema } from './rules/schemas';
import { EMAIL_MAX_LENGTH, isValidEmail } from './rules/email';
import { isValidPhone } from './rules/phone';
import { plainText } from './rules/text';

/**
 * Linking a phone or an e-mail to the signed-in member (SPEC.md §2 /verifyPhone /bindPhone
 * /verifyEmail /bindEmail, §5 "Linking", §7 check_phone, check_email, update_mobile,
 * update_email). Two steps: verify the current contact (a code of CODE_TYPE.verifyOld, answered
 * with a short-lived proof), then the new one (a code of CODE_TYPE.bindNew plus the proof).
 * The plain values are in ./linking-constants.ts.
 */

const phoneText = plainText().min(1).max(32);
const countryCodeText = plainText().max(4);
const emailText = plainText().min(1).max(EMAIL_MAX_LENGTH).refine(isValidEmail, { message: 'invalid' });
/** The proof verify_old answers: 32 random bytes in base64url (43 characters). */
const proofText = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/);

/** A phone with its code, checked by the country's rule (contract/rules/phone.ts). */
function checkPhone(value: { phone: string; country_code: string }, ctx: z.RefinementCtx) {
  const phoneCode = phoneCodeOf(value.country_code);
  if (!phoneCode) ctx.addIssue({ code: 'custom', message: 'invalid', path: ['country_code'] });
  else if (!isValidPhone(phoneCode, value.phone))
    ctx.addIssue({ code: 'custom', message: 'invalid', path: ['phone'] });
}

/** POST check_phone: data true when no member has the phone (else 1101024). */
export const checkPhoneRequestSchema = z
  .object({ phone: phoneText, country_code: countryCodeText })
  .superRefine(checkPhone);
export type CheckPhoneRequest = z.infer<typeof checkPhoneRequestSchema>;

/** POST check_email: data true when no member has the e-mail (else 1101010). */
export const checkEmailRequestSchema = z.object({ email: emailText });
export type CheckEmailRequest = z.infer<typeof checkEmailRequestSchema>;

/** Decision: check_* answer true or refuse; false is never sent (the refusal names the reason). */
export const checkContactResponseSchema = z.literal(true);

/**
 * POST verify_old (Decision: the path; SPEC.md §7 names no call for the first step). The code of
 * CODE_TYPE.verifyOld sent to the member's current phone or e-mail.
 */
export const verifyOldRequestSchema = z.object({
  check_code: verificationCodeSchema,
  type: z.enum([LINK_KIND.phone, LINK_KIND.email]),
});
export type VerifyOldRequest = z.infer<typeof verifyOldRequestSchema>;

/** The proof that the member holds their current contact: single use, `expires_in` seconds. */
export const verifyOldResponseSchema = z.object({ proof: z.string(), expires_in: z.number().int() });
export type VerifyOldResponse = z.infer<typeof verifyOldResponseSchema>;

/**
 * PUT update_mobile: the new phone, its bindNew code, and the proof of verify_old for the phone
 * being replaced, or for the e-mail when the member adds a first phone (1101004 / 1101003
 * without a valid one, naming the contact to verify).
 */
export const updateMobileRequestSchema = z
  .object({
    phone: phoneText,
    country_code: countryCodeText,
    check_code: verificationCodeSchema,
    proof: proofText.optional(),
  })
  .superRefine(checkPhone);
export type UpdateMobileRequest = z.infer<typeof updateMobileRequestSchema>;

/** PUT update_email: as update_mobile, the kinds swapped. */
export const updateEmailRequestSchema = z.object({
  email: emailText,
  check_code: verificationCodeSchema,
  proof: proofText.optional(),
});
export type UpdateEmailRequest = z.infer<typeof updateEmailRequestSchema>;
