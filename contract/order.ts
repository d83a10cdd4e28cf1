import { z } from 'zod';
import { CART_MAX_LINES } from './cart-constants';
import { countryCodes } from './countries';
import { addressIdSchema, savedAddressSchema } from './addresses';
import { currencyCodeSchema, int, minorUnitsSchema, pageOf, productNoSchema, skuIdSchema } from './fields';
import {
  BUY_TYPES,
  CANCEL_REASONS,
  CLOSED_REASONS,
  LINE_PROBLEMS,
  ORDER_ACTIONS,
  ORDER_AGAIN_SKIP_REASONS,
  ORDER_LIST_TABS,
  ORDER_MESSAGE_MAX,
  ORDER_NO_PATTERN,
  ORDER_STATUSES,
  SHIPPING_FEE_WAIVED_REASONS,
  SHIP_WITHIN_HOURS,
} from './order-constants';
import { MAX_VOUCHERS_PER_ORDER, VOUCHER_UNUSABLE_REASONS } from './checkout-voucher-constants';
import { PAYMENT_KINDS, PAYMENT_METHOD_IDS } from './payment-methods';
import { plainText } from './rules/text';
import { voucherIdSchema, voucherSchema } from './voucher';
import { VOUCHER_KINDS } from './voucher-constants';

/**
 * Placing an order (SPEC.md §2 order confirm, §3 Order, §4 order statuses). Paths are ours, in
 * §7's style (§7 names only order-status-summary); every call needs a member (401 with 1105001).
 * Times are epoch milliseconds.
 *
 *   POST order/trade/preview { buy_type, sku_list, address_id?, price_token? } → OrderPreview
 *   POST order/trade/submit  { …preview, price_token, customer_message? } + Idempotency-Key
 *                                                                       → { order_no, pay_deadline }
 *   GET  order/trade/detail/{order_no}                                  → OrderDetail
 *   POST order/trade/cancel  { order_no, reason }                       → OrderDetail
 *   POST order/trade/confirm_receipt { order_no }                       → OrderDetail
 *   GET  order/trade/list?tab=&page_num=                                → page of OrderSummary
 *   GET  order/trade/order-status-summary                               → OrderStatusSummary
 *   POST order/trade/modify_address { order_no, address_id }            → OrderDetail
 *   POST order/trade/order_again { order_no }                           → OrderAgainResult
 *
 * Prices, fees and stock come from the catalogue on the server, never from the request.
 * preview never refuses a line: it marks it with `problem` (1103012 only, for an address that is
 * not the member's, and 1103057 for goods worth more than ORDER_VALUE_LIMIT_MINOR, counting the
 * lines it does not mark). submit refuses, checked in this order: 1103035 too fast (10 a minute),
 * 1103044 a message over ORDER_MESSAGE_MAX, 1103046 more than ORDER_MAX_SKU_COUNT SKUs, 1103039
 * account being deleted, 1103012 the address is not the member's or not in the country, 1103057
 * over the order value limit, 1105004/1105003 unknown or removed SKU, 1103056 more than ORDER_MAX_QUANTITY_PER_LINE or the
 * product's max per order, 1105008 more than limit_per_member counting the member's orders of the
 * day that did not close, 1103045 ORDER_DAILY_LIMIT orders today, 1103019 a price or the shipping
 * fee changed since the preview (price_token), 1105007 not enough stock, sold out included (the
 * last-unit race's losers). A refusal changes nothing.
 * Another member's order answers 1103001 (404), never 403: order numbers cannot be probed.
 * A move the order statechart does not allow (cancel a shipped order) answers 1103028.
 * modify_address refuses (after 1103001/1103028) 1103004 an address that is not the member's,
 * 1103012 one in another country, 1103047 one whose shipping fee would differ (another delivery
 * zone or tariff, ADR 019: the order's fee never changes after it was placed). order_again answers
 * 1103021 when the order is of another country than the shopper's (the cart is per country).
 */

export const orderNoSchema = z.string().regex(ORDER_NO_PATTERN);

export const orderSkuLineSchema = z.object({
  sku_id: skuIdSchema,
  // Decision: the schema takes up to 9999 so the limits answer their own codes (1103056, 1105008)
  // rather than a bare validation error.
  quantity: int(1, 9999),
});
export type OrderSkuLine = z.infer<typeof orderSkuLineSchema>;

export const orderPreviewRequestSchema = z.object({
  buy_type: z.enum(BUY_TYPES),
  /** The SKUs to buy; a SKU listed twice counts once with the quantities added. */
  sku_list: z.array(orderSkuLineSchema).min(1).max(CART_MAX_LINES),
  /** Absent: the member's default address (none: address null and no shipping fee yet). */
  address_id: addressIdSchema.optional(),
  /**
   * An earlier preview's price_token (after a 1103019): the lines whose price moved since are
   * marked price_changed.
   */
  price_token: z.string().min(1).max(4096).optional(),
  /**
   * The member's claimed vouchers to apply (ADR 029): absent, the server picks the best
   * combination; [] applies none. A voucher that cannot apply answers its code: 1101048 not the
   * member's claim, 1101032 used, 1101031 expired, 1101033 min spend not met, 1101034 products not
   * covered (or nothing to take off), 1101047 app only, 1101035 not stackable with the others.
   */
  coupon_ids: z.array(voucherIdSchema).max(MAX_VOUCHERS_PER_ORDER).optional(),
  /** SPEC.md §3 pointsDeductionSwitch: on, the most coins the order can take are used (ADR 025). */
  points_deduction_switch: z.boolean().optional(),
});
export type OrderPreviewRequest = z.input<typeof orderPreviewRequestSchema>;

export const orderSubmitRequestSchema = orderPreviewRequestSchema.extend({
  address_id: addressIdSchema,
  /** The preview's price_token: a changed price or fee since then answers 1103019. */
  price_token: z.string().min(1).max(4096),
  // Longer than ORDER_MESSAGE_MAX answers 1103044 (the schema only bounds the body).
  customer_message: plainText()
    .max(ORDER_MESSAGE_MAX * 10)
    .optional(),
});
export type OrderSubmitRequest = z.input<typeof orderSubmitRequestSchema>;

/** The address as the order keeps it (a snapshot: editing the book later never changes an order). */
export const orderAddressSchema = savedAddressSchema.omit({ is_default: true });
export type OrderAddress = z.infer<typeof orderAddressSchema>;

/** A line of a preview or of an order, in the request's language. */
export const orderLineSchema = z.object({
  sku_id: skuIdSchema,
  product_no: productNoSchema,
  title: z.string(),
  /** The SKU's option as text ("500 g", "Red / XL"). */
  sku_spec: z.string(),
  /** 200 px. */
  image_url: z.string(),
  unit_price: minorUnitsSchema,
  quantity: z.number().int().positive(),
  /** unit_price × quantity. */
  line_amount: minorUnitsSchema,
  /**
   * What the shopper pays for this line once vouchers and coins are spread over the lines (ADR
   * 029; after-sales refunds it). Null: an order placed before vouchers (then line_amount).
   */
  paid_amount: minorUnitsSchema.nullable(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const previewLineSchema = orderLineSchema.extend({
  /** Why this line cannot be bought as it stands; null when it can. */
  problem: z.enum(LINE_PROBLEMS).nullable(),
  /** The stock left (for not_enough_stock: the most that can be bought). */
  stock: z.number().int().nonnegative(),
  /** The most this member may buy of the product now (max per order, limit per member); null: no limit. */
  max_quantity: z.number().int().nonnegative().nullable(),
});
export type PreviewLine = z.infer<typeof previewLineSchema>;

export const deliveryEstimateSchema = z.object({
  ship_within_hours: z.literal(SHIP_WITHIN_HOURS),
  min_days: z.number().int().positive(),
  max_days: z.number().int().positive(),
});
export type DeliveryEstimate = z.infer<typeof deliveryEstimateSchema>;

export const paymentMethodIdSchema = z.enum(PAYMENT_METHOD_IDS);
export const openPaymentMethodSchema = z.object({
  method: paymentMethodIdSchema,
  kind: z.enum(PAYMENT_KINDS),
});

/**
 * The amounts, in minor units: product_amount at the catalogue's original prices (scribing price
 * where there is one), discount_amount what sale prices take off, subtotal = product_amount −
 * discount_amount, voucher_discount what discount vouchers take off the goods, shipping_discount
 * what shipping vouchers take off the fee, coins_value what the coins take off (ADR 029), total =
 * subtotal + shipping_fee − voucher_discount − shipping_discount − coins_value.
 */
const amounts = {
  product_amount: minorUnitsSchema,
  discount_amount: minorUnitsSchema,
  subtotal: minorUnitsSchema,
  shipping_fee: minorUnitsSchema,
  voucher_discount: minorUnitsSchema,
  shipping_discount: minorUnitsSchema,
  /** The coins spent on the order, and what they took off. */
  coins_used: z.number().int().nonnegative(),
  coins_value: minorUnitsSchema,
  total: minorUnitsSchema,
  currency: currencyCodeSchema,
};

/** A claimed voucher the order confirm lists but cannot apply, and why (min_spend: by how much). */
export const unusableVoucherSchema = z.object({
  voucher: voucherSchema,
  reason: z.enum(VOUCHER_UNUSABLE_REASONS),
  shortfall: minorUnitsSchema.nullable(),
});
export type UnusableVoucher = z.infer<typeof unusableVoucherSchema>;

/** The vouchers at order confirm: what is applied and what else the member holds. */
export const orderVouchersSchema = z.object({
  /** The claims applied, with what each took off. */
  applied: z.array(z.object({ id: voucherIdSchema, kind: z.enum(VOUCHER_KINDS), saving: minorUnitsSchema })),
  /** Every claim that could apply to this order alone (the applied ones too), soonest ending first. */
  usable: z.array(voucherSchema),
  unusable: z.array(unusableVoucherSchema),
});
export type OrderVouchers = z.infer<typeof orderVouchersSchema>;

/** The coins at order confirm: the switch's line "use N coins, −Rp X" (ADR 025). */
export const orderCoinsSchema = z.object({
  balance: z.number().int().nonnegative(),
  /** The most coins this order can take (whether the switch is on or not) and their value. */
  available: z.number().int().nonnegative(),
  available_value: minorUnitsSchema,
  /** The switch as applied. */
  switch_on: z.boolean(),
});
export type OrderCoins = z.infer<typeof orderCoinsSchema>;

export const orderPreviewSchema = z.object({
  lines: z.array(previewLineSchema),
  /** Null when the member has no address yet (the screen adds one inline). */
  address: orderAddressSchema.nullable(),
  ...amounts,
  /** Why shipping_fee is 0 when it is waived (first_order, threshold); null otherwise. */
  shipping_fee_waived_reason: z.enum(SHIPPING_FEE_WAIVED_REASONS).nullable(),
  vouchers: orderVouchersSchema,
  coins: orderCoinsSchema,
  /** Null without an address. */
  delivery_estimate: deliveryEstimateSchema.nullable(),
  /** The methods open to this order's total and country (contract/payment-methods.ts). */
  payment_methods: z.array(openPaymentMethodSchema),
  /** Opaque: a hash of the priced lines and the fee; submit sends it back. */
  price_token: z.string(),
  /** Every line can be bought and there is an address: submit may be pressed. */
  can_submit: z.boolean(),
});
export type OrderPreview = z.infer<typeof orderPreviewSchema>;

export const orderSubmitResponseSchema = z.object({
  order_no: orderNoSchema,
  pay_deadline: z.number().int(),
});
export type OrderSubmitResponse = z.infer<typeof orderSubmitResponseSchema>;

export const orderDetailQuerySchema = z.object({ order_no: orderNoSchema });

export const orderDetailSchema = z.object({
  order_no: orderNoSchema,
  status: z.enum(ORDER_STATUSES),
  closed_reason: z.enum(CLOSED_REASONS).nullable(),
  country_code: z.enum(countryCodes),
  created_at: z.number().int(),
  /** Null once paid or closed (and for COD). */
  pay_deadline: z.number().int().nullable(),
  paid_at: z.number().int().nullable(),
  payment_method: paymentMethodIdSchema.nullable(),
  /**
   * The methods the order can still be paid with: none unless it is to_pay; cash on delivery left
   * out when it used a voucher for online payment only (1101038), as the confirm page left it out.
   */
  payment_methods: z.array(openPaymentMethodSchema),
  address: orderAddressSchema,
  lines: z.array(orderLineSchema),
  ...amounts,
  shipping_fee_waived_reason: z.enum(SHIPPING_FEE_WAIVED_REASONS).nullable(),
  delivery_estimate: deliveryEstimateSchema,
  customer_message: z.string().nullable(),
  tracking_no: z.string().nullable(),
  shipped_at: z.number().int().nullable(),
  received_at: z.number().int().nullable(),
  /** The coins the order earned (ADR 025): null until it is complete, 0 when it was too small to earn one. */
  coins_earned: z.number().int().nonnegative().nullable(),
  /** A cancelled paid order: its refund was started (the payment side carries it out). */
  refund_started: z.boolean(),
  actions: z.array(z.enum(ORDER_ACTIONS)),
  /** The server's clock when answering: the countdown runs from it, not from the phone's. */
  server_now: z.number().int(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const orderCancelRequestSchema = z.object({
  order_no: orderNoSchema,
  reason: z.enum(CANCEL_REASONS),
});
export type OrderCancelRequest = z.infer<typeof orderCancelRequestSchema>;
export const orderNoRequestSchema = z.object({ order_no: orderNoSchema });

export const orderListQuerySchema = z.object({
  tab: z.enum(ORDER_LIST_TABS).default('all'),
  page_num: int(1, 10_000).default(1),
});
export type OrderListQuery = z.input<typeof orderListQuerySchema>;

/** An order in the list: its first line's picture and title, the count of units, the total. */
export const orderSummarySchema = z.object({
  order_no: orderNoSchema,
  status: z.enum(ORDER_STATUSES),
  closed_reason: z.enum(CLOSED_REASONS).nullable(),
  created_at: z.number().int(),
  pay_deadline: z.number().int().nullable(),
  lines: z.array(orderLineSchema),
  quantity: z.number().int().positive(),
  total: minorUnitsSchema,
  currency: currencyCodeSchema,
  actions: z.array(z.enum(ORDER_ACTIONS)),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;
export const orderPageSchema = pageOf(orderSummarySchema).extend({ server_now: z.number().int() });
export type OrderPage = z.infer<typeof orderPageSchema>;

/** The count of the member's orders in each tab of the list (ORDER_LIST_TABS). */
export const orderStatusSummarySchema = z.object(
  Object.fromEntries(ORDER_LIST_TABS.map((tab) => [tab, z.number().int().nonnegative()])) as Record<
    (typeof ORDER_LIST_TABS)[number],
    z.ZodNumber
  >,
);
export type OrderStatusSummary = z.infer<typeof orderStatusSummarySchema>;

export const orderModifyAddressRequestSchema = z.object({
  order_no: orderNoSchema,
  address_id: addressIdSchema,
});
export type OrderModifyAddressRequest = z.infer<typeof orderModifyAddressRequestSchema>;

/** A line order_again could not put into the cart, and why. */
export const orderAgainSkippedSchema = z.object({
  sku_id: skuIdSchema,
  title: z.string(),
  reason: z.enum(ORDER_AGAIN_SKIP_REASONS),
});
export const orderAgainResultSchema = z.object({
  /** The SKUs now in the cart (selected), with the quantity added. */
  added: z.array(z.object({ sku_id: skuIdSchema, quantity: z.number().int().positive() })),
  skipped: z.array(orderAgainSkippedSchema),
});
export type OrderAgainResult = z.infer<typeof orderAgainResultSchema>;

/**
 * POST promotion/api/get_minimum_purchase_shortfall (SPEC.md §7): the cart's selected
 * lines → the member's claimed voucher nearest to its min spend and what the lines still lack
 * ("add Rp X more to use …"); voucher and shortfall null when no claim is short. Member only.
 */
export const purchaseShortfallRequestSchema = z.object({
  sku_list: z.array(orderSkuLineSchema).min(1).max(CART_MAX_LINES),
});
export type PurchaseShortfallRequest = z.input<typeof purchaseShortfallRequestSchema>;
export const purchaseShortfallSchema = z.object({
  voucher: voucherSchema.nullable(),
  shortfall: minorUnitsSchema.nullable(),
  currency: currencyCodeSchema,
});
export type PurchaseShortfall = z.infer<typeof purchaseShortfallSchema>;
