import { and, eq } from 'drizzle-orm';
import type { CountryCode, CurrencyCode } from '../../../contract/countries';
import type { OrderStatus } from '../../../contract/order-constants';
import {
  isPaymentMethodOpen,
  PAY_EXTENSION_MINUTES,
  PAY_EXTENSIONS_MAX,
  PAY_WARNING_MINUTES,
  type PaymentMethodId,
} from '../../../contract/payment-methods';
import { nextOrderStatus } from '../../../machines/charts/order.machine';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { notify } from '../messages';
import { codConfirmedMessage, paidMessage } from './order-messages';

/**
 * The order moves the payment side makes (server/areas/payments/payments.ts): each takes the
 * caller's transaction, locks the order row (SELECT … FOR UPDATE) and moves it only as
 * machines/charts/order.machine.ts allows, so a payment and the overdue job (or a cancel) racing on one
 * order are serialised by the row lock: exactly one of them wins.
 */

async function lockOrder(tx: Db, orderNo: string) {
  const [row] = await tx.select().from(orders).where(eq(orders.orderNo, orderNo)).for('update');
  return row;
}

export type MarkPaidResult = 'paid' | 'already_paid' | 'closed' | 'not_found';

/**
 * to_pay → to_ship on a confirmed payment. 'already_paid': it was paid before (a webhook
 * delivered twice changes nothing); 'closed': it closed first (cancelled or timed out), so the
 * payment side must refund this late payment and tell the shopper.
 *
 * Decision: a payment the provider confirms while the order is still to_pay counts even when it
 * lands a moment after pay_deadline and before the overdue job ran: the shopper paid, the stock is
 * still held, nothing is lost. Once the job has closed the order, the payment is refunded.
 */
export async function markOrderPaid(
  tx: Db,
  payment: { orderNo: string; method: PaymentMethodId; paidAt: Date; providerRef: string },
): Promise<MarkPaidResult> {
  const order = await lockOrder(tx, payment.orderNo);
  if (!order) return 'not_found';
  if (order.status === 'transaction_closed') return 'closed';
  const next = nextOrderStatus(order.status, 'PAID');
  if (!next) return 'already_paid';
  await tx
    .update(orders)
    .set({
      status: next,
      paymentMethod: payment.method,
      paymentRef: payment.providerRef,
      paidAt: payment.paidAt,
      payDeadline: null,
      updatedAt: payment.paidAt,
    })
    .where(eq(orders.orderNo, order.orderNo));
  // In the move's transaction: a webhook delivered twice answers 'already_paid' above, told once.
  await notify(
    tx,
    order.memberId,
    paidMessage(order.orderNo, order.total, order.currency as CurrencyCode),
    payment.paidAt,
  );
  return 'paid';
}

export type ConfirmCodResult = 'confirmed' | 'not_found' | 'not_allowed' | 'not_open';

/**
 * The shopper chose cash on delivery: to_pay → to_ship with method 'cod', nothing paid yet.
 * 'not_found' also for another member's order; 'not_allowed' when the order is not to_pay
 * (1103028); 'not_open' when COD is not offered for this country or over its limit (1103048).
 */
export async function confirmCashOnDelivery(
  tx: Db,
  request: { orderNo: string; memberId: string; now: Date },
): Promise<ConfirmCodResult> {
  const order = await lockOrder(tx, request.orderNo);
  if (!order || order.memberId !== request.memberId) return 'not_found';
  const next = nextOrderStatus(order.status, 'COD_CONFIRMED');
  if (!next) return 'not_allowed';
  if (!isPaymentMethodOpen(order.countryCode as CountryCode, 'cod', order.total)) return 'not_open';
  await tx
    .update(orders)
    .set({ status: next, paymentMethod: 'cod', payDeadline: null, updatedAt: request.now })
    .where(eq(orders.orderNo, order.orderNo));
  await notify(
    tx,
    order.memberId,
    codConfirmedMessage(order.orderNo, order.total, order.currency as CurrencyCode),
    request.now,
  );
  return 'confirmed';
}

export type ExtendDeadlineResult = 'extended' | 'not_found' | 'not_payable';

/**
 * A virtual account or counter code was issued: the order waits until `until` (24 h, ADR 020).
 * Only an order still to_pay, and only ever later (a second call with an earlier time keeps the
 * later deadline). The method's own window, not the shopper's "more time" (addPayTime).
 */
export async function extendPayDeadline(
  tx: Db,
  request: { orderNo: string; until: Date },
): Promise<ExtendDeadlineResult> {
  const order = await lockOrder(tx, request.orderNo);
  if (!order) return 'not_found';
  if (order.status !== 'to_pay' || !order.payDeadline) return 'not_payable';
  if (order.payDeadline.getTime() < request.until.getTime())
    await tx.update(orders).set({ payDeadline: request.until }).where(eq(orders.orderNo, order.orderNo));
  return 'extended';
}

export type AddPayTimeResult =
  | { kind: 'added' | 'not_yet'; deadline: Date; extensionsLeft: number }
  | { kind: 'not_found' | 'paid' | 'closed' | 'expired' | 'used_up' };

/**
 * The shopper asked for more time to pay (ADR 034, WCAG 2.2.1): PAY_EXTENSION_MINUTES more,
 * taken only in the last PAY_WARNING_MINUTES before the deadline, at most PAY_EXTENSIONS_MAX
 * times. Asked earlier it is 'not_yet' and nothing changes, so two presses (two tabs, a retry with
 * a new key) add once. Under the order row's lock: the overdue job (FOR UPDATE SKIP LOCKED) skips
 * the order while this runs and reads the new deadline once it commits; a payment landing at once
 * waits for it too. 'not_found' also for another member's order.
 */
export async function addPayTime(
  tx: Db,
  request: { orderNo: string; memberId: string; now: Date },
): Promise<AddPayTimeResult> {
  const order = await lockOrder(tx, request.orderNo);
  if (!order || order.memberId !== request.memberId) return { kind: 'not_found' };
  if (order.status === 'transaction_closed') return { kind: 'closed' };
  if (order.status !== 'to_pay' || !order.payDeadline) return { kind: 'paid' };
  const left = order.payDeadline.getTime() - request.now.getTime();
  if (left <= 0) return { kind: 'expired' };
  const extensionsLeft = PAY_EXTENSIONS_MAX - order.payExtensions;
  if (left > PAY_WARNING_MINUTES * 60_000)
    return { kind: 'not_yet', deadline: order.payDeadline, extensionsLeft };
  if (extensionsLeft <= 0) return { kind: 'used_up' };
  const deadline = new Date(order.payDeadline.getTime() + PAY_EXTENSION_MINUTES * 60_000);
  await tx
    .update(orders)
    .set({ payDeadline: deadline, payExtensions: order.payExtensions + 1, updatedAt: request.now })
    .where(eq(orders.orderNo, order.orderNo));
  return { kind: 'added', deadline, extensionsLeft: extensionsLeft - 1 };
}

export interface PayableOrder {
  orderNo: string;
  totalMinor: number;
  currency: CurrencyCode;
  countryCode: CountryCode;
  /** Null once paid or closed. */
  payDeadline: Date | null;
  status: OrderStatus;
  /** How many more times it can be given more time (ADR 034). */
  extensionsLeft: number;
}

/**
 * What the payment side needs to charge an order; null when there is no such order of this
 * member (another member's order reads as missing: answer 1103001, never 403). The caller checks
 * status === 'to_pay' and the deadline against its clock.
 */
export async function payableOrder(
  db: Db,
  request: { orderNo: string; memberId: string },
): Promise<PayableOrder | null> {
  const [row] = await db
    .select({
      orderNo: orders.orderNo,
      totalMinor: orders.total,
      currency: orders.currency,
      countryCode: orders.countryCode,
      payDeadline: orders.payDeadline,
      status: orders.status,
      payExtensions: orders.payExtensions,
    })
    .from(orders)
    .where(and(eq(orders.orderNo, request.orderNo), eq(orders.memberId, request.memberId)));
  if (!row) return null;
  const { payExtensions, ...rest } = row;
  return {
    ...rest,
    extensionsLeft: Math.max(0, PAY_EXTENSIONS_MAX - payExtensions),
    currency: row.currency as CurrencyCode,
    countryCode: row.countryCode as CountryCode,
  };
}
