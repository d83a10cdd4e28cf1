import { z } from 'zod';
import { currencyCodeSchema, int, keywordSchema, minorUnitsSchema, optional, paging } from './fields';
import { plainText } from './rules/text';
import {
  DISCOUNT_TYPES,
  VOUCHER_CODE_PATTERN,
  VOUCHER_KINDS,
  VOUCHER_MAX_PAGE_SIZE,
  VOUCHER_PAGE_SIZE,
  VOUCHER_SCOPES,
  VOUCHER_STATUSES,
  VOUCHER_TABS,
} from './voucher-constants';

/**
 * Vouchers (SPEC.md §2 /coupons, /couponsList, /vouchertcs, /activities; §3 Voucher; §7
 * promotion/api/*; §8 1101030–1101049, 1109003/1109009/1109011; ADR 028). Times are
 * epoch milliseconds, money minor units of the shopper's country (X-Locale), percentages basis
 * points. Texts (title, terms) come in the request's Language.
 *
 * Decision: SPEC.md names coupon_product_list and virtual/mapping but shows no other voucher
 * call; the rest follow §7's promotion/api style:
 *   GET  promotion/api/coupon_center                  → CouponCenter (claimable, with the member's state)
 *   POST promotion/api/claim { campaign_id }          → Voucher (the new claim; member only)
 *   GET  promotion/api/my_coupons?status&page_num     → VoucherPage (member only, own claims only)
 *   GET  promotion/api/coupon_detail/{id}             → VoucherTerms (a campaign's terms)
 *   POST promotion/api/fetch/coupon_product_list      → a page of product cards the voucher covers
 *   POST promotion/api/virtual/mapping { code }       → Voucher (a typed code claimed; member only)
 */

export const voucherIdSchema = z.string().uuid();

/**
 * THE voucher as every screen shows it: the claim centre's card (id null until claimed), the
 * wallet's, and the order confirm's voucher choice. A card reads its amount from
 * discount_type/value/max_discount, its condition from min_spend and scope, its validity from
 * valid_from/valid_until (or valid_days_after_claim before a claim).
 */
export const voucherSchema = z.object({
  /** The member's claim; null in the claim centre before claiming. */
  id: voucherIdSchema.nullable(),
  campaign_id: voucherIdSchema,
  kind: z.enum(VOUCHER_KINDS),
  discount_type: z.enum(DISCOUNT_TYPES),
  /** Minor units (fixed) or basis points (percent). */
  value: z.number().int().positive(),
  /** The cap of a percent voucher, minor units; null: none. */
  max_discount: minorUnitsSchema.nullable(),
  /** 0: no minimum. */
  min_spend: minorUnitsSchema,
  currency: currencyCodeSchema,
  title: z.string(),
  scope: z.enum(VOUCHER_SCOPES),
  stackable: z.boolean(),
  app_only: z.boolean(),
  online_only: z.boolean(),
  new_users_only: z.boolean(),
  /** The usable window: the claim's, or a fixed campaign's before a claim; null for "N days after claim" before a claim. */
  valid_from: z.number().int().nullable(),
  valid_until: z.number().int().nullable(),
  valid_days_after_claim: z.number().int().positive().nullable(),
  /** The claim's status at server_now (expired derived from the clock); null before a claim. */
  status: z.enum(VOUCHER_STATUSES).nullable(),
  claimed_at: z.number().int().nullable(),
  used_order_no: z.string().nullable(),
});
export type Voucher = z.infer<typeof voucherSchema>;

/**
 * A claim centre entry: the voucher and whether this shopper can claim it now. refusal is the
 * code a claim would answer (1101037 limit reached, 1101045 fully claimed, 1101041 not started,
 * 1101049 new users only, 1101047 app only…), null when the Claim button is live. Visitors see
 * every listed campaign with refusal null (claiming asks them to log in).
 */
export const couponCenterItemSchema = z.object({
  voucher: voucherSchema,
  starts_at: z.number().int(),
  ends_at: z.number().int(),
  total_quantity: z.number().int().positive().nullable(),
  claimed_count: z.number().int().nonnegative(),
  per_member_limit: z.number().int().positive(),
  /** How many times this member claimed it (0 for a visitor). */
  member_claims: z.number().int().nonnegative(),
  refusal: z.number().int().nullable(),
});
export type CouponCenterItem = z.infer<typeof couponCenterItemSchema>;

export const couponCenterSchema = z.object({
  list: z.array(couponCenterItemSchema),
  server_now: z.number().int(),
});
export type CouponCenter = z.infer<typeof couponCenterSchema>;

export const claimRequestSchema = z.object({ campaign_id: voucherIdSchema });
export type ClaimRequest = z.infer<typeof claimRequestSchema>;

export const myCouponsQuerySchema = z.object({
  status: z.enum(VOUCHER_TABS).default('unuse'),
  page_num: int(1, 10_000).default(1),
  page_size: int(1, VOUCHER_MAX_PAGE_SIZE).default(VOUCHER_PAGE_SIZE),
});
export type MyCouponsQuery = z.infer<typeof myCouponsQuerySchema>;

export const voucherPageSchema = z.object({
  total: z.number().int().nonnegative(),
  list: z.array(voucherSchema),
  server_now: z.number().int(),
});
export type VoucherPage = z.infer<typeof voucherPageSchema>;

/** GET coupon_detail/{id}: {id} is a campaign id or one of the member's claim ids. */
export const couponDetailParamsSchema = z.object({ id: voucherIdSchema });
export const voucherTermsSchema = z.object({
  voucher: voucherSchema,
  /** The terms as paragraphs, in the request's Language. */
  terms: z.array(z.string()),
  starts_at: z.number().int(),
  ends_at: z.number().int(),
  server_now: z.number().int(),
});
export type VoucherTerms = z.infer<typeof voucherTermsSchema>;

/**
 * POST fetch/coupon_product_list: the products a voucher covers (its campaign's set, or every
 * product for scope 'all'), paged, searchable by keyword like search/coupon/search. coupon_id is a
 * campaign id or one of the member's claim ids; an unknown one answers 1109003.
 */
export const couponProductListRequestSchema = z.object({
  coupon_id: voucherIdSchema,
  keyword: optional(keywordSchema),
  ...paging,
});
export type CouponProductListRequest = z.infer<typeof couponProductListRequestSchema>;

/**
 * POST virtual/mapping: a voucher code typed in, claimed for the member. Decision: an unknown code
 * (or one of another country) answers 1101043; the claim rules then apply as for a Claim press.
 */
export const virtualMappingRequestSchema = z.object({
  code: plainText().regex(VOUCHER_CODE_PATTERN),
});
export type VirtualMappingRequest = z.infer<typeof virtualMappingRequestSchema>;
