import { sql } from 'drizzle-orm';
import {
  bigserial,
  customType,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DecorationLink } from '../../../contract/catalogue';
import type { ProductStatus } from '../../../contract/catalogue-constants';
import type { LanguageCode } from '../../../contract/device';
import { countries } from './app-load';
import { members } from './member';

/** One text in each of the storefront's languages. */
export type LocalizedText = Readonly<Record<LanguageCode, string>>;

/** Product specs (SPEC.md §3) as stored: texts in every language, sizes in mm, weights in g. */
export interface StoredSpecs {
  unit: LocalizedText;
  specification: LocalizedText;
  composition: LocalizedText;
  lengthMm: number;
  widthMm: number;
  heightMm: number;
  shelfLife: number | null;
  shelfLifeUnit: 'day' | 'month' | 'year' | null;
  netWeightG: number;
  grossWeightG: number;
  brand: LocalizedText;
}

/** The pack silhouettes a product's pictures are drawn in (server/areas/catalogue/product-images.ts). */
export const packShapes = [
  'pouch',
  'bottle',
  'box',
  'jar',
  'can',
  'tube',
  'bag',
  'tray',
  'device',
  'garment',
  'carton',
  'cup',
  'round',
] as const;
export type PackShape = (typeof packShapes)[number];

/** What a product's pictures are drawn from (server/areas/catalogue/product-images.ts); glyph names a pictogram. */
export interface StoredArt {
  shape: PackShape;
  glyph: string;
  colour: string;
  accent: string;
  background: string;
}

/** The category tree: tops (parent null) numbered 100, 200, …, children 101, 102, … */
export const categories = pgTable(
  'categories',
  {
    /** nav_type_id. */
    id: integer('id').primaryKey(),
    parentId: integer('parent_id'),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    about: jsonb('about').$type<LocalizedText>().notNull(),
    /** A pictogram of server/areas/catalogue/glyphs.ts: the icon is drawn, not stored. */
    glyph: text('glyph').notNull(),
    colour: text('colour').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [
    foreignKey({ columns: [t.parentId], foreignColumns: [t.id] }),
    index('categories_parent_idx').on(t.parentId, t.sort),
  ],
);

/**
 * A product, the same number in every country that sells it; what differs per country (price,
 * stock, flags, status) is in product_listings and sku_offers.
 */
export const products = pgTable(
  'products',
  {
    productNo: text('product_no').primaryKey(),
    /** The child category it sits in, and that child's top. */
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    topCategoryId: integer('top_category_id')
      .notNull()
      .references(() => categories.id),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    brand: jsonb('brand').$type<LocalizedText>().notNull(),
    specs: jsonb('specs').$type<StoredSpecs>().notNull(),
    art: jsonb('art').$type<StoredArt>().notNull(),
    imageCount: integer('image_count').notNull(),
    /**
     * The SQL search path (server/areas/catalogue/search-text.ts): every field normalised, for pg_trgm's
     * word_similarity, and the token array for a GIN index. Today's search runs in memory.
     */
    searchText: text('search_text').notNull(),
    searchTokens: text('search_tokens').array().notNull(),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId),
    index('products_top_category_idx').on(t.topCategoryId),
    index('products_search_tokens_idx').using('gin', t.searchTokens),
    check('products_image_count_check', sql`${t.imageCount} between 1 and 12`),
  ],
);

/** One option of a product (size, flavour, colour); price and stock are per country in sku_offers. */
export const skus = pgTable(
  'skus',
  {
    skuId: text('sku_id').primaryKey(),
    productNo: text('product_no')
      .notNull()
      .references(() => products.productNo, { onDelete: 'cascade' }),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [index('skus_product_idx').on(t.productNo, t.sort)],
);

/** A product as one country sells it. 'removed' is off-shelf: the detail page still answers. */
export const productListings = pgTable(
  'product_listings',
  {
    productNo: text('product_no')
      .notNull()
      .references(() => products.productNo, { onDelete: 'cascade' }),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.countryCode),
    status: text('status').$type<ProductStatus>().notNull(),
    isFeatured: boolean('is_featured').notNull().default(false),
    isCouponGoods: boolean('is_coupon_goods').notNull().default(false),
    /** Most units of the product one order may hold (1103056); null for no limit. */
    maxPerOrder: integer('max_per_order'),
    /**
     * Most units of the product one member may have (1105008): the cart today, the cart plus the
     * day's orders once orders exist. Null for no limit.
     */
    limitPerMember: integer('limit_per_member'),
    salesCount: integer('sales_count').notNull().default(0),
    listedAt: timestamp('listed_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productNo, t.countryCode] }),
    index('product_listings_country_idx').on(t.countryCode, t.status, t.salesCount.desc()),
    check('product_listings_status_check', sql`${t.status} in ('on_shelf', 'removed')`),
    check('product_listings_max_per_order_check', sql`${t.maxPerOrder} is null or ${t.maxPerOrder} > 0`),
    check(
      'product_listings_limit_per_member_check',
      sql`${t.limitPerMember} is null or ${t.limitPerMember} > 0`,
    ),
    check('product_listings_sales_check', sql`${t.salesCount} >= 0`),
  ],
);

/** One SKU's price and stock in one country; money in the country's minor units. */
export const skuOffers = pgTable(
  'sku_offers',
  {
    skuId: text('sku_id')
      .notNull()
      .references(() => skus.skuId, { onDelete: 'cascade' }),
    countryCode: text('country_code').notNull(),
    /** Repeated from skus so an offer reaches its listing without a join. */
    productNo: text('product_no').notNull(),
    price: integer('price').notNull(),
    /** The struck-through original price; null when not discounted. */
    scribingPrice: integer('scribing_price'),
    stock: integer('stock').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.skuId, t.countryCode] }),
    foreignKey({
      columns: [t.productNo, t.countryCode],
      foreignColumns: [productListings.productNo, productListings.countryCode],
    }).onDelete('cascade'),
    index('sku_offers_listing_idx').on(t.productNo, t.countryCode),
    check('sku_offers_price_check', sql`${t.price} >= 0`),
    check('sku_offers_scribing_check', sql`${t.scribingPrice} is null or ${t.scribingPrice} > ${t.price}`),
    check('sku_offers_stock_check', sql`${t.stock} >= 0`),
  ],
);

/** PostgreSQL bytea: node-postgres reads a Buffer, PGlite a Uint8Array; both leave here as Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
  toDriver: (value) => value,
});

/**
 * Rendered product pictures (WebP), drawn on first request and kept: `art_version` is the hash of
 * the art they were drawn from, so a changed product is drawn again.
 */
export const productImages = pgTable(
  'product_images',
  {
    productNo: text('product_no')
      .notNull()
      .references(() => products.productNo, { onDelete: 'cascade' }),
    imageIndex: integer('image_index').notNull(),
    width: integer('width').notNull(),
    artVersion: text('art_version').notNull(),
    bytes: bytea('bytes').notNull(),
    etag: text('etag').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.productNo, t.imageIndex, t.width] })],
);

/** A product page was viewed (consumer/product/visit/views). */
export const productViews = pgTable(
  'product_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'set null' }),
    deviceId: text('device_id'),
    countryCode: text('country_code').notNull(),
    productNo: text('product_no')
      .notNull()
      .references(() => products.productNo, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('product_views_product_idx').on(t.productNo, t.viewedAt),
    index('product_views_member_idx').on(t.memberId, t.viewedAt),
  ],
);

/** A back-in-stock notice a member asked for; notified_at is set when the notice goes out. */
export const arrivalSubscriptions = pgTable(
  'arrival_subscriptions',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    skuId: text('sku_id')
      .notNull()
      .references(() => skus.skuId, { onDelete: 'cascade' }),
    countryCode: text('country_code').notNull(),
    productNo: text('product_no').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.skuId, t.countryCode] }),
    index('arrival_subscriptions_sku_idx').on(t.skuId, t.countryCode),
  ],
);

/** The home page's banners, per country (GET cms/api/decoration). */
export const banners = pgTable(
  'banners',
  {
    id: text('id').primaryKey(),
    countryCode: text('country_code').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    subtitle: jsonb('subtitle').$type<LocalizedText>().notNull(),
    link: jsonb('link').$type<DecorationLink>().notNull(),
    glyph: text('glyph').notNull(),
    colour: text('colour').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [index('banners_country_idx').on(t.countryCode, t.sort)],
);

/** The home page's sections of products, per country. */
export const homeSections = pgTable(
  'home_sections',
  {
    id: text('id').primaryKey(),
    countryCode: text('country_code').notNull(),
    kind: text('kind').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    subtitle: jsonb('subtitle').$type<LocalizedText>().notNull(),
    link: jsonb('link').$type<DecorationLink>(),
    sort: integer('sort').notNull(),
  },
  (t) => [index('home_sections_country_idx').on(t.countryCode, t.sort)],
);

export const homeSectionProducts = pgTable(
  'home_section_products',
  {
    sectionId: text('section_id')
      .notNull()
      .references(() => homeSections.id, { onDelete: 'cascade' }),
    productNo: text('product_no')
      .notNull()
      .references(() => products.productNo, { onDelete: 'cascade' }),
    sort: integer('sort').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sectionId, t.productNo] })],
);
