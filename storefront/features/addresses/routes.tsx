import { lazyPage } from '../../frame/lazy-page';
import type { PageRoute } from '../../frame/member-routes';

/** /addressManage and /addressDetail (main layout; signed-in only: `member: true`). */
export const addressRoutes = {
  main: [
    {
      path: '/addressManage',
      member: true,
      ...lazyPage(() => import('./address-manage-page').then((m) => m.AddressManagePage)),
    },
    {
      path: '/addressDetail',
      member: true,
      ...lazyPage(() => import('./address-detail-page').then((m) => m.AddressDetailPage)),
    },
  ],
} satisfies Record<string, PageRoute[]>;
