/**
 * Where a shopper goes after logging in, and where the mobile back arrow of a login screen goes
 * (SPEC.md §2 "After login", "Mobile back arrow on login screens"). Pure, so both are unit-tested.
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

export type BackMove = { kind: 'navigate'; target: NavTarget } | { kind: 'history'; delta: number };

/**
 * The mobile back arrow: the saved jump-back path and params; home when that path is a login
 * page (or empty); with nothing saved, two history steps back (past the login page that led
 * here) when history is longer than 2, else home.
 * `canReturnTo` refuses a saved path that would bounce straight back to login (a member-only
 * page while logged out), which sends the shopper home instead of round in a circle.
 */
export function backMove(
  saved: { path: string | null; params: string; state?: unknown },
  historyLength: number,
  canReturnTo: (path: string) => boolean = () => true,
): BackMove {
  if (saved.path !== null) {
    const target = afterLoginTarget(saved.path, saved.params, saved.state);
    return { kind: 'navigate', target: canReturnTo(target.to.split('?')[0]!) ? target : home };
  }
  return historyLength > 2 ? { kind: 'history', delta: -2 } : { kind: 'navigate', target: home };
}
