import type { CountryCode } from '../../../contract/countries';
import { selectCountry } from '../../session/country';
import { logOut } from '../../api/member';
import { session, type SessionStore } from '../../session/session-store';

/**
 * Changing country clears the cart and logs the shopper out, after confirmation (SPEC.md §4):
 * prices, stock and vouchers differ per country, so nothing carries over.
 */
export async function changeCountry(code: CountryCode, store: SessionStore = session) {
  if (store.get().userInfo.userInfo?.auth_token) await logOut(store);
  // reset() empties every persisted slice, the visitor's cart (selectSkus) with it.
  store.reset(code);
  selectCountry(code, store);
}
