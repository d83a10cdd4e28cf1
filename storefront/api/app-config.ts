import type { AppConfig } from '../../contract/app-config';
import { request } from './request';

/** GET support/api/app/config: footer links, download links, ICP number (design: SPEC.md §4 "app config"). */
export const appConfigKey = 'support/api/app/config';

export function fetchAppConfig() {
  return request<AppConfig>(appConfigKey, { silent: true });
}
