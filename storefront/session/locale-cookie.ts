import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, localeCookieValue } from '../../contract/locale-cookie';
import { shopperLocale } from '../i18n/preferred-locale';
import type { SessionStore } from './session-store';

/**
 * Keeps the `pasar_locale` cookie (ADR 043) on the language and country the shop shows, so the
 * server draws the next page's first view in them. Only those two: the token and everything of a
 * member stay in the stored session, never in a cookie. Written at start and on every change.
 */
export function syncLocaleCookie(store: SessionStore): () => void {
  let written = '';
  const write = () => {
    const { language, xlocale } = store.get().localeInfo;
    const value = localeCookieValue(shopperLocale(language), xlocale);
    if (value === written) return;
    written = value;
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${LOCALE_COOKIE}=${value}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
  };
  write();
  return store.subscribe(write);
}
