/**
 * Vouchers and coins at checkout (ADR 029). Zod-free: the server's pricing
 * (server/areas/vouchers/voucher-pricing.ts) and the storefront's voucher sheet read these.
 */

/**
 * Why a claimed voucher cannot be used on this order, as the preview lists it:
 * - min_spend: the covered lines' subtotal is below the voucher's minimum (`shortfall` says by how much)
 * - products_not_covered: none of the order's lines is among the voucher's products
 * - not_started / expired: outside the voucher's validity
 * - app_only: usable only inside the native app shell
 * - no_saving: it would take nothing off (a shipping voucher on an order that already ships free)
 */
export const VOUCHER_UNUSABLE_REASONS = [
  'min_spend',
  'products_not_covered',
  'not_started',
  'expired',
  'app_only',
  'no_saving',
] as const;
export type VoucherUnusableReason = (typeof VOUCHER_UNUSABLE_REASONS)[number];

/**
 * Decision (ADR 029): the best combination is searched among at most this many stackable vouchers
 * of one kind (those ending soonest); more than that is no wallet a shopper keeps, and 2^8
 * subsets keep the preview cheap.
 */
export const STACKABLE_SEARCH_LIMIT = 8;

/** Decision (ADR 029): at most this many vouchers may be chosen for one order. */
export const MAX_VOUCHERS_PER_ORDER = 10;
