import { and, eq, sql } from 'drizzle-orm';
import type { CountryCode } from '../../../contract/countries';
import type { Db } from '../../db/client';
import { anyOf, placeholderOf, prepared } from '../../db/prepared';
import { orderLines, skuOffers } from '../../db/schema';
import { noticeRestocked } from '../catalogue';
import { noticeWishlistRestocked } from '../wishlist';

/**
 * The stock an order holds. Stock is reserved at submit (server/areas/orders/order-submit.ts) and given
 * back when an order closes unpaid or is cancelled before shipping. Decision: a cancelled paid
 * order (to_ship, refund started) gives its stock back too: nothing left the warehouse.
 *
 * Every change locks the SKU rows in one fixed order (sku_id ascending, FOR UPDATE), the same
 * order submit locks them in, so two transactions touching the same SKUs never deadlock.
 */
export async function lockOffers(tx: Db, country: CountryCode, skuIds: readonly string[]) {
  if (skuIds.length === 0) return [];
  return offersLocked(tx).execute({ country, skuIds: [...skuIds] });
}

// Prepared (server/db/prepared.ts): every submit locks its SKUs.
const offersLocked = prepared('offers_locked', (db) =>
  db
    .select({
      skuId: skuOffers.skuId,
      stock: skuOffers.stock,
      price: skuOffers.price,
      productNo: skuOffers.productNo,
    })
    .from(skuOffers)
    .where(
      and(
        eq(skuOffers.countryCode, placeholderOf(skuOffers.countryCode, 'country')),
        anyOf(skuOffers.skuId, 'skuIds'),
      ),
    )
    .orderBy(skuOffers.skuId)
    .for('update'),
);

/**
 * Gives an order's units back to the shelf (inside the caller's transaction, after its status
 * move), and sends the back-in-stock notices of every SKU that was sold out.
 */
export async function releaseOrderStock(
  tx: Db,
  orderNo: string,
  country: CountryCode,
  now: Date,
): Promise<void> {
  const lines = await tx
    .select({ skuId: orderLines.skuId, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderNo, orderNo))
    .orderBy(orderLines.skuId);
  await setStockBy(
    tx,
    country,
    lines.map((line) => ({ skuId: line.skuId, add: line.quantity })),
    now,
  );
}

/**
 * Adds units to SKUs (locked in sku_id order) and notifies the subscribers of the ones that were
 * at 0, and the members who saved a product that was wholly sold out until now. A SKU no longer offered is skipped (its offer was removed from the catalogue).
 */
export async function setStockBy(
  tx: Db,
  country: CountryCode,
  changes: readonly { skuId: string; add: number }[],
  now: Date,
): Promise<void> {
  const locked = await lockOffers(
    tx,
    country,
    changes.map((change) => change.skuId),
  );
  const restocked: string[] = [];
  for (const offer of locked) {
    const add = changes.filter((change) => change.skuId === offer.skuId).reduce((sum, c) => sum + c.add, 0);
    if (add === 0) continue;
    await tx
      .update(skuOffers)
      .set({ stock: sql`${skuOffers.stock} + ${add}`, updatedAt: now })
      .where(and(eq(skuOffers.skuId, offer.skuId), eq(skuOffers.countryCode, country)));
    if (offer.stock === 0 && add > 0) restocked.push(offer.skuId);
  }
  if (restocked.length === 0) return;
  const told = await noticeRestocked(tx, country, restocked, now);
  await noticeWishlistRestocked(tx, country, restocked, told, now);
}

/** Sets one SKU's stock outright (the sandbox merchant tool), with the same notices. */
export async function setStock(tx: Db, country: CountryCode, skuId: string, stock: number, now: Date) {
  const [offer] = await lockOffers(tx, country, [skuId]);
  if (!offer) return false;
  await setStockBy(tx, country, [{ skuId, add: stock - offer.stock }], now);
  return true;
}
