import type { LanguageCode } from '../../contract/device';
import type { Locale } from '../i18n/locales';
import { postToShell } from '../platform/native-bridge';
import { session, type SessionStore } from '../session/session-store';
import { request } from './request';

/** The device calls (server/areas/app-load/device-routes.ts): visits and the device's language. */
export const visitPath = 'member/user/visit';
export const deviceLanguagePath = 'member/user/device_language';

/** POST member/user/visit, at start and after each route change. The answer is not used. */
export function postVisit(deviceId: string, path: string) {
  return request<null>(visitPath, { body: { device_id: deviceId, path }, silent: true });
}

export function postDeviceLanguage(deviceId: string, language: LanguageCode) {
  return request<null>(deviceLanguagePath, {
    body: { device_id: deviceId, language },
    silent: true,
  });
}

/** The shopper's language: kept in the session (survives reloads), told to the server and the shell. */
export function setLanguage(language: Locale, store: SessionStore = session) {
  if (store.get().localeInfo.language === language) return;
  store.update((state) => ({ ...state, localeInfo: { ...state.localeInfo, language } }));
  const deviceId = store.get().userInfo.deviceId;
  if (deviceId) void postDeviceLanguage(deviceId, language).catch(() => undefined);
  postToShell({ type: 'languageChanged', language });
}
