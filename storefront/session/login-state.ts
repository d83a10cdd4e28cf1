import { useSyncExternalStore } from 'react';

/**
 * The login state of SPEC.md §3 — not persisted. loginStatus 5 (logged in) or 6 (logged out)
 * makes the personal-center layout remount (§4). Login types: 3 phone, 4 e-mail, 5 Google,
 * 6 token in the URL.
 */
export interface LoginState {
  account: string;
  accountType: 3 | 4 | 5 | 6;
  loginStatus: number;
  forgetPasswordTitle: string;
  accountInfo: { phone: string; email: string };
  searchKeyword: string;
}

export const LOGIN_STATUS_LOGGED_IN = 5;
export const LOGIN_STATUS_LOGGED_OUT = 6;

const initialLoginState = (): LoginState => ({
  account: '',
  accountType: 3,
  loginStatus: 1,
  forgetPasswordTitle: '',
  accountInfo: { phone: '', email: '' },
  searchKeyword: '',
});

let state = initialLoginState();
const listeners = new Set<() => void>();

export const loginState = {
  get: () => state,
  set(patch: Partial<LoginState>) {
    state = { ...state, ...patch };
    listeners.forEach((l) => l());
  },
  reset(patch: Partial<LoginState> = {}) {
    state = { ...initialLoginState(), ...patch };
    listeners.forEach((l) => l());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useLoginState<T>(select: (s: LoginState) => T): T {
  return useSyncExternalStore(
    loginState.subscribe,
    () => select(state),
    () => select(state),
  );
}
