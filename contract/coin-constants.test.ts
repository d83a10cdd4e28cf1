import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COIN_REDEEM_MAX_PERCENT,
  COIN_REDEEM_STEP,
  coinExpiryOf,
  coinsEarnedFor,
  coinValueMinor,
  liveLots,
  redeemableCoins,
  remainingOfLots,
  type CoinMovement,
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

describe('redeeming at checkout: steps of 100 within the 25 % cap and the balance', () => {
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

describe('remainingOfLots: the ledger replayed, first in first out by end date', () => {
  const day = (n: number) => new Date(Date.UTC(2027, 0, n));
  let nextId = 0;
  const credit = (amount: number, at: number, ends: number | null): CoinMovement => ({
    id: ++nextId,
    kind: 'earn',
    amount,
    expiresAt: ends === null ? null : day(ends),
    lotId: null,
    createdAt: day(at),
  });
  const debit = (amount: number, at: number, kind: CoinMovement['kind'] = 'spend'): CoinMovement => ({
    id: ++nextId,
    kind,
    amount: -amount,
    expiresAt: null,
    lotId: null,
    createdAt: day(at),
  });
  const close = (lot: CoinMovement, amount: number, at: number): CoinMovement => ({
    id: ++nextId,
    kind: 'expire',
    amount: -amount,
    expiresAt: null,
    lotId: lot.id,
    createdAt: day(at),
  });
  const remaining = (entries: CoinMovement[]) =>
    remainingOfLots(entries).lots.map(({ lot, remaining: left }) => [lot.id, left]);

  it('takes what goes out from the lot that ends first', () => {
    const [a, b, c, d] = [credit(70, 1, 30), credit(50, 1, 10), credit(40, 1, 20), credit(5, 1, null)];
    const spend = debit(60, 2);
    const ledger = remainingOfLots([a!, b!, c!, d!, spend]);
    expect(remaining([a!, b!, c!, d!, spend])).toEqual([
      [b!.id, 0],
      [c!.id, 30],
      [a!.id, 70],
      [d!.id, 5],
    ]);
    expect(ledger.owed).toBe(0);
    expect(ledger.drawn.get(spend.id)?.map(({ lot, coins }) => [lot.id, coins])).toEqual([
      [b!.id, 50],
      [c!.id, 10],
    ]);
  });

  it('a claw-back beyond the lots is owed, paid first from the next coins in; an expiry forgives none of it', () => {
    const lot = credit(100, 1, 10);
    const spend = debit(100, 2);
    const clawback = debit(100, 3, 'adjust');
    expect(remainingOfLots([lot, spend, clawback]).owed).toBe(100);
    const expired = close(lot, 0, 11);
    expect(remainingOfLots([lot, spend, clawback, expired]).owed).toBe(100);
    // The spend's coins come back (already past their end): they pay the debt, nothing is left over.
    const back = { ...credit(100, 12, 10), kind: 'adjust' as const };
    const settled = remainingOfLots([lot, spend, clawback, expired, back]);
    expect([settled.owed, liveLots(settled, day(12)).length]).toEqual([0, 0]);
    // Newly earned coins pay what is owed first, the rest is theirs to keep.
    const later = credit(150, 13, 400);
    const ledger = remainingOfLots([lot, spend, clawback, expired, later]);
    expect(ledger.owed).toBe(0);
    expect(liveLots(ledger, day(13)).map(({ remaining: left }) => left)).toEqual([50]);
  });

  it('a lot past its end gives nothing to a withdrawal, even before the sweep closes it', () => {
    const ending = credit(100, 1, 10);
    const lasting = credit(100, 1, 300);
    const spend = debit(100, 11);
    const ledger = remainingOfLots([ending, lasting, spend]);
    expect(liveLots(ledger, day(11))).toEqual([]);
    expect(remaining([ending, lasting, spend])).toEqual([
      [ending.id, 100],
      [lasting.id, 0],
    ]);
  });

  it('with every ended lot closed as the sweep would: coins − owed = the sum of the entries, never both above 0', () => {
    type Step =
      | { op: 'in'; amount: number; life: number }
      | { op: 'out'; amount: number }
      | { op: 'wait'; days: number }
      | { op: 'sweep' };
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.record({
        op: fc.constant('in' as const),
        amount: fc.integer({ min: 1, max: 500 }),
        life: fc.integer({ min: -5, max: 60 }),
      }),
      fc.record({ op: fc.constant('out' as const), amount: fc.integer({ min: 1, max: 500 }) }),
      fc.record({ op: fc.constant('wait' as const), days: fc.integer({ min: 1, max: 20 }) }),
      fc.constant({ op: 'sweep' as const }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let today = 1;
        const entries: CoinMovement[] = [];
        const sweep = () => {
          const ledger = remainingOfLots(entries);
          const closed = new Set(entries.filter((e) => e.kind === 'expire').map((e) => e.lotId));
          for (const { lot, remaining: left } of ledger.lots)
            if (lot.expiresAt !== null && lot.expiresAt <= day(today) && !closed.has(lot.id))
              entries.push(
                close(
                  entries.find((e) => e.id === lot.id)!,
                  left,
                  today,
                ),
              );
        };
        for (const s of steps) {
          if (s.op === 'in') entries.push(credit(s.amount, today, today + s.life));
          else if (s.op === 'out') entries.push(debit(s.amount, today, 'adjust'));
          else if (s.op === 'wait') today += s.days;
          else sweep();
        }
        sweep();
        const ledger = remainingOfLots(entries);
        const coins = liveLots(ledger, day(today)).reduce((sum, { remaining: left }) => sum + left, 0);
        expect(coins - ledger.owed).toBe(entries.reduce((sum, e) => sum + e.amount, 0));
        expect(Math.min(coins, ledger.owed)).toBe(0);
        for (const { lot, remaining: left } of ledger.lots) {
          expect(left).toBeGreaterThanOrEqual(0);
          expect(left).toBeLessThanOrEqual(lot.amount);
        }
      }),
    );
  });
});
