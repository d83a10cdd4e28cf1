import { z } from 'zod';
import { plainText } from './rules/text';
import { currencyCodeSchema, minorUnitsSchema } from './fields';
import { orderNoSchema } from './order';
import { PAYMENT_METHOD_IDS } from './payment-methods';
import { NEXT_ACTION_TYPES, PAYMENT_STATUSES, RETURN_URL_MAX_LENGTH } from './payment-constants';

/**
 * Paying for an order (SPEC.md §2 checkout, §8 1104001–1104009). ADR 021.
 *
 *   POST payment/pay  { order_no, method, return_url? }  (Idempotency-Key header) → PayAnswer
 *   GET  payment/status/{order_no}                                                 → PaymentState
 *   POST payment/notify   the provider's webhook: no member, HMAC-signed (server/payments/)
 *   POST payment/extend_deadline  { order_no }  (Idempotency-Key header)           → PayTimeAnswer
 *
 * pay and status need a member (401 otherwise) and only ever see the member's own orders: another
 * member's order_no answers 1103001 (order not found), never "not yours". pay refuses, changing
 * nothing: 1103001 unknown order; 1103022 already paid; 1103023 its pay deadline has passed;
 * 1103028 the order is no longer to_pay (closed); 1103048 the method is not open to this order
 * (country, total: openPaymentMethods); 1104003 the provider could not create the payment (502).
 * Paying again (another method, or the same after a failure) supersedes the pending payment: the
 * old one can no longer be paid. The same Idempotency-Key and body replays the first answer.
 *
 * payment/notify answers 400 with 1104001 on a missing or wrong signature or a timestamp older
 * than 5 minutes, 1104002 for a provider_ref we never created; nothing changes then.
 *
 * Card data never reaches /api (PCI DSS 3.3.1.2): card numbers, expiry and CVN are typed only on
 * the provider's hosted page. The body schema is strict, so a body carrying any other field (a
 * card_number, a cvn) is refused with 1101020 and nothing changes.
 *
 * Times are epoch milliseconds; `server_now` lets the storefront run its countdown on the server's clock.
 */

/** G's order number (contract/order.ts ORDER_NO_PATTERN). */
export const paymentOrderNoSchema = orderNoSchema;

/** A method id of contract/payment-methods.ts; the server checks it is open to this order (1103048). */
export const paymentMethodIdSchema = z.enum(PAYMENT_METHOD_IDS);

/** A storefront path to come back to from the provider's page ("/checkout?order_no=…"). */
export const returnUrlSchema = plainText()
  .max(RETURN_URL_MAX_LENGTH)
  .regex(/^\/(?![/\\])/, 'A path in the shop, starting with one /');

export const payRequestSchema = z
  .object({
    order_no: paymentOrderNoSchema,
    method: paymentMethodIdSchema,
    return_url: returnUrlSchema.optional(),
  })
  .strict();
export type PayRequest = z.infer<typeof payRequestSchema>;

const expiresAt = z.number().int().describe('Epoch ms: the action is no longer valid after this');

/**
 * The next action, a tagged union on `type` (contract/payment-constants.ts NEXT_ACTION_TYPES).
 * `url` on qr and payment_code is the provider's page for the payment when it has one (the sandbox
 * always does: the QR or code is shown there with "simulate scan and pay" / "simulate paying at
 * the counter"); the storefront may show the QR or code itself and offer the link beside it.
 */
export const nextActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal(NEXT_ACTION_TYPES[0]), url: z.string(), expires_at: expiresAt }),
  z.object({
    type: z.literal(NEXT_ACTION_TYPES[1]),
    qr_string: z.string(),
    url: z.string().nullable(),
    expires_at: expiresAt,
  }),
  z.object({
    type: z.literal(NEXT_ACTION_TYPES[2]),
    code: z.string(),
    /** The counter chain ("Alfamart") for a counter code, else null. */
    counter: z.string().nullable(),
    /** The bank ("BCA") for a virtual account number, else null. */
    bank: z.string().nullable(),
    url: z.string().nullable(),
    expires_at: expiresAt,
  }),
  z.object({ type: z.literal(NEXT_ACTION_TYPES[3]) }),
]);
export type NextAction = z.infer<typeof nextActionSchema>;

export const payAnswerSchema = z.object({
  payment_no: z.string(),
  order_no: z.string(),
  method: paymentMethodIdSchema,
  amount_minor: minorUnitsSchema,
  currency: currencyCodeSchema,
  /** The order's pay deadline after this payment (a counter or VA code moves it to 24 h). */
  pay_deadline: z.number().int(),
  next_action: nextActionSchema,
  server_now: z.number().int(),
});
export type PayAnswer = z.infer<typeof payAnswerSchema>;

export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);

export const paymentStatusParamsSchema = z.object({ order_no: paymentOrderNoSchema });

const extensionsLeft = z
  .number()
  .int()
  .min(0)
  .describe('How many more times the order can be given more time (PAY_EXTENSIONS_MAX in all)');

/** GET payment/status/{order_no}: the order's latest payment, polled when the shopper comes back. */
export const paymentStateSchema = z.object({
  order_no: z.string(),
  status: paymentStatusSchema,
  /** Null while status is 'none'. */
  payment_no: z.string().nullable(),
  method: paymentMethodIdSchema.nullable(),
  /** The pending payment's action again (to show the QR or code after a reload), else null. */
  next_action: nextActionSchema.nullable(),
  pay_deadline: z.number().int().nullable(),
  paid_at: z.number().int().nullable(),
  extensions_left: extensionsLeft,
  server_now: z.number().int(),
});
export type PaymentState = z.infer<typeof paymentStateSchema>;

/**
 * POST payment/extend_deadline (ADR 034, WCAG 2.2.1): more time to pay the member's to_pay order,
 * PAY_EXTENSION_MINUTES added to its deadline, taken only in the last PAY_WARNING_MINUTES (asked
 * earlier, nothing changes and the answer is the deadline as it stands: two presses or two tabs
 * add once), at most PAY_EXTENSIONS_MAX times (then 1104010). The overdue job closes the order at
 * the new deadline. Refused, changing nothing: 1103001 unknown order (or another member's);
 * 1103022 already paid; 1103023 its deadline has passed; 1103028 closed; 1104010 no more time can
 * be added; 1104003 the provider could not move a payment code's expiry. The same Idempotency-Key
 * and body replays the first answer.
 */
export const payTimeRequestSchema = z.object({ order_no: paymentOrderNoSchema }).strict();
export type PayTimeRequest = z.infer<typeof payTimeRequestSchema>;

export const payTimeAnswerSchema = z.object({
  order_no: z.string(),
  pay_deadline: z.number().int(),
  /** Whether this call added time (false: asked before the last PAY_WARNING_MINUTES). */
  extended: z.boolean(),
  extensions_left: extensionsLeft,
  /**
   * The payment in progress after the call, when it can still be paid: a payment code with its
   * new expiry (NEXT_ACTIONS_KEPT_ON_EXTENSION); null when there is none, or when a QR or a
   * hosted page's session was superseded by the extension (pay again for a new one).
   */
  next_action: nextActionSchema.nullable(),
  server_now: z.number().int(),
});
export type PayTimeAnswer = z.infer<typeof payTimeAnswerSchema>;

/**
 * The sandbox provider's webhook event (POST payment/notify). A real provider's adapter reads its
 * own shape (server/areas/payments/provider.ts verifyWebhook); this one is documented for tools and tests.
 * Signed: header X-Sandbox-Timestamp (epoch seconds) and X-Sandbox-Signature =
 * hex HMAC-SHA256(secret, `${timestamp}.${rawBody}`); older than 5 minutes is refused.
 */
export const sandboxPaymentEventSchema = z.object({
  event_id: z.string().min(1).max(64),
  provider_ref: z.string().min(1).max(64),
  status: z.enum(['paid', 'failed', 'expired']),
  amount_minor: minorUnitsSchema,
  currency: currencyCodeSchema,
  occurred_at: z.number().int(),
});
export type SandboxPaymentEvent = z.infer<typeof sandboxPaymentEventSchema>;

/** What payment/notify answers a provider: received (also for an event already recorded). */
export const paymentNotifyAnswerSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });
export type PaymentNotifyAnswer = z.infer<typeof paymentNotifyAnswerSchema>;
