import { z } from 'zod';
import { currencyCodes } from './countries';
import { plainText } from './rules/text';

/**
 * The catalogue, search and cart calls (SPEC.md §2, §3, §7): request and response shapes.
 *
 * Every call reads the country from the X-Locale header and the language from Language; texts in
 * answers are already in that language, amounts in that country's currency. Money is an integer
 * count of minor units (contract/money.ts): rupiah for IDR, cents for SGD and MYR.
 */

// ─── Building blocks ────────────────────────────────────────────────────────────────────────────

/** An amount in minor units: whole, never negative. */
export const minorUnitsSchema = z.number().int().nonnegative();
export const currencyCodeSchema = z.enum(currencyCodes);

// Numbers arrive as numbers in JSON bodies and as strings in query strings; both read as numbers.
const fromDigits = (value: unknown) =>
  typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;
const int = (min: number, max: number) => z.preprocess(fromDigits, z.number().int().min(min).max(max));
// An empty string or null means "not given" (forms send every field).
const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

/** SPEC.md §9: the feed loads 12 at a time. */
export const FEED_PAGE_SIZE = 12;
/** Decision: no page is longer than 50 cards. */
export const MAX_PAGE_SIZE = 50;

const paging = {
  page_num: int(1, 10_000).default(1),
  page_size: int(1, MAX_PAGE_SIZE).default(FEED_PAGE_SIZE),
};

/** Ids: product numbers are 8 digits ("10000042"), SKU ids 10 ("1000004201"). */
export const productNoSchema = z.string().regex(/^\d{6,20}$/);
export const skuIdSchema = z.string().regex(/^\d{6,24}$/);
/** nav_type_id: tops are 100, 200, …; children 101, 102, … */
export const typeIdSchema = int(1, 999_999);
/** Decision: a keyword is 1–64 characters after trimming (longer answers 1106002). */
export const KEYWORD_MAX_LENGTH = 64;
export const keywordSchema = plainText().min(1).max(KEYWORD_MAX_LENGTH);

/** SPEC.md §9: the sold-out flag is 1. */
export const flagSchema = z.union([z.literal(0), z.literal(1)]);

/** A page of anything: `total` counts every match, `list` holds this page. */
export const pageOf = <S extends z.ZodType>(item: S) =>
  z.object({ total: z.number().int().nonnegative(), list: z.array(item) });

// ─── Navigation: GET nav/type/list ──────────────────────────────────────────────────────────────

/** SPEC.md §7: sent with keyword null; Decision: a keyword, when given, keeps the categories whose name contains it. */
export const navTypeListQuerySchema = z.object({ keyword: optional(plainText().max(KEYWORD_MAX_LENGTH)) });
export type NavTypeListQuery = z.infer<typeof navTypeListQuerySchema>;

/** A navigation item (SPEC.md §3); children carry an empty child_list. */
export interface NavItem {
  nav_type_id: number;
  nav_type_name: string;
  /** /api/static/category-icons/<id>.svg */
  icon_url: string;
  child_list: NavItem[];
}
export const navItemSchema: z.ZodType<NavItem> = z.object({
  nav_type_id: z.number().int(),
  nav_type_name: z.string(),
  icon_url: z.string(),
  get child_list() {
    return z.array(navItemSchema);
  },
});
/** Decision: data is the tree itself, tops in menu order. */
export const navTypeListResponseSchema = z.array(navItemSchema);

// ─── Product card ───────────────────────────────────────────────────────────────────────────────

/**
 * A product card (SPEC.md §3). Prices are the cheapest in-stock SKU's (the cheapest SKU's when
 * all are sold out); the discount badge shows only when discount > 0 (SPEC.md §9).
 */
export const productCardSchema = z.object({
  product_no: productNoSchema,
  product_name: z.string(),
  currency_code: currencyCodeSchema,
  price: minorUnitsSchema,
  /** The struck-through original price; null when not discounted. */
  scribing_price: minorUnitsSchema.nullable(),
  /** Whole percent off scribing_price, 0 when not discounted. */
  discount: z.number().int().min(0).max(100),
  /**
   * 400 px: lists and grids. Picture URLs end in `?v=<art version>`; the server answers them with
   * `Cache-Control: immutable`, so a changed picture gets a new URL.
   */
  thumb_image_url: z.string(),
  /** 800 px: large cards and the detail page's first picture. */
  major_image_url: z.string(),
  flag_sold_out: flagSchema,
  is_featured: z.boolean(),
  isCouponGoods: z.boolean(),
  // Decision: beyond SPEC's fields, what a card needs to say "1.2K sold" and to add to the cart
  // in one tap (a product with one SKU) or to open the SKU picker (several).
  sales_count: z.number().int().nonnegative(),
  default_sku_id: skuIdSchema,
  sku_count: z.number().int().positive(),
});
export type ProductCard = z.infer<typeof productCardSchema>;
export const productPageSchema = pageOf(productCardSchema);
export type ProductPage = z.infer<typeof productPageSchema>;

// ─── Product list: POST consumer/product/list ───────────────────────────────────────────────────

/** SPEC.md §2 Search: sales high to low, price high to low, price low to high. */
export const productSorts = ['sales_desc', 'price_desc', 'price_asc'] as const;
export type ProductSort = (typeof productSorts)[number];

/**
 * The list of /commodityList: a category (a top includes its children), a keyword, or neither
 * ("all categories"). Only on-shelf products; sold-out ones are listed with flag_sold_out 1.
 * Decision: without a sort, a keyword's list runs by relevance and a category's by featured
 * first, then sales, sold-out products after the rest in both; a sort is strict (sold-out ones
 * keep their place by price or sales). Ties by product number, so pages never overlap.
 */
export const productListRequestSchema = z.object({
  typeId: optional(typeIdSchema),
  keyword: optional(keywordSchema),
  sort: optional(z.enum(productSorts)),
  ...paging,
});
export type ProductListRequest = z.infer<typeof productListRequestSchema>;
export const productListResponseSchema = productPageSchema;

// ─── Recommendations: POST consumer/product/product_recommend ──────────────────────────────────

/**
 * The home feed and "may like" list (page_size 12). Decision: with product_no it is the detail
 * page's "similar products" (same category first), and never lists that product itself.
 */
export const productRecommendRequestSchema = z.object({
  ...paging,
  product_no: optional(productNoSchema),
});
export type ProductRecommendRequest = z.infer<typeof productRecommendRequestSchema>;
export const productRecommendResponseSchema = productPageSchema;

// ─── Product detail: GET consumer/product/min_sku_detail/{product_no} ──────────────────────────

export const shelfLifeUnits = ['day', 'month', 'year'] as const;

/** Product specs (SPEC.md §3): sizes in millimetres, weights in grams. */
export const productSpecsSchema = z.object({
  unit: z.string(),
  specification: z.string(),
  composition: z.string(),
  length_mm: z.number().int().nonnegative(),
  width_mm: z.number().int().nonnegative(),
  height_mm: z.number().int().nonnegative(),
  /** Null for goods that do not expire. */
  shelf_life: z.number().int().positive().nullable(),
  shelf_life_unit: z.enum(shelfLifeUnits).nullable(),
  net_weight_g: z.number().int().nonnegative(),
  gross_weight_g: z.number().int().nonnegative(),
  brand: z.string(),
});
export type ProductSpecs = z.infer<typeof productSpecsSchema>;

/** One option of a product in the shopper's country. */
export const skuSchema = z.object({
  sku_id: skuIdSchema,
  sku_name: z.string(),
  price: minorUnitsSchema,
  scribing_price: minorUnitsSchema.nullable(),
  discount: z.number().int().min(0).max(100),
  /** Units in stock; 1–3 shows "only N left", 0 disables the option. */
  stock: z.number().int().nonnegative(),
  flag_sold_out: flagSchema,
  /** Signed in only: a back-in-stock notice is set for this SKU. */
  arrival_subscribed: z.boolean(),
});
export type Sku = z.infer<typeof skuSchema>;

export const productImageSchema = z.object({
  /** 400 px. */
  thumb_url: z.string(),
  /** 800 px. */
  url: z.string(),
});

/**
 * SPEC.md §1: orders ship within 48 hours; delivery takes 1–2 days in the city, 4–7 out of town.
 * Decision: answered with every product so the copy lives in one place and can change per country.
 */
export const deliveryEstimateSchema = z.object({
  ship_within_hours: z.number().int().positive(),
  city_days_min: z.number().int().nonnegative(),
  city_days_max: z.number().int().nonnegative(),
  outside_city_days_min: z.number().int().nonnegative(),
  outside_city_days_max: z.number().int().nonnegative(),
  /** Signed in with a default address: its city ("deliver to"); else null. */
  deliver_to: z.string().nullable(),
});
export type DeliveryEstimate = z.infer<typeof deliveryEstimateSchema>;

export const productStatuses = ['on_shelf', 'removed'] as const;
export type ProductStatus = (typeof productStatuses)[number];

/**
 * The detail page. Decision: a removed (off-shelf) product still answers, with status 'removed',
 * so the page can say so; an unknown or other-country product answers 1105002 and the
 * storefront goes to /commodDetailEmpty.
 */
export const productDetailSchema = productCardSchema.extend({
  description: z.string(),
  status: z.enum(productStatuses),
  /** Most units one order may hold; null for no limit (1103056 when exceeded). */
  max_quantity: z.number().int().positive().nullable(),
  /**
   * Most units one member may have ("limit N per customer"); null for no limit (1105008 when
   * exceeded). Decision: counted over the member's cart today, and the day's orders once they exist.
   */
  limit_per_member: z.number().int().positive().nullable(),
  /** The SKU shown first: the cheapest in stock (what "min sku" names). */
  min_sku_id: skuIdSchema,
  category_id: z.number().int(),
  category_name: z.string(),
  top_category_id: z.number().int(),
  top_category_name: z.string(),
  brand: z.string(),
  images: z.array(productImageSchema).min(1),
  specs: productSpecsSchema,
  skus: z.array(skuSchema).min(1),
  delivery: deliveryEstimateSchema,
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const productDetailParamsSchema = z.object({ product_no: productNoSchema });

/** POST consumer/product/spec_order_list: Decision: a product's SKUs, fresh, for the SKU picker. */
export const specOrderListRequestSchema = z.object({ product_no: productNoSchema });
export const specOrderListResponseSchema = z.object({
  product_no: productNoSchema,
  status: z.enum(productStatuses),
  max_quantity: z.number().int().positive().nullable(),
  limit_per_member: z.number().int().positive().nullable(),
  skus: z.array(skuSchema),
});

/** POST consumer/product/visit/views: a product was viewed (counts views, feeds recommendations). */
export const productViewRequestSchema = z.object({ product_no: productNoSchema });

// ─── Back-in-stock notice ───────────────────────────────────────────────────────────────────────

/**
 * Decision: POST consumer/product/arrival_notice subscribes the signed-in shopper to a SKU (the
 * storefront offers it for sold-out ones; 1105001 when signed out, 1105005 when already
 * subscribed, 1105004 when the SKU is not the product's or not sold in the country); POST
 * consumer/product/arrival_notice/cancel unsubscribes and may be repeated. Both answer the new
 * state (SPEC.md §4: unsubscribed or subscribed).
 */
export const arrivalNoticeRequestSchema = z.object({ product_no: productNoSchema, sku_id: skuIdSchema });
export type ArrivalNoticeRequest = z.infer<typeof arrivalNoticeRequestSchema>;
export const arrivalNoticeResponseSchema = z.object({ subscribed: z.boolean() });

// ─── Home decoration: GET cms/api/decoration ────────────────────────────────────────────────────

/** Where a banner or a "see all" leads; the storefront turns it into a route. */
export const decorationLinkSchema = z.discriminatedUnion('type', [
  /** /commodityList with typeId. */
  z.object({ type: z.literal('category'), value: z.number().int() }),
  /** /commodDetail?product_no= */
  z.object({ type: z.literal('product'), value: productNoSchema }),
  /** /commodityList with keyword. */
  z.object({ type: z.literal('search'), value: z.string() }),
  /** A storefront path ("/coupons"). */
  z.object({ type: z.literal('page'), value: z.string().startsWith('/') }),
]);
export type DecorationLink = z.infer<typeof decorationLinkSchema>;

export const bannerSchema = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  /** Artwork without text (1200 × 480); the storefront lays title and subtitle over it. */
  image_url: z.string(),
  link: decorationLinkSchema,
});

export const sectionKinds = ['flash_deals', 'new_arrivals', 'daily_needs', 'best_sellers'] as const;

export const decorationSectionSchema = z.object({
  id: z.string(),
  kind: z.enum(sectionKinds),
  title: z.string(),
  subtitle: z.string(),
  link: decorationLinkSchema.nullable(),
  /** Decision: flash deals end at midnight in the country's time zone (ms since the epoch); null for other kinds. */
  ends_at: z.number().int().nullable(),
  /** Removed products are left out; sold-out ones stay, showing their badge. */
  products: z.array(productCardSchema),
});

/** Decision: the home page is banners, then sections of product cards, in this order. */
export const decorationResponseSchema = z.object({
  banners: z.array(bannerSchema),
  sections: z.array(decorationSectionSchema),
});
export type Decoration = z.infer<typeof decorationResponseSchema>;

// ─── Search ─────────────────────────────────────────────────────────────────────────────────────

/**
 * POST search/search: the search results page. Records the keyword in the shopper's history
 * (signed in) and in the hot-search counts. Decision: driver_id (SPEC.md §7, meaning not shown) is
 * read as the device id, which keys the counts for visitors; the answer is a page of cards, with
 * the product list's typeId filter and sorts.
 */
export const searchRequestSchema = z.object({
  keyword: keywordSchema,
  driver_id: optional(plainText().max(64)),
  typeId: optional(typeIdSchema),
  sort: optional(z.enum(productSorts)),
  ...paging,
});
export type SearchRequest = z.infer<typeof searchRequestSchema>;
export const searchResponseSchema = productPageSchema;

/** SPEC.md §9: history keeps 10, newest first, each keyword once. */
export const SEARCH_HISTORY_LIMIT = 10;

/** POST search/records: the signed-in shopper's history (an empty list for visitors). */
export const searchRecordSchema = z.object({ keyword: z.string() });
export const searchRecordsResponseSchema = z.array(searchRecordSchema).max(SEARCH_HISTORY_LIMIT);
/** POST search/records/del: clears the history; data is null. */

/**
 * POST search/suggest: names while typing, in the request's language, most relevant first.
 * Decision: up to 10; product_no rides along for a direct jump; nothing is recorded.
 */
export const SUGGEST_LIMIT = 10;
export const suggestRequestSchema = z.object({ keyword: keywordSchema });
export const suggestionSchema = z.object({ product_name: z.string(), product_no: productNoSchema });
export const suggestResponseSchema = z.array(suggestionSchema).max(SUGGEST_LIMIT);

/** search_type: 1 hot, 2 recommended. */
export const SEARCH_TYPE = { hot: 1, recommended: 2 } as const;
/** SPEC.md §9: hot and recommended lists hold 10 each. */
export const RANK_LIST_SIZE = 10;

/** POST search/rank/list: {search_type, page_num 1, page_size 10}. */
export const rankListRequestSchema = z.object({
  search_type: z.preprocess(
    fromDigits,
    z.union([z.literal(SEARCH_TYPE.hot), z.literal(SEARCH_TYPE.recommended)]),
  ),
  page_num: int(1, 100).default(1),
  page_size: int(1, 50).default(RANK_LIST_SIZE),
});
export type RankListRequest = z.infer<typeof rankListRequestSchema>;
/** search_count of 1000 or more shows as "1.2K" (contract/money.ts formatCount). */
export const rankItemSchema = z.object({ keyword: z.string(), search_count: z.number().int().nonnegative() });
export const rankListResponseSchema = z.object({ list: z.array(rankItemSchema) });

/** GET search/recommend: the keywords the mobile header rotates every 3.5 s. */
export const searchRecommendResponseSchema = z.object({ keyword: z.array(z.string()) });

/** POST search/manager/click/update: a result was opened while search text was set; data is null. */
export const searchClickRequestSchema = z.object({ keyword: keywordSchema, product_no: productNoSchema });

/**
 * POST search/coupon/search: Decision: searches the products a voucher applies to ("Voucher
 * product list", /coupons); without coupon_id, every coupon product (isCouponGoods).
 */
export const couponSearchRequestSchema = z.object({
  keyword: optional(keywordSchema),
  coupon_id: optional(plainText().max(64)),
  sort: optional(z.enum(productSorts)),
  ...paging,
});
export type CouponSearchRequest = z.infer<typeof couponSearchRequestSchema>;
export const couponSearchResponseSchema = productPageSchema;

// ─── Cart ───────────────────────────────────────────────────────────────────────────────────────

/**
 * Decision (SPEC.md §7 shows no cart calls): the cart lives on the server for a signed-in shopper,
 * one per country, and every call answers the whole cart so one SWR key (order/cart/list) stays
 * right. A visitor's cart lives in the storefront and is priced by order/cart/preview; at login it
 * is merged in with order/cart/merge. Prices, stock and availability are always re-read from the
 * catalogue, never stored in the cart.
 *
 *   GET  order/cart/list                                   → Cart
 *   GET  order/cart/count                                  → { count } (the tab badge)
 *   POST order/cart/add      { sku_id, quantity }          → Cart (adds to an existing line)
 *   POST order/cart/update   { cart_id | sku_id, quantity } → Cart (sets the line's quantity)
 *   POST order/cart/select   { cart_ids | sku_ids, selected } → Cart
 *   POST order/cart/select_all { selected }                → Cart
 *   POST order/cart/delete   { cart_ids | sku_ids }        → Cart
 *   POST order/cart/merge    { items }                     → Cart
 *   POST order/cart/preview  { items }                     → Cart (visitors; nothing stored)
 *
 * Every call but preview needs a member (401 with 1105001). A refusal changes nothing. Checked in
 * this order: 1105004 unknown SKU (or not sold in the country), 1105003 removed, 1105006 sold out,
 * 1105007 more than the stock, 1103056 more than max_quantity of the product over the cart's lines,
 * 1105008 more than limit_per_member, 1103051 more than CART_MAX_LINES lines, 1103017 a cart_id
 * or sku_id not in this member's cart for this country. Selecting an unavailable line answers its
 * reason (1105003, 1105006 or 1105004).
 */
export const CART_MAX_LINES = 100;
/** Decision: one line holds at most 999 units. */
export const CART_MAX_QUANTITY = 999;

const quantitySchema = int(1, CART_MAX_QUANTITY);
export const cartIdSchema = plainText().min(1).max(64);

export const cartAddRequestSchema = z.object({ sku_id: skuIdSchema, quantity: quantitySchema });
export type CartAddRequest = z.infer<typeof cartAddRequestSchema>;
/** A line is named by its cart_id or by its SKU (one line per SKU per country): exactly one of the two. */
const oneOf = (value: { cart_id?: unknown; sku_id?: unknown }) =>
  (value.cart_id === undefined) !== (value.sku_id === undefined);
const oneListOf = (value: { cart_ids?: unknown; sku_ids?: unknown }) =>
  (value.cart_ids === undefined) !== (value.sku_ids === undefined);
const lineIds = {
  cart_ids: z.array(cartIdSchema).min(1).max(CART_MAX_LINES).optional(),
  sku_ids: z.array(skuIdSchema).min(1).max(CART_MAX_LINES).optional(),
};

export const cartUpdateRequestSchema = z
  .object({ cart_id: cartIdSchema.optional(), sku_id: skuIdSchema.optional(), quantity: quantitySchema })
  .refine(oneOf, { message: 'cart_id or sku_id, not both' });
export type CartUpdateRequest = z.infer<typeof cartUpdateRequestSchema>;
export const cartSelectRequestSchema = z
  .object({ ...lineIds, selected: z.boolean() })
  .refine(oneListOf, { message: 'cart_ids or sku_ids, not both' });
export type CartSelectRequest = z.infer<typeof cartSelectRequestSchema>;
export const cartSelectAllRequestSchema = z.object({ selected: z.boolean() });
export const cartDeleteRequestSchema = z
  .object(lineIds)
  .refine(oneListOf, { message: 'cart_ids or sku_ids, not both' });
export type CartDeleteRequest = z.infer<typeof cartDeleteRequestSchema>;

/** A line of a visitor's cart, for merge and preview. */
export const cartItemInputSchema = z.object({
  sku_id: skuIdSchema,
  quantity: quantitySchema,
  selected: z.boolean().default(true),
});
/**
 * Decision: merging adds the quantities of a SKU already in the account's cart, capped at the
 * stock, max_quantity and limit_per_member rather than refused (never lowering a line already
 * there), keeps removed and sold-out SKUs as unavailable lines, skips SKUs not sold in the country
 * and stops at CART_MAX_LINES: a login never fails because of the cart. A SKU listed twice counts once
 * with the quantities added.
 */
export const cartMergeRequestSchema = z.object({ items: z.array(cartItemInputSchema).max(CART_MAX_LINES) });
export type CartMergeRequest = z.infer<typeof cartMergeRequestSchema>;
/**
 * Decision: preview never refuses a line: it answers the cart as the server would hold it, with
 * exceeds_limit where a quantity is above the stock or a limit, unavailable lines apart, and SKUs
 * unknown everywhere left out. Lines keep the order given.
 */
export const cartPreviewRequestSchema = cartMergeRequestSchema;

export const unavailableReasons = ['removed', 'sold_out', 'sku_missing'] as const;

/** A cart line with the catalogue's current price, stock and availability. */
export const cartLineSchema = z.object({
  /** The line's id; for preview, the sku_id. */
  cart_id: cartIdSchema,
  product_no: productNoSchema,
  product_name: z.string(),
  sku_id: skuIdSchema,
  sku_name: z.string(),
  /** 200 px. */
  thumb_image_url: z.string(),
  price: minorUnitsSchema,
  scribing_price: minorUnitsSchema.nullable(),
  discount: z.number().int().min(0).max(100),
  quantity: z.number().int().positive(),
  stock: z.number().int().nonnegative(),
  max_quantity: z.number().int().positive().nullable(),
  limit_per_member: z.number().int().positive().nullable(),
  /** Always false for an unavailable line. */
  selected: z.boolean(),
  /** False when removed, sold out or the SKU is gone: listed under "unavailable", never checked out. */
  available: z.boolean(),
  unavailable_reason: z.enum(unavailableReasons).nullable(),
  /**
   * Available, but the quantity is above the stock (which fell after it was added), max_quantity
   * or limit_per_member: the storefront asks to lower it; checkout would refuse.
   */
  exceeds_limit: z.boolean(),
  /** price × quantity. */
  line_total: minorUnitsSchema,
});
export type CartLine = z.infer<typeof cartLineSchema>;

/**
 * Totals over the selected, available lines (SPEC.md §2 Cart): subtotal at original prices
 * (scribing price where there is one), discount what the sale prices take off, total what is
 * paid before shipping and vouchers. total = subtotal − discount.
 */
export const cartTotalsSchema = z.object({
  /** Selected available lines. */
  selected_count: z.number().int().nonnegative(),
  /** Units in those lines. */
  selected_quantity: z.number().int().nonnegative(),
  subtotal: minorUnitsSchema,
  discount: minorUnitsSchema,
  total: minorUnitsSchema,
});
export type CartTotals = z.infer<typeof cartTotalsSchema>;

export const cartSchema = z.object({
  currency_code: currencyCodeSchema,
  /** Available lines, newest first. */
  lines: z.array(cartLineSchema),
  /** Unavailable lines (SPEC.md §2 "unavailable products"), newest first. */
  unavailable: z.array(cartLineSchema),
  /** Every available line is selected (and there is one). */
  all_selected: z.boolean(),
  totals: cartTotalsSchema,
});
export type Cart = z.infer<typeof cartSchema>;

export const cartCountResponseSchema = z.object({ count: z.number().int().nonnegative() });
