import type { RouteObject } from 'react-router';
import { lazyPage } from '../../frame/lazy-page';

/** /message (main layout; on desktop with the personal-center side menu). */
export const messageRoutes = {
  main: [{ path: '/message', ...lazyPage(() => import('./messages-page').then((m) => m.MessagesPage)) }],
} satisfies Record<string, RouteObject[]>;
