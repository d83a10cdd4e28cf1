import { lazyPage } from '../../frame/lazy-page';
import type { PageRoute } from '../../frame/member-routes';

/** Home and categories (home layout); product list, detail and removed (product layout). */
export const catalogueRoutes = {
  home: [
    { path: '/', ...lazyPage(() => import('./home-page').then((m) => m.HomePage)) },
    { path: '/cate', ...lazyPage(() => import('./categories-page').then((m) => m.CategoriesPage)) },
  ],
  product: [
    { path: '/commodityList', ...lazyPage(() => import('./product-list-page').then((m) => m.ProductListPage)) },
    { path: '/commodDetail', ...lazyPage(() => import('./product-detail-page').then((m) => m.ProductDetailPage)) },
    {
      path: '/commodDetailEmpty',
      ...lazyPage(() => import('./product-removed-page').then((m) => m.ProductRemovedPage)),
    },
  ],
} satisfies Record<string, PageRoute[]>;
