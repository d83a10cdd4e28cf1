import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { countryDefaults, type CountryCode } from '../../../contract/countries';
import { formatMoney } from '../../../contract/money';
import type { Db } from '../../db/client';
import { productListings, products, skuOffers, wishlistItems, type LocalizedText } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { backInStockMessage, nameInNotice } from '../catalogue';
import { notify, type NewMessage } from '../messages';

/**
 * The wishlist's notices (ADR 041): a saved product that comes back in stock, or whose price drops,
 * gets its member one message. A sweep (server/jobs.ts, ADR 039) compares each saved product's
 * offers now with what its row last saw (seen_in_stock, seen_price) and moves the row with the
 * message in one transaction. Rows are claimed FOR UPDATE SKIP LOCKED and re-read under the lock,
 * so with several server processes each change is noticed by exactly one of them, once: a row
 * whose news another process already sent no longer differs from what it saw.
 *
 * Decision, "price drop": the card's price (the cheapest SKU in stock) falls below the lowest price
 * the member has been shown, on saving or in an earlier notice. seen_price only ever goes down, so a
 * price that rises and falls back is no news; a sold-out product's price is no news until it is in
 * stock again, and then the back-in-stock notice says so (one message, not two).
 */

/** A run's batch: each run moves at most this many rows; the next run takes the rest. */
const BATCH = 200;

/** The cheapest SKU in stock of the row's product in the row's country; null when all are sold out. */
const inStockPrice = sql<number | null>`(
  select min(${skuOffers.price}) from ${skuOffers}
  where ${skuOffers.productNo} = ${wishlistItems.productNo}
    and ${skuOffers.countryCode} = ${wishlistItems.countryCode}
    and ${skuOffers.stock} > 0
)`;

/** Runs one sweep; answers how many rows moved (each restock or drop is one message). */
export async function sweepWishlistNotices(db: Db, now: Date): Promise<number> {
  return inTransaction(db, async (tx) => {
    const due = await tx
      .select({
        memberId: wishlistItems.memberId,
        countryCode: wishlistItems.countryCode,
        productNo: wishlistItems.productNo,
        seenPrice: wishlistItems.seenPrice,
        seenInStock: wishlistItems.seenInStock,
        price: inStockPrice,
      })
      .from(wishlistItems)
      .innerJoin(
        productListings,
        and(
          eq(productListings.productNo, wishlistItems.productNo),
          eq(productListings.countryCode, wishlistItems.countryCode),
          eq(productListings.status, 'on_shelf'),
        ),
      )
      .where(
        or(
          // Sold out now, or in stock again: (no price in stock) = (was in stock).
          sql`(${inStockPrice} is null) = ${wishlistItems.seenInStock}`,
          sql`${inStockPrice} < ${wishlistItems.seenPrice}`,
        ),
      )
      .orderBy(wishlistItems.productNo, wishlistItems.memberId)
      .limit(BATCH)
      .for('update', { of: wishlistItems, skipLocked: true });
    if (due.length === 0) return 0;
    const names = await tx
      .select({ productNo: products.productNo, name: products.name })
      .from(products)
      .where(inArray(products.productNo, [...new Set(due.map((row) => row.productNo))]));
    const nameOf = new Map(names.map((row) => [row.productNo, row.name]));
    for (const row of due) {
      const price = row.price === null ? null : Number(row.price);
      const message =
        price === null
          ? // Sold out: remembered without a word, so the restock is news.
            null
          : !row.seenInStock
            ? backInStockMessage(nameOf.get(row.productNo), row.productNo)
            : priceDropMessage(
                nameOf.get(row.productNo),
                row.productNo,
                row.countryCode as CountryCode,
                row.seenPrice,
                price,
              );
      await tx
        .update(wishlistItems)
        .set({
          seenInStock: price !== null,
          seenPrice: price === null ? row.seenPrice : Math.min(row.seenPrice, price),
          ...(message ? { notifiedAt: now } : {}),
        })
        .where(
          and(
            eq(wishlistItems.memberId, row.memberId),
            eq(wishlistItems.countryCode, row.countryCode),
            eq(wishlistItems.productNo, row.productNo),
          ),
        );
      if (message) await notify(tx, row.memberId, message, now);
    }
    return due.length;
  });
}

/** A promotions message, as the back-in-stock one, linking to the product page. */
function priceDropMessage(
  name: LocalizedText | undefined,
  productNo: string,
  country: CountryCode,
  was: number,
  now: number,
): NewMessage {
  const currency = countryDefaults[country].currency_code;
  const [before, after] = [formatMoney(was, currency), formatMoney(now, currency)];
  return {
    kind: 'promotions',
    title: { en: 'Price drop', id: 'Harganya turun', 'zh-CN': '降价提醒' },
    body: {
      en: `${nameInNotice(name, 'en')} from your wishlist is now ${after}, down from ${before}.`,
      id: `${nameInNotice(name, 'id')} di Favoritmu sekarang ${after}, turun dari ${before}. Yuk, cek sebelum kehabisan!`,
      'zh-CN': `您收藏的${nameInNotice(name, 'zh-CN')}已降至${after}，此前为${before}。`,
    },
    link: `/commodDetail?product_no=${productNo}`,
  };
}
