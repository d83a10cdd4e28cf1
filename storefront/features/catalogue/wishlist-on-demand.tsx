import { lazy, Suspense } from 'react';
import { useHydrated } from '../../platform/use-hydrated';
import type { WishlistPartProps } from './wishlist-parts';
import type { RecentlyViewedRowProps } from './recently-viewed-row';
import type { WishlistHeartProps } from './wishlist-heart';

// One chunk and one lazy component for both parts: each costs every landing page's first load.
const WishlistPart = lazy(() => import('./wishlist-parts').then((m) => ({ default: m.WishlistPart })));

/**
 * The heart on a chunk of its own (ADR 041): a card and the product page are on every landing
 * page's first load, the heart's toggle, calls and words are not. Until it arrives nothing shows
 * (on a card it sits over the picture; on the product page in a box of its size). The hearts are
 * this device's or the member's, never in a page the server drew: they show once it has hydrated.
 */
export function WishlistHeartOnDemand(props: WishlistHeartProps) {
  return <PartOnDemand heart={props} />;
}

/** The recently viewed row, on the same chunk (home, search, /me): nothing shows until it arrives. */
export function RecentlyViewedOnDemand(props: RecentlyViewedRowProps) {
  return <PartOnDemand row={props} />;
}

function PartOnDemand(props: WishlistPartProps) {
  if (!useHydrated()) return null;
  return (
    <Suspense fallback={null}>
      <WishlistPart {...props} />
    </Suspense>
  );
}
