import { coinValueMinor, redeemableCoins } from '../../../contract/coin-constants';
import {
  STACKABLE_SEARCH_LIMIT,
  type VoucherUnusableReason,
} from '../../../contract/checkout-voucher-constants';
import type { CurrencyCode } from '../../../contract/countries';
import { errorCatalogue, type ErrorEntry } from '../../../contract/errors';
import { voucherSaving, type DiscountType, type VoucherKind } from '../../../contract/voucher-constants';
import { DomainError } from '../../lib/domain-error';

/**
 * Vouchers and coins on an order (ADR 029), with no I/O: the preview and the submit
 * (server/areas/vouchers/order-benefits.ts) feed it the priced lines, the fee and the member's claims,
 * and it answers what comes off and how that is spread over the lines. Every amount is an
 * integer in minor units.
 *
 * The order of application: discount vouchers on their covered lines (percent ones first, on
 * what the lines still cost), then shipping vouchers on the fee, then coins on what is left
 * (capped by redeemableCoins, ADR 025). Each amount taken off is spread over what it applies to
 * by largest remainder, so the shares sum exactly to it: a line's paid share is what after-sales refunds.
 */

/** A line that counts in the order's totals (no problem, or only a new price). */
export interface CheckoutLine {
  skuId: string;
  productNo: string;
  /** unit price × quantity. */
  amount: number;
}

/** A member's claimed voucher as checkout sees it (mapped from the claim and its campaign). */
export interface CheckoutVoucher {
  claimId: string;
  kind: VoucherKind;
  /** The claim's state: only unuse can be applied. */
  state: 'unuse' | 'used' | 'expired';
  /** As the campaign says (contract/voucher-constants.ts voucherSaving): minor units or basis points. */
  discountType: DiscountType;
  value: number;
  /** The most a percent voucher takes off; null: no cap. */
  maxDiscount: number | null;
  /** The covered lines' subtotal (before any voucher) must reach this. */
  minSpend: number;
  /** Null: every product. */
  productNos: readonly string[] | null;
  stackable: boolean;
  appOnly: boolean;
  /** Epoch ms: usable from, and until (exclusive). */
  validFrom: number;
  validUntil: number;
}

export interface BenefitInput {
  lines: readonly CheckoutLine[];
  shippingFee: number;
  vouchers: readonly CheckoutVoucher[];
  now: number;
  /** The request comes from the native app shell (an app-only voucher is usable only there). */
  inApp: boolean;
  currency: CurrencyCode;
  coinBalance: number;
  /** SPEC.md §3 pointsDeductionSwitch. */
  useCoins: boolean;
}

export interface AppliedVoucher {
  claimId: string;
  kind: VoucherKind;
  saving: number;
}

export interface UnusableVoucher {
  claimId: string;
  reason: VoucherUnusableReason;
  /** min_spend only: what the covered lines still lack. */
  shortfall: number | null;
}

export interface LineShare {
  skuId: string;
  voucherShare: number;
  coinShare: number;
  /** amount − voucherShare − coinShare: what the shopper pays for this line. */
  paid: number;
}

export interface Benefits {
  applied: AppliedVoucher[];
  /** Claims that can be applied to this order (alone), soonest ending first. */
  usable: string[];
  unusable: UnusableVoucher[];
  voucherDiscount: number;
  shippingDiscount: number;
  /** The most coins this order can take now (whether the switch is on or not). */
  coinsAvailable: number;
  coinsUsed: number;
  coinsValue: number;
  lineShares: LineShare[];
  /** The fee less the shipping vouchers and the coins' share of it. */
  shippingPaid: number;
  /** Goods and fee after every voucher and the coins: what the shopper pays. */
  total: number;
}

/**
 * Splits `amount` over `weights` in proportion, by largest remainder (ties: the earlier weight):
 * the shares sum exactly to `amount`, and none exceeds its weight while amount ≤ Σ weights.
 * BigInt: amount × weight can pass 2^53 in rupiah.
 */
export function spreadByLargestRemainder(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (amount === 0 || total === 0) return weights.map(() => 0);
  const big = BigInt(amount);
  const bigTotal = BigInt(total);
  const shares = weights.map((weight) => {
    const product = big * BigInt(weight);
    return { floor: Number(product / bigTotal), remainder: product % bigTotal };
  });
  let left = amount - shares.reduce((sum, share) => sum + share.floor, 0);
  const order = shares
    .map((share, index) => ({ index, remainder: share.remainder }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  const result = shares.map((share) => share.floor);
  for (const { index } of order) {
    if (left === 0) break;
    result[index]! += 1;
    left -= 1;
  }
  return result;
}

const covers = (voucher: CheckoutVoucher, line: CheckoutLine) =>
  voucher.productNos === null || voucher.productNos.includes(line.productNo);

function coveredSubtotal(voucher: CheckoutVoucher, lines: readonly CheckoutLine[]) {
  return lines.filter((line) => covers(voucher, line)).reduce((sum, line) => sum + line.amount, 0);
}

/** Canonical order inside a combination: discounts before shipping, percent before fixed, then by id. */
function applicationOrder(a: CheckoutVoucher, b: CheckoutVoucher) {
  if (a.kind !== b.kind) return a.kind === 'discount' ? -1 : 1;
  const ap = a.discountType === 'fixed' ? 1 : 0;
  const bp = b.discountType === 'fixed' ? 1 : 0;
  if (ap !== bp) return ap - bp;
  return a.claimId < b.claimId ? -1 : a.claimId > b.claimId ? 1 : 0;
}

interface Evaluation {
  applied: AppliedVoucher[];
  /** What each line still costs after the vouchers. */
  remaining: number[];
  feeLeft: number;
}

/** Applies `chosen` (already valid together) in the canonical order. */
function evaluate(
  chosen: readonly CheckoutVoucher[],
  lines: readonly CheckoutLine[],
  shippingFee: number,
): Evaluation {
  const remaining = lines.map((line) => line.amount);
  let feeLeft = shippingFee;
  const applied: AppliedVoucher[] = [];
  for (const voucher of [...chosen].sort(applicationOrder)) {
    if (voucher.kind === 'shipping') {
      const off = voucherSaving(voucher, feeLeft);
      feeLeft -= off;
      applied.push({ claimId: voucher.claimId, kind: 'shipping', saving: off });
      continue;
    }
    const indexes = lines.flatMap((line, index) => (covers(voucher, line) ? [index] : []));
    const base = indexes.reduce((sum, index) => sum + remaining[index]!, 0);
    const off = voucherSaving(voucher, base);
    const shares = spreadByLargestRemainder(
      off,
      indexes.map((index) => remaining[index]!),
    );
    indexes.forEach((lineIndex, i) => (remaining[lineIndex]! -= shares[i]!));
    applied.push({ claimId: voucher.claimId, kind: 'discount', saving: off });
  }
  return { applied, remaining, feeLeft };
}

const savingOf = (evaluation: Evaluation) =>
  evaluation.applied.reduce((sum, voucher) => sum + voucher.saving, 0);

/** Why a voucher cannot be used on this order, alone; null when it can. */
function unusableReason(voucher: CheckoutVoucher, input: BenefitInput): UnusableVoucher | null {
  const no = (reason: VoucherUnusableReason, shortfall: number | null = null) => ({
    claimId: voucher.claimId,
    reason,
    shortfall,
  });
  if (voucher.state === 'expired' || input.now >= voucher.validUntil) return no('expired');
  if (input.now < voucher.validFrom) return no('not_started');
  if (voucher.appOnly && !input.inApp) return no('app_only');
  if (!input.lines.some((line) => covers(voucher, line))) return no('products_not_covered');
  const covered = coveredSubtotal(voucher, input.lines);
  if (covered < voucher.minSpend) return no('min_spend', voucher.minSpend - covered);
  if (savingOf(evaluate([voucher], input.lines, input.shippingFee)) === 0) return no('no_saving');
  return null;
}

/** At most one voucher of a kind, unless every voucher of that kind in the set says it stacks. */
export function stacksValidly(chosen: readonly CheckoutVoucher[]): boolean {
  return (['discount', 'shipping'] as const).every((kind) => {
    const ofKind = chosen.filter((voucher) => voucher.kind === kind);
    return ofKind.length <= 1 || ofKind.every((voucher) => voucher.stackable);
  });
}

function subsetsOf<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let mask = 1; mask < 1 << items.length; mask++)
    result.push(items.filter((_, index) => (mask & (1 << index)) !== 0));
  return result;
}

/** The options for one kind: none, each usable voucher alone, every set of the stackable ones. */
function optionsOf(usable: readonly CheckoutVoucher[]): CheckoutVoucher[][] {
  const stackable = usable
    .filter((voucher) => voucher.stackable)
    .sort((a, b) => a.validUntil - b.validUntil)
    .slice(0, STACKABLE_SEARCH_LIMIT);
  return [[], ...usable.map((voucher) => [voucher]), ...subsetsOf(stackable).filter((set) => set.length > 1)];
}

/** Earliest end among the chosen (none: never). */
const endOf = (chosen: readonly CheckoutVoucher[]) =>
  Math.min(Number.POSITIVE_INFINITY, ...chosen.map((voucher) => voucher.validUntil));

/**
 * Is option `a` better than `b`: the larger saving; on a tie the one ending soonest (use what
 * would lapse first), then fewer vouchers, then the claim ids (any order, but always the same).
 */
export function betterChoice(
  a: { chosen: readonly CheckoutVoucher[]; saving: number },
  b: { chosen: readonly CheckoutVoucher[]; saving: number },
): boolean {
  if (a.saving !== b.saving) return a.saving > b.saving;
  if (endOf(a.chosen) !== endOf(b.chosen)) return endOf(a.chosen) < endOf(b.chosen);
  if (a.chosen.length !== b.chosen.length) return a.chosen.length < b.chosen.length;
  const key = (chosen: readonly CheckoutVoucher[]) =>
    chosen
      .map((voucher) => voucher.claimId)
      .sort()
      .join(',');
  return key(a.chosen) < key(b.chosen);
}

/**
 * The best valid set of `usable` for the order. The kinds are independent (a discount voucher's
 * min spend and saving never depend on the fee, nor a shipping voucher's on the goods), so each
 * kind's best is searched alone. A set in which a voucher would take nothing is not offered.
 */
export function bestCombination(
  usable: readonly CheckoutVoucher[],
  lines: readonly CheckoutLine[],
  shippingFee: number,
): CheckoutVoucher[] {
  return (['discount', 'shipping'] as const).flatMap((kind) => {
    let best: { chosen: CheckoutVoucher[]; saving: number } = { chosen: [], saving: 0 };
    for (const chosen of optionsOf(usable.filter((voucher) => voucher.kind === kind))) {
      const evaluation = evaluate(chosen, lines, shippingFee);
      if (evaluation.applied.some((voucher) => voucher.saving === 0)) continue;
      const option = { chosen, saving: savingOf(evaluation) };
      if (betterChoice(option, best)) best = option;
    }
    return best.chosen;
  });
}

const refusalOf: Record<VoucherUnusableReason, ErrorEntry> = {
  min_spend: errorCatalogue.voucherMinSpendNotMet,
  products_not_covered: errorCatalogue.voucherNotApplicable,
  no_saving: errorCatalogue.voucherNotApplicable,
  not_started: errorCatalogue.voucherNotApplicable,
  expired: errorCatalogue.voucherExpired,
  app_only: errorCatalogue.voucherAppOnly,
};

/** The shopper's own choice, checked: every refusal is the voucher's own code. */
function checkedChoice(ids: readonly string[], input: BenefitInput): CheckoutVoucher[] {
  const chosen = [...new Set(ids)].map((id) => {
    const voucher = input.vouchers.find((candidate) => candidate.claimId === id);
    if (!voucher) throw new DomainError(errorCatalogue.voucherNotClaimed);
    if (voucher.state === 'used') throw new DomainError(errorCatalogue.voucherAlreadyUsed);
    const unusable = unusableReason(voucher, input);
    if (unusable) throw new DomainError(refusalOf[unusable.reason]);
    return voucher;
  });
  if (!stacksValidly(chosen)) throw new DomainError(errorCatalogue.voucherNotStackable);
  const evaluation = evaluate(chosen, input.lines, input.shippingFee);
  // A stacked voucher left with nothing to take off (the one before took it all).
  if (evaluation.applied.some((voucher) => voucher.saving === 0))
    throw new DomainError(errorCatalogue.voucherNotApplicable);
  return chosen;
}

/**
 * Everything vouchers and coins do to an order. `choice`: undefined lets the best combination be
 * picked; [] applies none; a list is the shopper's choice, refused (DomainError) when not valid.
 */
export function priceBenefits(input: BenefitInput, choice: readonly string[] | undefined): Benefits {
  const open = input.vouchers.filter((voucher) => voucher.state !== 'used');
  const reasons = open.map((voucher) => ({ voucher, unusable: unusableReason(voucher, input) }));
  const usable = reasons
    .filter((entry) => entry.unusable === null)
    .map((entry) => entry.voucher)
    .sort((a, b) => a.validUntil - b.validUntil || (a.claimId < b.claimId ? -1 : 1));
  const chosen =
    choice === undefined
      ? bestCombination(usable, input.lines, input.shippingFee)
      : checkedChoice(choice, input);
  const { applied, remaining, feeLeft } = evaluate(chosen, input.lines, input.shippingFee);

  const beforeCoins = remaining.reduce((sum, left) => sum + left, 0) + feeLeft;
  const coinsAvailable = redeemableCoins(beforeCoins, input.coinBalance, input.currency);
  const coinsUsed = input.useCoins ? coinsAvailable : 0;
  const coinsValue = coinValueMinor(coinsUsed, input.currency);
  // Decision (ADR 029): the coins' value is spread over the lines and the fee alike, by what each
  // still costs (coins can pass the goods' part when the fee is large: 25 % of the payment).
  const coinShares = spreadByLargestRemainder(coinsValue, [...remaining, feeLeft]);

  const lineShares = input.lines.map((line, index) => {
    const voucherShare = line.amount - remaining[index]!;
    const coinShare = coinShares[index]!;
    return { skuId: line.skuId, voucherShare, coinShare, paid: line.amount - voucherShare - coinShare };
  });
  const sumOf = (kind: VoucherKind) =>
    applied.filter((voucher) => voucher.kind === kind).reduce((sum, voucher) => sum + voucher.saving, 0);
  return {
    applied,
    usable: usable.map((voucher) => voucher.claimId),
    unusable: reasons.flatMap((entry) => (entry.unusable ? [entry.unusable] : [])),
    voucherDiscount: sumOf('discount'),
    shippingDiscount: sumOf('shipping'),
    coinsAvailable,
    coinsUsed,
    coinsValue,
    lineShares,
    shippingPaid: feeLeft - coinShares[input.lines.length]!,
    total: beforeCoins - coinsValue,
  };
}

/**
 * The cart's "add Rp X more to use …" (get_minimum_purchase_shortfall): among the claims only the
 * min spend keeps out, the one nearest to reach (smallest shortfall; ties: ending soonest).
 * Decision (ADR 029): nearest, not largest, because the line is a nudge the shopper can act on.
 */
export function nearestShortfall(input: BenefitInput): UnusableVoucher | null {
  const ends = new Map(input.vouchers.map((voucher) => [voucher.claimId, voucher.validUntil]));
  const short = input.vouchers
    .filter((voucher) => voucher.state === 'unuse')
    .map((voucher) => unusableReason(voucher, input))
    .filter((entry): entry is UnusableVoucher => entry?.reason === 'min_spend')
    .sort((a, b) => a.shortfall! - b.shortfall! || ends.get(a.claimId)! - ends.get(b.claimId)!);
  return short[0] ?? null;
}
