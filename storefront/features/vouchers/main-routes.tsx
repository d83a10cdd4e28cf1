import { lazyPage } from '../../frame/lazy-page';
import type { PageRoute } from '../../frame/member-routes';

/**
 * This feature's pages of the main group: /couponsList (the wallet; desktop with the side menu,
 * "Coupons" active) and /vouchertcs. Apart from ./routes.tsx (the product and login groups')
 * because app/main-routes.tsx loads the main group's tables on a chunk of its own, and the build
 * places a module whole (ADR 008, "Later").
 */
export const voucherMainRoutes = {
  main: [
    {
      path: '/couponsList',
      member: true,
      ...lazyPage(() => import('./wallet-page').then((m) => m.WalletPage)),
    },
    { path: '/vouchertcs', ...lazyPage(() => import('./terms-page').then((m) => m.TermsPage)) },
  ],
} satisfies Record<string, PageRoute[]>;
