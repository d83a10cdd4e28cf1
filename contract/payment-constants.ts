/**
 * The payment call's plain values (SPEC.md §2 checkout). Zod-free: the storefront
 * imports them directly; contract/payment.ts builds its schemas from them. The payment methods
 * themselves (ids per country, kinds, deadlines, the COD limit) live in contract/payment-methods.ts.
 */

/**
 * What the shopper does next after POST payment/pay:
 * - `redirect`: open the provider's hosted page (cards with 3-D Secure, e-wallets that pay in their app);
 * - `qr`: show the QR string (QRIS, PayNow, DuitNow) until `expires_at`;
 * - `payment_code`: show a code to pay at a counter (Alfamart, Indomaret, 7-Eleven) or a bank's
 *   virtual account, until `expires_at`;
 * - `done`: nothing to pay now (cash on delivery; the order is already to_ship).
 */
export const NEXT_ACTION_TYPES = ['redirect', 'qr', 'payment_code', 'done'] as const;
export type NextActionType = (typeof NEXT_ACTION_TYPES)[number];

/**
 * Decision (ADR 034): when an order is given more time, the payment in progress that keeps going.
 * A payment code (a virtual account number, a store's code) is kept: the provider moves its
 * expiry, and the code the shopper may have written down stays right. A QR's expiry and a hosted
 * page's session are fixed when they are made (QRIS's and PayNow's dynamic QR, a card or e-wallet
 * session), so those are superseded: the shopper gets a new QR, or a new page when paying again.
 */
export const NEXT_ACTIONS_KEPT_ON_EXTENSION: readonly NextActionType[] = ['payment_code'];

/**
 * What GET payment/status answers for an order:
 * - `none`: no payment started yet (the shopper has not chosen a method);
 * - `pending`: waiting for the provider (the shopper may still be on its page);
 * - `paid`: the order is paid (or COD confirmed);
 * - `failed`: the provider refused it; the shopper may pay again with any method while the order is to_pay;
 * - `expired`: the payment (or the order's deadline) ran out before it was paid;
 * - `refunded`: the money arrived after the order had closed, and was given back (a message tells
 *   the shopper).
 */
export const PAYMENT_STATUSES = ['none', 'pending', 'paid', 'failed', 'expired', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Decision: GET payment/status asks the provider itself (its status query) when a payment is still
 * pending this many seconds after it was created: long enough for a normal webhook to arrive first
 * (the providers we looked at deliver within a few seconds), short enough that a shopper coming back
 * from the provider's page sees "paid" without waiting for a late webhook.
 */
export const PAYMENT_STATUS_QUERY_AFTER_SECONDS = 10;

/** Decision: the storefront polls GET payment/status every 3 s while a payment is pending. */
export const PAYMENT_STATUS_POLL_SECONDS = 3;

/** return_url is a path in the storefront (no scheme, no host: never an open redirect). */
export const RETURN_URL_MAX_LENGTH = 512;
