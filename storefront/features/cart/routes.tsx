import type { RouteObject } from 'react-router';
import { lazyPage } from '../../frame/lazy-page';

/** /cart (main layout). */
export const cartRoutes = {
  main: [{ path: '/cart', ...lazyPage(() => import('./cart-page').then((m) => m.CartPage)) }],
} satisfies Record<string, RouteObject[]>;
