import { lazyPage } from '../../frame/lazy-page';
import type { PageRoute } from '../../frame/member-routes';

/** /points (main layout; on desktop with the personal-center side menu, "Personal center" active). */
export const pointsRoutes = {
  main: [
    { path: '/points', member: true, ...lazyPage(() => import('./points-page').then((m) => m.PointsPage)) },
  ],
} satisfies Record<string, PageRoute[]>;
