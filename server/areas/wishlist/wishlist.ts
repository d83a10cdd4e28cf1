import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CountryCode } from '../../../contract/countries';
import { errorCatalogue } from '../../../contract/errors';
import type {
  WishlistCard,
  WishlistIds,
  WishlistMergeRequest,
  WishlistPage,
} from '../../../contract/wishlist';
import { WISHLIST_MAX_ITEMS } from '../../../contract/wishlist-constants';
import type { Db } from '../../db/client';
import { members, productListings, skuOffers, wishlistItems } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { DomainError } from '../../lib/domain-error';
import type { MemberCaller } from '../../lib/caller';
import { cardOf, type CatalogueSnapshot } from '../catalogue';

/**
 * The wishlist ("Favorit", ADR 041): a member's saved products, one list per country. Every change
 * locks the member's row first (as the cart does), so two tabs adding at once cannot both pass the
 * cap; the primary key keeps one row per product whatever races past it. A refusal changes nothing.
 */

type Owner = Pick<MemberCaller, 'memberId' | 'country' | 'language'>;

/** The member's saved product numbers in the country, newest first. */
async function savedIds(db: Db, owner: Owner): Promise<WishlistIds> {
  const rows = await db
    .select({ productNo: wishlistItems.productNo })
    .from(wishlistItems)
    .where(and(eq(wishlistItems.memberId, owner.memberId), eq(wishlistItems.countryCode, owner.country)))
    .orderBy(desc(wishlistItems.seq));
  return { product_nos: rows.map((row) => row.productNo) };
}

/** GET member/wishlist/ids: what the hearts read. */
export const wishlistIds = savedIds;

/**
 * The price a saved product is compared with later (ADR 041): the card's price, the cheapest SKU
 * in stock (the cheapest of all when every SKU is sold out), and whether any SKU is in stock. Read
 * from the offers themselves, as the notices' sweep reads them, not from a process's snapshot.
 */
async function shelfPrices(
  db: Db,
  country: CountryCode,
  productNos: readonly string[],
): Promise<Map<string, { price: number; inStock: boolean }>> {
  if (productNos.length === 0) return new Map();
  const rows = await db
    .select({
      productNo: skuOffers.productNo,
      inStockPrice: sql<number | null>`min(${skuOffers.price}) filter (where ${skuOffers.stock} > 0)`,
      lowestPrice: sql<number>`min(${skuOffers.price})`,
    })
    .from(skuOffers)
    .where(and(eq(skuOffers.countryCode, country), inArray(skuOffers.productNo, [...productNos])))
    .groupBy(skuOffers.productNo);
  return new Map(
    rows.map((row) => [
      row.productNo,
      {
        price: Number(row.inStockPrice ?? row.lowestPrice),
        inStock: row.inStockPrice !== null,
      },
    ]),
  );
}

/**
 * Of `productNos`, those on the shelf in the country. Read in the write's own transaction rather
 * than from the catalogue's snapshot: an idempotent write runs inside the key's transaction, where
 * loading a snapshot through another connection would wait on PGlite's only one.
 */
async function onShelfOf(db: Db, country: CountryCode, productNos: readonly string[]): Promise<Set<string>> {
  if (productNos.length === 0) return new Set();
  const rows = await db
    .select({ productNo: productListings.productNo })
    .from(productListings)
    .where(
      and(
        eq(productListings.countryCode, country),
        eq(productListings.status, 'on_shelf'),
        inArray(productListings.productNo, [...productNos]),
      ),
    );
  return new Set(rows.map((row) => row.productNo));
}

/**
 * Runs a change on the member's list under the member's row lock (one change at a time per member,
 * across server processes too) and answers the list as it then is.
 */
function changeWishlist(
  db: Db,
  owner: Owner,
  change: (tx: Db, saved: readonly string[]) => Promise<void>,
): Promise<WishlistIds> {
  return inTransaction(db, async (tx) => {
    await tx.select({ id: members.id }).from(members).where(eq(members.id, owner.memberId)).for('update');
    await change(tx, (await savedIds(tx, owner)).product_nos);
    return savedIds(tx, owner);
  });
}

/** Saves products the list does not hold yet; `productNos` oldest first (the last saved shows first). */
async function insertSaved(tx: Db, owner: Owner, productNos: readonly string[], now: Date) {
  const prices = await shelfPrices(tx, owner.country, productNos);
  const rows = productNos.flatMap((productNo) => {
    const price = prices.get(productNo);
    if (!price) return [];
    return [
      {
        memberId: owner.memberId,
        countryCode: owner.country,
        productNo,
        createdAt: now,
        seenPrice: price.price,
        seenInStock: price.inStock,
      },
    ];
  });
  if (rows.length > 0) await tx.insert(wishlistItems).values(rows).onConflictDoNothing();
}

/** POST member/wishlist/add: saving a product already saved changes nothing (and is no error). */
export function addToWishlist(db: Db, owner: Owner, productNo: string, now: Date): Promise<WishlistIds> {
  return changeWishlist(db, owner, async (tx, saved) => {
    if (!(await onShelfOf(tx, owner.country, [productNo])).has(productNo))
      throw new DomainError(errorCatalogue.productNotFound);
    if (saved.includes(productNo)) return;
    if (saved.length >= WISHLIST_MAX_ITEMS) throw new DomainError(errorCatalogue.wishlistFull);
    await insertSaved(tx, owner, [productNo], now);
  });
}

/** POST member/wishlist/remove: removing a product not saved changes nothing either. */
export function removeFromWishlist(db: Db, owner: Owner, productNo: string): Promise<WishlistIds> {
  return changeWishlist(db, owner, async (tx) => {
    await tx
      .delete(wishlistItems)
      .where(
        and(
          eq(wishlistItems.memberId, owner.memberId),
          eq(wishlistItems.countryCode, owner.country),
          eq(wishlistItems.productNo, productNo),
        ),
      );
  });
}

/**
 * POST member/wishlist/merge: a visitor's list joins the member's at sign-in. Never refuses (the
 * decision on wishlistMergeRequestSchema): products off the shelf are skipped, the cap stops it.
 */
export function mergeWishlist(
  db: Db,
  owner: Owner,
  request: WishlistMergeRequest,
  now: Date,
): Promise<WishlistIds> {
  return changeWishlist(db, owner, async (tx, saved) => {
    const held = new Set(saved);
    const shelved = await onShelfOf(tx, owner.country, request.product_nos);
    const added: string[] = [];
    for (const productNo of request.product_nos) {
      if (held.size >= WISHLIST_MAX_ITEMS) break;
      if (held.has(productNo) || !shelved.has(productNo)) continue;
      held.add(productNo);
      added.push(productNo);
    }
    // Oldest first, so the first product given gets the highest seq and shows first.
    await insertSaved(tx, owner, added.reverse(), now);
  });
}

/**
 * POST member/wishlist/list: the saved products as cards, newest first, a page at a time. A
 * product taken off the shelf stays, with available false; one no longer listed in the country at
 * all (its listing was deleted) is left out until it is listed again.
 */
export async function wishlistPage(
  db: Db,
  snapshot: CatalogueSnapshot,
  owner: Owner,
  pageNum: number,
  pageSize: number,
): Promise<WishlistPage> {
  const country = snapshot.countries[owner.country];
  const rows = await db
    .select({ productNo: wishlistItems.productNo, createdAt: wishlistItems.createdAt })
    .from(wishlistItems)
    .where(and(eq(wishlistItems.memberId, owner.memberId), eq(wishlistItems.countryCode, owner.country)))
    .orderBy(desc(wishlistItems.seq));
  const cards: WishlistCard[] = rows.flatMap((row) => {
    const listing = country.listings.get(row.productNo);
    if (!listing) return [];
    return [
      {
        ...cardOf(listing, country, owner.language),
        saved_at: row.createdAt.getTime(),
        available: listing.status === 'on_shelf',
      },
    ];
  });
  const start = (pageNum - 1) * pageSize;
  return { total: cards.length, list: cards.slice(start, start + pageSize) };
}
