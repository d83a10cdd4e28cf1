import { z } from 'zod';
import { plainText } from './rules/text';
import { productSorts, productStatuses, sectionKinds, shelfLifeUnits } from './catalogue-constants';
import {
  currencyCodeSchema,
  flagSchema,
  keywordSchema,
  minorUnitsSchema,
  optional,
  pageOf,
  paging,
  productNoSchema,
  skuIdSchema,
  typeIdSchema,
} from './fields';
import { KEYWORD_MAX_LENGTH } from './search-constants';

/**
 * The catalogue calls (SPEC.md §3, §7): navigation, product cards, lists, recommendations, the
 * detail page, back-in-stock notices and the home decoration. Request and response shapes; the
 * plain values are in ./catalogue-constants.ts, the shared building blocks in ./fields.ts.
 */

// ─── Navigation: GET nav/type/list ──────────────────────────────────────────────────────────────

/** SPEC.md §7: sent with keyword null; Decision: a keyword, when given, keeps the categories whose name contains it. */
export const navTypeListQuerySchema = z.object({ keyword: optional(plainText().max(KEYWORD_MAX_LENGTH)) });

/** A navigation item (SPEC.md §3); children carry an empty child_list. */
export interface NavItem {
  nav_type_id: number;
  nav_type_name: string;
  /** /api/static/category-icons/<id>.svg */
  icon_url: string;
  child_list: NavItem[];
}
// Named (meta id), so /api/openapi.json refers to the tree's own shape instead of unrolling it forever.
export const navItemSchema: z.ZodType<NavItem> = z
  .object({
    nav_type_id: z.number().int(),
    nav_type_name: z.string(),
    icon_url: z.string(),
    get child_list() {
      return z.array(navItemSchema);
    },
  })
  .meta({ id: 'NavItem' });
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

// ─── Product detail: GET consumer/product/min_sku_detail/{product_no} ──────────────────────────

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
  /** Units in stock; 1 to LOW_STOCK_MAX shows "only N left", 0 disables the option. */
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
 * Decision (ADR 035): the same for every shopper. Where to ("deliver to") is the storefront's: the
 * member's own address book or the area a visitor chose, with contract's deliveryZoneOf; so the
 * product's answer never holds a member's address, and a shared cache may keep it.
 */
export const deliveryEstimateSchema = z.object({
  ship_within_hours: z.number().int().positive(),
  city_days_min: z.number().int().nonnegative(),
  city_days_max: z.number().int().nonnegative(),
  outside_city_days_min: z.number().int().nonnegative(),
  outside_city_days_max: z.number().int().nonnegative(),
});
export type DeliveryEstimate = z.infer<typeof deliveryEstimateSchema>;

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
