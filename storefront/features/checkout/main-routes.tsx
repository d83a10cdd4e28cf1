import { lazyPage } from '../../frame/lazy-page';
import type { PageRoute } from '../../frame/member-routes';

/**
 * This feature's pages of the main group. Apart from ./routes.tsx (the product group's) because
 * app/main-routes.tsx loads the main group's tables on a chunk of its own, and the build places a
 * module whole: in one file with the product group's they would stay on every first load
 * (ADR 008, "Later").
 */
export const checkoutMainRoutes = {
  main: [
    {
      path: '/orderConfirm',
      member: true,
      ...lazyPage(() => import('./order-confirm-page').then((m) => m.OrderConfirmPage)),
    },
    {
      path: '/checkout',
      member: true,
      ...lazyPage(() => import('./checkout-page').then((m) => m.CheckoutPage)),
    },
  ],
} satisfies Record<string, PageRoute[]>;
