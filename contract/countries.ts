import type { Country } from './app-load';

/** The three countries Pasar sells in (SPEC.md §3, §9). Indonesia is the default. */
export const countryCodes = ['ID', 'SG', 'MY'] as const;
export type CountryCode = (typeof countryCodes)[number];
export const defaultCountry: CountryCode = 'ID';

export const currencyCodes = ['IDR', 'SGD', 'MYR'] as const;
export type CurrencyCode = (typeof currencyCodes)[number];

/** The phone codes of those countries (without the +), as phone fields and the login calls carry them. */
export const phoneCodes = ['62', '65', '60'] as const;
export type PhoneCode = (typeof phoneCodes)[number];

export function isPhoneCode(value: unknown): value is PhoneCode {
  return typeof value === 'string' && (phoneCodes as readonly string[]).includes(value);
}

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && (countryCodes as readonly string[]).includes(value);
}

/** The selected country must be Indonesia, Singapore or Malaysia, else Indonesia. */
export function toCountryCode(value: unknown): CountryCode {
  return isCountryCode(value) ? value : defaultCountry;
}

// The zod shapes of app/load live in ./app-load.ts: this module stays free of zod, so the
// storefront's first load (which needs the country constants) does not carry the schema library.
export type { AppLoadResponse, ControlList, Country } from './app-load';

/** Reference data for each country; the server seeds its table from this. */
export const countryDefaults: Record<
  CountryCode,
  Omit<Country, 'app_control_conf' | 'phone_code'> & { phone_code: PhoneCode }
> = {
  ID: {
    country_code: 'ID',
    country_en_name: 'Indonesia',
    currency_code: 'IDR',
    currency_symbol: 'Rp',
    timezone: 'Asia/Jakarta',
    phone_code: '62',
    language: 'id',
  },
  SG: {
    country_code: 'SG',
    country_en_name: 'Singapore',
    currency_code: 'SGD',
    currency_symbol: 'S$',
    timezone: 'Asia/Singapore',
    phone_code: '65',
    language: 'en',
  },
  MY: {
    country_code: 'MY',
    country_en_name: 'Malaysia',
    currency_code: 'MYR',
    currency_symbol: 'RM',
    timezone: 'Asia/Kuala_Lumpur',
    phone_code: '60',
    language: 'en',
  },
};

/** The country (ID, SG, MY) of a phone code. */
export function countryOfPhoneCode(phoneCode: string): CountryCode | undefined {
  return countryCodes.find((code) => countryDefaults[code].phone_code === phoneCode);
}

/** The currency a country's prices are in (IDR, SGD, MYR). */
export function currencyOf(country: CountryCode): CurrencyCode {
  return countryDefaults[country].currency_code;
}
