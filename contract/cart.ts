import { z } from 'zod';
import { plainText } from './rules/text';
import { CART_MAX_LINES, CART_MAX_QUANTITY, unavailableReasons } from './cart-constants';
import { currencyCodeSchema, int, minorUnitsSchema, productNoSchema, skuIdSchema } from './fields';

/**
 * Decision (SPEC.md §7 shows no cart calls): the cart lives on the server for a signed-in shopper,
 * one per country, and every call answers the whole cart so one SWR key (order/cart/list) stays
 * right. A visitor's cart lives in the storefront and is priced by order/cart/preview; at login it
 * is merged in with order/cart/merge. Prices, stock and availability are always re-read from the
 * catalogue, never stored in the cart.
 *
 *   GET  order/cart/list                                   → Cart
 *   GET  order/cart/count                                  → { count } (the tab badge)
 *   POST order/cart/add      { sku_id, quantity }          → Cart (adds to an existing line)
 *   POST order/cart/update   { cart_id | sku_id, quantity } → Cart (sets the line's quantity)
 *   POST order/cart/select   { cart_ids | sku_ids, selected } → Cart
 *   POST order/cart/select_all { selected }                → Cart
 *   POST order/cart/delete   { cart_ids | sku_ids }        → Cart
 *   POST order/cart/merge    { items }                     → Cart
 *   POST order/cart/preview  { items }                     → Cart (visitors; nothing stored)
 *
 * Every call but preview needs a member (401 with 1105001). A refusal changes nothing. Checked in
 * this order: 1105004 unknown SKU (or not sold in the country), 1105003 removed, 1105006 sold out,
 * 1105007 more than the stock, 1103056 more than max_quantity of the product over the cart's lines,
 * 1105008 more than limit_per_member, 1103051 more than CART_MAX_LINES lines, 1103017 a cart_id
 * or sku_id not in this member's cart for this country. Selecting an unavailable line answers its
 * reason (1105003, 1105006 or 1105004).
 */

const quantitySchema = int(1, CART_MAX_QUANTITY);
export const cartIdSchema = plainText().min(1).max(64);

export const cartAddRequestSchema = z.object({ sku_id: skuIdSchema, quantity: quantitySchema });
export type CartAddRequest = z.infer<typeof cartAddRequestSchema>;
/** A line is named by its cart_id or by its SKU (one line per SKU per country): exactly one of the two. */
const oneOf = (value: { cart_id?: unknown; sku_id?: unknown }) =>
  (value.cart_id === undefined) !== (value.sku_id === undefined);
const oneListOf = (value: { cart_ids?: unknown; sku_ids?: unknown }) =>
  (value.cart_ids === undefined) !== (value.sku_ids === undefined);
const lineIds = {
  cart_ids: z.array(cartIdSchema).min(1).max(CART_MAX_LINES).optional(),
  sku_ids: z.array(skuIdSchema).min(1).max(CART_MAX_LINES).optional(),
};

export const cartUpdateRequestSchema = z
  .object({ cart_id: cartIdSchema.optional(), sku_id: skuIdSchema.optional(), quantity: quantitySchema })
  .refine(oneOf, { message: 'cart_id or sku_id, not both' });
export type CartUpdateRequest = z.infer<typeof cartUpdateRequestSchema>;
export const cartSelectRequestSchema = z
  .object({ ...lineIds, selected: z.boolean() })
  .refine(oneListOf, { message: 'cart_ids or sku_ids, not both' });
export type CartSelectRequest = z.infer<typeof cartSelectRequestSchema>;
export const cartSelectAllRequestSchema = z.object({ selected: z.boolean() });
export const cartDeleteRequestSchema = z
  .object(lineIds)
  .refine(oneListOf, { message: 'cart_ids or sku_ids, not both' });
export type CartDeleteRequest = z.infer<typeof cartDeleteRequestSchema>;

/** A line of a visitor's cart, for merge and preview. */
export const cartItemInputSchema = z.object({
  sku_id: skuIdSchema,
  quantity: quantitySchema,
  selected: z.boolean().default(true),
});
/**
 * Decision: merging adds the quantities of a SKU already in the account's cart, capped at the
 * stock, max_quantity and limit_per_member rather than refused (never lowering a line already
 * there), keeps removed and sold-out SKUs as unavailable lines, skips SKUs not sold in the country
 * and stops at CART_MAX_LINES: a login never fails because of the cart. A SKU listed twice counts once
 * with the quantities added.
 */
export const cartMergeRequestSchema = z.object({ items: z.array(cartItemInputSchema).max(CART_MAX_LINES) });
export type CartMergeRequest = z.infer<typeof cartMergeRequestSchema>;
/**
 * Decision: preview never refuses a line: it answers the cart as the server would hold it, with
 * exceeds_limit where a quantity is above the stock or a limit, unavailable lines apart, and SKUs
 * unknown everywhere left out. Lines keep the order given.
 */
export const cartPreviewRequestSchema = cartMergeRequestSchema;

/** A cart line with the catalogue's current price, stock and availability. */
export const cartLineSchema = z.object({
  /** The line's id; for preview, the sku_id. */
  cart_id: cartIdSchema,
  product_no: productNoSchema,
  product_name: z.string(),
  sku_id: skuIdSchema,
  sku_name: z.string(),
  /** 200 px. */
  thumb_image_url: z.string(),
  price: minorUnitsSchema,
  scribing_price: minorUnitsSchema.nullable(),
  discount: z.number().int().min(0).max(100),
  quantity: z.number().int().positive(),
  stock: z.number().int().nonnegative(),
  max_quantity: z.number().int().positive().nullable(),
  limit_per_member: z.number().int().positive().nullable(),
  /** Always false for an unavailable line. */
  selected: z.boolean(),
  /** False when removed, sold out or the SKU is gone: listed under "unavailable", never checked out. */
  available: z.boolean(),
  unavailable_reason: z.enum(unavailableReasons).nullable(),
  /**
   * Available, but the quantity is above the stock (which fell after it was added), max_quantity
   * or limit_per_member: the storefront asks to lower it; checkout would refuse.
   */
  exceeds_limit: z.boolean(),
  /** price × quantity. */
  line_total: minorUnitsSchema,
});
export type CartLine = z.infer<typeof cartLineSchema>;

/**
 * Totals over the selected, available lines (SPEC.md §2 Cart): subtotal at original prices
 * (scribing price where there is one), discount what the sale prices take off, total what is
 * paid before shipping and vouchers. total = subtotal − discount.
 */
export const cartTotalsSchema = z.object({
  /** Selected available lines. */
  selected_count: z.number().int().nonnegative(),
  /** Units in those lines. */
  selected_quantity: z.number().int().nonnegative(),
  subtotal: minorUnitsSchema,
  discount: minorUnitsSchema,
  total: minorUnitsSchema,
});

export const cartSchema = z.object({
  currency_code: currencyCodeSchema,
  /** Available lines, newest first. */
  lines: z.array(cartLineSchema),
  /** Unavailable lines (SPEC.md §2 "unavailable products"), newest first. */
  unavailable: z.array(cartLineSchema),
  /** Every available line is selected (and there is one). */
  all_selected: z.boolean(),
  totals: cartTotalsSchema,
});
export type Cart = z.infer<typeof cartSchema>;

export const cartCountResponseSchema = z.object({ count: z.number().int().nonnegative() });
