import { lazyPage } from '../../frame/lazy-page';
import type { PageRoute } from '../../frame/member-routes';

/**
 * Placing and paying for an order: /orderConfirm and /checkout in the main layout
 * (./main-routes.tsx), /paymentSuccess in the product layout (SPEC.md §2 route groups). Each
 * page is a chunk of its own. /orderDetail/:no moved to features/orders.
 */
export const checkoutRoutes = {
  product: [
    {
      path: '/paymentSuccess',
      member: true,
      ...lazyPage(() => import('./payment-success-page').then((m) => m.PaymentSuccessPage)),
    },
  ],
} satisfies Record<string, PageRoute[]>;
