import type { RouteObject } from 'react-router';
import { lazyPage } from '../../frame/lazy-page';

/**
 * The voucher pages (issue 18), each its own chunk: /coupons (product layout: the claim centre, or
 * ?id= a voucher's products), /activities (login group: the campaign page), /couponsList (the
 * wallet; desktop with the side menu, "Coupons" active) and /vouchertcs (main layout).
 */
export const voucherRoutes = {
  product: [{ path: '/coupons', ...lazyPage(() => import('./coupons-page').then((m) => m.CouponsPage)) }],
  login: [
    { path: '/activities', ...lazyPage(() => import('./activities-page').then((m) => m.ActivitiesPage)) },
  ],
  main: [
    { path: '/couponsList', ...lazyPage(() => import('./wallet-page').then((m) => m.WalletPage)) },
    { path: '/vouchertcs', ...lazyPage(() => import('./terms-page').then((m) => m.TermsPage)) },
  ],
} satisfies Record<string, RouteObject[]>;
