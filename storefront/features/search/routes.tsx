import { lazyPage } from '../../frame/lazy-page';
import type { PageRoute } from '../../frame/member-routes';

/** /search (main layout). */
export const searchRoutes = {
  main: [{ path: '/search', ...lazyPage(() => import('./search-page').then((m) => m.SearchPage)) }],
} satisfies Record<string, PageRoute[]>;
