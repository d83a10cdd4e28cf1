import { describe, expect, it } from 'vitest';
import { countryCodes } from './countries';
import {
  COD_LIMIT_MINOR,
  openPaymentMethods,
  payDeadlineMinutes,
  paymentMethodsByCountry,
  PAYMENT_METHOD_IDS,
} from './payment-methods';

const methods = (country: 'ID' | 'SG' | 'MY', total: number) =>
  openPaymentMethods(country, total).map((m) => m.method);

describe('payment methods per country (ADR 020)', () => {
  it('offers each country its own methods, in the checkout order', () => {
    expect(methods('ID', 100_000)).toEqual([
      'gopay',
      'ovo',
      'dana',
      'qris',
      'card',
      'va_bca',
      'va_bni',
      'va_mandiri',
      'alfamart',
      'indomaret',
      'cod',
    ]);
    expect(methods('SG', 2_000)).toEqual(['paynow', 'card', 'grabpay']);
    expect(methods('MY', 5_000)).toEqual(['tng', 'fpx', 'card', 'grabpay', 'cod']);
  });

  it('closes COD above the country limit, and never opens it in SG', () => {
    expect(methods('ID', COD_LIMIT_MINOR.ID)).toContain('cod');
    expect(methods('ID', COD_LIMIT_MINOR.ID + 1)).not.toContain('cod');
    expect(methods('MY', COD_LIMIT_MINOR.MY + 1)).not.toContain('cod');
    expect(methods('SG', 0)).not.toContain('cod');
  });

  it('keeps counter codes between Rp 10.000 and Rp 5.000.000 and QRIS under Rp 10.000.000', () => {
    expect(methods('ID', 9_999)).not.toContain('alfamart');
    expect(methods('ID', 5_000_001)).not.toContain('indomaret');
    expect(methods('ID', 10_000_001)).not.toContain('qris');
    expect(methods('ID', 10_000_000)).toContain('qris');
  });

  it('gives 30 minutes to pay on the spot, 24 h for a virtual account or a counter code, none for COD', () => {
    expect(payDeadlineMinutes('ID', 'gopay')).toBe(30);
    expect(payDeadlineMinutes('ID', 'card')).toBe(30);
    expect(payDeadlineMinutes('MY', 'fpx')).toBe(30);
    expect(payDeadlineMinutes('ID', 'va_bca')).toBe(24 * 60);
    expect(payDeadlineMinutes('ID', 'alfamart')).toBe(24 * 60);
    expect(payDeadlineMinutes('ID', 'cod')).toBeNull();
    expect(payDeadlineMinutes('SG', 'gopay')).toBeNull();
  });

  it('names only known method ids', () => {
    for (const country of countryCodes)
      for (const method of Object.keys(paymentMethodsByCountry[country]))
        expect(PAYMENT_METHOD_IDS).toContain(method);
  });
});
