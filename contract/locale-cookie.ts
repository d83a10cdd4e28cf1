import { isCountryCode, type CountryCode } from './countries';
import type { LanguageCode } from './device';

/**
 * The shopper's language and country as the server reads them for a page's first byte
 * (docs/decisions/043-country-and-language-for-the-first-byte.md): `pasar_locale=id-ID`,
 * `en-SG`, `zh-CN-MY` — the language the page shows, then the country. Written by the storefront
 * whenever either changes; not a secret (no token, nothing of a member), so readable by script.
 */
export const LOCALE_COOKIE = 'pasar_locale';

/** A year: the choice lasts as long as the stored session does. */
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

const languages: readonly LanguageCode[] = ['en', 'id', 'zh-CN'];

export function localeCookieValue(language: LanguageCode, country: CountryCode): string {
  return `${language}-${country}`;
}

/** The cookie's language and country, or null when it is missing or not one of ours. */
export function readLocaleCookie(
  cookieHeader: string | undefined,
): { language: LanguageCode; country: CountryCode } | null {
  const value = (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${LOCALE_COOKIE}=`))
    ?.slice(LOCALE_COOKIE.length + 1);
  const at = value?.lastIndexOf('-') ?? -1;
  if (!value || at < 1) return null;
  const language = value.slice(0, at);
  const country = value.slice(at + 1);
  const ours = languages.find((known) => known === language);
  return ours && isCountryCode(country) ? { language: ours, country } : null;
}
