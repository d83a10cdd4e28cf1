import { and, eq, inArray } from 'drizzle-orm';
import { UNFINISHED_ORDER_STATUSES } from '../../contract/order-constants';
import type { Db } from '../db/client';
import { orders } from '../db/schema';

/**
 * Whether the member has an order that is not finished (unpaid, paid and not yet shipped, or on
 * its way). Account deletion is refused while one is (1101026).
 */
export async function hasUnfinishedOrders(db: Db, memberId: string): Promise<boolean> {
  const [row] = await db
    .select({ orderNo: orders.orderNo })
    .from(orders)
    .where(and(eq(orders.memberId, memberId), inArray(orders.status, [...UNFINISHED_ORDER_STATUSES])))
    .limit(1);
  return row !== undefined;
}
