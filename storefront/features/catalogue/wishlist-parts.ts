// The heart and the recently viewed row, one chunk for both (./wishlist-on-demand.tsx): one
// dynamic import on the landing pages instead of two (ADR 041).
export { RecentlyViewedRow } from './recently-viewed-row';
export { WishlistHeart } from './wishlist-heart';
