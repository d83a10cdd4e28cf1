import { useMemo } from 'react';
import useSWR, { mutate } from 'swr';
import type { Cart } from '../../contract/cart';
import { isLoggedIn, type VisitorCartItem } from '../session/persisted-state';
import { session, useSession, type SessionStore } from '../session/session-store';
import { addItem, readVisitorCart, type SkuLimits } from '../session/visitor-cart';
import { keysOf, memberKey } from './keys';
import { newIdempotencyKey, request } from './request';
import { useShopperScope } from './shopper-scope';

/**
 * The cart (server/areas/cart/routes.ts). A member's cart lives on the server and every call answers
 * the whole cart, so one key (order/cart/list) stays right: each change writes its answer into
 * that key and refreshes the tab badge's count. A visitor's cart is the list kept in the session
 * (storefront/session/visitor-cart.ts), priced by order/cart/preview.
 */
export const cartListPath = 'order/cart/list';
export const cartCountPath = 'order/cart/count';
export const cartAddPath = 'order/cart/add';
export const cartUpdatePath = 'order/cart/update';
export const cartSelectPath = 'order/cart/select';
export const cartSelectAllPath = 'order/cart/select_all';
export const cartDeletePath = 'order/cart/delete';
export const cartMergePath = 'order/cart/merge';
export const cartPreviewPath = 'order/cart/preview';

export function fetchCart() {
  return request<Cart>(cartListPath);
}

export function fetchCartCount() {
  return request<{ count: number }>(cartCountPath, { silent: true });
}

/** POST order/cart/preview: a visitor's lines priced as the server would hold them; nothing is stored. */
export function previewCart(items: readonly VisitorCartItem[]) {
  return request<Cart>(cartPreviewPath, { body: { items } });
}

/** Writes a member's new cart into the list key and refreshes the badge. */
export async function settle(cart: Cart) {
  await mutate(keysOf(cartListPath), cart, { revalidate: false });
  void mutate(keysOf(cartCountPath));
  return cart;
}

/** POST order/cart/merge: a visitor's lines join the member's cart at login; it never refuses a line. */
export async function mergeIntoServerCart(items: readonly VisitorCartItem[]) {
  return settle(
    await request<Cart>(cartMergePath, {
      body: { items },
      silent: true,
      idempotencyKey: newIdempotencyKey(),
    }),
  );
}

/** The visitor's stored lines, cleaned (stable between renders while the store is unchanged). */
export function useVisitorCartItems() {
  const stored = useSession((s) => s.userInfo.visitorCart);
  return useMemo(() => readVisitorCart(stored), [stored]);
}

/**
 * The cart icon's badge: a member's line count from order/cart/count, a visitor's stored lines.
 * Decision: lines, not units (two of one shampoo is one line), as Shopee and Tokopedia count.
 */
export function useCartCount(): number {
  const scope = useShopperScope();
  const items = useVisitorCartItems();
  const { data } = useSWR(scope.token ? memberKey(cartCountPath, scope) : null, fetchCartCount);
  return scope.token ? (data?.count ?? 0) : items.length;
}

/**
 * Cart changes for both kinds of shopper: a member's go to the server (order/cart/*), a
 * visitor's change the list kept in the session, which the preview key then prices again.
 * A refusal throws an ApiError (a LocalCartError when the browser refused it) and changes nothing.
 */
export const isMember = (store: SessionStore) => isLoggedIn(store.get());

export function updateVisitorCart(
  store: SessionStore,
  recipe: (items: ReturnType<typeof readVisitorCart>) => ReturnType<typeof readVisitorCart>,
) {
  store.update((state) => ({
    ...state,
    userInfo: { ...state.userInfo, visitorCart: recipe(readVisitorCart(state.userInfo.visitorCart)) },
  }));
}

/** Adds to the cart (the product page, a card). `limits` lets a visitor be refused like a member. */
export async function addToCart(skuId: string, quantity: number, limits?: SkuLimits, store = session) {
  if (isMember(store)) {
    await settle(
      await request<Cart>(cartAddPath, {
        body: { sku_id: skuId, quantity },
        idempotencyKey: newIdempotencyKey(),
      }),
    );
    return;
  }
  updateVisitorCart(store, (items) => addItem(items, skuId, quantity, limits));
}

/**
 * What /orderConfirm receives in router state (its page comes with the checkout issue).
 * Decision: the lines to buy by SKU and quantity, and where they came from: 'cart' (the selected
 * cart lines, removed from the cart once the order is placed) or 'buyNow' (the product page,
 * leaving the cart alone). Prices are never passed: the order confirmation reads them again.
 */
export interface CheckoutState {
  source: 'cart' | 'buyNow';
  items: Array<{ sku_id: string; quantity: number; cart_id?: string }>;
}
