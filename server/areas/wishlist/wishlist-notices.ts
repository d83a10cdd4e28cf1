import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { countryDefaults, type CountryCode } from '../../../contract/countries';
import { formatMoney } from '../../../contract/money';
import type { Db } from '../../db/client';
import { productListings, skuOffers, wishlistItems, type LocalizedText } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { backInStockMessage, nameInNotice, productNamesOf } from '../catalogue';
import { notify, type NewMessage } from '../messages';

/**
 * The wishlist's notices (ADR 041): a saved product that comes back in stock, or whose price drops,
 * gets its member one message.
 *
 * Back in stock is told with the restock itself (noticeWishlistRestocked, inside the transaction
 * that holds the restocked SKUs' locks): a product wholly sold out that gets stock again. So a
 * product that sells out and comes back between two sweeps is still news, and a member who also
 * asked for the SKU (the product page's arrival notice) gets one message, not two.
 *
 * Price drops, and any stock change made outside the stock tools, are found by a sweep
 * (server/jobs.ts, ADR 039) that compares each saved product's offers now with what its row last
 * saw (seen_in_stock, seen_price) and moves the row with the message in one transaction. Rows are
 * claimed FOR UPDATE SKIP LOCKED and re-read under the lock by a second statement, so with several
 * server processes (or a restock at the same moment) each change is noticed once: a row whose news
 * another transaction already sent no longer differs from what it saw.
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

/** The rows of a product whose news differs from what they last saw. */
const hasNews = or(
  // Sold out now, or in stock again: (no price in stock) = (was in stock).
  sql`(${inStockPrice} is null) = ${wishlistItems.seenInStock}`,
  sql`${inStockPrice} < ${wishlistItems.seenPrice}`,
);
const onShelf = and(
  eq(productListings.productNo, wishlistItems.productNo),
  eq(productListings.countryCode, wishlistItems.countryCode),
  eq(productListings.status, 'on_shelf'),
);
const rowKey = (row: { memberId: string; productNo: string }) => `${row.memberId} ${row.productNo}`;

/** Runs one sweep; answers how many rows moved (each restock or drop is one message). */
export async function sweepWishlistNotices(db: Db, now: Date): Promise<number> {
  return inTransaction(db, async (tx) => {
    const claimed = await tx
      .select({
        memberId: wishlistItems.memberId,
        countryCode: wishlistItems.countryCode,
        productNo: wishlistItems.productNo,
      })
      .from(wishlistItems)
      .innerJoin(productListings, onShelf)
      .where(hasNews)
      .orderBy(wishlistItems.productNo, wishlistItems.memberId)
      .limit(BATCH)
      .for('update', { of: wishlistItems, skipLocked: true });
    if (claimed.length === 0) return 0;
    // Under the lock, as of now: a restock that committed after the claim's snapshot has already
    // told these members, and moved their rows.
    const claimedKeys = new Set(claimed.map((row) => `${row.countryCode} ${rowKey(row)}`));
    const due = (
      await tx
        .select({
          memberId: wishlistItems.memberId,
          countryCode: wishlistItems.countryCode,
          productNo: wishlistItems.productNo,
          seenPrice: wishlistItems.seenPrice,
          seenInStock: wishlistItems.seenInStock,
          price: inStockPrice,
        })
        .from(wishlistItems)
        .innerJoin(productListings, onShelf)
        .where(
          and(
            hasNews,
            inArray(wishlistItems.productNo, [...new Set(claimed.map((row) => row.productNo))]),
            inArray(wishlistItems.memberId, [...new Set(claimed.map((row) => row.memberId))]),
          ),
        )
    ).filter((row) => claimedKeys.has(`${row.countryCode} ${rowKey(row)}`));
    const nameOf = await productNamesOf(tx, due);
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
    return claimed.length;
  });
}

/**
 * SKUs at 0 have stock again (server/areas/orders/order-stock.ts, inside the transaction holding
 * their locks): the members who saved a product that had no other SKU in stock are told it is back,
 * except those the SKU's own arrival notice (`told`) already told. The rows are locked first, in a
 * fixed order, and the stock read after by a statement of its own: two SKUs of one product restocked
 * at once then take turns, and the second sees the first's stock, so the product was not sold out.
 */
export async function noticeWishlistRestocked(
  tx: Db,
  country: CountryCode,
  skuIds: readonly string[],
  told: readonly { memberId: string; productNo: string }[],
  now: Date,
): Promise<void> {
  const restockedProducts = tx
    .select({ productNo: skuOffers.productNo })
    .from(skuOffers)
    .where(and(eq(skuOffers.countryCode, country), inArray(skuOffers.skuId, [...skuIds])));
  const saved = await tx
    .select({ memberId: wishlistItems.memberId, productNo: wishlistItems.productNo })
    .from(wishlistItems)
    .where(and(eq(wishlistItems.countryCode, country), inArray(wishlistItems.productNo, restockedProducts)))
    .orderBy(wishlistItems.productNo, wishlistItems.memberId)
    .for('update');
  if (saved.length === 0) return;
  const savedProducts = [...new Set(saved.map((row) => row.productNo))];
  const soldOutUntilNow = await tx
    .select({
      productNo: skuOffers.productNo,
      price: sql<number>`min(${skuOffers.price}) filter (where ${skuOffers.stock} > 0)`,
    })
    .from(skuOffers)
    .innerJoin(
      productListings,
      and(
        eq(productListings.productNo, skuOffers.productNo),
        eq(productListings.countryCode, skuOffers.countryCode),
        eq(productListings.status, 'on_shelf'),
      ),
    )
    .where(and(eq(skuOffers.countryCode, country), inArray(skuOffers.productNo, savedProducts)))
    .groupBy(skuOffers.productNo)
    .having(
      sql`count(*) filter (where ${skuOffers.stock} > 0 and not (${inArray(skuOffers.skuId, [...skuIds])})) = 0`,
    );
  if (soldOutUntilNow.length === 0) return;
  const alreadyTold = new Set(told.map(rowKey));
  const nameOf = await productNamesOf(tx, soldOutUntilNow);
  for (const product of soldOutUntilNow) {
    const price = Number(product.price);
    await tx
      .update(wishlistItems)
      .set({ seenInStock: true, seenPrice: sql`least(${wishlistItems.seenPrice}, ${price})` })
      .where(and(eq(wishlistItems.countryCode, country), eq(wishlistItems.productNo, product.productNo)));
    const toTell = saved
      .filter((row) => row.productNo === product.productNo && !alreadyTold.has(rowKey(row)))
      .map((row) => row.memberId);
    if (toTell.length === 0) continue;
    await tx
      .update(wishlistItems)
      .set({ notifiedAt: now })
      .where(
        and(
          eq(wishlistItems.countryCode, country),
          eq(wishlistItems.productNo, product.productNo),
          inArray(wishlistItems.memberId, toTell),
        ),
      );
    const message = backInStockMessage(nameOf.get(product.productNo), product.productNo);
    for (const memberId of toTell) await notify(tx, memberId, message, now);
  }
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
