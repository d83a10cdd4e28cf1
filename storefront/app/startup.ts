import { useEffect, useSyncExternalStore } from 'react';
import { fetchAppLoad } from '../api/app-load';
import { fetchMember, userInfoOf } from '../api/member';
import { postDeviceLanguage } from '../api/device';
import {
  appMessageCountry,
  appMessageLanguage,
  isInsideShell,
  onAppMessage,
  type AppMessage,
} from '../platform/native-bridge';
import { selectCountry, storeCountryList } from '../session/country';
import { session, type SessionStore } from '../session/session-store';
import { ensureDeviceId } from '../session/device-id';

/**
 * Start-up of SPEC.md §4. In a browser tab loading ends at once; inside the native shell it
 * lasts until the shell's appMessage has been applied.
 */
export async function applyAppMessage(message: AppMessage, store: SessionStore = session) {
  store.update((state) => ({ ...state, appInfo: { ...message } }));
  // 1. The locale must be in the allowed list, else ID.
  const country = appMessageCountry(message);
  // 2. The country list, if the store does not have it yet; then the country.
  if (store.get().localeInfo.countryList.length === 0) {
    try {
      const load = await fetchAppLoad();
      storeCountryList(load.countrys, load.server_time, store);
    } catch (error) {
      // §8: logged, and the native message handling stops here.
      console.error('Failed to fetch country data', error);
      return;
    }
  }
  selectCountry(country, store);
  // 4. A different language: tell the server and switch the UI (before the user info, so the
  // shell's page is in its language as soon as loading ends).
  const language = appMessageLanguage(message);
  if (language && language !== store.get().localeInfo.language) {
    store.update((state) => ({ ...state, localeInfo: { ...state.localeInfo, language } }));
    const deviceId = store.get().userInfo.deviceId;
    if (deviceId) void postDeviceLanguage(deviceId, language).catch(() => undefined);
  }
  // 3. With a token: the member, stored; loading ends whether that worked or not.
  const token = typeof message.Token === 'string' ? message.Token : '';
  if (token) {
    try {
      const userInfo = userInfoOf(await fetchMember(token), token);
      store.update((state) => ({ ...state, userInfo: { ...state.userInfo, userInfo } }));
    } catch (error) {
      console.warn('User info for the shell token failed', error);
    }
  }
}

let loading = typeof window !== 'undefined' && isInsideShell();
const listeners = new Set<() => void>();
function setLoading(value: boolean) {
  loading = value;
  listeners.forEach((l) => l());
}

/** True while start-up is pending. */
export function useStartupLoading(): boolean {
  const value = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => loading,
    () => loading,
  );
  useEffect(() => {
    void ensureDeviceId().catch((error) => console.warn('No device fingerprint', error));
    if (!isInsideShell()) return;
    return onAppMessage((message) => {
      void applyAppMessage(message).finally(() => setLoading(false));
    });
  }, []);
  return value;
}
