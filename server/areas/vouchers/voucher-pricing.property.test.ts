import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COIN_REDEEM_STEP } from '../../../contract/coin-constants';
import { currencyCodes } from '../../../contract/countries';
import { errorCatalogue } from '../../../contract/errors';
import { DomainError } from '../../lib/domain-error';
import {
  betterChoice,
  nearestShortfall,
  priceBenefits,
  spreadByLargestRemainder,
  stacksValidly,
  type BenefitInput,
  type CheckoutLine,
  type CheckoutVoucher,
} from './voucher-pricing';

const NOW = Date.UTC(2026, 10, 23, 12);
const DAY = 24 * 60 * 60_000;
const PRODUCTS = ['P1', 'P2', 'P3'];

const lineArb: fc.Arbitrary<CheckoutLine> = fc.record({
  skuId: fc.string({ minLength: 1, maxLength: 4 }),
  productNo: fc.constantFrom(...PRODUCTS),
  amount: fc.integer({ min: 0, max: 5_000_000 }),
});
const linesArb = fc
  .uniqueArray(lineArb, { minLength: 1, maxLength: 4, selector: (line) => line.skuId })
  .filter((lines) => lines.length > 0);

const voucherArb = (id: number): fc.Arbitrary<CheckoutVoucher> =>
  fc
    .record({
      kind: fc.constantFrom('discount' as const, 'shipping' as const),
      percent: fc.boolean(),
      amountOff: fc.option(fc.integer({ min: 1, max: 2_000_000 }), { nil: null }),
      percentOff: fc.integer({ min: 1, max: 100 }),
      maxOff: fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: null }),
      minSpend: fc.integer({ min: 0, max: 3_000_000 }),
      productNos: fc.option(fc.subarray(PRODUCTS, { minLength: 1 }), { nil: null }),
      stackable: fc.boolean(),
      appOnly: fc.boolean(),
      startsIn: fc.integer({ min: -5, max: 1 }),
      endsIn: fc.integer({ min: -1, max: 30 }),
    })
    .map((v) => ({
      claimId: `c${id}`,
      kind: v.kind,
      state: 'unuse' as const,
      discountType:
        v.percent || (v.kind === 'shipping' && v.amountOff === null)
          ? ('percent' as const)
          : ('fixed' as const),
      // A fixed shipping voucher without an amount reads as free shipping (100 %).
      value: v.percent ? v.percentOff * 100 : (v.amountOff ?? (v.kind === 'shipping' ? 10_000 : 1000)),
      maxDiscount: v.percent ? v.maxOff : null,
      minSpend: v.minSpend,
      productNos: v.productNos,
      stackable: v.stackable,
      appOnly: v.appOnly,
      validFrom: NOW + v.startsIn * DAY,
      validUntil: NOW + v.endsIn * DAY,
    }));

const vouchersArb = fc
  .integer({ min: 0, max: 5 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => voucherArb(i))));

const inputArb: fc.Arbitrary<BenefitInput> = fc.record({
  lines: linesArb,
  shippingFee: fc.integer({ min: 0, max: 200_000 }),
  vouchers: vouchersArb,
  now: fc.constant(NOW),
  inApp: fc.boolean(),
  currency: fc.constantFrom(...currencyCodes),
  coinBalance: fc.integer({ min: 0, max: 100_000 }),
  useCoins: fc.boolean(),
});

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const goodsOf = (input: BenefitInput) => sum(input.lines.map((line) => line.amount));

describe('spreadByLargestRemainder', () => {
  it('the shares sum exactly to the amount, none above its weight, none negative', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000_000 }), { minLength: 1, maxLength: 8 }),
        fc.nat(),
        (weights, seed) => {
          const total = sum(weights);
          const amount = total === 0 ? 0 : seed % (total + 1);
          const shares = spreadByLargestRemainder(amount, weights);
          expect(sum(shares)).toBe(amount);
          shares.forEach((share, index) => {
            expect(share).toBeGreaterThanOrEqual(0);
            expect(share).toBeLessThanOrEqual(weights[index]!);
          });
        },
      ),
    );
  });

  it('an example: 100 over 1, 1, 1 → 34, 33, 33', () => {
    expect(spreadByLargestRemainder(100, [1, 1, 1])).toEqual([34, 33, 33]);
  });
});

describe('priceBenefits: the invariants of ADR 029', () => {
  it('the total is never negative, discounts never exceed what they apply to, coins never pass the cap', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = priceBenefits(input, undefined);
        expect(result.total).toBeGreaterThanOrEqual(0);
        expect(result.voucherDiscount).toBeLessThanOrEqual(goodsOf(input));
        expect(result.shippingDiscount).toBeLessThanOrEqual(input.shippingFee);
        expect(result.coinsUsed).toBeLessThanOrEqual(input.coinBalance);
        expect(result.coinsUsed % COIN_REDEEM_STEP).toBe(0);
        // 25 % of what is paid before the coins.
        const beforeCoins =
          goodsOf(input) + input.shippingFee - result.voucherDiscount - result.shippingDiscount;
        expect(result.coinsValue * 4).toBeLessThanOrEqual(beforeCoins);
        if (!input.useCoins) expect(result.coinsUsed).toBe(0);
        expect(result.total).toBe(beforeCoins - result.coinsValue);
      }),
    );
  });

  it('line shares sum exactly: no minor unit lost or invented', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = priceBenefits(input, undefined);
        expect(sum(result.lineShares.map((share) => share.voucherShare))).toBe(result.voucherDiscount);
        expect(sum(result.lineShares.map((share) => share.paid)) + result.shippingPaid).toBe(result.total);
        result.lineShares.forEach((share, index) => {
          expect(share.paid).toBeGreaterThanOrEqual(0);
          expect(share.voucherShare + share.coinShare + share.paid).toBe(input.lines[index]!.amount);
        });
        expect(result.shippingPaid).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('every voucher is either usable or has a reason; an applied one is usable and saves something', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = priceBenefits(input, undefined);
        const reasoned = result.unusable.map((entry) => entry.claimId);
        expect([...result.usable, ...reasoned].sort()).toEqual(input.vouchers.map((v) => v.claimId).sort());
        for (const applied of result.applied) {
          expect(result.usable).toContain(applied.claimId);
          expect(applied.saving).toBeGreaterThan(0);
        }
        for (const entry of result.unusable)
          expect(entry.shortfall === null).toBe(entry.reason !== 'min_spend');
      }),
    );
  });

  it('the chosen combination is never worse than any other valid one (brute force)', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const best = priceBenefits(input, undefined);
        const bestSaving = best.voucherDiscount + best.shippingDiscount;
        const ids = best.usable;
        for (let mask = 0; mask < 1 << ids.length; mask++) {
          const choice = ids.filter((_, index) => (mask & (1 << index)) !== 0);
          const chosen = input.vouchers.filter((voucher) => choice.includes(voucher.claimId));
          if (!stacksValidly(chosen)) continue;
          let other;
          try {
            other = priceBenefits(input, choice);
          } catch (error) {
            if (error instanceof DomainError) continue; // a stacked voucher left with nothing
            throw error;
          }
          expect(other.voucherDiscount + other.shippingDiscount).toBeLessThanOrEqual(bestSaving);
          // The kinds are independent: each kind's pick is the best of that kind, ties by betterChoice.
          for (const [kind, mine, theirs] of [
            ['discount', best.voucherDiscount, other.voucherDiscount],
            ['shipping', best.shippingDiscount, other.shippingDiscount],
          ] as const) {
            expect(theirs).toBeLessThanOrEqual(mine);
            if (theirs !== mine) continue;
            const ofKind = (claimIds: readonly string[]) =>
              input.vouchers.filter((v) => v.kind === kind && claimIds.includes(v.claimId));
            const bestChosen = ofKind(best.applied.map((a) => a.claimId));
            expect(
              betterChoice({ chosen: ofKind(choice), saving: theirs }, { chosen: bestChosen, saving: mine }),
            ).toBe(false);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('priceBenefits: examples', () => {
  const base: BenefitInput = {
    lines: [
      { skuId: 'a', productNo: 'P1', amount: 60_000 },
      { skuId: 'b', productNo: 'P2', amount: 40_000 },
    ],
    shippingFee: 15_000,
    vouchers: [],
    now: NOW,
    inApp: false,
    currency: 'IDR',
    coinBalance: 0,
    useCoins: false,
  };
  const voucher = (over: Partial<CheckoutVoucher>): CheckoutVoucher => ({
    claimId: 'v',
    kind: 'discount',
    state: 'unuse',
    discountType: 'fixed',
    value: 10_000,
    maxDiscount: null,
    minSpend: 0,
    productNos: null,
    stackable: false,
    appOnly: false,
    validFrom: NOW - DAY,
    validUntil: NOW + DAY,
    ...over,
  });

  it('picks the larger discount and a shipping voucher, then coins on what is left', () => {
    const result = priceBenefits(
      {
        ...base,
        coinBalance: 5_000,
        useCoins: true,
        vouchers: [
          voucher({ claimId: 'small', value: 5_000 }),
          voucher({ claimId: 'ten', discountType: 'percent', value: 1_000, maxDiscount: 20_000 }),
          voucher({ claimId: 'ship', kind: 'shipping', discountType: 'percent', value: 10_000 }),
        ],
      },
      undefined,
    );
    expect(result.applied.map((a) => a.claimId)).toEqual(['ten', 'ship']);
    expect(result.voucherDiscount).toBe(10_000);
    expect(result.shippingDiscount).toBe(15_000);
    // 90 000 left; 25 % is 22 500 → 22 steps of 100 coins (the balance holds 50 steps).
    expect(result.coinsUsed).toBe(2_200);
    expect(result.coinsValue).toBe(22_000);
    expect(result.total).toBe(68_000);
  });

  it('gives each unusable voucher its reason, the min spend with its shortfall', () => {
    const result = priceBenefits(
      {
        ...base,
        vouchers: [
          voucher({ claimId: 'min', minSpend: 150_000 }),
          voucher({ claimId: 'other', productNos: ['P9'] }),
          voucher({ claimId: 'old', validUntil: NOW }),
          voucher({ claimId: 'app', appOnly: true }),
          voucher({ claimId: 'free', kind: 'shipping', discountType: 'percent', value: 10_000 }),
        ],
        shippingFee: 0,
      },
      undefined,
    );
    expect(result.unusable).toEqual([
      { claimId: 'min', reason: 'min_spend', shortfall: 50_000 },
      { claimId: 'other', reason: 'products_not_covered', shortfall: null },
      { claimId: 'old', reason: 'expired', shortfall: null },
      { claimId: 'app', reason: 'app_only', shortfall: null },
      { claimId: 'free', reason: 'no_saving', shortfall: null },
    ]);
  });

  it('refuses a chosen set with the voucher codes', () => {
    const code = (choice: string[], vouchers: CheckoutVoucher[]) => {
      try {
        priceBenefits({ ...base, vouchers }, choice);
        return 0;
      } catch (error) {
        return (error as DomainError).entry.code;
      }
    };
    expect(code(['x'], [])).toBe(errorCatalogue.voucherNotClaimed.code);
    expect(code(['u'], [voucher({ claimId: 'u', state: 'used' })])).toBe(
      errorCatalogue.voucherAlreadyUsed.code,
    );
    expect(code(['e'], [voucher({ claimId: 'e', validUntil: NOW - 1 })])).toBe(
      errorCatalogue.voucherExpired.code,
    );
    expect(code(['m'], [voucher({ claimId: 'm', minSpend: 1e9 })])).toBe(
      errorCatalogue.voucherMinSpendNotMet.code,
    );
    expect(code(['p'], [voucher({ claimId: 'p', productNos: ['P9'] })])).toBe(
      errorCatalogue.voucherNotApplicable.code,
    );
    expect(code(['a', 'b'], [voucher({ claimId: 'a' }), voucher({ claimId: 'b', stackable: true })])).toBe(
      errorCatalogue.voucherNotStackable.code,
    );
    expect(
      code(
        ['a', 'b'],
        [voucher({ claimId: 'a', stackable: true }), voucher({ claimId: 'b', stackable: true })],
      ),
    ).toBe(0);
  });

  it('on equal savings takes the voucher ending soonest', () => {
    const result = priceBenefits(
      {
        ...base,
        vouchers: [
          voucher({ claimId: 'late', validUntil: NOW + 9 * DAY }),
          voucher({ claimId: 'soon', validUntil: NOW + 2 * DAY }),
        ],
      },
      undefined,
    );
    expect(result.applied.map((a) => a.claimId)).toEqual(['soon']);
  });

  it('the shortfall names the voucher nearest to its min spend', () => {
    const input = {
      ...base,
      vouchers: [
        voucher({ claimId: 'far', minSpend: 190_000 }),
        voucher({ claimId: 'near', minSpend: 120_000, validUntil: NOW + 5 * DAY }),
        voucher({ claimId: 'nearSooner', minSpend: 120_000, validUntil: NOW + 2 * DAY }),
        voucher({ claimId: 'reached', minSpend: 50_000 }),
      ],
    };
    expect(nearestShortfall(input)).toEqual({
      claimId: 'nearSooner',
      reason: 'min_spend',
      shortfall: 20_000,
    });
    expect(nearestShortfall({ ...input, vouchers: [voucher({ claimId: 'reached' })] })).toBeNull();
  });

  it('[] applies nothing', () => {
    const result = priceBenefits({ ...base, vouchers: [voucher({})] }, []);
    expect(result.applied).toEqual([]);
    expect(result.total).toBe(115_000);
  });
});
