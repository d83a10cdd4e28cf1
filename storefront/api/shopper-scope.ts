import { useIntl } from 'react-intl';
import { shopperLocale } from '../i18n/preferred-locale';
import { session, useSession } from '../session/session-store';

/**
 * What the catalogue, search and cart answers depend on, for their SWR keys: the language
 * (names and keywords are translated), the country (prices, stock and currency) and, for calls
 * whose answer is the member's own (cart, history, back-in-stock flags), the token.
 */
export interface ShopperScope {
  language: string;
  country: string;
  /** The signed-in member's token, or '' for a visitor. */
  token: string;
}

export function useShopperScope(): ShopperScope {
  const intl = useIntl();
  const country = useSession((s) => s.localeInfo.xlocale);
  const token = useSession((s) => s.userInfo.userInfo?.auth_token ?? '');
  return { language: intl.locale, country, token };
}

/**
 * The same scope outside React (to start a call before a page renders): the language the app
 * chooses the way App does (the shopper's choice, else the browser's).
 */
export function currentScope(): ShopperScope {
  const state = session.get();
  return {
    language: shopperLocale(state.localeInfo.language),
    country: state.localeInfo.xlocale,
    token: state.userInfo.userInfo?.auth_token ?? '',
  };
}
