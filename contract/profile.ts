import { z } from 'zod';
import { UPDATE_TYPE } from './member-constants';
import { BIRTHDAY_PATTERN, CHANGE_PASSWORD_TYPE, USER_NAME_MAX_LENGTH, isIsoDate } from './profile-constants';
import { verificationCodeSchema } from './rules/schemas';
import { plainText } from './rules/text';
import { updatePasswordRequestSchema } from './member';

/**
 * The signed-in member's profile calls (SPEC.md §7, under /api/member/user/): update_name,
 * update_birthday, update_info, update_avatar and the signed-in password change. The member is
 * always the token's: no body field can name another member (server/areas/member/profile.ts).
 */

const userName = plainText().min(1).max(USER_NAME_MAX_LENGTH);
// Whether the day is in the future depends on the member's time zone: the server checks that.
const birthday = z.string().regex(BIRTHDAY_PATTERN).refine(isIsoDate, { message: 'invalid' });

/** PUT update_name. */
export const updateNameRequestSchema = z.object({ user_name: userName });
/** PUT update_birthday: `YYYY-MM-DD`. */
export const updateBirthdayRequestSchema = z.object({ birthday });
/**
 * PUT update_info. Decision: several fields at once (name, birthdate), all or nothing: each
 * keeps its own once-a-year rule, and one refusal changes none of them. At least one field.
 */
export const updateInfoRequestSchema = z
  .object({ user_name: userName.optional(), birthday: birthday.optional() })
  .refine((value) => value.user_name !== undefined || value.birthday !== undefined, {
    message: 'give user_name or birthday',
  });
export type UpdateInfoRequest = z.infer<typeof updateInfoRequestSchema>;

/** RSA-OAEP ciphertext (contract/password-crypto.ts), as in the login. */
const encryptedPassword = z.string().min(1).max(512);

/** PUT update_password, signed in (CHANGE_PASSWORD_TYPE): with the old password, or a code. */
export const changePasswordRequestSchema = z.discriminatedUnion('update_type', [
  z.object({
    update_type: z.literal(CHANGE_PASSWORD_TYPE.oldPassword),
    old_password: encryptedPassword,
    password: encryptedPassword,
  }),
  z.object({
    update_type: z.literal([CHANGE_PASSWORD_TYPE.phoneCode, CHANGE_PASSWORD_TYPE.emailCode]),
    /** A code of CODE_TYPE.verifyOld, sent to the member's own phone (4) or e-mail (5). */
    check_code: verificationCodeSchema,
    password: encryptedPassword,
  }),
]);
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/**
 * PUT update_password takes either form: a reset (update_type 1, 2, no token) or a change
 * (3, 4, 5, signed in). update_type tells them apart.
 */
export const anyPasswordUpdateRequestSchema = z.union([
  updatePasswordRequestSchema,
  changePasswordRequestSchema,
]);
export const isPasswordReset = (
  body: z.infer<typeof anyPasswordUpdateRequestSchema>,
): body is z.infer<typeof updatePasswordRequestSchema> =>
  body.update_type === UPDATE_TYPE.phone || body.update_type === UPDATE_TYPE.email;

/** update_avatar's answer (and its multipart body's field, documented for the API reference). */
export const updateAvatarResponseSchema = z.object({ avatar_url: z.string() });
export type UpdateAvatarResponse = z.infer<typeof updateAvatarResponseSchema>;
export const updateAvatarBodySchema = z.object({
  file: z.any().meta({ type: 'string', format: 'binary', description: 'JPEG, PNG or WebP, at most 800 KB' }),
});
