import { lazyPage } from '../../frame/lazy-page';
import type { PageRoute } from '../../frame/member-routes';

/**
 * After the order: /order (the list by tab) and /orderDetail/:no in the main layout
 * (SPEC.md §2 route groups), each page a chunk of its own.
 */
export const orderRoutes = {
  main: [
    {
      path: '/order',
      member: true,
      ...lazyPage(() => import('./order-list-page').then((m) => m.OrderListPage)),
    },
    {
      path: '/orderDetail/:no',
      ...lazyPage(() => import('./order-detail-page').then((m) => m.OrderDetailPage)),
    },
  ],
} satisfies Record<string, PageRoute[]>;
