import type { RouteObject } from 'react-router';
import { lazyPage } from '../../frame/lazy-page';

/** /points (main layout; on desktop with the personal-center side menu, "Personal center" active). */
export const pointsRoutes = {
  main: [{ path: '/points', ...lazyPage(() => import('./points-page').then((m) => m.PointsPage)) }],
} satisfies Record<string, RouteObject[]>;
