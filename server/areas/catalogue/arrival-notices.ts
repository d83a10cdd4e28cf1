import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { ArrivalNoticeRequest } from '../../../contract/catalogue';
import type { CountryCode } from '../../../contract/countries';
import { errorCatalogue } from '../../../contract/errors';
import type { Db } from '../../db/client';
import {
  arrivalSubscriptions,
  productListings,
  products,
  skuOffers,
  skus,
  type LocalizedText,
} from '../../db/schema';
import { notify, type NewMessage } from '../messages';
import { DomainError } from '../../lib/domain-error';

/**
 * Back-in-stock notices (SPEC.md §4: unsubscribed or subscribed). Decision: a member may ask for
 * any SKU of a product sold in the country, in stock or not (the storefront offers it when sold
 * out; a SKU in stock is simply notified at its next restock). The notices go out with the
 * restock (noticeRestocked, below); notified_at marks one sent, after which the member may ask again.
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

/**
 * A sold-out SKU has stock again (a merchant's stock change, a closed order's release): every
 * member waiting for it gets a message and the subscription ends (notified_at). Runs inside the
 * caller's transaction, which holds the SKU's row lock: the UPDATE … RETURNING claims each waiting
 * subscription once, so two restocks never notify twice. Answers who was told about which product,
 * so the wishlist's notice of the same restock does not tell them again.
 */
export async function noticeRestocked(
  tx: Db,
  country: CountryCode,
  skuIds: readonly string[],
  now: Date,
): Promise<{ memberId: string; productNo: string }[]> {
  const claimed = await tx
    .update(arrivalSubscriptions)
    .set({ notifiedAt: now })
    .where(
      and(
        eq(arrivalSubscriptions.countryCode, country),
        inArray(arrivalSubscriptions.skuId, [...skuIds]),
        isNull(arrivalSubscriptions.notifiedAt),
      ),
    )
    .returning({
      memberId: arrivalSubscriptions.memberId,
      skuId: arrivalSubscriptions.skuId,
      productNo: arrivalSubscriptions.productNo,
    });
  if (claimed.length === 0) return [];
  const nameOf = await productNamesOf(tx, claimed);
  for (const row of claimed) {
    await notify(tx, row.memberId, backInStockMessage(nameOf.get(row.productNo), row.productNo), now);
  }
  return claimed;
}

/** The names of the rows' products, for the notices that name them. */
export async function productNamesOf(
  tx: Db,
  rows: readonly { productNo: string }[],
): Promise<Map<string, LocalizedText>> {
  if (rows.length === 0) return new Map();
  const names = await tx
    .select({ productNo: products.productNo, name: products.name })
    .from(products)
    .where(inArray(products.productNo, [...new Set(rows.map((row) => row.productNo))]));
  return new Map(names.map((row) => [row.productNo, row.name]));
}

/** A product's name as a notice says it: in `language`, cut at 60 characters. */
export function nameInNotice(name: LocalizedText | undefined, language: keyof LocalizedText): string {
  const text = name?.[language] ?? name?.en ?? '';
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}

/**
 * Decision: a promotions message (MESSAGE_KINDS) linking to the product page. The wishlist's own
 * back-in-stock notice says the same (server/areas/wishlist).
 */
export function backInStockMessage(name: LocalizedText | undefined, productNo: string): NewMessage {
  const of = (language: keyof LocalizedText) => nameInNotice(name, language);
  return {
    kind: 'promotions',
    title: { en: 'Back in stock', id: 'Sudah tersedia lagi', 'zh-CN': '商品已到货' },
    body: {
      en: `${of('en')} is back in stock. Get it before it sells out again!`,
      id: `${of('id')} sudah tersedia lagi. Beli sebelum habis lagi, ya!`,
      'zh-CN': `您关注的${of('zh-CN')}已到货，欢迎选购，售完即止。`,
    },
    link: `/commodDetail?product_no=${productNo}`,
  };
}
