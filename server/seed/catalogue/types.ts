import type { ProductStatus, SectionKind, ShelfLifeUnit } from '../../../contract/catalogue-constants';
import type { CountryCode, CurrencyCode } from '../../../contract/countries';
import type { LanguageCode } from '../../../contract/device';
import type { GlyphName, ProductArt } from '../../areas/catalogue';

/**
 * The demo catalogue as plain data: what `buildCatalogue()` returns and what the Phase-2 seed
 * writes to the database. Texts come in every language; money is integers in minor units.
 */

/** One text in each of the storefront's languages (en, id, zh-CN). */
export type Localized = Readonly<Record<LanguageCode, string>>;

/** A navigation item (SPEC.md §3): a top category with children, or a child. */
export interface SeedCategory {
  /** nav_type_id: tops are 100, 200, …; children 101, 102, … under their top. */
  readonly id: number;
  readonly parentId: number | null;
  readonly name: Localized;
  /** What the category sells, one or two sentences; part of every product's description. */
  readonly about: Localized;
  /** Served by the API: /api/static/category-icons/<id>.svg (art.ts draws it). */
  readonly iconUrl: string;
  readonly glyph: GlyphName;
  /** The category's colour (#rrggbb): its icon, and the tint of its products' pictures. */
  readonly colour: string;
  readonly sort: number;
}

export type { ShelfLifeUnit };

/** Product specs (SPEC.md §3). Sizes in millimetres, weights in grams. */
export interface SeedSpecs {
  /** The selling unit: pack, bottle, box, piece… */
  readonly unit: Localized;
  /** What one unit holds ("10 × 25 g", "100 sheets", "20000 mAh"). */
  readonly specification: Localized;
  /** Ingredients or materials. */
  readonly composition: Localized;
  readonly lengthMm: number;
  readonly widthMm: number;
  readonly heightMm: number;
  /** Null for goods that do not expire (electronics, clothes, cookware). */
  readonly shelfLife: number | null;
  readonly shelfLifeUnit: ShelfLifeUnit | null;
  readonly netWeightG: number;
  readonly grossWeightG: number;
  readonly brand: Localized;
}

/** One option of a product: a size, flavour, colour or pack. Prices and stock are per country. */
export interface SeedSku {
  /** product_no followed by two digits: "1000004202". */
  readonly skuId: string;
  readonly productNo: string;
  readonly name: Localized;
  readonly sort: number;
}

export interface SeedProduct {
  /** Eight digits, "10000042"; the same number in every country that sells it. */
  readonly productNo: string;
  /** The child category (leaf) it sits in. */
  readonly categoryId: number;
  readonly topCategoryId: number;
  readonly name: Localized;
  readonly description: Localized;
  readonly brand: Localized;
  readonly specs: SeedSpecs;
  readonly skus: readonly SeedSku[];
  readonly art: ProductArt;
  /** Pictures in the gallery, the first being the main one (thumb and major image). */
  readonly imageCount: number;
  /** The countries that list it; most products are sold in all three. */
  readonly countries: readonly CountryCode[];
}

/** A product's on-shelf state in one country. 'removed' is off-shelf: the detail page says so. */
export type ListingStatus = ProductStatus;

/** One SKU's price and stock in one country. */
export interface SeedSkuOffer {
  readonly skuId: string;
  /** Minor units of the country's currency. */
  readonly price: number;
  /** The struck-through original price when discounted, else null. */
  readonly scribingPrice: number | null;
  readonly stock: number;
}

/** A product as one country sells it. */
export interface SeedListing {
  readonly productNo: string;
  readonly countryCode: CountryCode;
  readonly currencyCode: CurrencyCode;
  readonly status: ListingStatus;
  readonly isFeatured: boolean;
  readonly isCouponGoods: boolean;
  /** Most units of the product one order may hold; null for no limit. */
  readonly maxPerOrder: number | null;
  readonly salesCount: number;
  /** Whole percent off the scribing price, 0 when not discounted (the same for every SKU). */
  readonly discount: number;
  /** When it went on sale here (ISO 8601): "New arrivals" are the latest. */
  readonly listedAt: string;
  readonly skus: readonly SeedSkuOffer[];
}

/** search_type of search/rank/list: 1 hot, 2 recommended. */
export type SearchType = 1 | 2;

export interface SeedSearchKeyword {
  readonly countryCode: CountryCode;
  readonly language: LanguageCode;
  readonly searchType: SearchType;
  readonly keyword: string;
  readonly searchCount: number;
  readonly sort: number;
}

/** Where a banner or a section's "see all" leads; the storefront turns it into a route. */
export type SeedLink =
  | { readonly type: 'category'; readonly value: number }
  | { readonly type: 'product'; readonly value: string }
  | { readonly type: 'search'; readonly value: string }
  | { readonly type: 'page'; readonly value: string };

export interface SeedBanner {
  readonly id: string;
  readonly countryCode: CountryCode;
  readonly title: Localized;
  readonly subtitle: Localized;
  readonly link: SeedLink;
  /** /api/static/banners/<id>.svg: artwork only; the storefront lays the title over it. */
  readonly imageUrl: string;
  readonly glyph: GlyphName;
  readonly colour: string;
  readonly sort: number;
}

export type { SectionKind };

export interface SeedSection {
  readonly id: string;
  readonly countryCode: CountryCode;
  readonly kind: SectionKind;
  readonly title: Localized;
  readonly subtitle: Localized;
  readonly link: SeedLink | null;
  readonly productNos: readonly string[];
  readonly sort: number;
}

/** The states the screens must show (SPEC.md §2, §3, §9); every country has each of them. */
export const showcaseCases = [
  'discounted',
  'soldOut',
  'removed',
  'featured',
  'couponGoods',
  'lowStock',
  'purchaseLimit',
  'hot',
  'multiSku',
  /** Several SKUs, some of them out of stock: the SKU picker disables those. */
  'skuSoldOut',
  'countryOnly',
] as const;
export type ShowcaseCase = (typeof showcaseCases)[number];

export interface Catalogue {
  readonly categories: readonly SeedCategory[];
  readonly products: readonly SeedProduct[];
  readonly listings: readonly SeedListing[];
  readonly searchKeywords: readonly SeedSearchKeyword[];
  readonly banners: readonly SeedBanner[];
  readonly sections: readonly SeedSection[];
  /** For tests, stories and e2e runs: one product number per case and country. */
  readonly showcase: Readonly<Record<CountryCode, Readonly<Record<ShowcaseCase, string>>>>;
}
