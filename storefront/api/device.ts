import type { LanguageCode } from '../../contract/device';
import { request } from './request';

/** POST member/user/visit, at start and after each route change. The answer is not used. */
export function postVisit(deviceId: string, path: string) {
  return request<null>('member/user/visit', { body: { device_id: deviceId, path }, silent: true });
}

export function postDeviceLanguage(deviceId: string, language: LanguageCode) {
  return request<null>('member/user/device_language', {
    body: { device_id: deviceId, language },
    silent: true,
  });
}
