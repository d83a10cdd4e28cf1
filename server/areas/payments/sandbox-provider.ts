import crypto from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { NextAction } from '../../../contract/payment';
import { type Clock } from '../../lib/clock';
import { passesLuhn } from '../../../contract/rules/card';
import type { Db } from '../../db/client';
import { currentTransaction } from '../../db/transaction';
import { sandboxCardTokens, sandboxPayments, sandboxPayouts, sandboxWalletLinks } from '../../db/schema';
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
 * held back.
 *
 * Decision: its state (payments, card tokens, wallet links, payouts) lives in its own tables
 * (db/schema/payment-sandbox.ts), as a real provider's lives in its database (the `db` getter
 * says which connection), so several server processes behind a load balancer are one provider: a payment created on one is paid on the page
 * another serves, a card tokenised on one is paid out to by another. Every change that two
 * requests can race for (two pays of one payment, a pay against its expiry) is one conditional
 * UPDATE, so exactly one wins. Only the records the tests read (sent, refunds, queried, payouts)
 * are this process's memory: they say what this process did, not what the provider holds.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';
  /** Every webhook this process sent, oldest first. */
  readonly sent: SentWebhook[] = [];
  /** Every refund this process asked for, oldest first (a refund twice for one payment is a bug the tests catch). */
  readonly refunds: { paymentId: string; providerRef: string; amountMinor: number; reason: string }[] = [];
  /** Every status query this process made, by provider_ref (the tests count them). */
  readonly queried: string[] = [];
  private deliver: WebhookDelivery | undefined;
  /** Every createRefund call of this process that paid out (a retried key is not in here twice). */
  readonly payouts: { refundKey: string; amountMinor: number; target: string }[] = [];

  constructor(
    private readonly root: Db,
    private readonly secret: string,
    private readonly clock: Clock,
  ) {}

  /**
   * Where each statement goes. Decision: into the caller's open transaction when there is one (the
   * shop calls its provider inside some: a pay with an Idempotency-Key, a pay-time extension),
   * else on its own. A statement of its own there would wait for ever on PGlite, whose one
   * connection the transaction holds, and on PostgreSQL would take a second connection per call,
   * which requests holding every connection of the pool would wait for, for ever. The cost: a call
   * our transaction rolls back is forgotten by the sandbox too, where a real provider would keep
   * it. Payouts, which must outlive a crash of ours (ADR 030), are asked for only after commit.
   */
  private get db(): Db {
    return currentTransaction() ?? this.root;
  }

  /** Decision (ADR 021): the webhook goes to the app's own fetch in process, wired once the app exists. */
  connect(deliver: WebhookDelivery) {
    this.deliver = deliver;
  }

  /**
   * ADR 030: a payout is asked for after our commit, so it is written in its own statement, as a
   * real provider keeps it in its database: it outlives a crash of our server between the
   * provider's answer and our write, and the retry with the same key finds it. A card or wallet token must be one this
   * provider issued (a wallet still linked), whichever process issued it.
   */
  async createRefund(input: CreateRefundInput): Promise<{ providerRefundRef: string }> {
    const target = input.target.kind === 'original' ? 'original' : input.target.token;
    if (input.target.kind === 'original' && !input.paymentRef)
      throw new CardDeclined('Nothing to refund the original way: no payment reference');
    if (input.target.kind !== 'original' && !(await this.tokenHolds(input.target.kind, input.target.token)))
      throw new CardDeclined(`No such ${input.target.kind} token at the provider`);
    const inserted = await this.db
      .insert(sandboxPayouts)
      .values({
        refundKey: input.refundId,
        providerRef: `sbx_rf_${crypto.randomBytes(10).toString('hex')}`,
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
    const [first] = await this.db
      .select({ providerRef: sandboxPayouts.providerRef })
      .from(sandboxPayouts)
      .where(eq(sandboxPayouts.refundKey, input.refundId));
    return { providerRefundRef: first!.providerRef };
  }

  private async tokenHolds(kind: 'card' | 'ewallet', token: string) {
    const found =
      kind === 'card'
        ? await this.db
            .select({ token: sandboxCardTokens.token })
            .from(sandboxCardTokens)
            .where(eq(sandboxCardTokens.token, token))
        : await this.db
            .select({ token: sandboxWalletLinks.token })
            .from(sandboxWalletLinks)
            .where(and(eq(sandboxWalletLinks.token, token), isNull(sandboxWalletLinks.unlinkedAt)));
    return found.length > 0;
  }

  /**
   * Verifies a refund card as an issuer would (Luhn, a CVN of 3–4 digits, a card not on the
   * decline list) and answers a token. Decision: 4000 0000 0000 0002 declines, as Stripe's and
   * Xendit's test cards do. The number and the CVN are dropped here; only the last four stay.
   */
  async tokenizeCard(card: CardToTokenize): Promise<CardToken> {
    const digits = card.number.replace(/\D/g, '');
    if (!passesLuhn(digits) || !/^\d{3,4}$/.test(card.cvn) || digits === '4000000000000002')
      throw new CardDeclined('The issuer declined the card');
    const issued: CardToken = {
      token: `sbx_card_${crypto.randomBytes(12).toString('hex')}`,
      brand: brandOf(digits),
      last4: digits.slice(-4),
    };
    await this.db.insert(sandboxCardTokens).values({ ...issued, createdAt: this.clock.now() });
    return issued;
  }

  /** E-wallet account linking (GoPay's, OVO's, DANA's): the sandbox links any valid phone. */
  async linkWallet(input: { wallet: string; phone: string }): Promise<{ token: string }> {
    if (!/^\d{8,15}$/.test(input.phone)) throw new CardDeclined('Unknown wallet account');
    const token = `sbx_wallet_${input.wallet}_${crypto.randomBytes(10).toString('hex')}`;
    await this.db
      .insert(sandboxWalletLinks)
      .values({ token, wallet: input.wallet, linkedAt: this.clock.now() });
    return { token };
  }

  async unlinkWallet(token: string): Promise<void> {
    await this.db
      .update(sandboxWalletLinks)
      .set({ unlinkedAt: this.clock.now() })
      .where(and(eq(sandboxWalletLinks.token, token), isNull(sandboxWalletLinks.unlinkedAt)));
  }

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    const providerRef = `sbx_${crypto.randomBytes(12).toString('hex')}`;
    const nextAction = actionFor(input, providerRef);
    // Idempotent by our payment id, as the real ones are by external_id: a second create (a retry,
    // or another process) meets the unique payment_id and answers the first one's page.
    await this.db
      .insert(sandboxPayments)
      .values({
        providerRef,
        paymentId: input.paymentId,
        orderNo: input.orderNo,
        amountMinor: input.amountMinor,
        currency: input.currency,
        method: input.method,
        kind: input.kind,
        issuer: input.issuer ?? null,
        returnUrl: input.returnUrl,
        merchantName: input.merchantName,
        expiresAt: input.expiresAt,
        status: 'pending',
        nextAction,
        createdAt: this.clock.now(),
      })
      .onConflictDoNothing({ target: sandboxPayments.paymentId });
    const [made] = await this.db
      .select({ providerRef: sandboxPayments.providerRef, nextAction: sandboxPayments.nextAction })
      .from(sandboxPayments)
      .where(eq(sandboxPayments.paymentId, input.paymentId));
    return made!;
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

  async queryPayment(providerRef: string): Promise<QueriedPayment> {
    this.queried.push(providerRef);
    const payment = await this.find(providerRef);
    if (!payment) return { status: 'expired' };
    return payment.status === 'paid'
      ? { status: 'paid', amountMinor: payment.amountMinor, currency: payment.currency }
      : { status: payment.status };
  }

  /**
   * A pending payment code's later expiry (ADR 034), the code kept, as Xendit moves a fixed virtual
   * account's or a retail code's expiration_date. Anything else (a QR, a hosted page, a payment
   * no longer pending) cannot be moved, as with the real ones. One conditional UPDATE: a pay or an
   * expiry that lands first leaves nothing to extend.
   */
  async extendPayment(input: { providerRef: string; expiresAt: Date }): Promise<CreatedPayment> {
    const expiresAt = input.expiresAt.getTime();
    const [moved] = await this.db
      .update(sandboxPayments)
      .set({
        expiresAt: input.expiresAt,
        nextAction: sql`jsonb_set(${sandboxPayments.nextAction}, '{expires_at}', to_jsonb(${expiresAt}::bigint))`,
      })
      .where(
        and(
          eq(sandboxPayments.providerRef, input.providerRef),
          this.stillPending(),
          sql`${sandboxPayments.nextAction}->>'type' = 'payment_code'`,
        ),
      )
      .returning({ providerRef: sandboxPayments.providerRef, nextAction: sandboxPayments.nextAction });
    if (!moved) throw new ProviderUnavailable('This payment cannot be given more time');
    return moved;
  }

  async refund(input: {
    paymentId: string;
    providerRef: string;
    amountMinor: number;
    reason: string;
  }): Promise<void> {
    this.refunds.push(input);
    await this.db
      .update(sandboxPayments)
      .set({ refundedAt: this.clock.now() })
      .where(and(eq(sandboxPayments.providerRef, input.providerRef), isNull(sandboxPayments.refundedAt)));
  }

  /** The payment the hosted page shows, or undefined for an unknown reference. */
  async find(providerRef: string): Promise<SandboxPayment | undefined> {
    const [row] = await this.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.providerRef, providerRef));
    if (!row) return undefined;
    const expired = row.status === 'pending' && row.expiresAt.getTime() <= this.clock.now().getTime();
    return {
      paymentId: row.paymentId,
      orderNo: row.orderNo,
      amountMinor: row.amountMinor,
      currency: row.currency as CreatePaymentInput['currency'],
      method: row.method,
      kind: row.kind,
      ...(row.issuer ? { issuer: row.issuer } : {}),
      returnUrl: row.returnUrl,
      expiresAt: row.expiresAt,
      merchantName: row.merchantName,
      providerRef: row.providerRef,
      status: expired ? 'expired' : row.status,
      nextAction: row.nextAction,
      ...(row.cardLast4 ? { cardLast4: row.cardLast4 } : {}),
      refunded: row.refundedAt !== null,
    };
  }

  /** The card form: keeps only the last four digits (the number and CVN go nowhere else). */
  async startCardChallenge(providerRef: string, cardDigits: string) {
    await this.db
      .update(sandboxPayments)
      .set({ cardLast4: cardDigits.slice(-4) })
      .where(and(eq(sandboxPayments.providerRef, providerRef), this.stillPending()));
  }

  /**
   * The page's Pay or Fail (also the QR scan and the counter payment): decides the payment once,
   * then sends the signed webhook, unless `holdWebhook` (the late-webhook test), and answers it.
   * Decided by one conditional UPDATE: of two pays (two tabs, two processes), or a pay and the
   * expiry, exactly one changes the row, and only that one sends a webhook.
   */
  async decide(
    providerRef: string,
    status: 'paid' | 'failed',
    holdWebhook = false,
  ): Promise<SentWebhook | undefined> {
    const now = this.clock.now();
    const [payment] = await this.db
      .update(sandboxPayments)
      .set({ status, decidedAt: now })
      .where(and(eq(sandboxPayments.providerRef, providerRef), this.stillPending()))
      .returning({ amountMinor: sandboxPayments.amountMinor, currency: sandboxPayments.currency });
    if (!payment) return undefined;
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

  /** Pending and not yet past its expiry by the provider's clock: the rows a change may touch. */
  private stillPending() {
    return and(eq(sandboxPayments.status, 'pending'), gt(sandboxPayments.expiresAt, this.clock.now()));
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
