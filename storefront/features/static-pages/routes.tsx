import { lazyPage } from '../../frame/lazy-page';
import type { PageRoute } from '../../frame/member-routes';

/**
 * The static pages (SPEC.md §2). /downloadApp is in the login group (no main layout); the
 * rest in the main layout (./main-routes.tsx). -id / -en / -zh-CN show a document in that language whatever the
 * UI language (links from the app stores and the native app).
 */
export const staticPageRoutes = {
  login: [{ path: '/downloadApp', ...lazyPage(() => import('./download-app-page').then((m) => m.DownloadAppPage)) }],
} satisfies Record<string, PageRoute[]>;
