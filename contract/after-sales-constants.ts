/**
 * After-sales' plain values (SPEC.md §2 after-sales, §3 After-sales, §4 after-sales wording
 * states, §8 1103007/1103038/1103042/1103064, §9 refund handling fee; ADR 030).
 * Zod-free: the storefront and machines/charts/after-sales.machine.ts import them directly;
 * contract/after-sales.ts builds its schemas from them.
 */
import type { CountryCode } from './countries';

/** SPEC.md §4: refund only (nothing goes back), and return and refund (the goods go back first). */
export const AFTER_SALES_TYPES = ['refund_only', 'return_refund'] as const;
export type AfterSalesType = (typeof AFTER_SALES_TYPES)[number];

/** SPEC.md §3: the seven status numbers, as the request's `status` carries them. */
export const AFTER_SALES_STATUS = {
  awaitingReview: 1,
  interceptionRequested: 2,
  refundPending: 3,
  success: 4,
  failure: 5,
  awaitingReturn: 6,
  pendingInspection: 7,
} as const;
export type AfterSalesStatus = (typeof AFTER_SALES_STATUS)[keyof typeof AFTER_SALES_STATUS];
export const AFTER_SALES_STATUSES = [1, 2, 3, 4, 5, 6, 7] as const satisfies readonly AfterSalesStatus[];

/**
 * SPEC.md §4's wording states: the states of machines/charts/after-sales.machine.ts (ADR 030). The
 * screens word a request by its `state`; `status` is the §3 number the state belongs to (two
 * states share 6, two share 5).
 */
export const AFTER_SALES_STATES = [
  'pending_review',
  'interception_requested',
  'awaiting_return',
  'returned_awaiting_merchant',
  'pending_inspection',
  'refund_pending',
  'refund_successful',
  'failed',
  'cancelled',
] as const;
export type AfterSalesState = (typeof AFTER_SALES_STATES)[number];

export const AFTER_SALES_STATUS_OF_STATE: Readonly<Record<AfterSalesState, AfterSalesStatus>> = {
  pending_review: AFTER_SALES_STATUS.awaitingReview,
  interception_requested: AFTER_SALES_STATUS.interceptionRequested,
  awaiting_return: AFTER_SALES_STATUS.awaitingReturn,
  returned_awaiting_merchant: AFTER_SALES_STATUS.awaitingReturn,
  pending_inspection: AFTER_SALES_STATUS.pendingInspection,
  refund_pending: AFTER_SALES_STATUS.refundPending,
  refund_successful: AFTER_SALES_STATUS.success,
  failed: AFTER_SALES_STATUS.failure,
  cancelled: AFTER_SALES_STATUS.failure,
};

/** A request still under way: it holds its lines (1103007/1103038 for another on the same line). */
export const OPEN_AFTER_SALES_STATES: readonly AfterSalesState[] = [
  'pending_review',
  'interception_requested',
  'awaiting_return',
  'returned_awaiting_merchant',
  'pending_inspection',
  'refund_pending',
];

/**
 * Decision: the reasons a shopper picks, per type, as Shopee's and Tokopedia's request forms list
 * them. Keys only: the storefront words them (`afterSales.reason.<key>`), the server stores the key.
 * Refund only covers a parcel not sent or not arrived, or a part missing; return and refund covers
 * what arrived wrong.
 */
export const AFTER_SALES_REASONS = {
  refund_only: [
    'changed_mind',
    'ordered_by_mistake',
    'seller_too_slow',
    'not_received',
    'missing_items',
    'other',
  ],
  return_refund: [
    'damaged',
    'defective',
    'wrong_item',
    'not_as_described',
    'missing_parts',
    'expired_product',
    'changed_mind',
    'other',
  ],
} as const satisfies Readonly<Record<AfterSalesType, readonly string[]>>;
export type AfterSalesReason = (typeof AFTER_SALES_REASONS)[AfterSalesType][number];
export const ALL_AFTER_SALES_REASONS = [
  ...new Set([...AFTER_SALES_REASONS.refund_only, ...AFTER_SALES_REASONS.return_refund]),
] as AfterSalesReason[];

/**
 * Decision: the reasons the merchant gives when refusing (`afterSales.refusal.<key>`), and the one
 * the system gives when the return deadline passed (the request is then cancelled, not failed).
 */
export const AFTER_SALES_REFUSAL_REASONS = [
  'evidence_insufficient',
  'outside_policy',
  'item_used',
  'item_not_matching',
  'inspection_failed',
  'already_shipped',
] as const;
export type AfterSalesRefusalReason = (typeof AFTER_SALES_REFUSAL_REASONS)[number];
/** Who cancelled: the shopper, or the job when the return was not sent before its deadline. */
export const AFTER_SALES_CANCEL_REASONS = ['by_member', 'return_overdue'] as const;
export type AfterSalesCancelReason = (typeof AFTER_SALES_CANCEL_REASONS)[number];

/**
 * What the member may do on a request (the detail's `actions`, from the chart): cancel (before the
 * goods go back or the refund starts), enter_logistics (awaiting_return), apply_again (failed or
 * cancelled, while the order is still within its window and under its maximum).
 */
export const AFTER_SALES_ACTIONS = ['cancel', 'enter_logistics', 'apply_again'] as const;
export type AfterSalesAction = (typeof AFTER_SALES_ACTIONS)[number];

/**
 * Decision (ADR 030): a return and refund, or a refund only of a parcel that arrived, may be asked
 * within 7 days after the order was delivered (the last package's delivered time; the receipt time
 * when the courier never reported one), as Shopee's return window. After that: 1103042.
 */
export const AFTER_SALES_WINDOW_DAYS = 7;
/** Decision (ADR 030): at most 3 requests per order, whatever became of them (1103064 beyond). */
export const AFTER_SALES_MAX_PER_ORDER = 3;
/**
 * Decision (ADR 030): once the merchant agrees to a return, the shopper has 5 days to send it and
 * enter the logistics; the job cancels the request after that (return_overdue), as Shopee's.
 */
export const RETURN_DEADLINE_DAYS = 5;
/** Decision: up to 6 evidence pictures per request (1103043 beyond), each at most 2 MB before re-encoding. */
export const EVIDENCE_MAX_PICTURES = 6;
export const EVIDENCE_MAX_BYTES = 2 * 1024 * 1024;
/** The multipart field of one evidence picture (POST order/after_sale/evidence), sent and read. */
export const EVIDENCE_FIELD = 'file';
/** Decision: a description is optional and at most 500 characters. */
export const AFTER_SALES_DESCRIPTION_MAX = 500;
/** Decision: the after-sales list answers 10 requests a page. */
export const AFTER_SALES_PAGE_SIZE = 10;

/**
 * SPEC.md §9: the refund handling fee, deducted from every refund request: SGD 0.50 (PayNow) in
 * Singapore, MYR 0.70 (online banking) in Malaysia, none in Indonesia. Minor units.
 */
export const REFUND_FEE_MINOR: Readonly<Record<CountryCode, number>> = { ID: 0, SG: 50, MY: 70 };

/**
 * The amount a request refunds: the lines' paid share minus the country's fee, never below zero
 * (a request smaller than the fee refunds nothing; the server refuses it with 1103033).
 */
export function refundAfterFee(paidShareMinor: number, countryCode: CountryCode): number {
  return Math.max(0, paidShareMinor - REFUND_FEE_MINOR[countryCode]);
}

/**
 * Where the money goes: back the way it was paid (original_payment), or, for a cash-on-delivery
 * order (Indonesia), to the member's refund card or linked e-wallet (ADR 031).
 */
export const REFUND_DESTINATION_KINDS = ['original_payment', 'refund_card', 'ewallet'] as const;
export type RefundDestinationKind = (typeof REFUND_DESTINATION_KINDS)[number];

/** A refund's own progress in the ledger (ADR 030): asked of the provider, paid, refused. */
export const REFUND_STATUSES = ['requested', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * Decision: the couriers a shopper may send a return with, per country (brand names, never
 * translated); `other` lets the shopper name one in the tracking number's company field.
 */
export const RETURN_COURIERS = {
  ID: ['jne', 'jnt', 'sicepat', 'anteraja', 'pos_indonesia', 'other'],
  SG: ['singpost', 'ninjavan', 'jnt', 'other'],
  MY: ['poslaju', 'jnt', 'ninjavan', 'citylink', 'other'],
} as const satisfies Readonly<Record<CountryCode, readonly string[]>>;
export type ReturnCourier = (typeof RETURN_COURIERS)[CountryCode][number];
export const ALL_RETURN_COURIERS = [
  ...new Set([...RETURN_COURIERS.ID, ...RETURN_COURIERS.SG, ...RETURN_COURIERS.MY]),
] as ReturnCourier[];
export const RETURN_COURIER_NAMES: Readonly<Record<Exclude<ReturnCourier, 'other'>, string>> = {
  jne: 'JNE',
  jnt: 'J&T Express',
  sicepat: 'SiCepat',
  anteraja: 'AnterAja',
  pos_indonesia: 'Pos Indonesia',
  singpost: 'SingPost',
  ninjavan: 'Ninja Van',
  poslaju: 'Pos Laju',
  citylink: 'City-Link Express',
};
/** Decision: the name of a courier not in the list (`other`), at most 50 characters. */
export const RETURN_COURIER_NAME_MAX = 50;
/** A return's tracking number: 6 to 30 letters and digits (upper-cased by the server). */
export const RETURN_TRACKING_NO_PATTERN = /^[A-Za-z0-9]{6,30}$/;

/**
 * Decision: a request number is "AS" then an order-number-like tail: the UTC date (yymmdd) and 10
 * random Crockford base32 characters. Not sequential, so requests cannot be probed.
 */
export const AFTER_SALE_NO_PATTERN = /^AS\d{6}[0-9A-HJKMNP-TV-Z]{10}$/;

