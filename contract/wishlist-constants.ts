/**
 * The wishlist's ("Favorit") and recently viewed list's plain values. Zod-free: contract/wishlist.ts
 * builds its schemas from them, and the storefront's device lists (a visitor's) keep the same caps
 * the server does (ADR 041).
 */

/**
 * Decision: a member saves at most 200 products per country (errorCatalogue.wishlistFull beyond).
 * Tokopedia's and Shopee's lists are larger, but a list past a few hundred is no longer read, and
 * the cap keeps the notices' sweep and a visitor's stored list small.
 */
export const WISHLIST_MAX_ITEMS = 200;

/** The wishlist page's page size (a phone shows about six cards; the next 20 load on scroll). */
export const WISHLIST_PAGE_SIZE = 20;

/** The recently viewed list keeps the last 50 products opened, per country (older ones drop off). */
export const RECENTLY_VIEWED_MAX = 50;
