import { lazyPage } from '../../frame/lazy-page';
import type { PageRoute } from '../../frame/member-routes';

/** Language (login group, no main layout) and country (main layout) settings. */
export const settingsRoutes = {
  login: [{ path: '/setLanguage', ...lazyPage(() => import('./set-language-page').then((m) => m.SetLanguagePage)) }],
} satisfies Record<string, PageRoute[]>;
