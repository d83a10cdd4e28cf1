import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { NextAction } from '../../../contract/payment';
import { members } from './member';

/**
 * What a payment row goes through (server/areas/payments/payments.ts):
 * - `pending`: created at the provider, waiting for the shopper (one per order at most: index below);
 * - `superseded`: the shopper chose again; if its money still arrives it is taken while the order is
 *   unpaid, refunded otherwise;
 * - `paid`: the provider took the money and the order is paid (markOrderPaid);
 * - `confirmed`: cash on delivery, accepted (the order is to_ship, nothing was paid yet);
 * - `failed` / `expired`: the provider refused it, or it ran out;
 * - `refunding` → `refunded`: the money arrived for an order that had closed, or was paid already.
 */
export const PAYMENT_ROW_STATUSES = [
  'pending',
  'superseded',
  'paid',
  'confirmed',
  'failed',
  'expired',
  'refunding',
  'refunded',
] as const;
export type PaymentRowStatus = (typeof PAYMENT_ROW_STATUSES)[number];

/**
 * One attempt to pay an order (ADR 021). Amounts in minor units. Decision: no foreign
 * key to orders (G's table) and the member is set null on erasure, not cascaded: a payment is an
 * accounting record the shop keeps after the account is gone (ADR 018).
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNo: text('order_no').notNull(),
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'set null' }),
    /** A method id of contract/payment-methods.ts. */
    method: text('method').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<PaymentRowStatus>().notNull(),
    /** Which adapter made it ('sandbox', 'xendit', …; 'none' for cash on delivery) and its id there (null for COD). */
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').unique(),
    nextAction: jsonb('next_action').$type<NextAction>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** What the provider says was paid (equal to amount_minor unless it was wrong); a refund gives this back. */
    receivedMinor: bigint('received_minor', { mode: 'number' }),
    /**
     * The currency the provider says it was paid in (equal to currency unless it was wrong): with
     * received_minor, the merchant's record of a "paid" that did not match its order (ADR 021).
     */
    receivedCurrency: text('received_currency'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** When GET payment/status last asked the provider (one query per payment per 10 s). */
    queriedAt: timestamp('queried_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderNo, t.createdAt),
    index('payments_member_idx').on(t.memberId),
    // Two parallel pay calls for one order: exactly one pending payment survives.
    uniqueIndex('payments_one_pending_idx')
      .on(t.orderNo)
      .where(sql`${t.status} = 'pending'`),
    check(
      'payments_status_check',
      sql`${t.status} in (${sql.raw(PAYMENT_ROW_STATUSES.map((status) => `'${status}'`).join(', '))})`,
    ),
  ],
);

/**
 * Every provider event applied, by the provider's event id: a webhook delivered twice meets the
 * primary key the second time and changes nothing. A status the server asked for itself (the
 * late-webhook query) is recorded under `query:<provider_ref>:<status>`.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    /** The event as the provider sent it (no card data ever: the provider keeps that). */
    payload: jsonb('payload').$type<unknown>(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('payment_events_event_idx').on(t.provider, t.eventId),
    index('payment_events_payment_idx').on(t.paymentId),
  ],
);
