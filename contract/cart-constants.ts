/**
 * The cart's plain values. Zod-free (see contract/catalogue-constants.ts): contract/cart.ts
 * builds its schemas from them, and the visitor's cart in the storefront refuses at the same
 * limits the server does. Refusals are errorCatalogue entries (contract/errors.ts, also zod-free).
 */

/** Decision: a cart holds at most 100 lines (errorCatalogue.cartFull beyond). */
export const CART_MAX_LINES = 100;
/** Decision: one line holds at most 999 units. */
export const CART_MAX_QUANTITY = 999;

export const unavailableReasons = ['removed', 'sold_out', 'sku_missing'] as const;
