import { and, eq, isNotNull } from 'drizzle-orm';
import type { ArrivalNoticeRequest } from '../../contract/catalogue';
import type { CountryCode } from '../../contract/countries';
import { errorCatalogue } from '../../contract/errors';
import type { Db } from '../db/client';
import { arrivalSubscriptions, productListings, skuOffers, skus } from '../db/schema';
import { DomainError } from '../http/respond';

/**
 * Back-in-stock notices (SPEC.md §4: unsubscribed or subscribed). Decision: a member may ask for
 * any SKU of a product sold in the country, in stock or not (the storefront offers it when sold
 * out; a SKU in stock is simply notified at its next restock). Sending the notices belongs to the
 * restock, a later phase; notified_at marks one sent, after which the member may ask again.
 */

/** The SKU must belong to the product and be offered in the country. */
async function checkSku(db: Db, country: CountryCode, request: ArrivalNoticeRequest) {
  const [row] = await db
    .select({ skuProduct: skus.productNo, offered: skuOffers.skuId, listed: productListings.productNo })
    .from(skus)
    .leftJoin(skuOffers, and(eq(skuOffers.skuId, skus.skuId), eq(skuOffers.countryCode, country)))
    .leftJoin(
      productListings,
      and(eq(productListings.productNo, skus.productNo), eq(productListings.countryCode, country)),
    )
    .where(eq(skus.skuId, request.sku_id));
  if (!row || row.skuProduct !== request.product_no) {
    throw new DomainError(errorCatalogue.skuNotFound);
  }
  if (!row.listed) throw new DomainError(errorCatalogue.productNotFound);
  if (!row.offered) throw new DomainError(errorCatalogue.skuNotFound);
}

/** Subscribes; 1105005 when the member already waits for this SKU. */
export async function subscribeArrival(
  db: Db,
  memberId: string,
  country: CountryCode,
  request: ArrivalNoticeRequest,
  now: Date,
): Promise<{ subscribed: true }> {
  await checkSku(db, country, request);
  const inserted = await db
    .insert(arrivalSubscriptions)
    .values({
      memberId,
      skuId: request.sku_id,
      countryCode: country,
      productNo: request.product_no,
      createdAt: now,
    })
    .onConflictDoUpdate({
      target: [arrivalSubscriptions.memberId, arrivalSubscriptions.skuId, arrivalSubscriptions.countryCode],
      set: { createdAt: now, notifiedAt: null },
      // Only a notice already sent may be asked for again.
      setWhere: isNotNull(arrivalSubscriptions.notifiedAt),
    })
    .returning({ skuId: arrivalSubscriptions.skuId });
  if (inserted.length === 0) throw new DomainError(errorCatalogue.restockAlreadySubscribed);
  return { subscribed: true };
}

/** Unsubscribes; idempotent (cancelling twice answers the same). */
export async function cancelArrival(
  db: Db,
  memberId: string,
  country: CountryCode,
  request: ArrivalNoticeRequest,
): Promise<{ subscribed: false }> {
  await db
    .delete(arrivalSubscriptions)
    .where(
      and(
        eq(arrivalSubscriptions.memberId, memberId),
        eq(arrivalSubscriptions.skuId, request.sku_id),
        eq(arrivalSubscriptions.countryCode, country),
      ),
    );
  return { subscribed: false };
}
