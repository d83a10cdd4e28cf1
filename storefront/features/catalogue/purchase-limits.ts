import { CART_MAX_QUANTITY } from '../../../contract/cart-constants';
import type { ProductDetail, Sku } from '../../../contract/catalogue';

/** The most one purchase of this SKU may hold: stock, the order maximum, the member limit (at least 1). */
export function maxQuantityOf(
  sku: Pick<Sku, 'stock'>,
  detail: Pick<ProductDetail, 'max_quantity' | 'limit_per_member'>,
) {
  return Math.max(
    1,
    Math.min(
      sku.stock,
      detail.max_quantity ?? CART_MAX_QUANTITY,
      detail.limit_per_member ?? CART_MAX_QUANTITY,
      CART_MAX_QUANTITY,
    ),
  );
}

export const isSkuSoldOut = (sku: Pick<Sku, 'flag_sold_out' | 'stock'>) =>
  sku.flag_sold_out === 1 || sku.stock === 0;
