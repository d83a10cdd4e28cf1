/**
 * The catalogue's plain values (SPEC.md §2, §3, §9). Zod-free, like every `*-constants.ts` in
 * contract/: the storefront and the machines import these directly without carrying the schema
 * library into a browser chunk, and contract/catalogue.ts builds its schemas from them.
 */

/** SPEC.md §9: the feed loads 12 at a time. */
export const FEED_PAGE_SIZE = 12;
/** Decision: no page is longer than 50 cards. */
export const MAX_PAGE_SIZE = 50;

/** nav_type_id: tops are 100, 200, …; children 101, 102, … and never above this. */
export const TYPE_ID_MAX = 999_999;

/** SPEC.md §2 Search: sales high to low, price high to low, price low to high. */
export const productSorts = ['sales_desc', 'price_desc', 'price_asc'] as const;
export type ProductSort = (typeof productSorts)[number];

/** SPEC.md §9: a stock of 1 to this many shows "only N left". */
export const LOW_STOCK_MAX = 3;

export const shelfLifeUnits = ['day', 'month', 'year'] as const;
export type ShelfLifeUnit = (typeof shelfLifeUnits)[number];

export const productStatuses = ['on_shelf', 'removed'] as const;
export type ProductStatus = (typeof productStatuses)[number];

export const sectionKinds = ['flash_deals', 'new_arrivals', 'daily_needs', 'best_sellers'] as const;
export type SectionKind = (typeof sectionKinds)[number];
