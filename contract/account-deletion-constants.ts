/**
 * Account deletion's plain values (SPEC.md §2 "Account/data deletion", §4 its states, §9 the 3–7
 * working days). Zod-free: the storefront imports them; contract/account-deletion.ts builds on them.
 */

/**
 * Decision: five reasons, as Shopee's and Tokopedia's deletion forms offer, plus "other" with the
 * shopper's own words (required then, DELETION_REASON_TEXT_MAX characters at most).
 */
export const DELETION_REASONS = [
  'noLongerUsed',
  'anotherAccount',
  'privacy',
  'tooManyMessages',
  'badExperience',
  'other',
] as const;
export type DeletionReason = (typeof DELETION_REASONS)[number];
export const DELETION_REASON_TEXT_MAX = 200;

/**
 * SPEC.md §9: deletion takes 3 to 7 working days. Decision: the erasure is due 7 working days
 * (Monday to Friday in the member's country; public holidays not counted) after the request, at
 * the same time of day, so the promise "within 7 working days" always holds.
 */
export const DELETION_WORKING_DAYS = 7;
export const DELETION_WORKING_DAYS_MIN = 3;

/**
 * What GET member/deletion/status answers: 'none' (no open request) or 'processing' (requested,
 * erasure due at due_at). Decision: SPEC.md §4's "submitted" is the moment the verified request is
 * accepted; it is processing from then on, and "deleted" is never answered (the member is gone).
 */
export const DELETION_STATES = ['none', 'processing'] as const;
export type DeletionState = (typeof DELETION_STATES)[number];
