import { z } from 'zod';
import { DELETION_REASONS, DELETION_REASON_TEXT_MAX, DELETION_STATES } from './account-deletion-constants';
import { UPDATE_TYPE } from './member-constants';
import { verificationCodeSchema } from './rules/schemas';
import { plainText } from './rules/text';

/**
 * Account deletion (SPEC.md §2, §4; the paths are a Decision, §7 shows none). Every call needs a
 * member (401 otherwise).
 *
 *   POST member/deletion/apply  { reason, reason_text?, check_code, type } → DeletionStatus
 *   GET  member/deletion/status                                            → DeletionStatus
 *   POST member/deletion/cancel                                            → DeletionStatus
 *
 * apply: check_code is a code of CODE_TYPE.deleteAccount (4) sent to the member's own phone
 * (type 1) or e-mail (type 2), as update_password's update_type. Refused with 1101026 while an
 * order is unfinished, 1101022 when a request is already open, 1101002 for a wrong code.
 * cancel: closes the open request (none open: answers 'none', changes nothing).
 */
export const deletionApplyRequestSchema = z
  .object({
    reason: z.enum(DELETION_REASONS),
    reason_text: plainText().max(DELETION_REASON_TEXT_MAX).optional(),
    check_code: verificationCodeSchema,
    type: z.union([z.literal(UPDATE_TYPE.phone), z.literal(UPDATE_TYPE.email)]),
  })
  .superRefine((value, ctx) => {
    if (value.reason === 'other' && !value.reason_text)
      ctx.addIssue({ code: 'custom', message: 'required', path: ['reason_text'] });
  });
export type DeletionApplyRequest = z.infer<typeof deletionApplyRequestSchema>;

export const deletionStatusSchema = z.object({
  state: z.enum(DELETION_STATES),
  /** Epoch milliseconds; null when state is 'none'. */
  requested_at: z.number().int().nullable(),
  /** When the erasure runs (7 working days after the request); null when state is 'none'. */
  due_at: z.number().int().nullable(),
});
export type DeletionStatus = z.infer<typeof deletionStatusSchema>;
