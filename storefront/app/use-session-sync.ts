import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { postVisit } from '../api/device';
import { fetchAppConfig, useAppLoad } from '../api/app-load';
import { selectCountry, storeCountryList } from '../session/country';
import { ensureDeviceId } from '../session/device-id';
import { session } from '../session/session-store';

/**
 * What the app's root keeps in step once start-up is over (SPEC.md §4, §7): the country list
 * and server time from app/load, the app config when missing or without a timestamp (cached
 * with a timestamp derived from server_time), and a visit after every route change.
 */
export function useSessionSync(ready: boolean) {
  const { data: appLoad } = useAppLoad();
  const { pathname } = useLocation();

  useEffect(() => {
    if (!appLoad) return;
    storeCountryList(appLoad.countrys, appLoad.server_time);
    selectCountry(session.get().localeInfo.xlocale);
  }, [appLoad]);

  useEffect(() => {
    if (!ready) return;
    const { appConfig, configTimestamp } = session.get().localeInfo;
    if (appConfig && configTimestamp) return;
    fetchAppConfig()
      .then((config) =>
        session.update((s) => ({
          ...s,
          localeInfo: {
            ...s.localeInfo,
            appConfig: config,
            configTimestamp: s.localeInfo.serverTime ?? Date.now(),
          },
        })),
      )
      .catch((error) => console.error('app config failed', error));
  }, [ready]);

  useEffect(() => {
    if (!ready) return;
    let cancelled = false;
    void ensureDeviceId()
      .then((deviceId) => {
        if (!cancelled && deviceId) return postVisit(deviceId, pathname);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [ready, pathname]);
}
