import type { CountryCode } from '../../../contract/countries';
import { selectCountry } from '../../session/country';
import { isLoggedIn } from '../../session/persisted-state';
import { logOut } from '../../api/member';
import { session, type SessionStore } from '../../session/session-store';

/**
 * Changing country clears the cart and logs the shopper out, after confirmation (SPEC.md §4):
 * prices, stock and vouchers differ per country, so nothing carries over.
 */
export async function changeCountry(code: CountryCode, store: SessionStore = session) {
  if (isLoggedIn(store.get())) await logOut(store);
  // reset() empties every persisted slice, the visitor's cart (selectSkus) with it.
  store.reset(code);
  selectCountry(code, store);
}
