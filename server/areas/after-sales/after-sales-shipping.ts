import { and, eq, inArray, ne, notInArray, gt } from 'drizzle-orm';
import { ORDER_STATUS } from '../../../contract/order-constants';
import type { Db } from '../../db/client';
import { afterSalesLines, afterSalesRequests, type orderLines, type orders } from '../../db/schema';
import { linePaid } from './after-sales-rules';

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

/**
 * The shipping a request refunds (ADR 030): what the order took beyond its lines' paid shares
 * (the fee less shipping vouchers), as a cancel before shipping refunds it. Only while the order
 * is still to_ship, only when this request and the requests already refunding or refunded
 * (refund_pending, refund_successful) together take every unit of the order, and only if no
 * other live request carries it already: a request merely open may still be cancelled or
 * refused, and its goods then ship, so it never counts.
 *
 * Asked twice: by the preview and apply, as what the shopper can expect, and again under the
 * order's row lock when the refund opens (moveRequest entering refund_pending), which decides:
 * by then an earlier request may have been cancelled or refunded (the order itself does not ship
 * while a request is open: shipments.ts, ADR 024's addendum).
 * `lines` are the order's lines; `requestNo` is the request being decided (null before it exists).
 */
export async function shippingOwed(
  tx: Db,
  order: OrderRow,
  lines: readonly LineRow[],
  asked: ReadonlyMap<string, number>,
  requestNo: string | null,
): Promise<number> {
  if (order.status !== ORDER_STATUS.toShip || asked.size === 0) return 0;
  const others = requestNo === null ? undefined : ne(afterSalesRequests.no, requestNo);
  const [carried] = await tx
    .select({ no: afterSalesRequests.no })
    .from(afterSalesRequests)
    .where(
      and(
        eq(afterSalesRequests.orderNo, order.orderNo),
        gt(afterSalesRequests.shippingAmount, 0),
        notInArray(afterSalesRequests.state, ['cancelled', 'failed']),
        others,
      ),
    )
    .limit(1);
  if (carried) return 0;
  const settled = await tx
    .select({ skuId: afterSalesLines.skuId, quantity: afterSalesLines.quantity })
    .from(afterSalesLines)
    .innerJoin(afterSalesRequests, eq(afterSalesRequests.no, afterSalesLines.requestNo))
    .where(
      and(
        eq(afterSalesLines.orderNo, order.orderNo),
        inArray(afterSalesRequests.state, ['refund_pending', 'refund_successful']),
        others,
      ),
    );
  const taken = new Map(asked);
  for (const line of settled) taken.set(line.skuId, (taken.get(line.skuId) ?? 0) + line.quantity);
  if (!lines.every((line) => taken.get(line.skuId) === line.quantity)) return 0;
  return Math.max(0, order.total - lines.reduce((sum, line) => sum + linePaid(line), 0));
}
