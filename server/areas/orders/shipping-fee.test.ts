import { describe, expect, it } from 'vitest';
import { deliveryZoneOf } from '../../../contract/order-constants';
import { billedKg, deliveryEstimate, shippingQuote } from './shipping-fee';

const jakarta = { state_code: '31' };
const bandung = { state_code: '32' };
const kualaLumpur = { state_code: 'wp-kuala-lumpur' };
const sabah = { state_code: 'sabah' };
const singapore = { state_code: null };

describe('the shipping fee (ADR 019)', () => {
  it('is in-city at the warehouse, out of town elsewhere; all of Singapore is in-city', () => {
    expect(deliveryZoneOf('ID', jakarta.state_code)).toBe('in_city');
    expect(deliveryZoneOf('ID', bandung.state_code)).toBe('out_of_town');
    expect(deliveryZoneOf('MY', kualaLumpur.state_code)).toBe('in_city');
    expect(deliveryZoneOf('MY', sabah.state_code)).toBe('out_of_town');
    expect(deliveryZoneOf('SG', singapore.state_code)).toBe('in_city');
    expect(deliveryEstimate('in_city')).toEqual({ ship_within_hours: 48, min_days: 1, max_days: 2 });
    expect(deliveryEstimate('out_of_town')).toEqual({ ship_within_hours: 48, min_days: 4, max_days: 7 });
  });

  it('bills whole kilograms, at least one', () => {
    expect([billedKg(0), billedKg(1000), billedKg(1001), billedKg(2500)]).toEqual([1, 1, 2, 3]);
  });

  it('charges the first kilogram and each extra one by zone', () => {
    const quote = (
      address: { state_code: string | null },
      grams: number,
      country: 'ID' | 'MY' | 'SG' = 'ID',
    ) => shippingQuote({ country, address, grams, subtotal: 1, firstOrder: false });
    expect(quote(jakarta, 800)).toEqual({ zone: 'in_city', fee: 9_000, waivedReason: null });
    expect(quote(jakarta, 2_100).fee).toBe(9_000 + 2 * 3_000);
    expect(quote(bandung, 1_500).fee).toBe(18_000 + 8_000);
    expect(quote(sabah, 500, 'MY').fee).toBe(1_500);
    expect(quote(singapore, 500, 'SG').fee).toBe(350);
  });

  it('waives it on the first order (first) or from the threshold', () => {
    const base = { country: 'ID' as const, address: bandung, grams: 5_000 };
    expect(shippingQuote({ ...base, subtotal: 200_000, firstOrder: true })).toMatchObject({
      fee: 0,
      waivedReason: 'first_order',
    });
    expect(shippingQuote({ ...base, subtotal: 150_000, firstOrder: false })).toMatchObject({
      fee: 0,
      waivedReason: 'threshold',
    });
    expect(shippingQuote({ ...base, subtotal: 149_999, firstOrder: false }).waivedReason).toBeNull();
  });
});
