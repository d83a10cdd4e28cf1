import { lazyPage } from '../../frame/lazy-page';
import type { PageRoute } from '../../frame/member-routes';

/**
 * After-sales: /applyRefund, /afterSaleOrder, /afterSaleOrderDetail/:id and /refunds
 * in the main layout (SPEC.md §2 route groups), each page a chunk of its own.
 */
export const afterSalesRoutes = {
  main: [
    {
      path: '/applyRefund',
      member: true,
      ...lazyPage(() => import('./apply-refund-page').then((m) => m.ApplyRefundPage)),
    },
    {
      path: '/afterSaleOrder',
      member: true,
      ...lazyPage(() => import('./after-sale-list-page').then((m) => m.AfterSaleListPage)),
    },
    {
      path: '/afterSaleOrderDetail/:id',
      ...lazyPage(() => import('./after-sale-detail-page').then((m) => m.AfterSaleDetailPage)),
    },
    {
      path: '/refunds',
      member: true,
      ...lazyPage(() => import('./refunds-page').then((m) => m.RefundsPage)),
    },
  ],
} satisfies Record<string, PageRoute[]>;
