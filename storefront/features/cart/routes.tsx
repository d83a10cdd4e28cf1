import { lazyPage } from '../../frame/lazy-page';
import type { PageRoute } from '../../frame/member-routes';

/** /cart (main layout). */
export const cartRoutes = {
  main: [{ path: '/cart', ...lazyPage(() => import('./cart-page').then((m) => m.CartPage)) }],
} satisfies Record<string, PageRoute[]>;
