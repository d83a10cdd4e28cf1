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
  /** The parsed query, for pages that read navigation state (/search's keyword). */
  state?: Record<string, string>;
}

const home: NavTarget = { to: '/' };

/**
 * The stored jump-back path and its query (without "?"), or home.
 * Decision: elsewhere the query is both passed as state (SPEC.md §2) and kept in the address:
 * our pages read their address (/checkout?order_no=, /applyRefund, /paymentSuccess),
 * and with the state alone a shopper whose session ran out came back to "could not load".
 */
export function afterLoginTarget(path: string | null, params: string): NavTarget {
  if (!path || !path.startsWith('/') || isLoginPath(path)) return home;
  if (queryPaths.includes(path)) return { to: params ? `${path}?${params}` : path };
  const state = Object.fromEntries(new URLSearchParams(params));
  return Object.keys(state).length > 0 ? { to: `${path}?${params}`, state } : { to: path };
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
  saved: { path: string | null; params: string },
  historyLength: number,
  canReturnTo: (path: string) => boolean = () => true,
): BackMove {
  if (saved.path !== null) {
    const target = afterLoginTarget(saved.path, saved.params);
    return { kind: 'navigate', target: canReturnTo(target.to.split('?')[0]!) ? target : home };
  }
  return historyLength > 2 ? { kind: 'history', delta: -2 } : { kind: 'navigate', target: home };
}
