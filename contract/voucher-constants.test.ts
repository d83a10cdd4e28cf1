import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BASIS_POINTS,
  isEndingSoon,
  isFreeShipping,
  isUsableAt,
  resolveValidity,
  voucherSaving,
  voucherStatusAt,
} from './voucher-constants';

const t0 = Date.UTC(2026, 10, 1, 8, 30, 0);
const day = 24 * 60 * 60 * 1000;

describe('isFreeShipping', () => {
  it('is a shipping voucher for the whole fee only', () => {
    expect(isFreeShipping({ kind: 'shipping', discount_type: 'percent', value: BASIS_POINTS })).toBe(true);
    expect(isFreeShipping({ kind: 'shipping', discount_type: 'percent', value: 5_000 })).toBe(false);
    expect(isFreeShipping({ kind: 'shipping', discount_type: 'fixed', value: BASIS_POINTS })).toBe(false);
    expect(isFreeShipping({ kind: 'discount', discount_type: 'percent', value: BASIS_POINTS })).toBe(false);
  });
});

describe('resolveValidity', () => {
  it('gives N days after claim as N × 24 h from the claim instant', () => {
    expect(resolveValidity({ validDaysAfterClaim: 7 }, t0)).toEqual({
      validFrom: t0,
      validUntil: t0 + 7 * day,
    });
  });

  it('keeps a fixed window whatever the claim moment', () => {
    const window = { validFrom: t0, validUntil: t0 + 30 * day };
    expect(resolveValidity(window, t0 + 3 * day)).toEqual(window);
  });

  it('refuses a validity that is neither', () => {
    expect(() => resolveValidity({ validDaysAfterClaim: 0 }, t0)).toThrow(RangeError);
  });
});

describe('the clock rules', () => {
  it('derives expired for an unused claim at its end', () => {
    expect(voucherStatusAt('unuse', t0, t0 - 1)).toBe('unuse');
    expect(voucherStatusAt('unuse', t0, t0)).toBe('expired');
    expect(voucherStatusAt('used', t0, t0 + day)).toBe('used');
  });

  it('is usable only unused and inside the window', () => {
    const claim = { status: 'unuse' as const, validFrom: t0, validUntil: t0 + day };
    expect(isUsableAt(claim, t0 - 1)).toBe(false);
    expect(isUsableAt(claim, t0)).toBe(true);
    expect(isUsableAt(claim, t0 + day)).toBe(false);
    expect(isUsableAt({ ...claim, status: 'used' }, t0 + 1)).toBe(false);
  });

  it('counts down only the last 24 hours', () => {
    expect(isEndingSoon(t0 + day, t0)).toBe(true);
    expect(isEndingSoon(t0 + day + 1, t0)).toBe(false);
    expect(isEndingSoon(t0, t0)).toBe(false);
  });
});

describe('voucherSaving', () => {
  it('takes a fixed amount, a capped percentage, never more than the base', () => {
    expect(voucherSaving({ discountType: 'fixed', value: 10_000, maxDiscount: null }, 50_000)).toBe(10_000);
    expect(voucherSaving({ discountType: 'fixed', value: 10_000, maxDiscount: null }, 4_000)).toBe(4_000);
    expect(voucherSaving({ discountType: 'percent', value: 1_000, maxDiscount: 20_000 }, 150_000)).toBe(
      15_000,
    );
    expect(voucherSaving({ discountType: 'percent', value: 1_000, maxDiscount: 20_000 }, 500_000)).toBe(
      20_000,
    );
    expect(voucherSaving({ discountType: 'percent', value: 1_500, maxDiscount: null }, 999)).toBe(149);
  });

  it('never exceeds the base nor goes negative', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('fixed' as const, 'percent' as const),
        fc.integer({ min: 1, max: 10_000 }),
        fc.option(fc.integer({ min: 0, max: 10_000_000 })),
        fc.integer({ min: -10, max: 100_000_000 }),
        (discountType, value, maxDiscount, base) => {
          const saving = voucherSaving({ discountType, value, maxDiscount }, base);
          expect(saving).toBeGreaterThanOrEqual(0);
          expect(saving).toBeLessThanOrEqual(Math.max(0, base));
          if (maxDiscount !== null) expect(saving).toBeLessThanOrEqual(maxDiscount);
          expect(Number.isInteger(saving)).toBe(true);
        },
      ),
    );
  });
});
