import { postDeviceLanguage } from '../api/device';
import type { Locale } from '../i18n/locales';
import { postToShell } from './native-bridge';
import { session, type SessionStore } from './session-store';

/** The shopper's language: kept in the session (survives reloads), told to the server and the shell. */
export function setLanguage(language: Locale, store: SessionStore = session) {
  if (store.get().localeInfo.language === language) return;
  store.update((state) => ({ ...state, localeInfo: { ...state.localeInfo, language } }));
  const deviceId = store.get().userInfo.deviceId;
  if (deviceId) void postDeviceLanguage(deviceId, language).catch(() => undefined);
  postToShell({ type: 'languageChanged', language });
}
