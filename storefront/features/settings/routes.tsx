import type { RouteObject } from 'react-router';
import { lazyPage } from '../../frame/lazy-page';

/** Language (login group, no main layout) and country (main layout) settings. */
export const settingsRoutes = {
  login: [{ path: '/setLanguage', ...lazyPage(() => import('./set-language-page').then((m) => m.SetLanguagePage)) }],
} satisfies Record<string, RouteObject[]>;
