import type { RouteObject } from 'react-router';
import { lazyPage } from '../../frame/lazy-page';

/** /delete (main layout). The /setting row linking here is the settings area's. */
export const deletionRoutes = {
  main: [{ path: '/delete', ...lazyPage(() => import('./delete-page').then((m) => m.DeletePage)) }],
} satisfies Record<string, RouteObject[]>;
