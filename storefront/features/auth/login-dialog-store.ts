import { useSyncExternalStore } from 'react';

/**
 * The desktop login dialog's steps (SPEC.md §2): 1 phone, 2 code, 3 password, 4 retrieve
 * password, 5 done or logged-in, 6 logged-out, 7 e-mail.
 */
export type LoginView = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export interface LoginDialogState {
  open: boolean;
  view: LoginView;
}

let state: LoginDialogState = { open: false, view: 1 };
const listeners = new Set<() => void>();
const set = (next: LoginDialogState) => {
  state = next;
  listeners.forEach((listener) => listener());
};

/** The one desktop login dialog, opened from anywhere (the header, a 401, /me, a Google return). */
export const loginDialog = {
  get: () => state,
  open(view: LoginView = 1) {
    set({ open: true, view });
  },
  show(view: LoginView) {
    set({ ...state, view });
  },
  close() {
    set({ ...state, open: false });
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export function useLoginDialog(): LoginDialogState {
  return useSyncExternalStore(loginDialog.subscribe, loginDialog.get, loginDialog.get);
}

/**
 * Asks for the login: the LOGIN window message of SPEC.md §4, which the desktop layout answers
 * by opening the login dialog. "User logged out" is the same message type, and never opens it.
 */
export function requestLogin(message: string) {
  window.postMessage({ type: 'LOGIN', message }, window.location.origin);
}
