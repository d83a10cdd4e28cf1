import type { RouteObject } from 'react-router';
import { lazyPage } from '../../frame/lazy-page';

/** /addressManage and /addressDetail (main layout; signed-in only, features/auth/member-paths.ts). */
export const addressRoutes = {
  main: [
    {
      path: '/addressManage',
      ...lazyPage(() => import('./address-manage-page').then((m) => m.AddressManagePage)),
    },
    {
      path: '/addressDetail',
      ...lazyPage(() => import('./address-detail-page').then((m) => m.AddressDetailPage)),
    },
  ],
} satisfies Record<string, RouteObject[]>;
