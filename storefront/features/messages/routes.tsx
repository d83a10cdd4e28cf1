import { lazyPage } from '../../frame/lazy-page';
import type { PageRoute } from '../../frame/member-routes';

/** /message (main layout; on desktop with the personal-center side menu). */
export const messageRoutes = {
  main: [
    {
      path: '/message',
      member: true,
      ...lazyPage(() => import('./messages-page').then((m) => m.MessagesPage)),
    },
  ],
} satisfies Record<string, PageRoute[]>;
