import { useSyncExternalStore } from 'react';
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

export function useSession<T>(select: (state: PersistedState) => T, store: SessionStore = session): T {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.get()),
    () => select(store.get()),
  );
}

/** Whether a member is signed in: the one definition, isLoggedIn (SPEC.md §4: the user has a user_name). */
export function useLoggedIn(): boolean {
  return useSession(isLoggedIn);
}
