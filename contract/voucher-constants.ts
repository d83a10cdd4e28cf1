import { DAY_MS } from './durations';

/**
 * Vouchers' plain values and pure rules (SPEC.md §3 Voucher, §4 vouchers, §8 1101030–1101049;
 * ADR 028). Zod-free: the storefront, machines/charts/voucher.machine.ts, the server's claim
 * rules (server/areas/vouchers/vouchers.ts) and the checkout's pricing read these. Money is
 * in minor units (contract/money.ts), percentages in basis points, times in epoch milliseconds.
 */

/** SPEC.md §3: a voucher takes money off the goods (discount) or off the shipping fee (shipping). */
export const VOUCHER_KINDS = ['discount', 'shipping'] as const;
export type VoucherKind = (typeof VOUCHER_KINDS)[number];

/** A fixed amount (minor units) or a percentage (basis points: 1000 = 10 %) capped by max_discount. */
export const DISCOUNT_TYPES = ['fixed', 'percent'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/**
 * SPEC.md §3/§4: a claimed voucher is unused, used or expired. Decision (ADR 028): the stored
 * status is 'unuse' or 'used'; 'expired' is derived from the clock (an unused claim whose
 * valid_until has passed, voucherStatusAt) so no job has to run at the hour a voucher ends, and it
 * is stored only when a used voucher comes back after its end (RETURN in the machine).
 */
export const VOUCHER_STATUSES = ['unuse', 'used', 'expired'] as const;
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number];

/** The wallet's tabs (/couponsList, SPEC.md §3 couponTab) are the three statuses. */
export const VOUCHER_TABS = VOUCHER_STATUSES;
export type VoucherTab = VoucherStatus;

/** A campaign covers all products or a chosen set (voucher_campaign_products). */
export const VOUCHER_SCOPES = ['all', 'selected'] as const;
export type VoucherScope = (typeof VOUCHER_SCOPES)[number];

/**
 * Why a used voucher comes back (SPEC.md §4): its order was cancelled (paid or not), or an
 * after-sales refund gave the money back. A shipping voucher is not restored on refund.
 */
export const VOUCHER_RETURN_CAUSES = ['cancel', 'refund'] as const;
export type VoucherReturnCause = (typeof VOUCHER_RETURN_CAUSES)[number];

/** Basis points in 100 %. */
export const BASIS_POINTS = 10_000;

/**
 * A shipping voucher for all of the fee: its card says "Free shipping", as Shopee's and
 * Tokopedia's do ("Gratis ongkir"), not "100%".
 */
export function isFreeShipping(voucher: { kind: string; discount_type: string; value: number }): boolean {
  return voucher.kind === 'shipping' && voucher.discount_type === 'percent' && voucher.value === BASIS_POINTS;
}

/** Decision: the wallet pages 20 vouchers at a time, like /points. */
export const VOUCHER_PAGE_SIZE = 20;
export const VOUCHER_MAX_PAGE_SIZE = 50;

/**
 * Decision: the wallet counts down only a voucher's last 24 hours, when its end is near enough to
 * act on; a clock ticking over days reads as noise.
 */
export const VOUCHER_ENDING_SOON_MS = 24 * 60 * 60 * 1000;

/** Decision (ADR 028): a member may press Claim 10 times a minute across campaigns (1101039 past it). */
export const VOUCHER_CLAIMS_PER_MINUTE = 10;

/** Decision: a voucher code typed in is 4–32 letters and digits, compared upper-cased. */
export const VOUCHER_CODE_PATTERN = /^[A-Za-z0-9]{4,32}$/;

/** A campaign's validity: a fixed window, or N days from the moment of the claim (SPEC.md §4). */
export type VoucherValidity =
  | { readonly validFrom: number; readonly validUntil: number; readonly validDaysAfterClaim?: null }
  | { readonly validDaysAfterClaim: number; readonly validFrom?: null; readonly validUntil?: null };

/**
 * The window a claim made at `claimedAt` is usable in (resolved once, stored on the claim).
 * Decision (ADR 028): N days after claim means N × 24 h from the claim's instant, not to the end of
 * a calendar day (no zone to argue about; the wallet shows the exact end). A fixed window is the
 * campaign's own, whatever the claim's moment.
 */
export function resolveValidity(
  validity: VoucherValidity,
  claimedAt: number,
): { validFrom: number; validUntil: number } {
  if (validity.validDaysAfterClaim != null) {
    if (!Number.isInteger(validity.validDaysAfterClaim) || validity.validDaysAfterClaim < 1)
      throw new RangeError('valid_days_after_claim must be a whole number of days, at least 1');
    return { validFrom: claimedAt, validUntil: claimedAt + validity.validDaysAfterClaim * DAY_MS };
  }
  if (validity.validFrom == null || validity.validUntil == null) throw new RangeError('a validity window');
  return { validFrom: validity.validFrom, validUntil: validity.validUntil };
}

/** The status a claim shows at `now`: an unused claim past its end is expired (derived, never a job). */
export function voucherStatusAt(stored: VoucherStatus, validUntil: number, now: number): VoucherStatus {
  return stored === 'unuse' && now >= validUntil ? 'expired' : stored;
}

/** A claim can pay for something at `now`: unused and inside its window. */
export function isUsableAt(
  claim: { status: VoucherStatus; validFrom: number; validUntil: number },
  now: number,
): boolean {
  return claim.status === 'unuse' && claim.validFrom <= now && now < claim.validUntil;
}

/** A claim ends within VOUCHER_ENDING_SOON_MS: the wallet shows a countdown. */
export function isEndingSoon(validUntil: number, now: number): boolean {
  return validUntil > now && validUntil - now <= VOUCHER_ENDING_SOON_MS;
}

/**
 * What a voucher takes off `baseMinor` (the covered goods' amount for a discount, the shipping fee
 * for a shipping voucher), before min spend is checked: a fixed amount or a percentage rounded
 * down, capped by max_discount, never more than the base (a total is never negative).
 */
export function voucherSaving(
  voucher: { discountType: DiscountType; value: number; maxDiscount: number | null },
  baseMinor: number,
): number {
  if (!Number.isSafeInteger(baseMinor) || baseMinor <= 0) return 0;
  const raw =
    voucher.discountType === 'fixed' ? voucher.value : Math.floor((baseMinor * voucher.value) / BASIS_POINTS);
  const capped = voucher.maxDiscount == null ? raw : Math.min(raw, voucher.maxDiscount);
  return Math.max(0, Math.min(capped, baseMinor));
}

/** A voucher id (a campaign's or a claim's) as pages read it from their address: a uuid. */
export function isVoucherId(value: string | null): value is string {
  return value !== null && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
