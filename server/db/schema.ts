import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { CART_MAX_QUANTITY } from '../../contract/cart-constants';
import type { ControlList } from '../../contract/countries';
import type { DecorationLink } from '../../contract/catalogue';
import type { ProductStatus } from '../../contract/catalogue-constants';
import type { LanguageCode } from '../../contract/device';
import type { PackShape } from '../areas/catalogue/product-images';

/** The countries Pasar sells in, with the per-country login switches (app_control_conf). */
export const countries = pgTable('countries', {
  countryCode: text('country_code').primaryKey(),
  countryEnName: text('country_en_name').notNull(),
  currencyCode: text('currency_code').notNull(),
  currencySymbol: text('currency_symbol').notNull(),
  timezone: text('timezone').notNull(),
  phoneCode: text('phone_code').notNull(),
  language: text('language').notNull(),
  controlList: jsonb('control_list').$type<ControlList>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Visits (start-up and route change) counted per day and page. Decision: counted, not logged one
 * row per visit: nothing reads single visits, and a log grew by ~5,000 rows a second from one
 * client (issue 13, finding 10). server/areas/app/devices.ts caps the pages a day holds.
 */
export const visitCounts = pgTable(
  'visit_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    /** The page's first path segment (`/commodDetail`), or `(other)` once the day is full. */
    path: text('path').notNull(),
    visits: integer('visits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.path] })],
);

/** The language a device last chose, so a returning visitor is greeted in it. */
export const deviceLanguages = pgTable('device_languages', {
  deviceId: text('device_id').primaryKey(),
  language: text('language').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * A shopper's account. A member is reached by phone (code + local number without the trunk 0),
 * by e-mail (lower-cased), or by Google's subject id; each of the three is unique when present.
 */
export const members = pgTable(
  'members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberNo: text('member_no').notNull().unique(),
    userName: text('user_name').notNull(),
    phoneCode: text('phone_code'),
    phone: text('phone'),
    email: text('email').unique(),
    googleSub: text('google_sub').unique(),
    /** `scrypt$N$r$p$salt$hash` (server/areas/member/passwords.ts); null until the member sets one. */
    passwordHash: text('password_hash'),
    // No points column: the coin balance is derived from the ledger (schema-coins.ts, ADR 025).
    countryCode: text('country_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** 'YYYY-MM-DD'; null until the member gives it (server/areas/member/profile.ts). */
    birthday: date('birthday', { mode: 'string' }),
    /** The stored avatar's random key (server/lib/storage/avatar-storage.ts); null: no avatar. */
    avatarKey: text('avatar_key'),
    /** When the name or the birthdate last changed: each changes once a calendar year (SPEC.md §9). */
    nameChangedAt: timestamp('name_changed_at', { withTimezone: true }),
    birthdayChangedAt: timestamp('birthday_changed_at', { withTimezone: true }),
  },
  (t) => [unique('members_phone_unique').on(t.phoneCode, t.phone)],
);

/** A signed-in session. Only the token's SHA-256 is kept, so a database leak yields no live token. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    deviceId: text('device_id'),
    /**
     * The session a URL-token login (login_type 6) was minted from: the child expires with it and
     * is revoked with it (server/areas/member/sessions.ts). Always the root, never a child.
     */
    parentSessionId: uuid('parent_session_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('sessions_member_idx').on(t.memberId),
    index('sessions_parent_idx').on(t.parentSessionId),
    foreignKey({ columns: [t.parentSessionId], foreignColumns: [t.id] }).onDelete('cascade'),
  ],
);

/**
 * A one-time code a signed-in app hands to the storefront in `?token=` (login_type 6), instead of
 * its session token: it works once, within a minute, and only its SHA-256 is kept.
 */
export const sessionHandoffs = pgTable('session_handoffs', {
  codeHash: text('code_hash').primaryKey(),
  sessionId: uuid('session_id')
    .notNull()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * A Google sign-in under way: the `state` sent to Google (hashed; the browser holds it in an
 * HttpOnly cookie too) and the PKCE verifier and redirect URI the code must be redeemed with.
 */
export const googleSignIns = pgTable('google_sign_ins', {
  stateHash: text('state_hash').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * Hit counters for the sign-in limits (server/lib/rate-limits.ts): one row per key such as
 * `pw:a:<account>` or `pw:i:<ip>`, counting hits since window_started_at. Kept in the database
 * so every server process shares them; a row is rewritten, never added, per hit.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});

/** A picture captcha, bound to the account and device it was drawn for; one answer, then it dies. */
export const captchas = pgTable('captchas', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** `phone:6281234567890` or `email:someone@example.com` (server/areas/member/accounts.ts). */
  accountKey: text('account_key').notNull(),
  deviceId: text('device_id').notNull(),
  /** Upper-case; kept readable because the sandbox's /api/dev/captcha shows it (never in production). */
  answer: text('answer').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** What a solved captcha buys: one code send for the same account and device. Stored hashed. */
export const captchaNonces = pgTable('captcha_nonces', {
  id: uuid('id').primaryKey().defaultRandom(),
  nonceHash: text('nonce_hash').notNull().unique(),
  accountKey: text('account_key').notNull(),
  deviceId: text('device_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** A 6-digit code sent for login (purpose 1) or password reset (5); stored as its SHA-256. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountKey: text('account_key').notNull(),
    purpose: integer('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the code is used, superseded by a newer one, or killed by wrong tries. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('verification_codes_account_idx').on(t.accountKey, t.purpose, t.createdAt)],
);

/** The sandbox delivery's outbox: every message "sent" lands here (server/lib/delivery/outbox-delivery.ts). */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    // A sequence, so "newest first" holds even for messages sent in the same millisecond.
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('outbox_messages_to_idx').on(t.to, t.id)],
);

/** One row per captcha drawn or code sent, for the resend and per-device / per-IP limits. */
export const sendLog = pgTable(
  'send_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'captcha' or 'code'. */
    kind: text('kind').notNull(),
    accountKey: text('account_key').notNull(),
    purpose: integer('purpose'),
    deviceId: text('device_id').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('send_log_device_idx').on(t.kind, t.deviceId, t.createdAt),
    index('send_log_ip_idx').on(t.kind, t.ip, t.createdAt),
    index('send_log_account_idx').on(t.kind, t.accountKey, t.purpose, t.createdAt),
  ],
);

// ─── Catalogue (SPEC.md §2, §3, §7 "Search and products") ───────────────────────────────────────

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

/** What a product's pictures are drawn from (server/areas/catalogue/product-images.ts); glyph names a pictogram. */
export interface StoredArt {
  shape: PackShape;
  glyph: string;
  colour: string;
  accent: string;
  background: string;
}

/** PostgreSQL bytea: node-postgres reads a Buffer, PGlite a Uint8Array; both leave here as Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
  toDriver: (value) => value,
});

/** The category tree: tops (parent null) numbered 100, 200, …, children 101, 102, … */
export const categories = pgTable(
  'categories',
  {
    /** nav_type_id. */
    id: integer('id').primaryKey(),
    parentId: integer('parent_id'),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    about: jsonb('about').$type<LocalizedText>().notNull(),
    /** A pictogram of server/seed/catalogue/glyphs.ts: the icon is drawn, not stored. */
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

/**
 * Hot (search_type 1) and recommended (2) keywords per country and language, with real counts:
 * every counted search adds one. Recommended ones are curated (sort); hot ones rank by count, and a
 * keyword that found products joins them.
 */
export const searchKeywords = pgTable(
  'search_keywords',
  {
    countryCode: text('country_code').notNull(),
    language: text('language').$type<LanguageCode>().notNull(),
    searchType: integer('search_type').notNull(),
    /** server/areas/search/search.ts normalizeKeyword: what two spellings of one search share. */
    normalized: text('normalized').notNull(),
    /** As shown. */
    keyword: text('keyword').notNull(),
    searchCount: integer('search_count').notNull().default(0),
    /** The curated order; null for keywords that joined by being searched. */
    sort: integer('sort'),
  },
  (t) => [
    primaryKey({ columns: [t.countryCode, t.language, t.searchType, t.normalized] }),
    index('search_keywords_rank_idx').on(t.countryCode, t.language, t.searchType, t.searchCount.desc()),
    check('search_keywords_type_check', sql`${t.searchType} in (1, 2)`),
  ],
);

/** Every search (the analytics log): who, where, what, how many results. */
export const searchRecords = pgTable(
  'search_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'set null' }),
    deviceId: text('device_id'),
    countryCode: text('country_code').notNull(),
    language: text('language').notNull(),
    keyword: text('keyword').notNull(),
    normalized: text('normalized').notNull(),
    resultCount: integer('result_count').notNull(),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull(),
    /** The client IP (server/http/client-ip.ts): with the member, who a hot-search count is for. */
    clientIp: text('client_ip'),
    /** Whether this search added to the hot-search counts (the per-searcher cap counts these). */
    counted: boolean('counted').notNull().default(false),
  },
  (t) => [
    index('search_records_device_idx').on(t.deviceId, t.normalized, t.searchedAt),
    index('search_records_member_idx').on(t.memberId, t.normalized, t.searchedAt),
    index('search_records_ip_idx').on(t.clientIp, t.normalized, t.searchedAt),
  ],
);

/** A member's search history (SPEC.md §7): one row per keyword, the newest 10 kept. */
export const searchHistory = pgTable(
  'search_history',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    normalized: text('normalized').notNull(),
    keyword: text('keyword').notNull(),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull(),
    /** Orders searches made in the same millisecond. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.normalized] }),
    index('search_history_member_idx').on(t.memberId, t.seq),
  ],
);

/** A result opened while search text was set (search/manager/click/update). */
export const searchClicks = pgTable(
  'search_clicks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'set null' }),
    deviceId: text('device_id'),
    countryCode: text('country_code').notNull(),
    keyword: text('keyword').notNull(),
    normalized: text('normalized').notNull(),
    productNo: text('product_no').notNull(),
    clickedAt: timestamp('clicked_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('search_clicks_keyword_idx').on(t.countryCode, t.normalized, t.productNo)],
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

/**
 * A signed-in member's cart, one per country. Only the SKU, quantity and selection are kept:
 * price, stock and availability are read from the catalogue on every call.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    countryCode: text('country_code').notNull(),
    skuId: text('sku_id')
      .notNull()
      .references(() => skus.skuId, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    selected: boolean('selected').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** "Newest first" even for lines added in the same millisecond (a merge). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [
    unique('cart_items_line_unique').on(t.memberId, t.countryCode, t.skuId),
    index('cart_items_member_idx').on(t.memberId, t.countryCode, t.seq),
    // The limit is the contract's (sql.raw: a check constraint takes no bound parameter).
    check(
      'cart_items_quantity_check',
      sql`${t.quantity} between 1 and ${sql.raw(String(CART_MAX_QUANTITY))}`,
    ),
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

/**
 * A write sent with an Idempotency-Key (server/http/idempotency.ts): the first request's answer,
 * kept so a retry of the same request gets it again instead of running twice. `answer` is null
 * while the first is still running.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** The member's id, so one member's key never meets another's. */
    ownerId: text('owner_id').notNull(),
    /** The route (`POST /api/order/cart/add`) and the client's key. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    answer: text('answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ownerId, t.scope, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
export * from './schema-addresses';

export * from './schema-messages';
export * from './schema-deletion';
export * from './schema-linking';
export * from './schema-audio-captcha';
export * from './schema-orders';
export * from './schema-payments';
export * from './schema-shipments';
export * from './schema-monitoring';
export * from './schema-coins';
export * from './schema-after-sales';
export * from './schema-vouchers';
