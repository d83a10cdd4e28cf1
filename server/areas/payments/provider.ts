import type { NextAction } from '../../../contract/payment';
import type { CurrencyCode } from '../../../contract/countries';
import type { PaymentKind, PaymentMethodId } from '../../../contract/payment-methods';

/**
 * THE payment provider adapter (ADR 021). Everything the server needs from a provider (Xendit,
 * Midtrans, Stripe, the sandbox) goes through these four calls; server/areas/payments/payments.ts never
 * knows which one it talks to. A real adapter maps its own API onto them:
 * - createPayment: Xendit's payment request / Midtrans's Snap or Core API charge / Stripe's
 *   PaymentIntent or Checkout Session, with `paymentId` as the provider's idempotency key
 *   (external_id, order_id, Idempotency-Key) so a retried create makes no second charge;
 * - verifyWebhook: the provider's signature scheme (Xendit's callback token, Midtrans's
 *   signature_key SHA-512, Stripe's Stripe-Signature HMAC), then its body read as a PaymentEvent;
 * - queryPayment: its GET on the payment, for when the webhook is late, answering the amount and
 *   currency it took once paid (checked against the order as a webhook's are);
 * - refund: its refund call, again keyed by our payment id.
 * - extendPayment (ADR 034): a pending payment code's new expiry when the shopper is given more
 *   time: Xendit's PATCH on a fixed virtual account or a retail outlet's payment code
 *   (expiration_date), the same number kept. Only for payment codes (NEXT_ACTIONS_KEPT_ON_EXTENSION):
 *   a QR or a hosted session's expiry is fixed when it is made, so those are superseded instead.
 * - createRefund (ADR 030): a refund of part of a payment, or a payout to a refund card
 *   or e-wallet for a cash-on-delivery order, keyed by OUR refund row's id (Xendit's
 *   Idempotency-Key, Midtrans's refund_key, Stripe's Idempotency-Key): the same key twice answers
 *   the first refund and never pays twice;
 * - tokenizeCard / linkWallet / unlinkWallet (ADR 031): a refund card is handed to the provider
 *   once (the CVN verified there, never kept by us) and answered as a token; an e-wallet is linked
 *   by the provider's account-linking and answered as a token.
 * Card data for payments never passes through here: the provider's hosted page (or its JS fields)
 * takes it. A refund card's number and CVN pass through tokenizeCard once, in memory only.
 */

/** What our server asks for: the method id is ours (contract/payment-methods.ts); the adapter maps it. */
export interface CreatePaymentInput {
  /** Our payments.id: the idempotency key at the provider. */
  paymentId: string;
  orderNo: string;
  amountMinor: number;
  currency: CurrencyCode;
  method: PaymentMethodId;
  /** The method's kind (contract/payment-methods.ts; never 'cod', which needs no provider). */
  kind: OnlineKind;
  /** Who takes a payment code: a bank's virtual account or a counter chain ("BCA", "Alfamart"). */
  issuer?: { kind: 'bank' | 'counter'; name: string };
  /** Absolute URL in the storefront the provider's page sends the browser back to. */
  returnUrl: string;
  /** The provider must stop taking money after this (the order's pay deadline). */
  expiresAt: Date;
  /** The shop's name shown on the provider's page. */
  merchantName: string;
}

/** Every kind but cash on delivery goes through a provider. */
export type OnlineKind = Exclude<PaymentKind, 'cod'>;

export interface CreatedPayment {
  providerRef: string;
  nextAction: Exclude<NextAction, { type: 'done' }>;
}

/** What a provider says about a payment: the same for a webhook and a status query. */
export type ProviderStatus = 'pending' | 'paid' | 'failed' | 'expired';

/**
 * The status query's answer: the status and, once paid, what the provider took (Xendit's
 * amount/currency, Midtrans's gross_amount/currency, Stripe's amount_received/currency), never
 * what we asked for: applyProviderStatus checks it against the order as it checks a webhook's.
 */
export type QueriedPayment =
  { status: Exclude<ProviderStatus, 'paid'> } | { status: 'paid'; amountMinor: number; currency: string };

export interface PaymentEvent {
  /** The provider's unique event id (a webhook delivered twice carries the same one). */
  eventId: string;
  providerRef: string;
  status: ProviderStatus;
  amountMinor: number;
  currency: string;
  occurredAt: Date;
  /** The body, kept in payment_events. */
  payload: unknown;
}

/** A webhook that is not the provider's (bad signature, too old, malformed): nothing is applied. */
export class WebhookRejected extends Error {
  constructor(readonly reason: 'signature' | 'timestamp' | 'body') {
    super(`Payment webhook rejected: ${reason}`);
  }
}

/** The provider could not do what was asked (network, its own refusal): 1104003 to the shopper. */
export class ProviderUnavailable extends Error {}

export interface PaymentProvider extends RefundProvider {
  /** Stored with each payment, so a payment is always asked about at the provider that made it. */
  readonly name: string;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** Throws WebhookRejected. `headers` are lower-cased names. */
  verifyWebhook(rawBody: string, headers: Record<string, string>): PaymentEvent;
  queryPayment(providerRef: string): Promise<QueriedPayment>;
  /** Throws ProviderUnavailable when it cannot move the expiry (the payment is no longer pending there). */
  extendPayment(input: { providerRef: string; expiresAt: Date }): Promise<CreatedPayment>;
  refund(input: {
    paymentId: string;
    providerRef: string;
    amountMinor: number;
    reason: string;
  }): Promise<void>;
}

/** Where createRefund sends the money: back the way it was paid, or to a token of ours. */
export type RefundTarget = { kind: 'original' } | { kind: 'card' | 'ewallet'; token: string };

export interface CreateRefundInput {
  /** Our refunds.id: the idempotency key at the provider. */
  refundId: string;
  /** The payment's provider reference (null for cash on delivery: a payout to `target`). */
  paymentRef: string | null;
  amountMinor: number;
  currency: CurrencyCode;
  target: RefundTarget;
  reason: string;
}

export interface CardToTokenize {
  number: string;
  /** MM/YY. */
  expiry: string;
  /** Verified by the provider, never stored or logged by us (PCI DSS 3.3.1.2). */
  cvn: string;
  holderName: string;
}

export interface CardToken {
  token: string;
  brand: 'visa' | 'mastercard' | 'jcb' | 'amex' | 'unknown';
  last4: string;
}

/** The provider declined a card (a failed verification) or a wallet link. */
export class CardDeclined extends Error {}

/** The refund and refund-destination calls; every provider implements them. */
export interface RefundProvider {
  createRefund(input: CreateRefundInput): Promise<{ providerRefundRef: string }>;
  /** Throws CardDeclined. */
  tokenizeCard(card: CardToTokenize): Promise<CardToken>;
  /** Throws CardDeclined. */
  linkWallet(input: { wallet: string; phone: string }): Promise<{ token: string }>;
  unlinkWallet(token: string): Promise<void>;
}

/**
 * Production without a configured provider: nothing can be paid online (1104003), and no webhook
 * is believed. Cash on delivery still works (it needs no provider).
 */
export class PaymentsDisabled implements PaymentProvider {
  readonly name = 'disabled';
  createPayment(): Promise<CreatedPayment> {
    return Promise.reject(new ProviderUnavailable('No payment provider is configured'));
  }
  verifyWebhook(): PaymentEvent {
    throw new WebhookRejected('signature');
  }
  queryPayment(): Promise<QueriedPayment> {
    return Promise.reject(new ProviderUnavailable('No payment provider is configured'));
  }
  extendPayment(): Promise<CreatedPayment> {
    return Promise.reject(new ProviderUnavailable('No payment provider is configured'));
  }
  refund(): Promise<void> {
    return Promise.reject(new ProviderUnavailable('No payment provider is configured'));
  }
  createRefund(): Promise<{ providerRefundRef: string }> {
    return Promise.reject(new ProviderUnavailable('No payment provider is configured'));
  }
  tokenizeCard(): Promise<CardToken> {
    return Promise.reject(new ProviderUnavailable('No payment provider is configured'));
  }
  linkWallet(): Promise<{ token: string }> {
    return Promise.reject(new ProviderUnavailable('No payment provider is configured'));
  }
  unlinkWallet(): Promise<void> {
    return Promise.reject(new ProviderUnavailable('No payment provider is configured'));
  }
}
