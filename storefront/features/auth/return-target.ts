/**
 * Where a shopper goes after logging in (SPEC.md §2 "After login"); the mobile back arrow of a
 * login screen goes there too (./login-back.ts). Pure, so it is unit-tested.
 */

/**
 * Never a return target. SPEC.md names /login, /accountLogin and /emailLogin.
 * Decision: the code screen and password reset are excluded too: returning to a spent code
 * screen or a finished reset after logging in would make no sense.
 */
export const loginPaths: readonly string[] = [
  '/login',
  '/accountLogin',
  '/emailLogin',
  '/verificationCode',
  '/forgetPassword',
];

/** These pages read their query string, so it is appended rather than passed as state. */
const queryPaths: readonly string[] = ['/commodDetail', '/coupons'];

export function isLoginPath(path: string): boolean {
  return loginPaths.includes(path);
}

export interface NavTarget {
  to: string;
  /**
   * The page's router state when it was left (/orderConfirm's lines), else the parsed query, for
   * pages that read navigation state (/search's keyword).
   */
  state?: unknown;
}

export const home: NavTarget = { to: '/' };

/**
 * The stored jump-back path, its query (without "?") and the page's router state, or home.
 * Decision: elsewhere the query is both passed as state (SPEC.md §2) and kept in the address:
 * our pages read their address (/checkout?order_no=, /applyRefund, /paymentSuccess),
 * and with the state alone a shopper whose session ran out came back to "could not load".
 * A page's own router state, when it had one, is passed instead of the parsed query: it is what
 * the page read (/orderConfirm without it has nothing to confirm).
 */
export function afterLoginTarget(path: string | null, params: string, pageState: unknown = null): NavTarget {
  if (!path || !path.startsWith('/') || isLoginPath(path)) return home;
  const to = params ? `${path}?${params}` : path;
  if (pageState !== null && pageState !== undefined) return { to, state: pageState };
  if (queryPaths.includes(path)) return { to };
  const state = Object.fromEntries(new URLSearchParams(params));
  return Object.keys(state).length > 0 ? { to, state } : { to };
}
