import { AFTER_SALES_WINDOW_DAYS, type AfterSalesType } from '../../../contract/after-sales-constants';
import { multiplyMoney } from '../../../contract/money';
import { ORDER_STATUS, type OrderStatus } from '../../../contract/order-constants';
import { DAY_MS } from '../../../contract/durations';

/**
 * After-sales' pure rules (ADR 030): which types an order allows, its window, and a line's paid
 * share for part of its quantity. Unit-tested in after-sales-rules.test.ts; the database side is
 * after-sales.ts.
 */

export interface OrderFacts {
  status: OrderStatus;
  paymentMethod: string | null;
  /** Every package delivered (ADR 024), else null. */
  deliveredAt: Date | null;
  receivedAt: Date | null;
}

/** When the order counts as delivered for the window: the courier's delivery, else the receipt. */
export function deliveredMoment(order: OrderFacts): Date | null {
  return order.deliveredAt ?? order.receivedAt;
}

/** The window's end (AFTER_SALES_WINDOW_DAYS after delivery), null while not delivered. */
export function windowEndsAt(order: OrderFacts): Date | null {
  const delivered = deliveredMoment(order);
  return delivered ? new Date(delivered.getTime() + AFTER_SALES_WINDOW_DAYS * DAY_MS) : null;
}

/**
 * The types an order allows now (Decision, ADR 030, as Shopee's and Tokopedia's):
 * - to_ship, paid online: refund only (the parcel is stopped before or at the courier: interception).
 *   A cash-on-delivery order to_ship has paid nothing: the member cancels it instead.
 * - to_receive not yet delivered: refund only (a parcel lost or late: interception).
 * - delivered (to_receive with delivered_at, or transaction_complete): both, within the window.
 * - to_pay and transaction_closed: none (1103028).
 */
export function allowedTypes(order: OrderFacts): AfterSalesType[] {
  const cod = order.paymentMethod === 'cod';
  switch (order.status) {
    case ORDER_STATUS.toShip:
      return cod ? [] : ['refund_only'];
    case ORDER_STATUS.toReceive:
      if (deliveredMoment(order)) return ['refund_only', 'return_refund'];
      return cod ? [] : ['refund_only'];
    case ORDER_STATUS.complete:
      return ['refund_only', 'return_refund'];
    default:
      return [];
  }
}

/** Whether the window after delivery has passed at `now` (never before delivery). */
export function windowPassed(order: OrderFacts, now: Date): boolean {
  const end = windowEndsAt(order);
  return end !== null && now.getTime() > end.getTime();
}

/**
 * The paid share of `quantity` units of a line, after `before` units were already taken by
 * earlier requests: the line's paid amount split by largest remainder over its units (share(k) =
 * floor(paid × k / bought)), so every unit's share adds up to exactly the line's paid amount
 * however the units are asked for.
 */
export function shareOfUnits(linePaid: number, bought: number, before: number, quantity: number): number {
  const share = (units: number) => Math.floor((linePaid * units) / bought);
  return share(before + quantity) - share(before);
}

/**
 * A line's paid amount: its share after vouchers and coins (checkout writes paid_amount at submit,
 * ADR 029); an order placed before that has none, and its line total was what it paid.
 */
export const linePaid = (line: { paidAmount: number | null; unitPrice: number; quantity: number }) =>
  line.paidAmount ?? multiplyMoney(line.unitPrice, line.quantity);

/** What the member gets back: the amount less the country's handling fee, never below 0. */
export const refundAfterFee = (amount: number, fee: number) => Math.max(0, amount - fee);
