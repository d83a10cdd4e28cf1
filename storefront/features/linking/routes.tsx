import { lazyPage } from '../../frame/lazy-page';
import type { PageRoute } from '../../frame/member-routes';
import { loadInspector } from '../auth';
import { linkingPaths } from './linking-paths';

/** A page whose machine may need the XState inspector: both load before it renders. */
const page =
  <T,>(load: () => Promise<T>) =>
  () =>
    Promise.all([load(), loadInspector()]).then(([loaded]) => loaded);

/** Linking a phone or e-mail (SPEC.md §2 login group: no main layout), each page its own chunk. */
export const linkingRoutes = {
  login: [
    {
      path: linkingPaths.verify.phone,
      member: true,
      ...lazyPage(page(() => import('./verify-contact-page').then((m) => m.VerifyPhonePage))),
    },
    {
      path: linkingPaths.verify.email,
      member: true,
      ...lazyPage(page(() => import('./verify-contact-page').then((m) => m.VerifyEmailPage))),
    },
    {
      path: linkingPaths.bind.phone,
      member: true,
      ...lazyPage(page(() => import('./bind-contact-page').then((m) => m.BindPhonePage))),
    },
    {
      path: linkingPaths.bind.email,
      member: true,
      ...lazyPage(page(() => import('./bind-contact-page').then((m) => m.BindEmailPage))),
    },
  ],
} satisfies Record<string, PageRoute[]>;
