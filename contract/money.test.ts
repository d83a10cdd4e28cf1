import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyCodes, type CurrencyCode } from './countries';
import {
  addMoney,
  applyDiscount,
  applyRefundHandlingFee,
  currencyDecimals,
  currencySymbols,
  discountAmount,
  formatMoney,
  multiplyMoney,
  parseMoney,
  percentCap,
  refundHandlingFees,
  spokenAmount,
  subtractMoney,
} from './money';

describe('currencies (SPEC.md §9)', () => {
  it('IDR has no decimals, SGD and MYR two; symbols Rp, S$, RM', () => {
    expect(currencyDecimals).toEqual({ IDR: 0, SGD: 2, MYR: 2 });
    expect(currencySymbols).toEqual({ IDR: 'Rp', SGD: 'S$', MYR: 'RM' });
  });
});

describe('formatMoney', () => {
  it.each([
    [0, 'IDR', 'Rp 0'],
    [500, 'IDR', 'Rp 500'],
    [12500, 'IDR', 'Rp 12.500'],
    [1234567, 'IDR', 'Rp 1.234.567'],
    [-12500, 'IDR', '-Rp 12.500'],
    [0, 'SGD', 'S$ 0.00'],
    [5, 'SGD', 'S$ 0.05'],
    [1250, 'SGD', 'S$ 12.50'],
    [123456789, 'SGD', 'S$ 1,234,567.89'],
    [70, 'MYR', 'RM 0.70'],
    [1250, 'MYR', 'RM 12.50'],
    [100000, 'MYR', 'RM 1,000.00'],
    [-50, 'MYR', '-RM 0.50'],
  ] as const)('plain %i %s → %j', (minor, currency, text) => {
    expect(formatMoney(minor, currency)).toBe(text);
    expect(formatMoney(minor, currency, { mode: 'plain' })).toBe(text);
  });

  it.each([
    [500, 'Rp 500'],
    [999, 'Rp 999'],
    [1000, 'Rp 1rb'],
    [12000, 'Rp 12rb'],
    [12500, 'Rp 12,5rb'],
    [12550, 'Rp 12,6rb'],
    [12901, 'Rp 13rb'],
    [99900, 'Rp 99,9rb'],
    [1234567, 'Rp 1.234,6rb'],
    [-12500, '-Rp 12,5rb'],
  ])('IDR detail %i → %j', (minor, text) => expect(formatMoney(minor, 'IDR', { mode: 'detail' })).toBe(text));

  it('detail mode leaves SGD and MYR as plain', () => {
    expect(formatMoney(1250000, 'SGD', { mode: 'detail' })).toBe('S$ 12,500.00');
    expect(formatMoney(1250000, 'MYR', { mode: 'detail' })).toBe('RM 12,500.00');
  });

  it('uses the currency’s marks whatever the UI language, unless a locale is forced', () => {
    expect(formatMoney(123450, 'SGD', { locale: 'id-ID' })).toBe('S$ 1.234,50');
    expect(formatMoney(12500, 'IDR', { locale: 'en-US' })).toBe('Rp 12,500');
  });

  it.each([12.5, 0.1, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])(
    'throws on non-integer minor units (%s)',
    (minor) => {
      expect(() => formatMoney(minor, 'SGD')).toThrow(TypeError);
    },
  );
});

describe('spokenAmount (what a screen reader says with the currency name)', () => {
  it.each([
    [33900, 'IDR', 'en', '33,900'],
    [33900, 'IDR', 'zh-CN', '33,900'],
    [33900, 'IDR', 'id', '33.900'],
    [1250, 'SGD', 'en', '12.50'],
    [1250, 'MYR', 'id', '12,50'],
    [1200, 'SGD', 'en', '12'],
    [-500, 'IDR', 'en', '-500'],
    [2_760_000_000, 'IDR', 'en', '2,760,000,000'],
  ] as const)('%s %s in %s: "%s"', (minor, currency, locale, expected) => {
    expect(spokenAmount(minor, currency, locale)).toBe(expected);
  });

  it('keeps every digit of the largest amounts (built from the integer, not a float)', () => {
    expect(spokenAmount(Number.MAX_SAFE_INTEGER, 'SGD', 'en')).toBe('90,071,992,547,409.91');
  });

  it('throws on non-integer minor units', () => {
    expect(() => spokenAmount(12.5, 'IDR', 'en')).toThrow(TypeError);
  });
});

describe('parseMoney', () => {
  it.each([
    ['Rp 12.500', 'IDR', 12500],
    ['Rp12.500', 'IDR', 12500],
    ['12500', 'IDR', 12500],
    ['-Rp 500', 'IDR', -500],
    ['Rp 12,5rb', 'IDR', 12500],
    ['Rp 1.234,6rb', 'IDR', 1234600],
    ['S$ 12.50', 'SGD', 1250],
    ['S$ 1,234,567.89', 'SGD', 123456789],
    ['12.5', 'SGD', 1250],
    ['RM 0.70', 'MYR', 70],
    ['rm 12', 'MYR', 1200],
  ] as const)('%j (%s) → %i', (text, currency, minor) => expect(parseMoney(text, currency)).toBe(minor));

  it.each([
    ['Rp 12,5', 'IDR'],
    ['S$ 12.505', 'SGD'],
    ['12,50', 'SGD'],
    ['abc', 'MYR'],
    ['', 'IDR'],
    ['S$', 'SGD'],
    ['RM 1,2,3', 'MYR'],
    ['12rb', 'SGD'],
  ] as const)('%j (%s) is not an amount', (text, currency) => expect(parseMoney(text, currency)).toBeNull());
});

const currencies = fc.constantFrom<CurrencyCode>(...currencyCodes);
const minorUnits = fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 });

describe('money properties', () => {
  it('format → parse round-trips for every currency', () => {
    fc.assert(
      fc.property(minorUnits, currencies, (minor, currency) => {
        expect(parseMoney(formatMoney(minor, currency), currency)).toBe(minor);
      }),
    );
  });

  it('round-trips with a forced locale too', () => {
    fc.assert(
      fc.property(
        minorUnits,
        currencies,
        fc.constantFrom('en', 'id', 'zh-CN', 'de-DE', 'fr-FR'),
        (minor, currency, locale) => {
          expect(parseMoney(formatMoney(minor, currency, { locale }), currency, { locale })).toBe(minor);
        },
      ),
    );
  });

  it('no formatted amount is a float: what it shows parses back to an integer', () => {
    fc.assert(
      fc.property(minorUnits, currencies, fc.constantFrom('plain', 'detail'), (minor, currency, mode) => {
        const parsed = parseMoney(formatMoney(minor, currency, { mode }), currency);
        expect(Number.isSafeInteger(parsed)).toBe(true);
      }),
    );
  });

  it('an IDR detail price never reads lower than the price, and by less than Rp 100', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 1_000_000_000 }), (minor) => {
        const shown = parseMoney(formatMoney(minor, 'IDR', { mode: 'detail' }), 'IDR') ?? Number.NaN;
        expect(shown).toBeGreaterThanOrEqual(minor);
        expect(shown - minor).toBeLessThan(100);
      }),
    );
  });

  it('arithmetic helpers always return integers', () => {
    const amount = fc.integer({ min: 0, max: 10_000_000_000 });
    const percent = fc.integer({ min: 0, max: 100 });
    fc.assert(
      fc.property(amount, amount, fc.integer({ min: 0, max: 1000 }), percent, (a, b, quantity, p) => {
        for (const value of [
          addMoney(a, b),
          subtractMoney(a, b),
          multiplyMoney(a, quantity),
          discountAmount(a, p),
          applyDiscount(a, p),
          percentCap(a, p),
          applyRefundHandlingFee('SG', a, 'SGD').net,
        ]) {
          expect(Number.isSafeInteger(value)).toBe(true);
        }
        expect(discountAmount(a, p) + applyDiscount(a, p)).toBe(a);
        expect(percentCap(a, p) * 100).toBeLessThanOrEqual(a * p);
        expect(Math.abs(discountAmount(a, p) * 100 - a * p)).toBeLessThanOrEqual(50);
      }),
    );
  });
});

describe('arithmetic', () => {
  it('adds, subtracts and multiplies minor units', () => {
    expect(addMoney()).toBe(0);
    expect(addMoney(1250, 70, 5)).toBe(1325);
    expect(subtractMoney(1000, 1250)).toBe(-250);
    expect(multiplyMoney(12500, 3)).toBe(37500);
  });

  it.each([
    [12345, 15, 1852],
    [10000, 10, 1000],
    [999, 50, 500],
    [1, 50, 1],
    [1, 49, 0],
    [0, 30, 0],
    [12500, 0, 0],
    [12500, 100, 12500],
  ])('%i less %i%% takes off %i (half up)', (minor, percent, discount) => {
    expect(discountAmount(minor, percent)).toBe(discount);
    expect(applyDiscount(minor, percent)).toBe(minor - discount);
  });

  it('caps round down', () => {
    expect(percentCap(999, 50)).toBe(499);
    expect(percentCap(12345, 10)).toBe(1234);
  });

  it('throws on floats and bad counts', () => {
    expect(() => addMoney(1, 0.5)).toThrow(TypeError);
    expect(() => subtractMoney(1.5, 1)).toThrow(TypeError);
    expect(() => multiplyMoney(1.5, 2)).toThrow(TypeError);
    expect(() => multiplyMoney(100, 1.5)).toThrow(RangeError);
    expect(() => multiplyMoney(100, -1)).toThrow(RangeError);
    expect(() => discountAmount(100, 12.5)).toThrow(RangeError);
    expect(() => discountAmount(100, 101)).toThrow(RangeError);
    expect(() => discountAmount(-100, 10)).toThrow(RangeError);
    expect(() => multiplyMoney(2 ** 52, 4)).toThrow(TypeError);
  });
});

describe('refund handling fee (SPEC.md §9)', () => {
  it('is SGD 0.50 via PayNow in Singapore and MYR 0.70 via online banking in Malaysia', () => {
    expect(refundHandlingFees).toEqual({
      SG: { currency: 'SGD', minor: 50, channel: 'PayNow' },
      MY: { currency: 'MYR', minor: 70, channel: 'online banking' },
    });
  });

  it.each([
    ['SG', 'SGD', 1250, 50, 1200, 'PayNow'],
    ['MY', 'MYR', 1250, 70, 1180, 'online banking'],
    ['MY', 'MYR', 40, 40, 0, 'online banking'],
    ['SG', 'SGD', 0, 0, 0, 'PayNow'],
    ['ID', 'IDR', 125000, 0, 125000, null],
  ] as const)('%s refund of %s %i: fee %i, net %i', (country, currency, gross, fee, net, channel) => {
    expect(applyRefundHandlingFee(country, gross, currency)).toEqual({ gross, fee, net, channel });
  });

  it('is charged once per refund request, not per item', () => {
    const request = applyRefundHandlingFee('SG', addMoney(1000, 2000, 3000), 'SGD');
    expect(request.fee).toBe(50);
    expect(formatMoney(request.fee, 'SGD')).toBe('S$ 0.50');
    expect(formatMoney(refundHandlingFees.MY.minor, 'MYR')).toBe('RM 0.70');
  });

  it('refuses a refund in another currency, or a float', () => {
    expect(() => applyRefundHandlingFee('SG', 1000, 'MYR')).toThrow(RangeError);
    expect(() => applyRefundHandlingFee('SG', 10.5, 'SGD')).toThrow(TypeError);
  });
});
