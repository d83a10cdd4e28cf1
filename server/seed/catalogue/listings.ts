import { countryCodes, type CountryCode } from '../../../contract/countries';
import { pricingOf } from './categories';
import { percentOff } from '../../areas/catalogue';
import { localPrice, salePrice } from './pricing';
import { currencyOf } from '../../../contract/countries';
import { hashString, rngFor } from './prng';
import type { ListingStatus, SeedListing, SeedProduct, SeedSkuOffer, ShowcaseCase } from './types';

/** How often each state occurs per country (before the guarantees below). */
export const listingOdds = {
  removed: 0.02,
  soldOut: 0.035,
  lowStock: 0.045,
  skuSoldOut: 0.25, // of products with several SKUs
  discounted: 0.28,
  featured: 0.08,
  couponGoods: 0.15,
  purchaseLimit: 0.06,
  hot: 0.06,
} as const;

/** Sales from which a product counts as hot (best sellers, "hot" case). */
export const HOT_SALES = 5_000;
/** Each showcase case appears at least this many times per country. */
export const MIN_PER_CASE = 3;

const DISCOUNTS = [5, 10, 15, 20, 25, 30, 40, 50] as const;
const LIMITS = [2, 3, 5, 10] as const;
// Listing dates run from here for LISTING_DAYS days, ending a week before the test clock (2026-11-21).
const LISTING_START = Date.UTC(2025, 0, 1);
const LISTING_DAYS = 683;

/** A listing while it is built; frozen into SeedListing at the end. */
interface Draft {
  productNo: string;
  countryCode: CountryCode;
  status: ListingStatus;
  isFeatured: boolean;
  isCouponGoods: boolean;
  maxPerOrder: number | null;
  salesCount: number;
  listedAt: string;
  regular: number[];
  percent: number;
  stock: number[];
}

function draftOf(product: SeedProduct, country: CountryCode, rupiah: readonly number[]): Draft {
  const rng = rngFor(`listing:${country}:${product.productNo}`);
  const pricing = pricingOf(product.topCategoryId);
  // One jitter per product and country, so its SKUs keep their order.
  const jitter = 0.94 + rng.next() * 0.12;
  const regular = rupiah.map((price) => localPrice(price, country, pricing, jitter));

  const status: ListingStatus = rng.chance(listingOdds.removed) ? 'removed' : 'on_shelf';
  const skuCount = product.skus.length;
  let stock = product.skus.map(() => rng.int(8, 400));
  if (rng.chance(listingOdds.soldOut)) stock = stock.map(() => 0);
  else if (rng.chance(listingOdds.lowStock)) stock = stock.map(() => rng.int(1, 3));
  else if (skuCount > 1 && rng.chance(listingOdds.skuSoldOut)) stock[rng.int(1, skuCount - 1)] = 0;

  const hot = rng.chance(listingOdds.hot);
  return {
    productNo: product.productNo,
    countryCode: country,
    status,
    isFeatured: rng.chance(listingOdds.featured),
    isCouponGoods: rng.chance(listingOdds.couponGoods),
    maxPerOrder: rng.chance(listingOdds.purchaseLimit) ? rng.pick(LIMITS) : null,
    // Most products sell little, a few sell a lot (a long tail).
    salesCount: hot ? rng.int(HOT_SALES, 80_000) : Math.floor(1_500 * rng.next() ** 3),
    listedAt: new Date(
      LISTING_START + rng.int(0, LISTING_DAYS) * 86_400_000 + rng.int(0, 86_399) * 1000,
    ).toISOString(),
    regular,
    percent: rng.chance(listingOdds.discounted) ? rng.pick(DISCOUNTS) : 0,
    stock,
  };
}

const isSoldOut = (d: Draft) => d.stock.every((n) => n === 0);
const isLowStock = (d: Draft) => d.stock.every((n) => n >= 1 && n <= 3);
const onShelf = (d: Draft) => d.status === 'on_shelf';
/** On shelf and buyable: where a flag is worth showing. */
const buyable = (d: Draft) => onShelf(d) && !isSoldOut(d);

/** What each case means, on drafts; the showcase and the guarantees read the same rules. */
const caseRules: Record<
  ShowcaseCase,
  { has: (d: Draft, p: SeedProduct) => boolean; make?: (d: Draft) => void }
> = {
  discounted: { has: (d) => buyable(d) && d.percent > 0, make: (d) => (d.percent = 20) },
  soldOut: { has: (d) => onShelf(d) && isSoldOut(d), make: (d) => (d.stock = d.stock.map(() => 0)) },
  removed: { has: (d) => d.status === 'removed', make: (d) => (d.status = 'removed') },
  featured: { has: (d) => buyable(d) && d.isFeatured, make: (d) => (d.isFeatured = true) },
  couponGoods: { has: (d) => buyable(d) && d.isCouponGoods, make: (d) => (d.isCouponGoods = true) },
  lowStock: {
    has: (d) => onShelf(d) && isLowStock(d),
    make: (d) => (d.stock = d.stock.map((_, i) => 1 + (i % 3))),
  },
  purchaseLimit: { has: (d) => buyable(d) && d.maxPerOrder !== null, make: (d) => (d.maxPerOrder = 3) },
  hot: { has: (d) => buyable(d) && d.salesCount >= HOT_SALES, make: (d) => (d.salesCount = HOT_SALES * 4) },
  multiSku: { has: (d, p) => buyable(d) && p.skus.length >= 3 && d.stock.every((n) => n > 0) },
  skuSoldOut: {
    has: (d) =>
      onShelf(d) && d.stock.length > 1 && d.stock.some((n) => n === 0) && d.stock.some((n) => n > 0),
  },
  countryOnly: { has: (d, p) => buyable(d) && p.countries.length === 1 },
};

/** Cases a guarantee may not take a product from: it stays an example of what it is. */
const exclusive: readonly ShowcaseCase[] = ['soldOut', 'removed', 'lowStock', 'skuSoldOut'];

function freeze(d: Draft): SeedListing {
  const currency = currencyOf(d.countryCode);
  const skus: SeedSkuOffer[] = d.regular.map((regular, i) => {
    const sale = d.percent > 0 ? salePrice(regular, d.percent, currency) : null;
    return {
      skuId: '', // filled by the caller, which knows the product's SKU ids
      price: sale ?? regular,
      scribingPrice: sale === null ? null : regular,
      stock: d.stock[i] ?? 0,
    };
  });
  // The card shows the cheapest SKU, so the listing's discount is that SKU's.
  const cheapest = skus.reduce((best, sku) => (sku.price < best.price ? sku : best), skus[0] as SeedSkuOffer);
  return {
    productNo: d.productNo,
    countryCode: d.countryCode,
    currencyCode: currency,
    status: d.status,
    isFeatured: d.isFeatured,
    isCouponGoods: d.isCouponGoods,
    maxPerOrder: d.maxPerOrder,
    salesCount: d.salesCount,
    discount: percentOff(cheapest.price, cheapest.scribingPrice),
    listedAt: d.listedAt,
    skus,
  };
}

export interface BuiltListings {
  readonly listings: SeedListing[];
  readonly showcase: Record<CountryCode, Record<ShowcaseCase, string>>;
}

/** Every country's listings, with each showcase case present at least MIN_PER_CASE times. */
export function buildListings(
  products: readonly SeedProduct[],
  rupiah: ReadonlyMap<string, readonly number[]>,
): BuiltListings {
  const productByNo = new Map(products.map((product) => [product.productNo, product]));
  const listings: SeedListing[] = [];
  const showcase = {} as Record<CountryCode, Record<ShowcaseCase, string>>;

  for (const country of countryCodes) {
    const drafts = products
      .filter((product) => product.countries.includes(country))
      .map((product) => draftOf(product, country, rupiah.get(product.productNo) ?? []));
    const productOf = (d: Draft) => productByNo.get(d.productNo) as SeedProduct;
    const cases = Object.entries(caseRules) as [ShowcaseCase, (typeof caseRules)[ShowcaseCase]][];
    // The exclusive cases first: making a product sold out may take it from another case's count,
    // which the later passes then top up again.
    const passes = [...cases].sort(
      ([a], [b]) => Number(exclusive.includes(b)) - Number(exclusive.includes(a)),
    );

    // Guarantees: top a case up from plain on-shelf products, in an order fixed per country.
    const order = [...drafts].sort(
      (a, b) => hashString(`${country}:${a.productNo}`) - hashString(`${country}:${b.productNo}`),
    );
    for (const [, rule] of passes) {
      if (!rule.make) continue;
      let count = drafts.filter((d) => rule.has(d, productOf(d))).length;
      for (const d of order) {
        if (count >= MIN_PER_CASE) break;
        const taken = exclusive.some((other) => caseRules[other].has(d, productOf(d)));
        if (taken || rule.has(d, productOf(d))) continue;
        rule.make(d);
        count++;
      }
    }
    for (const [name, rule] of cases) {
      const count = drafts.filter((d) => rule.has(d, productOf(d))).length;
      if (rule.make && count < MIN_PER_CASE)
        throw new Error(`Catalogue: ${count} ${name} products in ${country}`);
    }

    showcase[country] = Object.fromEntries(
      cases.map(([name, rule]) => {
        const example = drafts.find((d) => rule.has(d, productOf(d)));
        if (!example) throw new Error(`Catalogue: no ${name} product in ${country}`);
        return [name, example.productNo];
      }),
    ) as Record<ShowcaseCase, string>;

    for (const d of drafts) {
      const listing = freeze(d);
      const skuIds = productOf(d).skus.map((sku) => sku.skuId);
      listings.push({
        ...listing,
        skus: listing.skus.map((sku, i) => ({ ...sku, skuId: skuIds[i] as string })),
      });
    }
  }
  return { listings, showcase };
}
