import { and, asc, count, desc, eq, inArray, lte, notInArray } from 'drizzle-orm';
import type { CountryCode, CurrencyCode } from '../../../contract/countries';
import type { LanguageCode } from '../../../contract/device';
import { errorCatalogue } from '../../../contract/errors';
import type {
  OrderDetail,
  OrderLine,
  OrderListQuery,
  OrderPage,
  OrderPreview,
  OrderStatusSummary,
} from '../../../contract/order';
import {
  ORDER_PAGE_SIZE,
  ORDER_STATUS,
  ORDER_STATUSES,
  UNFINISHED_ORDER_STATUSES,
  type CancelReason,
  type OrderListTab,
} from '../../../contract/order-constants';
import { openPaymentMethods } from '../../../contract/payment-methods';
import { multiplyMoney } from '../../../contract/money';
import { nextOrderStatus, orderActions, type OrderEventType } from '../../../machines/charts/order.machine';
import type { Db } from '../../db/client';
import { afterSalesRequests, orderLines, orders } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { DomainError } from '../../lib/domain-error';
import { coinsEarnedBy, creditOrderCoins } from '../coins';
import {
  benefitsView,
  orderBenefits,
  returnOrderBenefits,
  usesOnlineOnlyVoucher,
  type BenefitRequest,
} from '../vouchers';
import { notify, type NewMessage } from '../messages';
import { cancelledMessage, completedMessage } from './order-messages';
import { previewLineOf, priceOrder } from './order-pricing';
import { currencyOf } from '../../../contract/countries';
import { lockOffers, releaseOrderStock } from './order-stock';
import { deliveryEstimate } from './shipping-fee';
import type { MemberCaller } from '../../lib/caller';

/**
 * Orders (contract/order.ts): the preview, the member's reads, and every status move, each
 * checked against machines/charts/order.machine.ts (1103028 for a move it does not allow). Placing an
 * order is server/areas/orders/order-submit.ts; the payment side's moves server/areas/orders/order-moves.ts.
 * A member only ever reaches their own orders: another's answers 1103001 like a missing one.
 */

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

/** Whether the member has an order not finished (to_pay, to_ship, to_receive): deletion waits (1101026). */
export async function hasUnfinishedOrders(db: Db, memberId: string): Promise<boolean> {
  const [row] = await db
    .select({ orderNo: orders.orderNo })
    .from(orders)
    .where(and(eq(orders.memberId, memberId), inArray(orders.status, [...UNFINISHED_ORDER_STATUSES])))
    .limit(1);
  return row !== undefined;
}

/**
 * POST order/trade/preview: never refuses a line (it marks it); nothing is stored. Vouchers and
 * coins (ADR 029) are applied as asked: a chosen voucher that cannot apply answers its code.
 */
export async function previewOrder(
  db: Db,
  shopper: Pick<MemberCaller, 'memberId' | 'country' | 'language'>,
  request: {
    sku_list: { sku_id: string; quantity: number }[];
    address_id?: string;
    price_token?: string;
  } & BenefitRequest,
  context: { now: Date; inApp: boolean },
): Promise<OrderPreview> {
  const { now } = context;
  const priced = await priceOrder(db, shopper, request, now);
  const found = await orderBenefits(db, shopper, priced, request, context);
  const { benefits } = found;
  const paid = new Map(benefits.lineShares.map((share) => [share.skuId, share.paid]));
  return {
    lines: priced.lines.map((line) => previewLineOf(line, shopper.language, paid.get(line.skuId) ?? null)),
    address: priced.address,
    product_amount: priced.productAmount,
    discount_amount: priced.discountAmount,
    subtotal: priced.subtotal,
    shipping_fee: priced.quote?.fee ?? 0,
    voucher_discount: benefits.voucherDiscount,
    shipping_discount: benefits.shippingDiscount,
    coins_used: benefits.coinsUsed,
    coins_value: benefits.coinsValue,
    total: benefits.total,
    currency: currencyOf(shopper.country),
    shipping_fee_waived_reason: priced.quote?.waivedReason ?? null,
    ...benefitsView(found, shopper, now),
    delivery_estimate: priced.quote ? deliveryEstimate(priced.quote.zone) : null,
    payment_methods: paymentMethodsOf(shopper.country, benefits.total, found.onlineOnly),
    price_token: found.token,
    can_submit:
      priced.address !== null &&
      priced.lines.length > 0 &&
      priced.lines.every((line) => line.problem === null || line.problem === 'price_changed'),
  };
}

/** An order line as every answer shows it, in the reader's language (after-sales reuses it). */
export function lineOf(row: LineRow, language: LanguageCode): OrderLine {
  return {
    sku_id: row.skuId,
    product_no: row.productNo,
    title: row.title[language] ?? row.title.en,
    sku_spec: row.skuSpec[language] ?? row.skuSpec.en,
    image_url: row.imageUrl,
    unit_price: row.unitPrice,
    quantity: row.quantity,
    line_amount: multiplyMoney(row.unitPrice, row.quantity),
    paid_amount: row.paidAmount,
  };
}

const ms = (date: Date | null) => (date ? date.getTime() : null);

/** The methods open to an order: a voucher for online payment only (1101038) closes cash on delivery. */
const paymentMethodsOf = (country: CountryCode, total: number, onlineOnly: boolean) =>
  openPaymentMethods(country, total).filter((method) => !(onlineOnly && method.kind === 'cod'));

function detailOf(
  order: OrderRow,
  lines: readonly LineRow[],
  language: LanguageCode,
  now: Date,
  coinsEarned: number | null,
  held: ReadonlySet<string>,
  onlineOnly: boolean,
): OrderDetail {
  return {
    order_no: order.orderNo,
    status: order.status,
    closed_reason: order.closedReason,
    country_code: order.countryCode as CountryCode,
    created_at: order.createdAt.getTime(),
    pay_deadline: ms(order.payDeadline),
    paid_at: ms(order.paidAt),
    payment_method: order.paymentMethod,
    payment_methods:
      order.status === ORDER_STATUS.toPay
        ? paymentMethodsOf(order.countryCode as CountryCode, order.total, onlineOnly)
        : [],
    address: order.address,
    lines: lines.map((line) => lineOf(line, language)),
    product_amount: order.productAmount,
    discount_amount: order.discountAmount,
    subtotal: order.subtotal,
    shipping_fee: order.shippingFee,
    voucher_discount: order.voucherDiscount,
    shipping_discount: order.shippingDiscount,
    coins_used: order.coinsUsed,
    coins_value: order.coinsValue,
    total: order.total,
    currency: currencyOf(order.countryCode as CountryCode),
    shipping_fee_waived_reason: order.shippingFeeWaivedReason,
    delivery_estimate: deliveryEstimate(order.deliveryZone),
    customer_message: order.customerMessage,
    tracking_no: order.trackingNo,
    shipped_at: ms(order.shippedAt),
    received_at: ms(order.receivedAt),
    // Complete without an earn entry: the order was too small to earn a coin.
    coins_earned: coinsEarned ?? (order.status === ORDER_STATUS.complete ? 0 : null),
    refund_started: order.refundStarted,
    actions: actionsOf(order, held),
    server_now: now.getTime(),
  };
}

/**
 * The orders among `orderNos` with an after-sales request that is open or refunded: they offer no
 * cancel (cancelOrder refuses it with 1103038), so the buttons never show what the server refuses.
 */
async function heldByAfterSales(db: Db, orderNos: readonly string[]): Promise<Set<string>> {
  if (orderNos.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ orderNo: afterSalesRequests.orderNo })
    .from(afterSalesRequests)
    .where(
      and(
        inArray(afterSalesRequests.orderNo, [...orderNos]),
        notInArray(afterSalesRequests.state, ['cancelled', 'failed']),
      ),
    );
  return new Set(rows.map((row) => row.orderNo));
}

/** The chart's actions for the order, less cancel while after-sales holds it. */
const actionsOf = (order: OrderRow, held: ReadonlySet<string>) =>
  orderActions(order.status).filter((action) => action !== 'cancel' || !held.has(order.orderNo));

async function linesOf(db: Db, orderNos: readonly string[]) {
  if (orderNos.length === 0) return [];
  return db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderNo, [...orderNos]))
    .orderBy(asc(orderLines.orderNo), asc(orderLines.sort));
}

/** GET order/trade/detail/{order_no}: 1103001 for a missing order and for another member's. */
export async function orderDetail(
  db: Db,
  owner: { memberId: string; language: LanguageCode },
  orderNo: string,
  now: Date,
): Promise<OrderDetail> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), eq(orders.memberId, owner.memberId)));
  if (!order) throw new DomainError(errorCatalogue.orderNotFound);
  const earned = await coinsEarnedBy(db, owner.memberId, [orderNo]);
  return detailOf(
    order,
    await linesOf(db, [orderNo]),
    owner.language,
    now,
    earned.get(orderNo) ?? null,
    await heldByAfterSales(db, [orderNo]),
    order.status === ORDER_STATUS.toPay && (await usesOnlineOnlyVoucher(db, orderNo)),
  );
}

/** GET order/trade/list: the member's orders (every country), newest first, ORDER_PAGE_SIZE a page. */
export async function orderPage(
  db: Db,
  owner: { memberId: string; language: LanguageCode },
  query: { tab: OrderListTab; page_num: number },
  now: Date,
): Promise<OrderPage> {
  const where = and(
    eq(orders.memberId, owner.memberId),
    query.tab === 'all' ? undefined : eq(orders.status, query.tab),
  );
  const [total] = await db.select({ n: count() }).from(orders).where(where);
  const page = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.orderNo))
    .limit(ORDER_PAGE_SIZE)
    .offset((query.page_num - 1) * ORDER_PAGE_SIZE);
  const lines = await linesOf(
    db,
    page.map((order) => order.orderNo),
  );
  const held = await heldByAfterSales(
    db,
    page.map((order) => order.orderNo),
  );
  return {
    total: total?.n ?? 0,
    list: page.map((order) => {
      const own = lines.filter((line) => line.orderNo === order.orderNo);
      return {
        order_no: order.orderNo,
        status: order.status,
        closed_reason: order.closedReason,
        created_at: order.createdAt.getTime(),
        pay_deadline: ms(order.payDeadline),
        lines: own.map((line) => lineOf(line, owner.language)),
        quantity: own.reduce((sum, line) => sum + line.quantity, 0),
        total: order.total,
        currency: currencyOf(order.countryCode as CountryCode),
        actions: actionsOf(order, held),
      };
    }),
    server_now: now.getTime(),
  };
}
export type { OrderListQuery };

/**
 * GET order/trade/order-status-summary: how many of the member's orders are in each tab (the
 * badges of /order, /me and the desktop personal centre), counted from the rows in one query.
 */
export async function orderStatusSummary(db: Db, memberId: string): Promise<OrderStatusSummary> {
  const rows = await db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(eq(orders.memberId, memberId))
    .groupBy(orders.status);
  const summary = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<
    (typeof ORDER_STATUSES)[number],
    number
  >;
  for (const row of rows) summary[row.status] = Number(row.n);
  return { all: Object.values(summary).reduce((sum, n) => sum + n, 0), ...summary };
}

/**
 * Moves one order by `event` inside the caller's transaction: locks its row, refuses a move the
 * statechart does not allow (1103028), writes the new status with `changes`, and gives the stock
 * back when it closes, or credits its coins when it completes (coins-earn.ts). `memberId`: the move is the member's own (another's order reads as missing).
 */
export async function moveOrder(
  tx: Db,
  target: { orderNo: string; memberId?: string },
  event: OrderEventType,
  now: Date,
  changes: (order: OrderRow) => Partial<typeof orders.$inferInsert> = () => ({}),
): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.orderNo, target.orderNo)).for('update');
  if (!order || (target.memberId !== undefined && order.memberId !== target.memberId))
    throw new DomainError(errorCatalogue.orderNotFound);
  const next = nextOrderStatus(order.status, event);
  if (!next) throw new DomainError(errorCatalogue.orderStatusMismatch);
  const closing = next === ORDER_STATUS.closed;
  const [moved] = await tx
    .update(orders)
    .set({
      status: next,
      updatedAt: now,
      ...(closing ? { closedAt: now, payDeadline: null } : {}),
      ...changes(order),
    })
    .where(eq(orders.orderNo, order.orderNo))
    .returning();
  if (closing) {
    await releaseOrderStock(tx, order.orderNo, order.countryCode as CountryCode, now);
    // Every close gives back the order's vouchers and coins, in this transaction (ADR 029).
    await returnOrderBenefits(tx, order.orderNo, 'cancel', now);
  }
  // THE one place an order earns its coins: every way to complete an order is this move.
  if (next === ORDER_STATUS.complete) await creditOrderCoins(tx, moved!, now);
  return moved!;
}

/**
 * POST order/trade/cancel: to_pay closes (stock back); to_ship closes with its refund started
 * (stock back; the payment side refunds, server/areas/payments/payments). Decision: a to_ship order paid
 * cash on delivery has nothing to refund. Answers the detail as it now is.
 */
export async function cancelOrder(
  db: Db,
  owner: { memberId: string; language: LanguageCode },
  request: { order_no: string; reason: CancelReason },
  now: Date,
): Promise<OrderDetail> {
  return inTransaction(db, async (tx) => {
    // Decision (as Shopee: no cancel once a return/refund is asked): an order with an after-sales
    // request that is open or refunded is not cancelled (1103038). The cancel refunds the whole
    // payment and knows nothing of the refunds ledger, so it would pay a refunded line twice.
    // The order row is locked first, as applying locks it, so a request cannot slip in between.
    await tx
      .select({ no: orders.orderNo })
      .from(orders)
      .where(and(eq(orders.orderNo, request.order_no), eq(orders.memberId, owner.memberId)))
      .for('update');
    const [afterSales] = await tx
      .select({ no: afterSalesRequests.no })
      .from(afterSalesRequests)
      .where(
        and(
          eq(afterSalesRequests.orderNo, request.order_no),
          notInArray(afterSalesRequests.state, ['cancelled', 'failed']),
        ),
      )
      .limit(1);
    if (afterSales) throw new DomainError(errorCatalogue.afterSalesInProgress);
    const closed = await moveOrder(
      tx,
      { orderNo: request.order_no, memberId: owner.memberId },
      'CANCEL',
      now,
      (order) => ({
        closedReason: 'cancelled',
        cancelReason: request.reason,
        refundStarted: order.status === ORDER_STATUS.toShip && order.paymentMethod !== 'cod',
      }),
    );
    const refund = closed.refundStarted
      ? { total: closed.total, currency: closed.currency as CurrencyCode }
      : null;
    await notify(tx, owner.memberId, cancelledMessage(closed.orderNo, refund), now);
    return orderDetail(tx, owner, request.order_no, now);
  });
}

/** POST order/trade/confirm_receipt: to_receive → transaction_complete. */
export async function confirmReceipt(
  db: Db,
  owner: { memberId: string; language: LanguageCode },
  orderNo: string,
  now: Date,
): Promise<OrderDetail> {
  return inTransaction(db, async (tx) => {
    await receiveOrder(tx, { orderNo, memberId: owner.memberId }, now);
    return orderDetail(tx, owner, orderNo, now);
  });
}

// The merchant ships through the logistics adapter: shipOrderInPackages in ./shipments.ts (ADR 024).

/**
 * to_receive → transaction_complete inside the caller's transaction, and the member told: the one
 * way an order completes (the member's confirmation, the sandbox tool, an automatic receipt).
 */
export async function receiveOrder(tx: Db, target: { orderNo: string; memberId?: string }, now: Date) {
  const received = await moveOrder(tx, target, 'RECEIVED', now, () => ({ receivedAt: now }));
  await notify(tx, received.memberId, completedMessage(received.orderNo), now);
  return received;
}

/** The parcel arrived and was confirmed (the sandbox tool): to_receive → transaction_complete. */
export function deliverOrder(db: Db, orderNo: string, now: Date) {
  return inTransaction(db, (tx) => receiveOrder(tx, { orderNo }, now));
}

/** Decision: an order closed unpaid tells its member so, in the orders tab of the message centre. */
function timedOutMessage(orderNo: string): NewMessage {
  return {
    kind: 'orders',
    title: { en: 'Order closed', id: 'Pesanan ditutup', 'zh-CN': '订单已关闭' },
    body: {
      en: `Order ${orderNo} was not paid in time, so it has been closed. You can order again any time.`,
      id: `Pesanan ${orderNo} tidak dibayar tepat waktu, jadi pesanan ditutup. Kamu bisa memesan lagi kapan saja.`,
      'zh-CN': `订单 ${orderNo} 未在规定时间内付款，已自动关闭。您可以随时重新下单。`,
    },
    link: `/orderDetail/${orderNo}`,
  };
}

/**
 * Locks the SKU rows of several orders at once, in (country, sku_id) order, before their stock is
 * given back one order at a time: a submit locks its SKUs in sku_id order too, so the job and a
 * submit can never each hold a row the other waits for.
 */
async function lockStockOf(tx: Db, orderNos: readonly string[]) {
  if (orderNos.length === 0) return;
  const rows = await tx
    .selectDistinct({ skuId: orderLines.skuId, country: orders.countryCode })
    .from(orderLines)
    .innerJoin(orders, eq(orders.orderNo, orderLines.orderNo))
    .where(inArray(orderLines.orderNo, [...orderNos]));
  for (const country of [...new Set(rows.map((row) => row.country))].sort())
    await lockOffers(
      tx,
      country as CountryCode,
      rows.filter((row) => row.country === country).map((row) => row.skuId),
    );
}

/** How many overdue orders one transaction of the job claims. */
const OVERDUE_BATCH = 100;

/**
 * The payment countdown's end (SPEC.md §4: an unpaid order closes automatically): closes every
 * to_pay order whose pay_deadline is at or before `now`, gives its stock back and tells its
 * member. Each batch is claimed with FOR UPDATE SKIP LOCKED, so several server processes (or two
 * runs at once) never close one order twice; a payment holding the order's lock (markOrderPaid)
 * is skipped and wins. Survives a restart: the state is the orders table, nothing in memory.
 * Answers how many it closed. `onlyOrderNo`: that order only (the sandbox tool, for a journey
 * that closes its own order while others run).
 */
export async function closeOverdueOrders(db: Db, now: Date, onlyOrderNo?: string): Promise<number> {
  let closed = 0;
  for (;;) {
    const claimed = await inTransaction(db, async (tx) => {
      const due = await tx
        .select({ orderNo: orders.orderNo, memberId: orders.memberId })
        .from(orders)
        .where(
          and(
            eq(orders.status, ORDER_STATUS.toPay),
            lte(orders.payDeadline, now),
            onlyOrderNo === undefined ? undefined : eq(orders.orderNo, onlyOrderNo),
          ),
        )
        .orderBy(asc(orders.payDeadline))
        .limit(OVERDUE_BATCH)
        .for('update', { skipLocked: true });
      await lockStockOf(
        tx,
        due.map((order) => order.orderNo),
      );
      for (const order of due) {
        await moveOrder(tx, { orderNo: order.orderNo }, 'TIMED_OUT', now, () => ({
          closedReason: 'timed_out',
        }));
        await notify(tx, order.memberId, timedOutMessage(order.orderNo), now);
      }
      return due.length;
    });
    closed += claimed;
    if (claimed < OVERDUE_BATCH) return closed;
  }
}
