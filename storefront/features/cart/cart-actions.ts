import type { Cart, CartLine } from '../../../contract/cart';
import {
  addToServerCart,
  deleteServerCartLines,
  selectAllServerCart,
  selectServerCartLines,
  updateServerCartLine,
} from '../../api/cart';
import { session, type SessionStore } from '../../session/session-store';
import {
  addItem,
  readVisitorCart,
  removeItems,
  setItemQuantity,
  setItemsSelected,
  type SkuLimits,
} from './visitor-cart';

/**
 * Cart changes for both kinds of shopper: a member's go to the server (order/cart/*), a
 * visitor's change the list kept in the session, which the preview key then prices again.
 * A refusal throws an ApiError (a LocalCartError when the browser refused it) and changes nothing.
 */
const isMember = (store: SessionStore) => Boolean(store.get().userInfo.userInfo?.auth_token);

function updateVisitorCart(
  store: SessionStore,
  recipe: (items: ReturnType<typeof readVisitorCart>) => ReturnType<typeof readVisitorCart>,
) {
  store.update((state) => ({
    ...state,
    userInfo: { ...state.userInfo, visitorCart: recipe(readVisitorCart(state.userInfo.visitorCart)) },
  }));
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

/** Adds to the cart (the product page, a card). `limits` lets a visitor be refused like a member. */
export async function addToCart(skuId: string, quantity: number, limits?: SkuLimits, store = session) {
  if (isMember(store)) {
    await addToServerCart(skuId, quantity);
    return;
  }
  updateVisitorCart(store, (items) => addItem(items, skuId, quantity, limits));
}

export async function setLineQuantity(line: CartLine, quantity: number, cart?: Cart, store = session) {
  if (isMember(store)) {
    await updateServerCartLine(line.cart_id, quantity);
    return;
  }
  updateVisitorCart(store, (items) => setItemQuantity(items, line.sku_id, quantity, limitsOf(line, cart)));
}

export async function setLinesSelected(lines: readonly CartLine[], selected: boolean, store = session) {
  if (lines.length === 0) return;
  if (isMember(store)) {
    await selectServerCartLines(
      lines.map((line) => line.cart_id),
      selected,
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
    await selectAllServerCart(selected);
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
    await deleteServerCartLines(lines.map((line) => line.cart_id));
    return;
  }
  updateVisitorCart(store, (items) =>
    removeItems(
      items,
      lines.map((line) => line.sku_id),
    ),
  );
}
