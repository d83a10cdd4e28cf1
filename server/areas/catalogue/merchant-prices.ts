import { and, eq, sql } from 'drizzle-orm';
import type { CountryCode } from '../../../contract/countries';
import type { Db } from '../../db/client';
import { skuOffers } from '../../db/schema';

/**
 * Sets one SKU's price in a country (the sandbox merchant tool; a merchant back office would call
 * the same). The struck-through original price stays while it is still above the new price, as a
 * discount's would; one at or below it is dropped (the table's check). Wishlist price-drop notices
 * follow from the sweep (server/areas/wishlist). Answers false for a SKU not offered there.
 */
export async function setPrice(db: Db, country: CountryCode, skuId: string, price: number, now: Date) {
  const changed = await db
    .update(skuOffers)
    .set({
      price,
      scribingPrice: sql`case when ${skuOffers.scribingPrice} > ${price} then ${skuOffers.scribingPrice} end`,
      updatedAt: now,
    })
    .where(and(eq(skuOffers.skuId, skuId), eq(skuOffers.countryCode, country)))
    .returning({ skuId: skuOffers.skuId });
  return changed.length > 0;
}
