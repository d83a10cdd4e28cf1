import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { NextAction } from '../../../contract/payment';
import { type Clock } from '../../lib/clock';
import { passesLuhn } from '../../../contract/rules/card';
import type { Db } from '../../db/client';
import { sandboxPayouts } from '../../db/schema';
import {
  CardDeclined,
  ProviderUnavailable,
  type CardToken,
  type CardToTokenize,
  type CreateRefundInput,
  type CreatedPayment,
  type CreatePaymentInput,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderStatus,
  type QueriedPayment,
  WebhookRejected,
} from './provider';
import { checkSignature, signedHeaders } from './webhook-signature';
import { sandboxPaymentEventSchema } from '../../../contract/payment';

/** The hosted pages of the sandbox provider, served by our server but NOT under /api (server/areas/payments/sandbox-pay-routes.ts). */
export const SANDBOX_PAY_PATH = '/sandbox-pay';
/** The 3-D Secure code the sandbox's challenge page shows and accepts. */
export const SANDBOX_OTP = '1234';

/** Delivers a signed webhook to our own /api/payment/notify; answers the HTTP status. */
export type WebhookDelivery = (rawBody: string, headers: Record<string, string>) => Promise<number>;

export interface SandboxPayment extends CreatePaymentInput {
  providerRef: string;
  status: ProviderStatus;
  nextAction: CreatedPayment['nextAction'];
  /** The card step: a number was entered (only its last four kept) and 3-D Secure awaits the code. */
  cardLast4?: string;
  refunded: boolean;
}

/** A webhook the sandbox sent (or held back), for the demo and the tests to replay. */
export interface SentWebhook {
  providerRef: string;
  rawBody: string;
  headers: Record<string, string>;
  /** null when held back (the "late webhook" switch on the page). */
  httpStatus: number | null;
}

/**
 * A payment provider that behaves like Xendit's or Midtrans's, in process (ADR 021): createPayment
 * answers a hosted page (cards, e-wallets), a QR or a payment code; the hosted page takes card data
 * and a 3-D Secure code, then pay / fail / abandon; the outcome reaches our server as an
 * HMAC-signed webhook, and queryPayment answers what the page decided even when the webhook was
 * held back. Decision: its state lives in memory (one server process, which is all the sandbox is
 * for, like the sandbox Google); a restart forgets its payments, and our status query then reads
 * them as expired.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';
  private readonly payments = new Map<string, SandboxPayment>();
  /** Every webhook sent, oldest first. */
  readonly sent: SentWebhook[] = [];
  /** Every refund asked for, oldest first (a refund twice for one payment is a bug the tests catch). */
  readonly refunds: { paymentId: string; providerRef: string; amountMinor: number; reason: string }[] = [];
  /** Every status query, by provider_ref (the tests count them). */
  readonly queried: string[] = [];
  private deliver: WebhookDelivery | undefined;
  /** The sandbox's own book of payouts (sandbox_payouts); memory until the app connects it. */
  private payoutStore: Db | undefined;
  private readonly memoryPayouts = new Map<string, { providerRefundRef: string }>();
  /** Every createRefund call that paid out (a retried key is not in here twice). */
  readonly payouts: { refundKey: string; amountMinor: number; target: string }[] = [];
  /** Cards the sandbox tokenized: token → last four (the number and CVN are not kept). */
  private readonly cardTokens = new Map<string, string>();

  constructor(
    private readonly secret: string,
    private readonly clock: Clock,
  ) {}

  /** Decision (ADR 021): the webhook goes to the app's own fetch in process, wired once the app exists. */
  connect(deliver: WebhookDelivery) {
    this.deliver = deliver;
  }

  /**
   * Decision (ADR 030): the sandbox keeps its payouts in its own table, written in its own
   * statement (never our transaction), as a real provider keeps them in its database: a payout
   * outlives a crash of our server between the provider's answer and our write, and the retry
   * with the same key finds it.
   */
  usePayoutStore(db: Db) {
    this.payoutStore = db;
  }

  async createRefund(input: CreateRefundInput): Promise<{ providerRefundRef: string }> {
    const target = input.target.kind === 'original' ? 'original' : input.target.token;
    if (input.target.kind === 'original' && !input.paymentRef)
      throw new CardDeclined('Nothing to refund the original way: no payment reference');
    const fresh = `sbx_rf_${crypto.randomBytes(10).toString('hex')}`;
    if (!this.payoutStore) {
      const known = this.memoryPayouts.get(input.refundId);
      if (known) return known;
      this.memoryPayouts.set(input.refundId, { providerRefundRef: fresh });
      this.payouts.push({ refundKey: input.refundId, amountMinor: input.amountMinor, target });
      return { providerRefundRef: fresh };
    }
    const inserted = await this.payoutStore
      .insert(sandboxPayouts)
      .values({
        refundKey: input.refundId,
        providerRef: fresh,
        paymentRef: input.paymentRef,
        amount: input.amountMinor,
        currency: input.currency,
        target,
        createdAt: this.clock.now(),
      })
      .onConflictDoNothing()
      .returning({ providerRef: sandboxPayouts.providerRef });
    if (inserted[0]) {
      this.payouts.push({ refundKey: input.refundId, amountMinor: input.amountMinor, target });
      return { providerRefundRef: inserted[0].providerRef };
    }
    // The same key again: the first payout's answer, nothing paid twice.
    const [first] = await this.payoutStore
      .select({ providerRef: sandboxPayouts.providerRef })
      .from(sandboxPayouts)
      .where(eq(sandboxPayouts.refundKey, input.refundId));
    return { providerRefundRef: first!.providerRef };
  }

  /**
   * Verifies a refund card as an issuer would (Luhn, a CVN of 3–4 digits, a card not on the
   * decline list) and answers a token. Decision: 4000 0000 0000 0002 declines, as Stripe's and
   * Xendit's test cards do. The number and the CVN are dropped here; only the last four stay.
   */
  tokenizeCard(card: CardToTokenize): Promise<CardToken> {
    const digits = card.number.replace(/\D/g, '');
    if (!passesLuhn(digits) || !/^\d{3,4}$/.test(card.cvn) || digits === '4000000000000002')
      return Promise.reject(new CardDeclined('The issuer declined the card'));
    const token = `sbx_card_${crypto.randomBytes(12).toString('hex')}`;
    this.cardTokens.set(token, digits.slice(-4));
    return Promise.resolve({ token, brand: brandOf(digits), last4: digits.slice(-4) });
  }

  /** E-wallet account linking (GoPay's, OVO's, DANA's): the sandbox links any valid phone. */
  linkWallet(input: { wallet: string; phone: string }): Promise<{ token: string }> {
    if (!/^\d{8,15}$/.test(input.phone)) return Promise.reject(new CardDeclined('Unknown wallet account'));
    return Promise.resolve({ token: `sbx_wallet_${input.wallet}_${crypto.randomBytes(10).toString('hex')}` });
  }

  unlinkWallet(): Promise<void> {
    return Promise.resolve();
  }

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    // Idempotent by our payment id, as the real ones are by external_id.
    for (const existing of this.payments.values())
      if (existing.paymentId === input.paymentId)
        return { providerRef: existing.providerRef, nextAction: existing.nextAction };
    const providerRef = `sbx_${crypto.randomBytes(12).toString('hex')}`;
    const nextAction = actionFor(input, providerRef);
    this.payments.set(providerRef, { ...input, providerRef, nextAction, status: 'pending', refunded: false });
    return { providerRef, nextAction };
  }

  verifyWebhook(rawBody: string, headers: Record<string, string>): PaymentEvent {
    checkSignature(this.secret, rawBody, headers, this.clock.now());
    let parsed: unknown;
    try {
      parsed = JSON.parse(rawBody);
    } catch {
      throw new WebhookRejected('body');
    }
    const event = sandboxPaymentEventSchema.safeParse(parsed);
    if (!event.success) throw new WebhookRejected('body');
    return {
      eventId: event.data.event_id,
      providerRef: event.data.provider_ref,
      status: event.data.status,
      amountMinor: event.data.amount_minor,
      currency: event.data.currency,
      occurredAt: new Date(event.data.occurred_at),
      payload: event.data,
    };
  }

  queryPayment(providerRef: string): Promise<QueriedPayment> {
    this.queried.push(providerRef);
    const payment = this.payments.get(providerRef);
    if (!payment) return Promise.resolve({ status: 'expired' });
    const { status } = this.expireIfDue(payment);
    return Promise.resolve(
      status === 'paid'
        ? { status, amountMinor: payment.amountMinor, currency: payment.currency }
        : { status },
    );
  }

  /**
   * A pending payment code's later expiry (ADR 034), the code kept, as Xendit moves a fixed virtual
   * account's or a retail code's expiration_date. Anything else (a QR, a hosted page, a payment
   * no longer pending) cannot be moved, as with the real ones.
   */
  extendPayment(input: { providerRef: string; expiresAt: Date }): Promise<CreatedPayment> {
    const payment = this.find(input.providerRef);
    if (!payment || payment.status !== 'pending' || payment.nextAction.type !== 'payment_code')
      return Promise.reject(new ProviderUnavailable('This payment cannot be given more time'));
    payment.expiresAt = input.expiresAt;
    payment.nextAction = { ...payment.nextAction, expires_at: input.expiresAt.getTime() };
    return Promise.resolve({ providerRef: payment.providerRef, nextAction: payment.nextAction });
  }

  refund(input: {
    paymentId: string;
    providerRef: string;
    amountMinor: number;
    reason: string;
  }): Promise<void> {
    this.refunds.push(input);
    const payment = this.payments.get(input.providerRef);
    if (payment) payment.refunded = true;
    return Promise.resolve();
  }

  /** The payment the hosted page shows, or undefined for an unknown reference. */
  find(providerRef: string): SandboxPayment | undefined {
    const payment = this.payments.get(providerRef);
    return payment && this.expireIfDue(payment);
  }

  /** The card form: keeps only the last four digits (the number and CVN go nowhere else). */
  startCardChallenge(providerRef: string, cardDigits: string) {
    const payment = this.payments.get(providerRef);
    if (payment) payment.cardLast4 = cardDigits.slice(-4);
  }

  /**
   * The page's Pay or Fail (also the QR scan and the counter payment): decides the payment once,
   * then sends the signed webhook, unless `holdWebhook` (the late-webhook test), and answers it.
   */
  async decide(
    providerRef: string,
    status: 'paid' | 'failed',
    holdWebhook = false,
  ): Promise<SentWebhook | undefined> {
    const payment = this.find(providerRef);
    if (!payment || payment.status !== 'pending') return undefined;
    payment.status = status;
    const now = this.clock.now();
    const rawBody = JSON.stringify({
      event_id: `evt_${crypto.randomBytes(12).toString('hex')}`,
      provider_ref: providerRef,
      status,
      amount_minor: payment.amountMinor,
      currency: payment.currency,
      occurred_at: now.getTime(),
    });
    const headers = signedHeaders(this.secret, now, rawBody);
    const webhook: SentWebhook = { providerRef, rawBody, headers, httpStatus: null };
    this.sent.push(webhook);
    if (!holdWebhook && this.deliver) webhook.httpStatus = await this.deliver(rawBody, headers);
    return webhook;
  }

  private expireIfDue(payment: SandboxPayment): SandboxPayment {
    if (payment.status === 'pending' && payment.expiresAt.getTime() <= this.clock.now().getTime())
      payment.status = 'expired';
    return payment;
  }
}

/** The card's scheme from its first digits (as a provider's BIN lookup answers). */
function brandOf(digits: string): CardToken['brand'] {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^35/.test(digits)) return 'jcb';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'unknown';
}

/** What the shopper does next, per kind: the hosted page, a QR, or a payment code (with the page beside it). */
function actionFor(input: CreatePaymentInput, providerRef: string): CreatedPayment['nextAction'] {
  const url = `${SANDBOX_PAY_PATH}/${providerRef}`;
  const expires_at = input.expiresAt.getTime();
  // FPX is online banking: the bank's page, like a card's. Virtual accounts and counters get a code.
  const flow = input.method === 'fpx' ? 'ewallet' : input.kind;
  switch (flow) {
    case 'card':
    case 'ewallet':
      return { type: 'redirect', url, expires_at };
    case 'qr':
      // An EMVCo-like payload (what QRIS, PayNow and DuitNow encode), marked as the sandbox's.
      return {
        type: 'qr',
        qr_string: `00020101021226SANDBOX${providerRef}5303${input.currency}54${input.amountMinor}6304`,
        url,
        expires_at,
      };
    case 'bank_transfer':
    case 'counter': {
      const code = BigInt(`0x${providerRef.slice(4, 20)}`)
        .toString()
        .padStart(16, '0')
        .slice(-16);
      const action: Extract<NextAction, { type: 'payment_code' }> = {
        type: 'payment_code',
        code,
        counter: input.issuer?.kind === 'counter' ? input.issuer.name : null,
        bank: input.issuer?.kind === 'bank' ? input.issuer.name : null,
        url,
        expires_at,
      };
      return action;
    }
  }
}
