import type { LoginMethod } from './login-options';

/** The mobile screen of each login method (SPEC.md §2 "Login screens"). */
export const loginMethodPaths: Record<Exclude<LoginMethod, 'google'>, string> = {
  whatsapp: '/login',
  email: '/emailLogin',
  password: '/accountLogin',
};
