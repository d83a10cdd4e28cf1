import { lazyPage } from '../../frame/lazy-page';
import type { PageRoute } from '../../frame/member-routes';

/**
 * This feature's pages of the main group. Apart from ./routes.tsx (the login group's) because
 * app/main-routes.tsx loads the main group's tables on a chunk of its own, and the build places a
 * module whole: in one file with the login group's they would stay on every first load
 * (ADR 008, "Later").
 */
export const settingsMainRoutes = {
  main: [
    {
      path: '/setting-country',
      ...lazyPage(() => import('./set-country-page').then((m) => m.SetCountryPage)),
    },
  ],
} satisfies Record<string, PageRoute[]>;
