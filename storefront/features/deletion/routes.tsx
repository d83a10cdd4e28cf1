import { lazyPage } from '../../frame/lazy-page';
import type { PageRoute } from '../../frame/member-routes';

/** /delete (main layout). The /setting row linking here is the settings area's. */
export const deletionRoutes = {
  main: [
    { path: '/delete', member: true, ...lazyPage(() => import('./delete-page').then((m) => m.DeletePage)) },
  ],
} satisfies Record<string, PageRoute[]>;
