import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { OrderAddress } from '../../../contract/order';
import {
  CLOSED_REASONS,
  ORDER_STATUSES,
  type BuyType,
  type CancelReason,
  type ClosedReason,
  type DeliveryZone,
  type OrderStatus,
  type ShippingFeeWaivedReason,
} from '../../../contract/order-constants';
import type { PaymentMethodId } from '../../../contract/payment-methods';
import type { LocalizedText } from './catalogue';
import { inList } from '../sql-in-list';
import { members } from './member';

/**
 * Orders (server/areas/orders/orders.ts). Amounts are integers in the country's minor units
 * (as sku_offers.price), bigint (ADR 033): a sum of lines outgrows a 32-bit column long before a
 * JS number loses a unit (2^53), and `mode: 'number'` keeps them plain numbers in the code. The
 * order value limit (ORDER_VALUE_LIMIT_MINOR) keeps real orders far below either. The address and the lines are snapshots: a later change to the address
 * book or the catalogue never changes a placed order. Status moves only as machines/charts/order.machine.ts
 * allows, each under the row's lock (SELECT … FOR UPDATE).
 *
 * Decision: member_id has no ON DELETE cascade: an order is a financial record; account deletion
 * anonymises the member row (ADR 018) and the order stays.
 */
export const orders = pgTable(
  'orders',
  {
    /** ORDER_NO_PATTERN: yymmdd + 12 random base32 characters, never sequential. */
    orderNo: text('order_no').primaryKey(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    status: text('status').$type<OrderStatus>().notNull(),
    closedReason: text('closed_reason').$type<ClosedReason>(),
    cancelReason: text('cancel_reason').$type<CancelReason>(),
    /** Cancelled after payment: the payment side refunds (server/areas/payments/payments). */
    refundStarted: boolean('refund_started').notNull().default(false),
    buyType: text('buy_type').$type<BuyType>().notNull(),
    countryCode: text('country_code').notNull(),
    currency: text('currency').notNull(),
    productAmount: bigint('product_amount', { mode: 'number' }).notNull(),
    discountAmount: bigint('discount_amount', { mode: 'number' }).notNull(),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    shippingFee: bigint('shipping_fee', { mode: 'number' }).notNull(),
    shippingFeeWaivedReason: text('shipping_fee_waived_reason').$type<ShippingFeeWaivedReason>(),
    /** What discount vouchers took off the goods, shipping vouchers off the fee (ADR 029). */
    voucherDiscount: bigint('voucher_discount', { mode: 'number' }).notNull().default(0),
    shippingDiscount: bigint('shipping_discount', { mode: 'number' }).notNull().default(0),
    /** The coins spent (the ledger's spend entry holds the same) and what they took off. */
    coinsUsed: bigint('coins_used', { mode: 'number' }).notNull().default(0),
    coinsValue: bigint('coins_value', { mode: 'number' }).notNull().default(0),
    total: bigint('total', { mode: 'number' }).notNull(),
    deliveryZone: text('delivery_zone').$type<DeliveryZone>().notNull(),
    address: jsonb('address').$type<OrderAddress>().notNull(),
    customerMessage: text('customer_message'),
    paymentMethod: text('payment_method').$type<PaymentMethodId>(),
    /** The provider's reference of the payment that paid it. */
    paymentRef: text('payment_ref'),
    /** Null once paid or closed. */
    payDeadline: timestamp('pay_deadline', { withTimezone: true }),
    /** How many times the shopper was given more time to pay (ADR 034: PAY_EXTENSIONS_MAX at most). */
    payExtensions: integer('pay_extensions').notNull().default(0),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    trackingNo: text('tracking_no'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    /** Every package delivered (server/areas/orders/shipments.ts); the automatic receipt counts from it (ADR 024). */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('orders_member_idx').on(t.memberId, t.createdAt.desc()),
    index('orders_member_status_idx').on(t.memberId, t.status, t.createdAt.desc()),
    /** The overdue job's scan. */
    index('orders_pay_deadline_idx')
      .on(t.payDeadline)
      .where(sql`${t.status} = 'to_pay'`),
    /** The automatic receipt's scan (ADR 024). */
    index('orders_delivered_idx')
      .on(t.deliveredAt)
      .where(sql`${t.status} = 'to_receive'`),
    check('orders_status_check', sql`${t.status} in (${inList(ORDER_STATUSES)})`),
    check('orders_pay_extensions_check', sql`${t.payExtensions} >= 0`),
    check(
      'orders_closed_reason_check',
      sql`${t.closedReason} is null or ${t.closedReason} in (${inList(CLOSED_REASONS)})`,
    ),
    check(
      'orders_amounts_check',
      sql`${t.productAmount} >= 0 and ${t.discountAmount} >= 0 and ${t.shippingFee} >= 0 and ${t.voucherDiscount} >= 0 and ${t.shippingDiscount} >= 0 and ${t.shippingDiscount} <= ${t.shippingFee} and ${t.coinsUsed} >= 0 and ${t.coinsValue} >= 0 and ${t.total} >= 0 and ${t.subtotal} = ${t.productAmount} - ${t.discountAmount} and ${t.total} = ${t.subtotal} + ${t.shippingFee} - ${t.voucherDiscount} - ${t.shippingDiscount} - ${t.coinsValue}`,
    ),
  ],
);

/** An order's lines: what was bought at which price, texts in every language as they read then. */
export const orderLines = pgTable(
  'order_lines',
  {
    orderNo: text('order_no')
      .notNull()
      .references(() => orders.orderNo, { onDelete: 'cascade' }),
    skuId: text('sku_id').notNull(),
    productNo: text('product_no').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    skuSpec: jsonb('sku_spec').$type<LocalizedText>().notNull(),
    imageUrl: text('image_url').notNull(),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    /** The struck-through price then (product_amount counts it), or null. */
    scribingPrice: bigint('scribing_price', { mode: 'number' }),
    quantity: integer('quantity').notNull(),
    /**
     * unit_price × quantity less this line's share of the vouchers and coins (largest remainder,
     * ADR 029): what after-sales refunds for it. Null: placed before vouchers (the line amount).
     */
    paidAmount: bigint('paid_amount', { mode: 'number' }),
    /** Keeps the lines in the order they were given. */
    sort: integer('sort').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderNo, t.skuId] }),
    index('order_lines_sku_idx').on(t.skuId),
    check('order_lines_quantity_check', sql`${t.quantity} > 0`),
    check('order_lines_price_check', sql`${t.unitPrice} >= 0`),
    check(
      'order_lines_paid_check',
      sql`${t.paidAmount} is null or (${t.paidAmount} >= 0 and ${t.paidAmount} <= ${t.unitPrice} * ${t.quantity})`,
    ),
  ],
);
