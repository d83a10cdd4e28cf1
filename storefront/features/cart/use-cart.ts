import { useEffect, useMemo } from 'react';
import useSWR from 'swr';
import type { Cart } from '../../../contract/cart';
import { cartListKey, cartPreviewKey, fetchCart, previewCart } from '../../api/cart';
import { useShopperScope } from '../../api/shopper-scope';
import { session, useSession } from '../../session/session-store';
import { readVisitorCart, removeItems } from './visitor-cart';

interface Priced {
  cart: Cart;
  /** The stored lines this answer priced. */
  itemsKey: string;
}

/** The visitor's stored lines, cleaned (stable between renders while the store is unchanged). */
export function useVisitorCartItems() {
  const stored = useSession((s) => s.userInfo.visitorCart);
  return useMemo(() => readVisitorCart(stored), [stored]);
}

/**
 * The cart on screen: a member's from order/cart/list, a visitor's priced by order/cart/preview
 * from the list kept in the session (prices are never trusted from storage). `cart` is null for a
 * visitor with nothing in the cart (no call needed).
 */
export function useCart() {
  const { language, country, token } = useShopperScope();
  const items = useVisitorCartItems();
  const member = Boolean(token);
  const memberCart = useSWR<Cart>(member ? [cartListKey, language, country, token] : null, fetchCart);
  // The key names what the answer depends on: for a visitor, the lines themselves. The previous
  // answer stays on screen while a change is priced, so the page does not flash.
  const itemsKey = JSON.stringify(items);
  const visitorCart = useSWR<Priced>(
    !member && items.length > 0 ? [cartPreviewKey, language, country, itemsKey] : null,
    async () => ({ cart: await previewCart(items), itemsKey }),
    { keepPreviousData: true },
  );

  // A visitor's SKU the catalogue no longer knows at all is left out of the preview: drop it from
  // the stored list too, so the badge does not count a line nobody can see. Only an answer for
  // the lines as they stand now counts (an older one is still on screen while the new one loads).
  const current = visitorCart.data?.itemsKey === itemsKey ? visitorCart.data.cart : undefined;
  useEffect(() => {
    if (!current) return;
    const known = new Set([...current.lines, ...current.unavailable].map((line) => line.sku_id));
    const gone = readVisitorCart(session.get().userInfo.visitorCart)
      .filter((item) => !known.has(item.sku_id))
      .map((item) => item.sku_id);
    if (gone.length === 0) return;
    session.update((state) => ({
      ...state,
      userInfo: {
        ...state.userInfo,
        visitorCart: removeItems(readVisitorCart(state.userInfo.visitorCart), gone),
      },
    }));
  }, [current]);

  if (member)
    return {
      member,
      cart: memberCart.data,
      isLoading: memberCart.data === undefined && !memberCart.error,
      error: memberCart.error as unknown,
      retry: () => void memberCart.mutate(),
    };
  const empty = items.length === 0;
  return {
    member,
    cart: empty ? null : visitorCart.data?.cart,
    isLoading: !empty && visitorCart.data === undefined && !visitorCart.error,
    error: visitorCart.error as unknown,
    retry: () => void visitorCart.mutate(),
  };
}
