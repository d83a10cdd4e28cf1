import useSWR from 'swr';
import type { AppLoadResponse } from '../../contract/countries';
import { request } from './request';

/** POST /support/api/app/load: the country list and the server clock. */
export const appLoadKey = 'support/api/app/load';

export function fetchAppLoad() {
  return request<AppLoadResponse>(appLoadKey, { method: 'POST' });
}

export function useAppLoad() {
  return useSWR(appLoadKey, fetchAppLoad, { revalidateOnFocus: false });
}
