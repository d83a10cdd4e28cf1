import type { RouteObject } from 'react-router';
import { lazyPage } from '../../frame/lazy-page';

/** Language (login group, no main layout) and country (main layout) settings. */
export const settingsRoutes = {
  login: [{ path: '/setLanguage', ...lazyPage(() => import('./set-language-page').then((m) => m.SetLanguagePage)) }],
  main: [{ path: '/setting-country', ...lazyPage(() => import('./set-country-page').then((m) => m.SetCountryPage)) }],
} satisfies Record<string, RouteObject[]>;
