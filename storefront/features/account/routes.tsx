import { lazyPage } from '../../frame/lazy-page';
import type { PageRoute } from '../../frame/member-routes';

/** /me and /setting (main layout; the desktop side menu shows on both). */
export const accountRoutes = {
  main: [
    { path: '/me', member: true, ...lazyPage(() => import('./me-page').then((m) => m.MePage)) },
    {
      path: '/setting',
      member: true,
      ...lazyPage(() => import('./setting-page').then((m) => m.SettingPage)),
    },
  ],
} satisfies Record<string, PageRoute[]>;
