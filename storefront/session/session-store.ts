import { createContext, useContext, useSyncExternalStore } from 'react';
import type { CountryCode } from '../../contract/countries';
import {
  initialState,
  isLoggedIn,
  PERSIST_KEY,
  writePersisted,
  type PersistedState,
} from './persisted-state';
import { readStoredState } from './stored-state';

type Listener = () => void;

/**
 * The one client-side store for the persisted slices. Plain and small: a value, listeners and
 * a write-through to localStorage; React reads it with useSyncExternalStore.
 */
export interface SessionStore {
  get(): PersistedState;
  update(recipe: (state: PersistedState) => PersistedState): void;
  subscribe(listener: Listener): () => void;
  /** Logout and password reset: the persisted state is deleted and the slices start again. */
  reset(country?: CountryCode): void;
}

export function createSessionStore(storage: Storage | null): SessionStore {
  let state = readStoredState(storage);
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((listener) => listener());

  return {
    get: () => state,
    update(recipe) {
      const next = recipe(state);
      if (next === state) return;
      state = next;
      try {
        storage?.setItem(PERSIST_KEY, writePersisted(state));
      } catch {
        // Private mode or a full quota: the session still works for this visit.
      }
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reset(nextCountry) {
      const keepDevice = state.userInfo.deviceId;
      const fresh = initialState(nextCountry ?? state.localeInfo.xlocale);
      fresh.userInfo.deviceId = keepDevice;
      fresh.localeInfo = {
        ...fresh.localeInfo,
        language: state.localeInfo.language,
        countryList: state.localeInfo.countryList,
      };
      storage?.removeItem(PERSIST_KEY);
      state = fresh;
      emit();
    },
  };
}

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The app's session. Tests and stories make their own with createSessionStore(). */
export const session = createSessionStore(browserStorage());

/**
 * The session a server render reads: one store per request (a visitor in the request's country
 * and language, storefront/entry-server.tsx), since renders of different shoppers interleave.
 * In the browser nothing provides it and the hooks read the app's `session`.
 */
export const SessionStoreContext = createContext<SessionStore | null>(null);

let firstViewState: PersistedState | null = null;

/**
 * The state the server rendered the page's first view with (storefront/app/first-view.ts): while
 * React hydrates, every hook reads it, so the page matches the server's HTML; React then renders
 * again with the stored session (the member, the visitor cart) where it differs.
 */
export function hydrateFromState(state: PersistedState) {
  firstViewState = state;
}

export function useSession<T>(select: (state: PersistedState) => T, store?: SessionStore): T {
  const provided = useContext(SessionStoreContext);
  const from = store ?? provided ?? session;
  return useSyncExternalStore(
    from.subscribe,
    () => select(from.get()),
    () => select(firstViewState ?? from.get()),
  );
}

/** Whether a member is signed in: the one definition, isLoggedIn (SPEC.md §4: the user has a user_name). */
export function useLoggedIn(): boolean {
  return useSession(isLoggedIn);
}
