import { z } from 'zod';
import { CARD_BRANDS, EWALLET_IDS, REFUND_CARD_BANK_IDS } from './refund-card-constants';
import { phoneSchema, refundCardSchema } from './rules/schemas';

export { EWALLET_IDS } from './refund-card-constants';

/**
 * Refund cards and e-wallets (SPEC.md §2 /payment-option and /refund-settings, §3 Refund card, §5
 * card form; ADR 031). Indonesia only: in SG and MY every call answers 1103037 (a
 * refund goes back the way the order was paid). Every call needs a member (401 with 1105001).
 *
 *   GET  member/refund_card/list                             → RefundSettings
 *   POST member/refund_card/add       AddRefundCardRequest   → RefundSettings
 *   POST member/refund_card/remove    { card_id }            → RefundSettings
 *   POST member/refund_card/default   RefundDefaultRequest   → RefundSettings
 *   POST member/refund_card/ewallet_activate { wallet, phone } → RefundSettings
 *   POST member/refund_card/ewallet_unlink   { wallet }        → RefundSettings
 *
 * The card number and CVN go to the payment sandbox once (tokenizeCard) and are never stored or
 * logged (PCI DSS 3.3.1.2, 3.4.1): the server keeps the provider's token, the last four digits,
 * the brand and the expiry. add refuses with 400 and the field's rule outcome (SPEC.md §5: each
 * field "invalid" or "required"; bank_name only "required") for a bad field, 1103037 when the
 * provider declines the card or the member has REFUND_CARD_LIMIT cards. Another member's card_id
 * answers 1103037 too (never "not yours"). The first card or wallet becomes the default;
 * removing the default makes the newest remaining one the default.
 */

export const refundCardIdSchema = z.string().uuid();

/**
 * The add form's body: contract/rules' refundCardSchema (Luhn, expiry not past, CVN 3–4 digits,
 * names, the phone of its code, e-mail), with the bank one of REFUND_CARD_BANKS. Other fields are
 * dropped. `clock` reads "now" for the expiry at parse time.
 */
export function addRefundCardRequestSchema(clock: () => Date = () => new Date()) {
  return refundCardSchema(clock).superRefine((card, ctx) => {
    if (card.bank_name !== '' && !(REFUND_CARD_BANK_IDS as string[]).includes(card.bank_name))
      ctx.addIssue({ code: 'custom', path: ['bank_name'], message: 'required' });
  });
}
export type AddRefundCardRequest = z.input<ReturnType<typeof addRefundCardRequestSchema>>;

/** A saved card as every screen shows it: never the number, never the CVN. */
export const refundCardViewSchema = z.object({
  card_id: refundCardIdSchema,
  bank: z.enum(REFUND_CARD_BANK_IDS as [string, ...string[]]),
  brand: z.enum(CARD_BRANDS),
  last4: z.string().regex(/^\d{4}$/),
  /** MM/YY. */
  expiry_date: z.string(),
  holder_name: z.string(),
  is_default: z.boolean(),
  created_at: z.number().int(),
});
export type RefundCardView = z.infer<typeof refundCardViewSchema>;

/** Every wallet of EWALLET_IDS, linked or not. */
export const ewalletViewSchema = z.object({
  wallet: z.enum(EWALLET_IDS),
  linked: z.boolean(),
  /** The linked account's phone, masked ("+62 812****7890"); null when not linked. */
  masked_phone: z.string().nullable(),
  linked_at: z.number().int().nullable(),
  is_default: z.boolean(),
});
export type EwalletView = z.infer<typeof ewalletViewSchema>;

export const refundSettingsSchema = z.object({
  cards: z.array(refundCardViewSchema),
  ewallets: z.array(ewalletViewSchema),
});
export type RefundSettings = z.infer<typeof refundSettingsSchema>;

export const refundCardIdRequestSchema = z.object({ card_id: refundCardIdSchema });
export type RefundCardIdRequest = z.infer<typeof refundCardIdRequestSchema>;

export const refundDefaultRequestSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('refund_card'), card_id: refundCardIdSchema }),
  z.object({ kind: z.literal('ewallet'), wallet: z.enum(EWALLET_IDS) }),
]);
export type RefundDefaultRequest = z.infer<typeof refundDefaultRequestSchema>;

/** Linking an e-wallet: the account's phone (+62); the sandbox "activates" it as GoPay's linking would. */
export const ewalletActivateRequestSchema = z.object({
  wallet: z.enum(EWALLET_IDS),
  phone: phoneSchema('62'),
});
export type EwalletActivateRequest = z.input<typeof ewalletActivateRequestSchema>;

export const ewalletUnlinkRequestSchema = z.object({ wallet: z.enum(EWALLET_IDS) });
export type EwalletUnlinkRequest = z.infer<typeof ewalletUnlinkRequestSchema>;
