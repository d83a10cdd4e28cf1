import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { RecentlyViewed, RecentlyViewedCard } from '../../../contract/wishlist';
import { RECENTLY_VIEWED_MAX } from '../../../contract/wishlist-constants';
import type { Db } from '../../db/client';
import { productViews } from '../../db/schema';
import type { Caller, MemberCaller } from '../../lib/caller';
import { cardOf, type CatalogueSnapshot } from '../catalogue';

/**
 * Recently viewed (ADR 041): read from the view log the product page already writes
 * (consumer/product/visit/views, product_views), which keeps each view's member, device and time
 * for 90 days. Decision: no table of its own. Clearing the list and erasing the account both make
 * the member's views anonymous (the counts stay, whose they were goes), so the one log serves the
 * list, the counts and the erasure alike.
 */

type Owner = Pick<MemberCaller, 'memberId' | 'country' | 'language'>;

/** The cards of `productNos` still on the shelf, in that order. */
function cardsOf(
  snapshot: CatalogueSnapshot,
  shopper: Pick<Caller, 'country' | 'language'>,
  views: readonly { productNo: string; viewedAt: Date | null }[],
): RecentlyViewedCard[] {
  const country = snapshot.countries[shopper.country];
  return views.flatMap(({ productNo, viewedAt }) => {
    const listing = country.listings.get(productNo);
    if (listing?.status !== 'on_shelf') return [];
    return [{ ...cardOf(listing, country, shopper.language), viewed_at: viewedAt?.getTime() ?? null }];
  });
}

/** GET member/recently_viewed/list: the last RECENTLY_VIEWED_MAX products opened, newest first. */
export async function recentlyViewedOf(
  db: Db,
  snapshot: CatalogueSnapshot,
  owner: Owner,
): Promise<RecentlyViewed> {
  const lastView = sql<Date>`max(${productViews.viewedAt})`.mapWith(productViews.viewedAt);
  const rows = await db
    .select({ productNo: productViews.productNo, viewedAt: lastView })
    .from(productViews)
    .where(and(eq(productViews.memberId, owner.memberId), eq(productViews.countryCode, owner.country)))
    .groupBy(productViews.productNo)
    .orderBy(desc(lastView), productViews.productNo)
    .limit(RECENTLY_VIEWED_MAX);
  return { list: cardsOf(snapshot, owner, rows) };
}

/** POST member/recently_viewed/clear: the member's views in the country become anonymous. */
export async function clearRecentlyViewed(db: Db, owner: Owner): Promise<RecentlyViewed> {
  await db
    .update(productViews)
    .set({ memberId: null })
    .where(and(eq(productViews.memberId, owner.memberId), eq(productViews.countryCode, owner.country)));
  return { list: [] };
}

/**
 * POST member/recently_viewed/merge: the views this device recorded as a visitor, of the products
 * its list still shows, become the member's (a product the visitor cleared from the list stays
 * anonymous). The times are the log's, not the device's. Answers how many views became the
 * member's (no cards: an idempotent write runs in the key's transaction, where the catalogue's
 * snapshot is not loaded; the storefront asks for the list again).
 */
export async function mergeRecentlyViewed(
  db: Db,
  owner: Pick<MemberCaller, 'memberId' | 'country' | 'deviceId'>,
  productNos: readonly string[],
): Promise<{ merged: number }> {
  if (!owner.deviceId || productNos.length === 0) return { merged: 0 };
  const claimed = await db
    .update(productViews)
    .set({ memberId: owner.memberId })
    .where(
      and(
        eq(productViews.deviceId, owner.deviceId),
        isNull(productViews.memberId),
        eq(productViews.countryCode, owner.country),
        inArray(productViews.productNo, [...productNos]),
      ),
    )
    .returning({ id: productViews.id });
  return { merged: claimed.length };
}

/** POST member/recently_viewed/preview: a visitor's list as cards, in its order; nothing is stored. */
export function previewRecentlyViewed(
  snapshot: CatalogueSnapshot,
  shopper: Pick<Caller, 'country' | 'language'>,
  productNos: readonly string[],
): RecentlyViewed {
  const unique = [...new Set(productNos)];
  return {
    list: cardsOf(
      snapshot,
      shopper,
      unique.map((productNo) => ({ productNo, viewedAt: null })),
    ),
  };
}
