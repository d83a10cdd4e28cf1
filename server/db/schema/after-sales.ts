import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { RefundDestination, ReturnLogistics } from '../../../contract/after-sales';
import {
  AFTER_SALES_STATES,
  AFTER_SALES_TYPES,
  REFUND_STATUSES,
  type AfterSalesCancelReason,
  type AfterSalesReason,
  type AfterSalesRefusalReason,
  type AfterSalesState,
  type AfterSalesType,
  type RefundStatus,
} from '../../../contract/after-sales-constants';
import type { CardBrand, EwalletId, RefundCardBank } from '../../../contract/refund-card-constants';
import { members } from './member';
import { orders } from './orders';
import { payments } from './payments';

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * After-sales requests (ADR 030; server/areas/after-sales/after-sales.ts). The state moves only as
 * machines/charts/after-sales.machine.ts allows, under the row's lock; SPEC.md §3's number is derived
 * from it (AFTER_SALES_STATUS_OF_STATE), never stored. Amounts in the order's minor units, fixed
 * when the request is made: amount (the lines' paid share), fee (SPEC.md §9), refund_amount.
 *
 * Decision: member_id has no cascade (a refund is a financial record, ADR 018 keeps orders too).
 */
export const afterSalesRequests = pgTable(
  'after_sales_requests',
  {
    /** AFTER_SALE_NO_PATTERN: "AS" + yymmdd + 10 random base32 characters. */
    no: text('no').primaryKey(),
    orderNo: text('order_no')
      .notNull()
      .references(() => orders.orderNo),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    type: text('type').$type<AfterSalesType>().notNull(),
    state: text('state').$type<AfterSalesState>().notNull(),
    reason: text('reason').$type<AfterSalesReason>().notNull(),
    description: text('description'),
    /** failed: the merchant's reason; cancelled: by_member or return_overdue. */
    closedReason: text('closed_reason').$type<AfterSalesRefusalReason | AfterSalesCancelReason>(),
    countryCode: text('country_code').notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The shipping paid, inside amount: refunded with the last units of an order not yet shipped. */
    shippingAmount: bigint('shipping_amount', { mode: 'number' }).notNull().default(0),
    fee: bigint('fee', { mode: 'number' }).notNull(),
    refundAmount: bigint('refund_amount', { mode: 'number' }).notNull(),
    destination: jsonb('destination').$type<RefundDestination>().notNull(),
    /** The coins the refund took back (ADR 025), written once when the refund is started. */
    coinsClawedBack: integer('coins_clawed_back').notNull().default(0),
    /** awaiting_return's end: the job cancels the request after it (RETURN_DEADLINE_DAYS). */
    returnDeadline: timestamp('return_deadline', { withTimezone: true }),
    logistics: jsonb('logistics').$type<ReturnLogistics>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('after_sales_member_idx').on(t.memberId, t.createdAt.desc()),
    index('after_sales_order_idx').on(t.orderNo),
    /** The return-deadline job's scan. */
    index('after_sales_return_deadline_idx')
      .on(t.returnDeadline)
      .where(sql`${t.state} = 'awaiting_return'`),
    check('after_sales_type_check', sql`${t.type} in (${inList(AFTER_SALES_TYPES)})`),
    check('after_sales_state_check', sql`${t.state} in (${inList(AFTER_SALES_STATES)})`),
    check(
      'after_sales_amounts_check',
      sql`${t.amount} >= 0 and ${t.fee} >= 0 and ${t.refundAmount} >= 0 and ${t.refundAmount} <= ${t.amount} and ${t.shippingAmount} >= 0 and ${t.shippingAmount} <= ${t.amount}`,
    ),
  ],
);

/**
 * A request's lines. `open` is true while the request is under way: the unique index makes "one
 * open request per line" (1103007 / 1103038) hold even for two applies racing on one line.
 */
export const afterSalesLines = pgTable(
  'after_sales_lines',
  {
    requestNo: text('request_no')
      .notNull()
      .references(() => afterSalesRequests.no, { onDelete: 'cascade' }),
    orderNo: text('order_no').notNull(),
    skuId: text('sku_id').notNull(),
    quantity: integer('quantity').notNull(),
    /** This line's paid share for `quantity`. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    open: boolean('open').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.requestNo, t.skuId] }),
    uniqueIndex('after_sales_lines_one_open_idx')
      .on(t.orderNo, t.skuId)
      .where(sql`${t.open}`),
    check('after_sales_lines_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/** The status timeline, oldest first (id is a sequence). */
export const afterSalesEvents = pgTable(
  'after_sales_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestNo: text('request_no')
      .notNull()
      .references(() => afterSalesRequests.no, { onDelete: 'cascade' }),
    state: text('state').$type<AfterSalesState>().notNull(),
    actor: text('actor').$type<'member' | 'merchant' | 'system'>().notNull(),
    reason: text('reason').$type<AfterSalesRefusalReason | AfterSalesCancelReason>(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('after_sales_events_request_idx').on(t.requestNo, t.id)],
);

/**
 * Evidence pictures: uploaded before the request (request_no null until apply names them), each
 * re-encoded and stored through the picture storage adapter under `storage_key`.
 */
export const afterSalesEvidence = pgTable(
  'after_sales_evidence',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    requestNo: text('request_no').references(() => afterSalesRequests.no, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('after_sales_evidence_member_idx').on(t.memberId, t.createdAt)],
);

/**
 * The refund ledger (ADR 030): one row per refund of a payment, written 'requested' BEFORE the
 * provider is asked (keyed by this row's id there, so a retry never pays twice), then
 * 'succeeded'. The sum of requested and succeeded refunds of a payment never exceeds what it
 * took: checked in the transaction that inserts, under the payment row's lock. One per request.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    requestNo: text('request_no')
      .notNull()
      .references(() => afterSalesRequests.no),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<RefundStatus>().notNull(),
    provider: text('provider').notNull(),
    destination: jsonb('destination').$type<RefundDestination>().notNull(),
    /** The provider's token paid to (a refund card's or wallet's), null when refunded the original way. */
    targetToken: text('target_token'),
    /** The provider's id of the refund, once it answered. */
    providerRef: text('provider_ref'),
    attempts: integer('attempts').notNull().default(0),
    /** The sweep's lease (server/areas/payments/refunds.ts sweepRefunds): another sweep waits until it ends. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refunds_request_idx').on(t.requestNo),
    index('refunds_payment_idx').on(t.paymentId),
    /** The sweep's scan. */
    index('refunds_requested_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'requested'`),
    check('refunds_status_check', sql`${t.status} in (${inList(REFUND_STATUSES)})`),
    check('refunds_amount_check', sql`${t.amount} > 0`),
  ],
);

/**
 * Refund cards (ADR 031, Indonesia): the provider's token and what may be shown (PCI DSS 3.4.1:
 * last four, brand, expiry). Never the number, never the CVN (3.3.1.2). Erased with the member.
 */
export const refundCards = pgTable(
  'refund_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    bank: text('bank').$type<RefundCardBank>().notNull(),
    brand: text('brand').$type<CardBrand>().notNull(),
    last4: text('last4').notNull(),
    expiry: text('expiry').notNull(),
    holderName: text('holder_name').notNull(),
    /** The provider's token for payouts to this card. */
    token: text('token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('refund_cards_member_idx').on(t.memberId, t.createdAt)],
);

/** Linked e-wallets (ADR 031): one row per member and wallet while linked. */
export const refundWallets = pgTable(
  'refund_wallets',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    wallet: text('wallet').$type<EwalletId>().notNull(),
    maskedPhone: text('masked_phone').notNull(),
    /** The provider's account-linking token. */
    token: text('token').notNull(),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.wallet] })],
);

/** The member's default refund destination: a card or a wallet (one row per member at most). */
export const refundDefaults = pgTable('refund_defaults', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  cardId: uuid('card_id').references(() => refundCards.id, { onDelete: 'cascade' }),
  wallet: text('wallet').$type<EwalletId>(),
});
