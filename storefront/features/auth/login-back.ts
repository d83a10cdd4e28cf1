import { afterLoginTarget, home, type NavTarget } from './return-target';

/*
 * The mobile back arrow of the login screens (SPEC.md §2 "Mobile back arrow on login screens").
 * Pure, so it is unit-tested; apart from ./return-target.ts, which every first load carries (the
 * return after a login by address), while only the login screens' frame needs this.
 */

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
