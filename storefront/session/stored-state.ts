import { PERSIST_KEY, readPersisted, type PersistedState } from './persisted-state';
import { readSelectedCountry } from './selected-country';

/**
 * The session as this browser stored it. Free of React: the app's store starts from it, and so
 * do the page's first calls that index.html starts before the app (storefront/boot/before-app.ts).
 */
export function readStoredState(storage: Storage | null): PersistedState {
  const country = storage ? readSelectedCountry(storage) : undefined;
  return readPersisted(storage?.getItem(PERSIST_KEY) ?? null, country ?? 'ID');
}
