import { countryDefaults, type Country, type CountryCode } from '../../contract/countries';
import { idleMoment, pageLoaded } from '../platform/quiet-moment';
import { session, type SessionStore } from './session-store';
import { writeSelectedCountry } from './selected-country';

/**
 * Selecting a country sets the country record, the time zone and the default time zone for
 * date handling (SPEC.md §4), and remembers the choice under `selectedCountry`.
 */
export function selectCountry(code: CountryCode, store: SessionStore = session) {
  store.update((state) => {
    const record: Country | null = state.localeInfo.countryList.find((c) => c.country_code === code) ?? null;
    const timeZone = record?.timezone ?? countryDefaults[code].timezone;
    return { ...state, localeInfo: { ...state.localeInfo, xlocale: code, currentCountry: record, timeZone } };
  });
  // dayjs and its time zone data load on their own chunk once the page has loaded: no first page
  // formats a date, and dates are formatted in an explicit zone (contract/dates.ts).
  const { timeZone } = store.get().localeInfo;
  void pageLoaded()
    .then(() => idleMoment())
    .then(() => import('./default-time-zone'))
    .then((module) => module.setDefaultTimeZone(timeZone));
  try {
    writeSelectedCountry(window.localStorage, code);
  } catch {
    // storage unavailable: the choice lasts for this visit
  }
}

export function storeCountryList(countrys: Country[], serverTime: number, store: SessionStore = session) {
  store.update((state) => ({
    ...state,
    localeInfo: {
      ...state.localeInfo,
      countryList: countrys,
      serverTime,
      currentCountry:
        countrys.find((c) => c.country_code === state.localeInfo.xlocale) ?? state.localeInfo.currentCountry,
    },
  }));
}
