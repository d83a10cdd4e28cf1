import type { Db } from '../db/client';

/**
 * Whether the member has an order that is not finished (unpaid, paid and not yet received, or in
 * after-sales). Account deletion is refused while one is (1101026). Orders do not exist yet:
 * "Placing an order and paying for it" (#17) fills this in, here where the orders' rules will live.
 */
export async function hasUnfinishedOrders(_db: Db, _memberId: string): Promise<boolean> {
  return false;
}
