import { lazyPage } from '../../frame/lazy-page';
import type { PageRoute } from '../../frame/member-routes';

/** /wishlist (main layout; on desktop with the personal-center side menu). */
export const wishlistRoutes = {
  main: [
    {
      path: '/wishlist',
      member: true,
      ...lazyPage(() => import('./wishlist-page').then((m) => m.WishlistPage)),
    },
  ],
} satisfies Record<string, PageRoute[]>;
