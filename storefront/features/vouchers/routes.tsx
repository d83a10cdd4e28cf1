import { lazyPage } from '../../frame/lazy-page';
import type { PageRoute } from '../../frame/member-routes';

/**
 * The voucher pages, each its own chunk: /coupons (product layout: the claim centre, or
 * ?id= a voucher's products), /activities (login group: the campaign page), /couponsList (the
 * wallet; desktop with the side menu, "Coupons" active) and /vouchertcs (main layout). The last
 * two are in ./main-routes.tsx, off the first load (ADR 008, "Later").
 */
export const voucherRoutes = {
  product: [{ path: '/coupons', ...lazyPage(() => import('./coupons-page').then((m) => m.CouponsPage)) }],
  login: [
    { path: '/activities', ...lazyPage(() => import('./activities-page').then((m) => m.ActivitiesPage)) },
  ],
} satisfies Record<string, PageRoute[]>;
