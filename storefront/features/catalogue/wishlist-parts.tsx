import { RecentlyViewedRow, type RecentlyViewedRowProps } from './recently-viewed-row';
import { WishlistHeart, type WishlistHeartProps } from './wishlist-heart';

// The heart and the recently viewed row, one chunk and one component for both
// (./wishlist-on-demand.tsx): one lazy boundary on the landing pages instead of two (ADR 041).
export type WishlistPartProps =
  { heart: WishlistHeartProps; row?: never } | { row: RecentlyViewedRowProps; heart?: never };

export function WishlistPart({ heart, row }: WishlistPartProps) {
  return heart ? <WishlistHeart {...heart} /> : <RecentlyViewedRow {...row} />;
}
