import type { CurrencyCode } from './countries';
import { percentCap } from './money';

/**
 * Coins, Pasar's loyalty points (SPEC.md §2 /points, §3 userInfo.points, §9; ADR 025). Zod-free:
 * the storefront, the server's ledger (server/domain/coins*.ts) and the checkout's redemption
 * (issue 18) read these. Every amount of money is in minor units (contract/money.ts).
 */

/** What a ledger entry records: coins in (earn, a positive adjust) or out (spend, expire, a negative adjust). */
export const COIN_ENTRY_KINDS = ['earn', 'spend', 'expire', 'adjust'] as const;
export type CoinEntryKind = (typeof COIN_ENTRY_KINDS)[number];

/**
 * Decision (ADR 025): 1 coin per Rp 1.000 / S$ 0.10 / RM 0.10 of what was paid for the goods
 * (the order's total less its shipping fee), rounded down: a coin is never invented.
 */
export const COIN_EARN_UNIT_MINOR: Readonly<Record<CurrencyCode, number>> = { IDR: 1000, SGD: 10, MYR: 10 };

/** Decision (ADR 025): a lot of earned coins expires 12 calendar months after it was earned. */
export const COIN_EXPIRY_MONTHS = 12;

/** Decision: /points warns about the coins that expire within the next 30 days. */
export const COIN_EXPIRING_SOON_DAYS = 30;

/**
 * Decision (ADR 025, for issue 18): coins are redeemed in steps of 100, each step worth
 * Rp 1.000 / S$ 0.10 / RM 0.10, and at most 25 % of the order's payment (SPEC.md §5).
 */
export const COIN_REDEEM_STEP = 100;
export const COIN_REDEEM_STEP_VALUE_MINOR: Readonly<Record<CurrencyCode, number>> = {
  IDR: 1000,
  SGD: 10,
  MYR: 10,
};
export const COIN_REDEEM_MAX_PERCENT = 25;

/** Decision: 20 ledger entries a page on /points (infinite paging asks for the next 20). */
export const COIN_PAGE_SIZE = 20;
export const COIN_MAX_PAGE_SIZE = 50;

/** Coins earned for `paidForGoodsMinor` (the order's total less shipping) in `currency`: rounded down, never negative. */
export function coinsEarnedFor(paidForGoodsMinor: number, currency: CurrencyCode): number {
  if (!Number.isSafeInteger(paidForGoodsMinor)) throw new TypeError('an amount in minor units');
  if (paidForGoodsMinor <= 0) return 0;
  const unit = COIN_EARN_UNIT_MINOR[currency];
  return (paidForGoodsMinor - (paidForGoodsMinor % unit)) / unit;
}

/**
 * When a lot earned at `earnedAt` expires: the same instant COIN_EXPIRY_MONTHS later, in UTC.
 * Decision: a day the target month lacks clamps to its last day (29 Feb → 28 Feb next year).
 */
export function coinExpiryOf(earnedAt: Date): Date {
  const expires = new Date(earnedAt.getTime());
  const day = expires.getUTCDate();
  expires.setUTCDate(1);
  expires.setUTCMonth(expires.getUTCMonth() + COIN_EXPIRY_MONTHS);
  const lastDay = new Date(Date.UTC(expires.getUTCFullYear(), expires.getUTCMonth() + 1, 0)).getUTCDate();
  expires.setUTCDate(Math.min(day, lastDay));
  return expires;
}

/**
 * The most coins an order paying `paymentMinor` can take (issue 18): whole steps whose value stays
 * within COIN_REDEEM_MAX_PERCENT of the payment, and within `balance`.
 */
export function redeemableCoins(paymentMinor: number, balance: number, currency: CurrencyCode): number {
  if (paymentMinor <= 0 || balance <= 0) return 0;
  const capMinor = percentCap(paymentMinor, COIN_REDEEM_MAX_PERCENT);
  const stepsByCap = Math.floor(capMinor / COIN_REDEEM_STEP_VALUE_MINOR[currency]);
  const stepsByBalance = Math.floor(balance / COIN_REDEEM_STEP);
  return Math.min(stepsByCap, stepsByBalance) * COIN_REDEEM_STEP;
}

/** What `coins` (a multiple of COIN_REDEEM_STEP) take off an order, in minor units. */
export function coinValueMinor(coins: number, currency: CurrencyCode): number {
  return Math.floor(coins / COIN_REDEEM_STEP) * COIN_REDEEM_STEP_VALUE_MINOR[currency];
}

/** A positive lot: what it held, when it expires (null: never), in the ledger's order. */
export interface CoinLot {
  id: number;
  amount: number;
  expiresAt: Date | null;
}

/**
 * What remains of each lot, first in first out (ADR 025): everything ever taken out (spends,
 * expiries, negative adjusts: `consumed`, a positive number) is taken from the lots that expire
 * first. The ledger stores no remaining amount; this derives it, so it can never drift.
 */
export function remainingOfLots(
  lots: readonly CoinLot[],
  consumed: number,
): { lot: CoinLot; remaining: number }[] {
  const ordered = [...lots].sort(
    (a, b) =>
      (a.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY) -
        (b.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY) || a.id - b.id,
  );
  let left = Math.max(0, consumed);
  return ordered.map((lot) => {
    const taken = Math.min(left, lot.amount);
    left -= taken;
    return { lot, remaining: lot.amount - taken };
  });
}
