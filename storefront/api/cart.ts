import { mutate } from 'swr';
import type { Cart } from '../../contract/catalogue';
import type { VisitorCartItem } from '../session/persisted-state';
import { newIdempotencyKey, request } from './request';

/**
 * The cart calls (contract/catalogue.ts "Cart"). A member's cart lives on the server and every
 * call answers the whole cart, so one key (order/cart/list) stays right: each mutation writes its
 * answer into that key and refreshes the tab badge's count. A visitor's cart is priced by preview.
 */
export const cartListKey = 'order/cart/list';
export const cartCountKey = 'order/cart/count';
export const cartAddKey = 'order/cart/add';
export const cartUpdateKey = 'order/cart/update';
export const cartSelectKey = 'order/cart/select';
export const cartSelectAllKey = 'order/cart/select_all';
export const cartDeleteKey = 'order/cart/delete';
export const cartMergeKey = 'order/cart/merge';
export const cartPreviewKey = 'order/cart/preview';

const isKey = (path: string) => (key: unknown) => Array.isArray(key) && key[0] === path;

export function fetchCart() {
  return request<Cart>(cartListKey);
}

export function fetchCartCount() {
  return request<{ count: number }>(cartCountKey, { silent: true });
}

/** POST order/cart/preview: a visitor's lines priced as the server would hold them; nothing is stored. */
export function previewCart(items: readonly VisitorCartItem[]) {
  return request<Cart>(cartPreviewKey, { body: { items } });
}

/** Writes a member's new cart into the list key and refreshes the badge. */
async function settle(cart: Cart) {
  await mutate(isKey(cartListKey), cart, { revalidate: false });
  void mutate(isKey(cartCountKey));
  return cart;
}

export async function addToServerCart(skuId: string, quantity: number) {
  return settle(
    await request<Cart>(cartAddKey, {
      body: { sku_id: skuId, quantity },
      idempotencyKey: newIdempotencyKey(),
    }),
  );
}

export async function updateServerCartLine(cartId: string, quantity: number) {
  return settle(
    await request<Cart>(cartUpdateKey, {
      body: { cart_id: cartId, quantity },
      idempotencyKey: newIdempotencyKey(),
    }),
  );
}

export async function selectServerCartLines(cartIds: string[], selected: boolean) {
  return settle(
    await request<Cart>(cartSelectKey, {
      body: { cart_ids: cartIds, selected },
      idempotencyKey: newIdempotencyKey(),
    }),
  );
}

export async function selectAllServerCart(selected: boolean) {
  return settle(
    await request<Cart>(cartSelectAllKey, { body: { selected }, idempotencyKey: newIdempotencyKey() }),
  );
}

export async function deleteServerCartLines(cartIds: string[]) {
  return settle(
    await request<Cart>(cartDeleteKey, { body: { cart_ids: cartIds }, idempotencyKey: newIdempotencyKey() }),
  );
}

/** POST order/cart/merge: a visitor's lines join the member's cart at login; it never refuses a line. */
export async function mergeIntoServerCart(items: readonly VisitorCartItem[]) {
  return settle(
    await request<Cart>(cartMergeKey, { body: { items }, silent: true, idempotencyKey: newIdempotencyKey() }),
  );
}
