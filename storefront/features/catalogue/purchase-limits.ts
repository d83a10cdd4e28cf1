import type { ProductDetail, Sku } from '../../../contract/catalogue';

/** contract CART_MAX_QUANTITY (a literal keeps zod out of the page's chunk). */
const LINE_MAX = 999;
/** Contract: a stock of 1–3 shows "only N left". */
export const LOW_STOCK = 3;

/** The most one purchase of this SKU may hold: stock, the order maximum, the member limit (at least 1). */
export function maxQuantityOf(sku: Pick<Sku, 'stock'>, detail: Pick<ProductDetail, 'max_quantity' | 'limit_per_member'>) {
  return Math.max(
    1,
    Math.min(sku.stock, detail.max_quantity ?? LINE_MAX, detail.limit_per_member ?? LINE_MAX, LINE_MAX),
  );
}

export const isSkuSoldOut = (sku: Pick<Sku, 'flag_sold_out' | 'stock'>) => sku.flag_sold_out === 1 || sku.stock === 0;
