import type { RouteObject } from 'react-router';
import { lazyPage } from '../../frame/lazy-page';

/** /me and /setting (main layout; the desktop side menu shows on both). */
export const accountRoutes = {
  main: [
    { path: '/me', ...lazyPage(() => import('./me-page').then((m) => m.MePage)) },
    { path: '/setting', ...lazyPage(() => import('./setting-page').then((m) => m.SettingPage)) },
  ],
} satisfies Record<string, RouteObject[]>;
