import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COIN_REDEEM_MAX_PERCENT,
  COIN_REDEEM_STEP,
  coinExpiryOf,
  coinsEarnedFor,
  coinValueMinor,
  redeemableCoins,
  remainingOfLots,
} from './coin-constants';
import { currencyCodes } from './countries';

describe('coinsEarnedFor: money → coins per country, rounded down', () => {
  it('1 coin per Rp 1.000, S$ 0.10, RM 0.10', () => {
    expect(coinsEarnedFor(125_900, 'IDR')).toBe(125);
    expect(coinsEarnedFor(999, 'IDR')).toBe(0);
    expect(coinsEarnedFor(1000, 'IDR')).toBe(1);
    expect(coinsEarnedFor(1259, 'SGD')).toBe(125); // S$ 12.59
    expect(coinsEarnedFor(9, 'MYR')).toBe(0); // RM 0.09
    expect(coinsEarnedFor(10, 'MYR')).toBe(1);
  });

  it('never negative, never a fraction, never more than the money buys', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000, max: 100_000_000 }),
        fc.constantFrom(...currencyCodes),
        (minor, currency) => {
          const coins = coinsEarnedFor(minor, currency);
          expect(Number.isInteger(coins)).toBe(true);
          expect(coins).toBeGreaterThanOrEqual(0);
          if (minor > 0) expect(coins).toBe(Math.floor(minor / (currency === 'IDR' ? 1000 : 10)));
        },
      ),
    );
  });

  it('refuses a float amount rather than rounding it', () => {
    expect(() => coinsEarnedFor(10.5, 'SGD')).toThrow(TypeError);
  });
});

describe('coinExpiryOf: 12 months later', () => {
  it('the same instant next year; a missing day clamps to the month end', () => {
    expect(coinExpiryOf(new Date('2026-11-21T03:00:00Z')).toISOString()).toBe('2027-11-21T03:00:00.000Z');
    expect(coinExpiryOf(new Date('2028-02-29T10:00:00Z')).toISOString()).toBe('2029-02-28T10:00:00.000Z');
  });
});

describe('redeeming (issue 18): steps of 100 within the 25 % cap and the balance', () => {
  it('Rp 100.000 paid allows Rp 25.000: 2 500 coins', () => {
    expect(redeemableCoins(100_000, 10_000, 'IDR')).toBe(2_500);
    expect(redeemableCoins(100_000, 1_234, 'IDR')).toBe(1_200);
    expect(coinValueMinor(2_500, 'IDR')).toBe(25_000);
    expect(redeemableCoins(1000, 500, 'SGD')).toBe(500); // S$ 10 → S$ 2.50 cap; 500 coins = S$ 0.50
    expect(redeemableCoins(0, 500, 'MYR')).toBe(0);
  });

  it('the value never exceeds the cap and the coins never the balance', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.constantFrom(...currencyCodes),
        (payment, balance, currency) => {
          const coins = redeemableCoins(payment, balance, currency);
          expect(coins % COIN_REDEEM_STEP).toBe(0);
          expect(coins).toBeLessThanOrEqual(balance);
          expect(coinValueMinor(coins, currency) * 100).toBeLessThanOrEqual(
            payment * COIN_REDEEM_MAX_PERCENT,
          );
        },
      ),
    );
  });
});

describe('remainingOfLots: first in first out by end date', () => {
  const day = (n: number) => new Date(Date.UTC(2027, 0, n));
  it('takes what was consumed from the lot that ends first', () => {
    const lots = [
      { id: 3, amount: 70, expiresAt: day(30) },
      { id: 1, amount: 50, expiresAt: day(10) },
      { id: 2, amount: 40, expiresAt: day(20) },
      { id: 4, amount: 5, expiresAt: null },
    ];
    expect(remainingOfLots(lots, 60).map(({ lot, remaining }) => [lot.id, remaining])).toEqual([
      [1, 0],
      [2, 30],
      [3, 70],
      [4, 5],
    ]);
  });

  it('what remains is always the lots less what was consumed, never below zero', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ amount: fc.integer({ min: 1, max: 1000 }), days: fc.integer({ min: 1, max: 400 }) }),
          {
            maxLength: 20,
          },
        ),
        fc.integer({ min: 0, max: 30_000 }),
        (raw, consumed) => {
          const lots = raw.map((lot, id) => ({ id, amount: lot.amount, expiresAt: day(lot.days) }));
          const left = remainingOfLots(lots, consumed);
          const total = lots.reduce((sum, lot) => sum + lot.amount, 0);
          expect(left.reduce((sum, { remaining }) => sum + remaining, 0)).toBe(Math.max(0, total - consumed));
          for (const { lot, remaining } of left) {
            expect(remaining).toBeGreaterThanOrEqual(0);
            expect(remaining).toBeLessThanOrEqual(lot.amount);
          }
        },
      ),
    );
  });
});
