import type { UserInfo } from '../../session/persisted-state';

/** How the shopper logged in: with a code, a password, Google, or a token in the URL. */
export type LoginKind = 'code' | 'password' | 'google' | 'token';

export interface LoggedIn {
  user: UserInfo;
  kind: LoginKind;
  /** SPEC.md §3 accountType: 3 phone, 4 e-mail, 5 Google, 6 token in the URL. */
  accountType: 3 | 4 | 5 | 6;
}

type Listener = (event: LoggedIn) => void;
const listeners = new Set<Listener>();

/**
 * Subscribe to every successful login, after the session holds the new member (so request()
 * already sends the new token). For whoever must act on it — the cart merges the visitor's
 * cart into the member's. Returns the unsubscribe function. A listener that throws is logged
 * and does not stop the others or the login.
 *
 *   useEffect(() => onLoggedIn(({ user }) => mergeVisitorCart(user)), []);
 */
export function onLoggedIn(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function announceLoggedIn(event: LoggedIn) {
  for (const listener of listeners) {
    try {
      listener(event);
    } catch (error) {
      console.error('onLoggedIn listener failed', error);
    }
  }
}
