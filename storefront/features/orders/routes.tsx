import type { RouteObject } from 'react-router';
import { lazyPage } from '../../frame/lazy-page';

/**
 * After the order (issue 17): /order (the list by tab) and /orderDetail/:no in the main layout
 * (SPEC.md §2 route groups), each page a chunk of its own.
 */
export const orderRoutes = {
  main: [
    { path: '/order', ...lazyPage(() => import('./order-list-page').then((m) => m.OrderListPage)) },
    {
      path: '/orderDetail/:no',
      ...lazyPage(() => import('./order-detail-page').then((m) => m.OrderDetailPage)),
    },
  ],
} satisfies Record<string, RouteObject[]>;
