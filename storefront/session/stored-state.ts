import type { RequestContext } from '../api/request';
import { shopperLocale } from '../i18n/preferred-locale';
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

/** What every call carries from the session (SPEC.md §7): token, device id, language, country. */
export function requestContextOf(state: PersistedState): RequestContext {
  return {
    token: state.userInfo.userInfo?.auth_token,
    deviceId: state.userInfo.deviceId || undefined,
    // The language the app shows, chosen or the browser's: before a choice is made the answers
    // (banners, names) must still come in the words around them, not in English.
    language: shopperLocale(state.localeInfo.language),
    country: state.localeInfo.xlocale,
  };
}
