import type { CurrencyCode } from './countries';
import { percentCap } from './money';

/**
 * Coins, Pasar's loyalty points (SPEC.md §2 /points, §3 userInfo.points, §9; ADR 025). Zod-free:
 * the storefront, the server's ledger (server/areas/coins/coins*.ts) and the checkout's redemption
 * read these. Every amount of money is in minor units (contract/money.ts).
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
 * Decision (ADR 025): coins are redeemed at checkout in steps of 100, each step worth
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
 * The most coins an order paying `paymentMinor` can take: whole steps whose value stays
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

/** One ledger entry as the replay reads it (server/db/schema-coins.ts coin_entries). */
export interface CoinMovement extends CoinLot {
  kind: CoinEntryKind;
  /** The lot an expire entry closes. */
  lotId: number | null;
  createdAt: Date;
}

/** The ledger replayed: what remains of each lot, what the member owes, what each withdrawal took. */
export interface CoinLedger {
  /** Every positive lot, first to end first (ties: the older lot), with what remains of it. */
  lots: { lot: CoinLot; remaining: number }[];
  /**
   * Coins taken out when no live lot held them (a refund's claw-back of coins already spent, ADR
   * 032): a debt, paid first from the next coins credited, never shown as a negative balance.
   */
  owed: number;
  /** What each withdrawal (by entry id) took from which lots, first to end first. */
  drawn: ReadonlyMap<number, readonly { lot: CoinLot; coins: number }[]>;
}

const endOf = (lot: CoinLot) => lot.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY;
const firstToEnd = (a: { lot: CoinLot }, b: { lot: CoinLot }) =>
  endOf(a.lot) - endOf(b.lot) || a.lot.id - b.lot.id;

/**
 * What remains of each lot, first in first out (ADR 025, ADR 032), replayed from one country's
 * entries of a member in the order they were written (their ids):
 * - a coin in (earn, a positive adjust) first pays what is owed, and the rest is a lot;
 * - a coin out (spend, a negative adjust) is taken from the lots still valid when it was written,
 *   the one that ends first first; what no lot held is owed;
 * - an expire entry closes its lot (it recorded what remained, worked out by this same replay).
 * A lot past its end gives nothing to a later withdrawal even before the hourly job closes it, and
 * what is owed never shrinks when a lot expires: only coins coming in pay it. The ledger stores
 * no remaining amount nor a debt; this derives both, so neither can drift.
 */
export function remainingOfLots(entries: readonly CoinMovement[]): CoinLedger {
  const lots: { lot: CoinLot; remaining: number }[] = [];
  const byId = new Map<number, { lot: CoinLot; remaining: number }>();
  const drawn = new Map<number, { lot: CoinLot; coins: number }[]>();
  let owed = 0;
  for (const entry of [...entries].sort((a, b) => a.id - b.id)) {
    if (entry.kind === 'expire') {
      const closed = entry.lotId === null ? undefined : byId.get(entry.lotId);
      if (closed) closed.remaining = 0;
    } else if (entry.amount > 0) {
      const paid = Math.min(owed, entry.amount);
      owed -= paid;
      const lot = {
        lot: { id: entry.id, amount: entry.amount, expiresAt: entry.expiresAt },
        remaining: entry.amount - paid,
      };
      lots.push(lot);
      byId.set(entry.id, lot);
    } else if (entry.amount < 0) {
      let left = -entry.amount;
      const at = entry.createdAt.getTime();
      const taken: { lot: CoinLot; coins: number }[] = [];
      for (const open of lots.filter((l) => l.remaining > 0 && endOf(l.lot) > at).sort(firstToEnd)) {
        if (left === 0) break;
        const coins = Math.min(left, open.remaining);
        open.remaining -= coins;
        left -= coins;
        taken.push({ lot: open.lot, coins });
      }
      owed += left;
      if (taken.length > 0) drawn.set(entry.id, taken);
    }
  }
  return { lots: lots.sort(firstToEnd), owed, drawn };
}

/** The lots still valid at `now` that hold coins, first to end first: the balance is their sum. */
export function liveLots(ledger: CoinLedger, now: Date) {
  return ledger.lots.filter(({ lot, remaining }) => remaining > 0 && endOf(lot) > now.getTime());
}
