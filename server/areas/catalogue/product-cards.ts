import type { ProductCard, ProductPage } from '../../../contract/catalogue';
import type { ProductSort } from '../../../contract/catalogue-constants';
import type { LanguageCode } from '../../../contract/device';
import type { CountryCatalogue, ListingEntry } from './catalogue-snapshot';
import { percentOff } from './pricing';
import { productImageUrl } from './product-images';

/** A listing as a product card (SPEC.md §3) in the shopper's language and currency. */
export function cardOf(
  listing: ListingEntry,
  country: CountryCatalogue,
  language: LanguageCode,
): ProductCard {
  const { product, card } = listing;
  return {
    product_no: product.productNo,
    product_name: product.name[language],
    currency_code: country.currency,
    price: card.price,
    scribing_price: card.scribingPrice,
    discount: percentOff(card.price, card.scribingPrice),
    thumb_image_url: productImageUrl(product.productNo, 0, 400, product.artVersion),
    major_image_url: productImageUrl(product.productNo, 0, 800, product.artVersion),
    flag_sold_out: listing.soldOut ? 1 : 0,
    is_featured: listing.isFeatured,
    isCouponGoods: listing.isCouponGoods,
    sales_count: listing.salesCount,
    default_sku_id: card.skuId,
    sku_count: product.skuCount,
  };
}

const byProductNo = (a: ListingEntry, b: ListingEntry) =>
  a.product.productNo < b.product.productNo ? -1 : a.product.productNo > b.product.productNo ? 1 : 0;

/**
 * The three sorts of SPEC.md §2 Search, strict: sold-out products keep their place by price or
 * sales (the shopper asked for that order). Ties by product number, so pages never overlap.
 */
export const sortComparators: Readonly<Record<ProductSort, (a: ListingEntry, b: ListingEntry) => number>> = {
  sales_desc: (a, b) => b.salesCount - a.salesCount || byProductNo(a, b),
  price_desc: (a, b) => b.card.price - a.card.price || byProductNo(a, b),
  price_asc: (a, b) => a.card.price - b.card.price || byProductNo(a, b),
};

/**
 * Decision: without a sort, buyable products come before sold-out ones (still listed, flagged),
 * then featured first, then best-selling.
 */
export function defaultOrder(a: ListingEntry, b: ListingEntry): number {
  return (
    Number(a.soldOut) - Number(b.soldOut) ||
    Number(b.isFeatured) - Number(a.isFeatured) ||
    b.salesCount - a.salesCount ||
    byProductNo(a, b)
  );
}

/** Moves sold-out listings after the rest, keeping each group's order (relevance, for one). */
export function soldOutLast(listings: readonly ListingEntry[]): ListingEntry[] {
  return [...listings.filter((l) => !l.soldOut), ...listings.filter((l) => l.soldOut)];
}

/** One page of cards: `total` counts every listing, `list` holds page `pageNum` of `pageSize`. */
export function pageOf(
  listings: readonly ListingEntry[],
  country: CountryCatalogue,
  language: LanguageCode,
  pageNum: number,
  pageSize: number,
): ProductPage {
  const start = (pageNum - 1) * pageSize;
  return {
    total: listings.length,
    list: listings.slice(start, start + pageSize).map((listing) => cardOf(listing, country, language)),
  };
}
