import { lazyPage } from '../../frame/lazy-page';
import type { PageRoute } from '../../frame/member-routes';
import { loadInspector } from './inspector';

/** A page whose machines may need the XState inspector: both load before it renders. */
const page =
  <T,>(load: () => Promise<T>) =>
  () =>
    Promise.all([load(), loadInspector()]).then(([loaded]) => loaded);

/**
 * The login screens (SPEC.md §2, login group: no main layout). /login, /emailLogin and
 * /verificationCode share one code login through their layout route.
 */
export const authRoutes = {
  login: [
    {
      ...lazyPage(page(() => import('./code-login-layout').then((m) => m.CodeLoginLayout))),
      children: [
        {
          path: '/login',
          ...lazyPage(page(() => import('./code-login-page').then((m) => m.PhoneLoginPage))),
        },
        {
          path: '/emailLogin',
          ...lazyPage(page(() => import('./code-login-page').then((m) => m.EmailLoginPage))),
        },
        {
          path: '/verificationCode',
          ...lazyPage(page(() => import('./verification-code-page').then((m) => m.VerificationCodePage))),
        },
      ],
    },
    {
      path: '/accountLogin',
      ...lazyPage(page(() => import('./account-login-page').then((m) => m.AccountLoginPage))),
    },
    {
      path: '/forgetPassword',
      ...lazyPage(page(() => import('./forget-password-page').then((m) => m.ForgetPasswordPage))),
    },
  ],
} satisfies Record<string, PageRoute[]>;
