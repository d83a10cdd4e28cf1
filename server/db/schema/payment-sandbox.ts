import { sql } from 'drizzle-orm';
import { bigint, check, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { NextAction } from '../../../contract/payment';
import type { PaymentKind, PaymentMethodId } from '../../../contract/payment-methods';
import type { CardBrand } from '../../../contract/refund-card-constants';

// The payment SANDBOX's own tables (server/areas/payments/sandbox-provider.ts), standing in for a
// real provider's database: written by the sandbox alone, each in its own statement, never in our
// transaction, so they outlive a crash of ours as Xendit's records would, and every server process
// behind the load balancer sees one provider. Nothing of the shop reads them: it asks the provider.

/**
 * The payments the sandbox was asked to take, by its reference. `payment_id` is our payments.id,
 * the idempotency key: a second create with it answers the first row. `status` is what the hosted
 * page decided; a pending row past `expires_at` reads as expired (the provider's clock decides).
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    providerRef: text('provider_ref').primaryKey(),
    paymentId: text('payment_id').notNull().unique(),
    orderNo: text('order_no').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    method: text('method').$type<PaymentMethodId>().notNull(),
    kind: text('kind').$type<Exclude<PaymentKind, 'cod'>>().notNull(),
    /** The bank or counter chain that takes a payment code. */
    issuer: jsonb('issuer').$type<{ kind: 'bank' | 'counter'; name: string }>(),
    returnUrl: text('return_url').notNull(),
    merchantName: text('merchant_name').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    status: text('status').$type<'pending' | 'paid' | 'failed'>().notNull(),
    nextAction: jsonb('next_action').$type<Exclude<NextAction, { type: 'done' }>>().notNull(),
    /** The card step: the number's last four only, once entered; 3-D Secure awaits the code. */
    cardLast4: text('card_last4'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('sandbox_payments_status_check', sql`${t.status} in ('pending', 'paid', 'failed')`)],
);

/** Refund cards the sandbox tokenised (ADR 031): the token, brand and last four; never the number or CVN. */
export const sandboxCardTokens = pgTable('sandbox_card_tokens', {
  token: text('token').primaryKey(),
  brand: text('brand').$type<CardBrand>().notNull(),
  last4: text('last4').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** E-wallet accounts the sandbox linked (ADR 031); an unlinked one takes no payout. */
export const sandboxWalletLinks = pgTable('sandbox_wallet_links', {
  token: text('token').primaryKey(),
  wallet: text('wallet').notNull(),
  linkedAt: timestamp('linked_at', { withTimezone: true }).notNull(),
  unlinkedAt: timestamp('unlinked_at', { withTimezone: true }),
});

/**
 * The sandbox's book of payouts. The refund key is unique: a second refund with one key answers
 * the first payout (ADR 030).
 */
export const sandboxPayouts = pgTable('sandbox_payouts', {
  refundKey: text('refund_key').primaryKey(),
  providerRef: text('provider_ref').notNull(),
  paymentRef: text('payment_ref'),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  /** 'original', or the card / wallet token paid to. */
  target: text('target').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
