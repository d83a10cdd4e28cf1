import useSWR from 'swr';
import type { AppLoadResponse } from '../../contract/countries';
import { appLoadCall, appLoadKey } from './app-load-call';
import { request } from './request';

export { appLoadKey } from './app-load-call';

export function fetchAppLoad() {
  return request<AppLoadResponse>(...appLoadCall());
}

export function useAppLoad() {
  return useSWR(appLoadKey, fetchAppLoad, { revalidateOnFocus: false });
}
