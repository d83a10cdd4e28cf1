import { and, asc, eq, isNull } from 'drizzle-orm';
import { DELIVERY_DAYS, SHIP_WITHIN_HOURS } from '../../../contract/order-constants';
import type {
  NavItem,
  ProductDetail,
  ProductListRequest,
  ProductPage,
  ProductRecommendRequest,
  Sku,
} from '../../../contract/catalogue';
import type { CouponSearchRequest } from '../../../contract/search';
import type { LanguageCode } from '../../../contract/device';
import { errorCatalogue } from '../../../contract/errors';
import type { Db } from '../../db/client';
import {
  arrivalSubscriptions,
  productListings,
  productViews,
  products,
  skuOffers,
  skus,
} from '../../db/schema';
import { DomainError } from '../../lib/domain-error';
import {
  searchMatches,
  type CatalogueSnapshot,
  type CategoryEntry,
  type ListingEntry,
} from './catalogue-snapshot';
import { defaultOrder, pageOf, soldOutLast, sortComparators } from './product-cards';
import { cardOffer, percentOff, type Offer } from './pricing';
import { productImageUrl } from './product-images';
import { normalizeText } from './search-text';
import { categoryIconUrl } from './static-assets';
import type { Caller } from '../../lib/caller';

// ─── Navigation ─────────────────────────────────────────────────────────────────────────────────

function navItem(category: CategoryEntry, language: LanguageCode, children: NavItem[]): NavItem {
  return {
    nav_type_id: category.id,
    nav_type_name: category.name[language],
    icon_url: categoryIconUrl(category.id, category.iconVersion),
    child_list: children,
  };
}

/**
 * GET nav/type/list: the category tree in menu order. With a keyword, a top whose name (in any
 * language) contains it keeps all its children; otherwise a top stays with only the children that
 * match.
 */
export function navTree(snapshot: CatalogueSnapshot, language: LanguageCode, keyword?: string): NavItem[] {
  const needle = keyword ? normalizeText(keyword).trim() : '';
  const matches = (category: CategoryEntry) =>
    needle === '' || Object.values(category.name).some((name) => normalizeText(name).includes(needle));
  const tree: NavItem[] = [];
  for (const top of snapshot.tops) {
    const children = top.children
      .map((id) => snapshot.categories.get(id))
      .filter((child): child is CategoryEntry => child !== undefined);
    const kept = matches(top) ? children : children.filter(matches);
    if (!matches(top) && kept.length === 0) continue;
    tree.push(
      navItem(
        top,
        language,
        kept.map((child) => navItem(child, language, [])),
      ),
    );
  }
  return tree;
}

// ─── Lists ──────────────────────────────────────────────────────────────────────────────────────

/** Whether a listing sits in category `typeId` (a top includes its children). */
const inCategory = (typeId: number) => (listing: ListingEntry) =>
  listing.product.categoryId === typeId || listing.product.topCategoryId === typeId;

/**
 * POST consumer/product/list (and the product part of search/search): on-shelf products only,
 * sold-out ones listed and flagged. A keyword ranks by relevance unless a sort is given.
 */
export function listProducts(
  snapshot: CatalogueSnapshot,
  shopper: Pick<Caller, 'country' | 'language'>,
  request: Pick<ProductListRequest, 'typeId' | 'keyword' | 'sort' | 'page_num' | 'page_size'>,
  only?: (listing: ListingEntry) => boolean,
): ProductPage {
  const country = snapshot.countries[shopper.country];
  let listings: ListingEntry[];
  if (request.keyword !== undefined) {
    listings = searchMatches(country, request.keyword)
      .map((productNo) => country.listings.get(productNo))
      .filter((listing): listing is ListingEntry => listing !== undefined);
  } else {
    listings = [...country.onShelf];
  }
  if (request.typeId !== undefined) listings = listings.filter(inCategory(request.typeId));
  if (only) listings = listings.filter(only);
  if (request.sort) listings.sort(sortComparators[request.sort]);
  else if (request.keyword !== undefined) listings = soldOutLast(listings);
  else listings.sort(defaultOrder);
  return pageOf(listings, country, shopper.language, request.page_num, request.page_size);
}

/**
 * POST search/coupon/search: the coupon products (isCouponGoods), optionally matching a keyword.
 * With a coupon_id the route answers the voucher's own products instead (vouchers.ts
 * couponProductList, ADR 028).
 */
export function couponProducts(
  snapshot: CatalogueSnapshot,
  shopper: Pick<Caller, 'country' | 'language'>,
  request: CouponSearchRequest,
): ProductPage {
  return listProducts(snapshot, shopper, request, (listing) => listing.isCouponGoods);
}

/**
 * POST consumer/product/product_recommend. Decision: the home feed is every buyable product,
 * featured first, then best-selling; with product_no it is "similar products": the same child
 * category first, then the same top, then the rest, each by sales, never the product itself.
 * Sold-out products are not recommended (they stay findable in lists and search).
 */
export function recommendProducts(
  snapshot: CatalogueSnapshot,
  shopper: Pick<Caller, 'country' | 'language'>,
  request: ProductRecommendRequest,
): ProductPage {
  const country = snapshot.countries[shopper.country];
  const buyable = country.onShelf.filter((listing) => !listing.soldOut);
  if (request.product_no === undefined) {
    const ordered = [...buyable].sort(defaultOrder);
    return pageOf(ordered, country, shopper.language, request.page_num, request.page_size);
  }
  const anchor = country.listings.get(request.product_no);
  if (!anchor) throw new DomainError(errorCatalogue.productNotFound);
  const closeness = (listing: ListingEntry) =>
    listing.product.categoryId === anchor.product.categoryId
      ? 0
      : listing.product.topCategoryId === anchor.product.topCategoryId
        ? 1
        : 2;
  const ordered = buyable
    .filter((listing) => listing.product.productNo !== anchor.product.productNo)
    .sort((a, b) => closeness(a) - closeness(b) || defaultOrder(a, b));
  return pageOf(ordered, country, shopper.language, request.page_num, request.page_size);
}

// ─── Detail ─────────────────────────────────────────────────────────────────────────────────────

/** SPEC.md §1: orders ship within 48 hours; 1–2 days in the city, 4–7 out of town (contract/order-constants.ts). */
export const DELIVERY_ESTIMATE = {
  ship_within_hours: SHIP_WITHIN_HOURS,
  city_days_min: DELIVERY_DAYS.in_city.min_days,
  city_days_max: DELIVERY_DAYS.in_city.max_days,
  outside_city_days_min: DELIVERY_DAYS.out_of_town.min_days,
  outside_city_days_max: DELIVERY_DAYS.out_of_town.max_days,
} as const;

interface FreshListing {
  product: typeof products.$inferSelect;
  listing: typeof productListings.$inferSelect;
  skus: (Offer & { name: Record<LanguageCode, string> })[];
}

/**
 * A product with its listing and SKUs in one country, read from the database (stock must be
 * exact here). 1105002 when the product is unknown or not sold in the country.
 */
async function freshListing(db: Db, country: string, productNo: string): Promise<FreshListing> {
  const [row] = await db
    .select({ product: products, listing: productListings })
    .from(products)
    .innerJoin(
      productListings,
      and(eq(productListings.productNo, products.productNo), eq(productListings.countryCode, country)),
    )
    .where(eq(products.productNo, productNo));
  if (!row) throw new DomainError(errorCatalogue.productNotFound);
  const skuRows = await db
    .select({
      skuId: skus.skuId,
      name: skus.name,
      price: skuOffers.price,
      scribingPrice: skuOffers.scribingPrice,
      stock: skuOffers.stock,
    })
    .from(skus)
    .innerJoin(skuOffers, and(eq(skuOffers.skuId, skus.skuId), eq(skuOffers.countryCode, country)))
    .where(eq(skus.productNo, productNo))
    .orderBy(asc(skus.sort), asc(skus.skuId));
  if (skuRows.length === 0) throw new DomainError(errorCatalogue.productNotFound);
  return { ...row, skus: skuRows };
}

/** The SKUs a member asked to hear about (notice not yet sent). */
async function subscribedSkus(db: Db, memberId: string | null, country: string, productNo: string) {
  if (!memberId) return new Set<string>();
  const rows = await db
    .select({ skuId: arrivalSubscriptions.skuId })
    .from(arrivalSubscriptions)
    .where(
      and(
        eq(arrivalSubscriptions.memberId, memberId),
        eq(arrivalSubscriptions.countryCode, country),
        eq(arrivalSubscriptions.productNo, productNo),
        isNull(arrivalSubscriptions.notifiedAt),
      ),
    );
  return new Set(rows.map((row) => row.skuId));
}

function skuViews(fresh: FreshListing, language: LanguageCode, subscribed: ReadonlySet<string>): Sku[] {
  return fresh.skus.map((sku) => ({
    sku_id: sku.skuId,
    sku_name: sku.name[language],
    price: sku.price,
    scribing_price: sku.scribingPrice,
    discount: percentOff(sku.price, sku.scribingPrice),
    stock: sku.stock,
    flag_sold_out: sku.stock > 0 ? 0 : 1,
    arrival_subscribed: subscribed.has(sku.skuId),
  }));
}

/**
 * GET consumer/product/min_sku_detail/{product_no}. A removed product answers with status
 * 'removed' (the page says so); unknown or not sold here, 1105002.
 */
export async function productDetail(
  db: Db,
  snapshot: CatalogueSnapshot,
  shopper: Caller,
  productNo: string,
): Promise<ProductDetail> {
  const fresh = await freshListing(db, shopper.country, productNo);
  const { product, listing } = fresh;
  const language = shopper.language;
  const subscribed = await subscribedSkus(db, shopper.memberId, shopper.country, productNo);
  const card = cardOffer(fresh.skus) as FreshListing['skus'][number];
  const version = snapshot.products.get(productNo)?.artVersion;
  const category = snapshot.categories.get(product.categoryId);
  const top = snapshot.categories.get(product.topCategoryId);
  const specs = product.specs;
  return {
    product_no: product.productNo,
    product_name: product.name[language],
    currency_code: snapshot.countries[shopper.country].currency,
    price: card.price,
    scribing_price: card.scribingPrice,
    discount: percentOff(card.price, card.scribingPrice),
    thumb_image_url: productImageUrl(productNo, 0, 400, version),
    major_image_url: productImageUrl(productNo, 0, 800, version),
    flag_sold_out: fresh.skus.some((sku) => sku.stock > 0) ? 0 : 1,
    is_featured: listing.isFeatured,
    isCouponGoods: listing.isCouponGoods,
    sales_count: listing.salesCount,
    default_sku_id: card.skuId,
    sku_count: fresh.skus.length,
    description: product.description[language],
    status: listing.status,
    max_quantity: listing.maxPerOrder,
    limit_per_member: listing.limitPerMember,
    min_sku_id: card.skuId,
    category_id: product.categoryId,
    category_name: category?.name[language] ?? '',
    top_category_id: product.topCategoryId,
    top_category_name: top?.name[language] ?? '',
    brand: product.brand[language],
    images: Array.from({ length: product.imageCount }, (_, index) => ({
      thumb_url: productImageUrl(productNo, index, 400, version),
      url: productImageUrl(productNo, index, 800, version),
    })),
    specs: {
      unit: specs.unit[language],
      specification: specs.specification[language],
      composition: specs.composition[language],
      length_mm: specs.lengthMm,
      width_mm: specs.widthMm,
      height_mm: specs.heightMm,
      shelf_life: specs.shelfLife,
      shelf_life_unit: specs.shelfLifeUnit,
      net_weight_g: specs.netWeightG,
      gross_weight_g: specs.grossWeightG,
      brand: specs.brand[language],
    },
    skus: skuViews(fresh, language, subscribed),
    // The same for every shopper: "deliver to" is the storefront's (contract/catalogue.ts, ADR 035).
    delivery: DELIVERY_ESTIMATE,
  };
}

/** POST consumer/product/spec_order_list: the SKU picker's fresh prices and stock. */
export async function specOrderList(db: Db, shopper: Caller, productNo: string) {
  const fresh = await freshListing(db, shopper.country, productNo);
  const subscribed = await subscribedSkus(db, shopper.memberId, shopper.country, productNo);
  return {
    product_no: productNo,
    status: fresh.listing.status,
    max_quantity: fresh.listing.maxPerOrder,
    limit_per_member: fresh.listing.limitPerMember,
    skus: skuViews(fresh, shopper.language, subscribed),
  };
}

/** POST consumer/product/visit/views: one row per view, for counts and (later) recommendations. */
export async function recordProductView(
  db: Db,
  snapshot: CatalogueSnapshot,
  shopper: Caller,
  productNo: string,
  now: Date,
): Promise<void> {
  if (!snapshot.countries[shopper.country].listings.has(productNo))
    throw new DomainError(errorCatalogue.productNotFound);
  await db.insert(productViews).values({
    memberId: shopper.memberId,
    deviceId: shopper.deviceId,
    countryCode: shopper.country,
    productNo,
    viewedAt: now,
  });
}
