import { z } from 'zod';
import { productCardSchema } from './catalogue';
import { pageOf, paging, productNoSchema } from './fields';
import { RECENTLY_VIEWED_MAX, WISHLIST_MAX_ITEMS } from './wishlist-constants';

/**
 * The wishlist ("Favorit", 收藏) and the recently viewed list (ADR 041). Both are a member's, one per
 * country like the cart; a visitor's live on the device (storefront/session) and are merged in at
 * sign-in, as the cart's are (order/cart/merge).
 *
 *   GET  member/wishlist/ids                          → WishlistIds (the hearts' state)
 *   POST member/wishlist/add     { product_no }       → WishlistIds (adding twice changes nothing)
 *   POST member/wishlist/remove  { product_no }       → WishlistIds (removing an absent one too)
 *   POST member/wishlist/list    { page_num, page_size } → { total, list: WishlistCard[] }, newest first
 *   POST member/wishlist/merge   { product_nos }      → WishlistIds (a visitor's list at sign-in)
 *
 *   GET  member/recently_viewed/list                  → RecentlyViewed (the last 50, newest first)
 *   POST member/recently_viewed/clear                 → RecentlyViewed (empty)
 *   POST member/recently_viewed/merge   { product_nos } → { merged } (a visitor's list at sign-in)
 *   POST member/recently_viewed/preview { product_nos } → RecentlyViewed (a visitor's; nothing stored)
 *
 * The recently viewed list is read from the view log POST consumer/product/visit/views already
 * keeps (the product page records each opening, a member's with the member); clearing it makes the
 * member's views anonymous, as the account's erasure does, so the view counts stay. Every call but preview needs a member (401 with 1105001). Add
 * refuses a product not on the shelf in the country with 1105002 and a full list with 1105009.
 */

export const wishlistProductRequestSchema = z.object({ product_no: productNoSchema });
export type WishlistProductRequest = z.infer<typeof wishlistProductRequestSchema>;

/** The member's saved products in the country, newest first: what a heart reads. */
export const wishlistIdsSchema = z.object({ product_nos: z.array(productNoSchema) });
export type WishlistIds = z.infer<typeof wishlistIdsSchema>;

export const wishlistPageRequestSchema = z.object({ ...paging });

/**
 * A saved product as a card, with when it was saved. Decision: a product taken off the shelf stays
 * saved (it may come back) and is listed with available false, under its last price.
 */
export const wishlistCardSchema = productCardSchema.extend({
  saved_at: z.number().int(),
  available: z.boolean(),
});
export type WishlistCard = z.infer<typeof wishlistCardSchema>;
export const wishlistPageSchema = pageOf(wishlistCardSchema);
export type WishlistPage = z.infer<typeof wishlistPageSchema>;

/**
 * Decision: merging never refuses (a sign-in never fails because of the list): products not on the
 * shelf are skipped, and the list stops at WISHLIST_MAX_ITEMS. The visitor's products come newest
 * first and keep that order above the ones already saved.
 */
export const wishlistMergeRequestSchema = z.object({
  product_nos: z.array(productNoSchema).max(WISHLIST_MAX_ITEMS),
});
export type WishlistMergeRequest = z.infer<typeof wishlistMergeRequestSchema>;

/**
 * A visitor's products opened on the device, newest first. Decision: the list itself says only which
 * products; when each was opened is read from the server's own view log (the views the device
 * recorded, consumer/product/visit/views), never from the device's clock.
 */
export const recentlyViewedRequestSchema = z.object({
  product_nos: z.array(productNoSchema).max(RECENTLY_VIEWED_MAX),
});
export type RecentlyViewedRequest = z.infer<typeof recentlyViewedRequestSchema>;

/** viewed_at: the member's latest view (epoch ms); null in a visitor's preview (the device's list keeps no times). */
export const recentlyViewedCardSchema = productCardSchema.extend({ viewed_at: z.number().int().nullable() });
export type RecentlyViewedCard = z.infer<typeof recentlyViewedCardSchema>;
/** Newest first, products on the shelf only (one taken off drops out of the list). */
export const recentlyViewedSchema = z.object({ list: z.array(recentlyViewedCardSchema) });
export type RecentlyViewed = z.infer<typeof recentlyViewedSchema>;

/** How many of the device's views became the member's. */
export const recentlyViewedMergedSchema = z.object({ merged: z.number().int().nonnegative() });
