import type { CountryCode, CurrencyCode } from './countries';

/**
 * The order's plain values (SPEC.md §2 order confirm, §3 Order, §4 order statuses, §8 order codes,
 * §9). Zod-free: the storefront and machines/charts/order.machine.ts import them directly;
 * contract/order.ts builds its schemas from them.
 */

/**
 * SPEC.md §4 order statuses: pending payment, pending shipment, pending receipt, complete,
 * closed. The ids are the order list's tabs (§2 "all, to pay, to ship, to receive, transaction
 * complete, closed"). Their moves are machines/charts/order.machine.ts.
 */
export const ORDER_STATUS = {
  toPay: 'to_pay',
  toShip: 'to_ship',
  toReceive: 'to_receive',
  complete: 'transaction_complete',
  closed: 'transaction_closed',
} as const;
export const ORDER_STATUSES = [
  ORDER_STATUS.toPay,
  ORDER_STATUS.toShip,
  ORDER_STATUS.toReceive,
  ORDER_STATUS.complete,
  ORDER_STATUS.closed,
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** An order that is not finished (account deletion waits for these, 1101026). */
export const UNFINISHED_ORDER_STATUSES: readonly OrderStatus[] = [
  ORDER_STATUS.toPay,
  ORDER_STATUS.toShip,
  ORDER_STATUS.toReceive,
];

/**
 * Why a closed order closed: the shopper (or, before shipping, the shop) cancelled it, or it was
 * not paid before its deadline (SPEC.md §4 "closes automatically").
 */
export const CLOSED_REASONS = ['cancelled', 'timed_out'] as const;
export type ClosedReason = (typeof CLOSED_REASONS)[number];

/**
 * Decision: the reasons a shopper picks when cancelling (as Shopee's and Tokopedia's cancel
 * sheets offer); stored with the order, never shown to another shopper.
 */
export const CANCEL_REASONS = [
  'changed_mind',
  'change_address',
  'change_items',
  'found_cheaper',
  'payment_trouble',
  'other',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** 'cart': the selected cart lines (bought lines leave the cart); 'now': "Buy now" on a product page. */
export const BUY_TYPES = ['cart', 'now'] as const;
export type BuyType = (typeof BUY_TYPES)[number];

/**
 * Decision: one order line holds at most 99 units of a SKU (1103056), unless the product's own
 * max_per_order is lower (then that one). A shop selling to households, not wholesalers.
 */
export const ORDER_MAX_QUANTITY_PER_LINE = 99;
/** Decision: one order holds at most 50 different SKUs (1103046); half of the cart's 100 lines. */
export const ORDER_MAX_SKU_COUNT = 50;
/**
 * Decision: a member places at most 20 orders per calendar day in the order's country time zone
 * (1103045), counting every order placed that day whatever its status (a closed order still
 * counts: the limit is against abuse of stock reservation, which a cancelled order also did).
 */
export const ORDER_DAILY_LIMIT = 20;
/**
 * Decision (ADR 033): the most one order may be worth, in minor units of its currency: the goods
 * at their price (Σ unit price × quantity, before vouchers, coins and shipping). Above it preview
 * and submit answer 1103057 before any other arithmetic. About the same worth in each currency
 * (Rp 100 juta ≈ S$ 8,000 ≈ RM 28,000), rounded to the figure a shopper reads: a household's order,
 * as ORDER_MAX_QUANTITY_PER_LINE says, and every amount of an order stays far inside the columns.
 */
export const ORDER_VALUE_LIMIT_MINOR: Readonly<Record<CurrencyCode, number>> = {
  IDR: 100_000_000,
  SGD: 1_000_000,
  MYR: 3_000_000,
};
/** Decision: a customer message is at most 200 characters (1103044 beyond), as Shopee's. */
export const ORDER_MESSAGE_MAX = 200;

/** SPEC.md §9: orders ship within 48 hours. */
export const SHIP_WITHIN_HOURS = 48;
/** SPEC.md §9: delivery takes 1 to 2 days in the city, 4 to 7 days out of town. */
export const DELIVERY_DAYS = {
  in_city: { min_days: 1, max_days: 2 },
  out_of_town: { min_days: 4, max_days: 7 },
} as const;
export type DeliveryZone = keyof typeof DELIVERY_DAYS;

/**
 * Decision (ADR 019): one warehouse per country, named by the address's state_code it sits in:
 * DKI Jakarta (its five cities are one metropolitan area), Kuala Lumpur; Singapore none (the whole
 * city-state is in-city). Here, not beside the tariffs, because the product page shows the
 * estimate for a chosen address or area with the same rule the order's fee uses (ADR 035).
 */
export const WAREHOUSE_STATE: Readonly<Record<CountryCode, string | null>> = {
  ID: '31',
  MY: 'wp-kuala-lumpur',
  SG: null,
};

/** In-city when the address's state is the warehouse's (all of Singapore), else out of town. */
export function deliveryZoneOf(country: CountryCode, stateCode: string | null): DeliveryZone {
  const warehouse = WAREHOUSE_STATE[country];
  return warehouse === null || stateCode === warehouse ? 'in_city' : 'out_of_town';
}

/**
 * The moves a member may make on an order (the detail's `actions`, from machines/charts/order.machine.ts
 * orderActions): pay (to_pay), cancel (to_pay, to_ship), modify_address (to_pay, to_ship),
 * confirm_receipt (to_receive), order_again (transaction_complete, transaction_closed).
 */
export const ORDER_ACTIONS = ['pay', 'cancel', 'confirm_receipt', 'modify_address', 'order_again'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** Why a preview line cannot be bought as it stands (the storefront shows the way out). */
export const LINE_PROBLEMS = [
  'sold_out',
  'not_enough_stock',
  'price_changed',
  'limit_exceeded',
  'unavailable',
] as const;
export type LineProblem = (typeof LINE_PROBLEMS)[number];

/** Why the shipping fee is zero when it is: the member's first order (SPEC.md §2) or the threshold. */
export const SHIPPING_FEE_WAIVED_REASONS = ['first_order', 'threshold'] as const;
export type ShippingFeeWaivedReason = (typeof SHIPPING_FEE_WAIVED_REASONS)[number];

/** Decision: the order list answers 10 orders a page. */
export const ORDER_PAGE_SIZE = 10;
/** The list's tabs: every order, or those of one status. */
export const ORDER_LIST_TABS = ['all', ...ORDER_STATUSES] as const;
export type OrderListTab = (typeof ORDER_LIST_TABS)[number];

/**
 * Decision: an order number is 18 characters: the UTC date (yymmdd) then 12 random Crockford
 * base32 characters (60 bits), e.g. "261123K7Q2M9XW4TZR". Readable over the phone, sortable by
 * day, and neither sequential nor guessable, so numbers cannot be probed.
 */
export const ORDER_NO_PATTERN = /^\d{6}[0-9A-HJKMNP-TV-Z]{12}$/;

/**
 * Why order_again left a line out of the cart: the SKU is gone or off the shelf (unavailable),
 * sold out, fewer in stock than the order had (not_enough_stock: Decision, nothing added rather
 * than a smaller quantity the shopper did not ask for), over a limit (limit_exceeded), or the
 * cart is full (cart_full).
 */
export const ORDER_AGAIN_SKIP_REASONS = [
  'unavailable',
  'sold_out',
  'not_enough_stock',
  'limit_exceeded',
  'cart_full',
] as const;
export type OrderAgainSkipReason = (typeof ORDER_AGAIN_SKIP_REASONS)[number];
