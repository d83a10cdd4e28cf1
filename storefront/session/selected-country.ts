import { countryCodes, countryDefaults, defaultCountry, type CountryCode } from '../../contract/countries';

/** localStorage key of the chosen country (SPEC.md §3): Indonesia, Singapore or Malaysia. */
export const SELECTED_COUNTRY_KEY = 'selectedCountry';

// Decision: stored as the English country name, as SPEC words it ("Indonesia"); a code is also accepted.
export function readSelectedCountry(storage: Pick<Storage, 'getItem'>): CountryCode {
  const value = storage.getItem(SELECTED_COUNTRY_KEY);
  const match = countryCodes.find(
    (code) => code === value || countryDefaults[code].country_en_name === value,
  );
  return match ?? defaultCountry;
}

export function writeSelectedCountry(storage: Pick<Storage, 'setItem'>, code: CountryCode) {
  storage.setItem(SELECTED_COUNTRY_KEY, countryDefaults[code].country_en_name);
}
