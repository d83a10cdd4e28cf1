import { CART_MAX_LINES, CART_MAX_QUANTITY } from '../../contract/cart-constants';
import { ApiError } from '../../contract/envelope';
import * as errorCodes from '../../contract/error-codes';
import type { VisitorCartItem } from './persisted-state';

/**
 * A visitor's cart as pure list operations. It holds what was chosen (SKU, quantity, selected),
 * never a price: order/cart/preview prices it every time. The limits mirror the server's refusals
 * (contract/cart.ts, same codes and order) so a visitor hears the same message a
 * member would, and nothing changes when a line is refused.
 */

/** A refusal decided in the browser (the server was not asked, so no toast was shown yet). */
export class LocalCartError extends ApiError {}

const refuse = (code: number, message: string) => new LocalCartError(code, message);

/** The stored list, cleaned: anything malformed (an old or hand-edited store) is dropped. */
export function readVisitorCart(raw: unknown): VisitorCartItem[] {
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string>();
  const items: VisitorCartItem[] = [];
  for (const entry of raw as unknown[]) {
    if (!entry || typeof entry !== 'object') continue;
    const { sku_id, quantity, selected } = entry as Record<string, unknown>;
    if (typeof sku_id !== 'string' || !/^\d{6,24}$/.test(sku_id) || seen.has(sku_id)) continue;
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) continue;
    seen.add(sku_id);
    items.push({ sku_id, quantity: Math.min(quantity, CART_MAX_QUANTITY), selected: selected !== false });
    if (items.length === CART_MAX_LINES) break;
  }
  return items;
}

/** What is known about a SKU when it is added or changed: from the product page or a priced line. */
export interface SkuLimits {
  product_no: string;
  stock: number;
  /** Removed from sale. */
  removed?: boolean;
  /** Most units of the product over the cart's lines; null for no limit. */
  max_quantity: number | null;
  /** Units of the same product in the cart's other lines (other SKUs). */
  otherLinesOfProduct?: number;
}

/** The server's checks, in its order: removed, sold out, above stock, above the product's maximum. */
export function checkQuantity(quantity: number, limits: SkuLimits): void {
  if (limits.removed) throw refuse(errorCodes.productOffShelf, 'This product is no longer available');
  if (limits.stock <= 0) throw refuse(errorCodes.productSoldOut, 'This product is sold out');
  if (quantity > limits.stock) throw refuse(errorCodes.insufficientStock, 'Insufficient stock');
  if (limits.max_quantity !== null && quantity + (limits.otherLinesOfProduct ?? 0) > limits.max_quantity)
    throw refuse(errorCodes.maxPurchaseQuantity, 'You have exceeded the maximum purchase quantity');
}

/**
 * Adds `quantity` of a SKU: to its line when there is one (the line keeps its place), else as a
 * new selected line on top (newest first, like the server's cart).
 */
export function addItem(
  items: readonly VisitorCartItem[],
  skuId: string,
  quantity: number,
  limits?: SkuLimits,
): VisitorCartItem[] {
  const existing = items.find((item) => item.sku_id === skuId);
  const next = (existing?.quantity ?? 0) + quantity;
  if (limits) checkQuantity(next, limits);
  if (next > CART_MAX_QUANTITY) throw refuse(errorCodes.maxPurchaseQuantity, 'Too many');
  if (existing)
    return items.map((item) => (item === existing ? { ...item, quantity: next, selected: true } : item));
  if (items.length >= CART_MAX_LINES) throw refuse(errorCodes.cartFull, 'Your cart is full');
  return [{ sku_id: skuId, quantity, selected: true }, ...items];
}

/** Sets a line's quantity; refused (and nothing changed) above the limits. */
export function setItemQuantity(
  items: readonly VisitorCartItem[],
  skuId: string,
  quantity: number,
  limits?: SkuLimits,
): VisitorCartItem[] {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > CART_MAX_QUANTITY)
    throw refuse(errorCodes.maxPurchaseQuantity, 'Invalid quantity');
  if (limits) checkQuantity(quantity, limits);
  return items.map((item) => (item.sku_id === skuId ? { ...item, quantity } : item));
}

export function setItemsSelected(
  items: readonly VisitorCartItem[],
  skuIds: readonly string[],
  selected: boolean,
): VisitorCartItem[] {
  const ids = new Set(skuIds);
  return items.map((item) => (ids.has(item.sku_id) ? { ...item, selected } : item));
}

export function removeItems(items: readonly VisitorCartItem[], skuIds: readonly string[]): VisitorCartItem[] {
  const ids = new Set(skuIds);
  return items.filter((item) => !ids.has(item.sku_id));
}

/** After a merge: drops the lines that were sent, keeping any added or changed meanwhile. */
export function withoutMerged(
  items: readonly VisitorCartItem[],
  merged: readonly VisitorCartItem[],
): VisitorCartItem[] {
  const sent = new Map(merged.map((item) => [item.sku_id, item.quantity]));
  return items.filter((item) => sent.get(item.sku_id) !== item.quantity);
}
