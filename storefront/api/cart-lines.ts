import { useEffect } from 'react';
import useSWR from 'swr';
import type { Cart, CartLine } from '../../contract/cart';
import { useOnline } from '../platform/use-online';
import {
  readVisitorCart,
  removeItems,
  setItemQuantity,
  setItemsSelected,
  type SkuLimits,
} from '../session/visitor-cart';
import { session, useSession, type SessionStore } from '../session/session-store';
import {
  cartDeletePath,
  cartListPath,
  cartPreviewPath,
  cartSelectAllPath,
  cartSelectPath,
  cartUpdatePath,
  fetchCart,
  isMember,
  previewCart,
  settle,
  updateVisitorCart,
  useVisitorCartItems,
} from './cart';
import { memberKey, shopKey } from './keys';
import { newIdempotencyKey, request } from './request';
import { useShopperScope } from './shopper-scope';

/*
 * The cart page's side of the cart (storefront/features/cart): the cart on screen and the changes
 * to its lines. Apart from ./cart.ts: the tab bar's badge and the product page's Add to cart need
 * that on every first load, this only on /cart.
 */

interface Priced {
  cart: Cart;
  /** The stored lines this answer priced. */
  itemsKey: string;
}

/** Whose cart a shown cart is: the member's number ('' for a visitor) and the country. */
function cartOwner(state: ReturnType<SessionStore['get']>): string {
  return `${state.userInfo.userInfo?.member_no ?? ''}|${state.localeInfo.xlocale}`;
}

/**
 * The cart on screen: a member's from order/cart/list, a visitor's priced by order/cart/preview
 * from the list kept in the session (prices are never trusted from storage). `cart` is null for a
 * visitor with nothing in the cart (no call needed).
 *
 * Offline (ADR 042) it is `readOnly`: the cart this page has, else the one it last showed on this
 * device to the same shopper (`shownCart`), and nothing in it can be changed until the connection
 * is back.
 */
export function useCart() {
  const online = useOnline();
  const owner = useSession(cartOwner);
  const shown = useSession((s) => s.userInfo.shownCart);
  const scope = useShopperScope();
  const items = useVisitorCartItems();
  const member = Boolean(scope.token);
  const memberCart = useSWR<Cart>(member ? memberKey(cartListPath, scope) : null, fetchCart);
  // The key names what the answer depends on: for a visitor, the lines themselves. The previous
  // answer stays on screen while a change is priced, so the page does not flash.
  const itemsKey = JSON.stringify(items);
  const visitorCart = useSWR<Priced>(
    !member && items.length > 0 ? shopKey(cartPreviewPath, scope, itemsKey) : null,
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

  const empty = items.length === 0;
  const live = member ? memberCart.data : empty ? null : visitorCart.data?.cart;
  useEffect(() => {
    if (live === undefined) return;
    session.update((state) => {
      const next = live && { owner: cartOwner(state), cart: live };
      if (state.userInfo.shownCart?.cart === next?.cart) return state;
      return { ...state, userInfo: { ...state.userInfo, shownCart: next } };
    });
  }, [live]);

  if (!online) {
    const cart = live !== undefined ? live : shown?.owner === owner ? shown.cart : undefined;
    if (cart !== undefined)
      return { member, cart, readOnly: true, isLoading: false, error: undefined, retry: () => undefined };
  }
  if (member)
    return {
      member,
      cart: memberCart.data,
      readOnly: false,
      isLoading: memberCart.data === undefined && !memberCart.error,
      error: memberCart.error as unknown,
      retry: () => void memberCart.mutate(),
    };
  return {
    member,
    cart: empty ? null : visitorCart.data?.cart,
    readOnly: false,
    isLoading: !empty && visitorCart.data === undefined && !visitorCart.error,
    error: visitorCart.error as unknown,
    retry: () => void visitorCart.mutate(),
  };
}

/** Units of a product in the cart's lines other than this SKU's (for the product's maximum). */
export function otherLinesOfProduct(cart: Cart | undefined, productNo: string, skuId: string): number {
  if (!cart) return 0;
  return cart.lines
    .filter((line) => line.product_no === productNo && line.sku_id !== skuId)
    .reduce((sum, line) => sum + line.quantity, 0);
}

function limitsOf(line: CartLine, cart: Cart | undefined): SkuLimits {
  return {
    product_no: line.product_no,
    stock: line.stock,
    removed: line.unavailable_reason === 'removed',
    max_quantity: line.max_quantity,
    otherLinesOfProduct: otherLinesOfProduct(cart, line.product_no, line.sku_id),
  };
}

export async function setLineQuantity(line: CartLine, quantity: number, cart?: Cart, store = session) {
  if (isMember(store)) {
    await settle(
      await request<Cart>(cartUpdatePath, {
        body: { cart_id: line.cart_id, quantity },
        idempotencyKey: newIdempotencyKey(),
      }),
    );
    return;
  }
  updateVisitorCart(store, (items) => setItemQuantity(items, line.sku_id, quantity, limitsOf(line, cart)));
}

export async function setLinesSelected(lines: readonly CartLine[], selected: boolean, store = session) {
  if (lines.length === 0) return;
  if (isMember(store)) {
    await settle(
      await request<Cart>(cartSelectPath, {
        idempotencyKey: newIdempotencyKey(),
        body: { cart_ids: lines.map((line) => line.cart_id), selected },
      }),
    );
    return;
  }
  updateVisitorCart(store, (items) =>
    setItemsSelected(
      items,
      lines.map((line) => line.sku_id),
      selected,
    ),
  );
}

/** Select all: the available lines only (unavailable ones can never be checked out). */
export async function setAllSelected(cart: Cart, selected: boolean, store = session) {
  if (isMember(store)) {
    await settle(
      await request<Cart>(cartSelectAllPath, { body: { selected }, idempotencyKey: newIdempotencyKey() }),
    );
    return;
  }
  updateVisitorCart(store, (items) =>
    setItemsSelected(
      items,
      cart.lines.map((line) => line.sku_id),
      selected,
    ),
  );
}

export async function removeLines(lines: readonly CartLine[], store = session) {
  if (lines.length === 0) return;
  if (isMember(store)) {
    await settle(
      await request<Cart>(cartDeletePath, {
        body: { cart_ids: lines.map((line) => line.cart_id) },
        idempotencyKey: newIdempotencyKey(),
      }),
    );
    return;
  }
  updateVisitorCart(store, (items) =>
    removeItems(
      items,
      lines.map((line) => line.sku_id),
    ),
  );
}
