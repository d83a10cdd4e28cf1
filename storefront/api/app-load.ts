import useSWR from 'swr';
import type { AppConfig } from '../../contract/app-config';
import type { AppLoadResponse } from '../../contract/countries';
import { apiKey } from './keys';
import { request, type Call } from './request';
import { noteServerOffset } from './server-clock';

/**
 * The start-up calls (server/areas/app-load/routes.ts). Free of React but for the hook, which the
 * before-app script's bundle leaves out (swr has no side effects): index.html starts app/load
 * with `appLoadCall` before the app has arrived (storefront/boot).
 */
export const appLoadPath = 'support/api/app/load';
export const appConfigPath = 'support/api/app/config';

/** POST /support/api/app/load: the country list and the server's clock. Every start-up makes it. */
export const appLoadCall = (): Call => [appLoadPath, { method: 'POST' }];
export const appLoadKey = () => apiKey(appLoadPath);

export async function fetchAppLoad() {
  const load = await request<AppLoadResponse>(...appLoadCall());
  noteServerOffset(load.server_time - Date.now());
  return load;
}

export function useAppLoad() {
  return useSWR(appLoadKey(), fetchAppLoad, { revalidateOnFocus: false });
}

/** GET support/api/app/config: footer links, download links, ICP number (SPEC.md §4 "app config"). */
export function fetchAppConfig() {
  return request<AppConfig>(appConfigPath, { silent: true });
}
