import type { CountryCode, CurrencyCode } from '../../../contract/countries';
import { currencyOf } from '../../../contract/countries';

/**
 * Demo prices: rupiah list prices converted to each country's currency in minor units, then
 * rounded to the price points shops use (Rp 12.900, S$ 3.95, RM 12.90). Integers throughout.
 *
 * Decision: not the exchange rate. Groceries cost relatively more in Singapore and Malaysia than
 * the rate says (S$ 1 ≈ Rp 5.500, RM 1 ≈ Rp 2.500 for local goods), while imported goods track it
 * (S$ 1 ≈ Rp 10.000, RM 1 ≈ Rp 3.200), so both a pack of noodles and an air fryer look right.
 */
const rupiahPerMinorUnit: Readonly<Record<'local' | 'import', Readonly<Record<CurrencyCode, number>>>> = {
  // Rupiah per minor unit: per rupiah for IDR, per cent for SGD, per sen for MYR.
  local: { IDR: 1, SGD: 55, MYR: 25 },
  import: { IDR: 1, SGD: 100, MYR: 32 },
};

/** The smallest price each currency shows: Rp 500, S$ 0.20, RM 0.50. */
export const minimumPrice: Readonly<Record<CurrencyCode, number>> = { IDR: 500, SGD: 20, MYR: 50 };
/** The step prices move in at the low end: Rp 100, 5 cents, 10 sen. */
export const priceStep: Readonly<Record<CurrencyCode, number>> = { IDR: 100, SGD: 5, MYR: 10 };

/** Rounds a raw amount in minor units to a shop price point of the currency. */
export function toPricePoint(raw: number, currency: CurrencyCode): number {
  let price: number;
  if (currency === 'IDR') {
    if (raw < 10_000) price = Math.round(raw / 100) * 100;
    else if (raw < 1_000_000)
      price = Math.round(raw / 1_000) * 1_000 - 100; // Rp 12.900
    else price = Math.round(raw / 10_000) * 10_000 - 1_000; // Rp 1.299.000
  } else if (currency === 'SGD') {
    if (raw < 2_000)
      price = Math.round(raw / 5) * 5; // S$ 3.95
    else price = Math.round(raw / 100) * 100 - 10; // S$ 24.90
  } else {
    if (raw < 1_000)
      price = Math.round(raw / 10) * 10; // RM 4.30
    else price = Math.round(raw / 100) * 100 - 10; // RM 12.90
  }
  return Math.max(minimumPrice[currency], price);
}

/** A rupiah list price in a country's currency, at a price point. `jitter` varies it per country. */
export function localPrice(
  rupiah: number,
  country: CountryCode,
  pricing: 'local' | 'import',
  jitter = 1,
): number {
  const currency = currencyOf(country);
  return toPricePoint((rupiah * jitter) / rupiahPerMinorUnit[pricing][currency], currency);
}

/**
 * The sale price `percent`% below `regular`, at a price point and strictly below it; never below
 * the currency's minimum. Null when no lower price point exists.
 */
export function salePrice(regular: number, percent: number, currency: CurrencyCode): number | null {
  let price = toPricePoint((regular * (100 - percent)) / 100, currency);
  if (price >= regular) price = regular - priceStep[currency];
  return price >= minimumPrice[currency] ? price : null;
}
