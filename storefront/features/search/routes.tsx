import type { RouteObject } from 'react-router';
import { lazyPage } from '../../frame/lazy-page';

/** /search (main layout). */
export const searchRoutes = {
  main: [{ path: '/search', ...lazyPage(() => import('./search-page').then((m) => m.SearchPage)) }],
} satisfies Record<string, RouteObject[]>;
