import type { CountryCode } from '../../../contract/countries';
import {
  DELIVERY_DAYS,
  SHIP_WITHIN_HOURS,
  deliveryZoneOf,
  type DeliveryZone,
  type ShippingFeeWaivedReason,
} from '../../../contract/order-constants';
import type { DeliveryEstimate, OrderAddress } from '../../../contract/order';

/**
 * The shipping fee and the delivery estimate (ADR 019; SPEC.md §2 "first-order free shipping",
 * §9 "ships within 48 hours, 1–2 days in-city, 4–7 out of town"). Pure: the order's pricing
 * (server/areas/orders/order-pricing.ts) hands in the address, the weight and what it knows of the member.
 */

interface Tariff {
  firstKg: number;
  extraKg: number;
}
interface CountryShipping {
  in_city: Tariff;
  out_of_town: Tariff;
  /** Out-of-town surcharged regions (East Malaysia) and their tariff. */
  remote?: { states: readonly string[]; tariff: Tariff };
  /** Free from this subtotal (after discounts), minor units. */
  freeFrom: number;
}

/**
 * Decision (ADR 019): fees in minor units for the first kilogram and each extra one, as J&T and
 * Ninja Van price; the zone is contract's deliveryZoneOf (one warehouse per country).
 */
export const shippingTable: Readonly<Record<CountryCode, CountryShipping>> = {
  ID: {
    in_city: { firstKg: 9_000, extraKg: 3_000 },
    out_of_town: { firstKg: 18_000, extraKg: 8_000 },
    freeFrom: 150_000,
  },
  SG: {
    in_city: { firstKg: 350, extraKg: 100 },
    out_of_town: { firstKg: 350, extraKg: 100 },
    freeFrom: 4_000,
  },
  MY: {
    in_city: { firstKg: 500, extraKg: 150 },
    out_of_town: { firstKg: 800, extraKg: 300 },
    remote: { states: ['sabah', 'sarawak', 'wp-labuan'], tariff: { firstKg: 1_500, extraKg: 500 } },
    freeFrom: 8_000,
  },
};

export function deliveryEstimate(zone: DeliveryZone): DeliveryEstimate {
  return { ship_within_hours: SHIP_WITHIN_HOURS, ...DELIVERY_DAYS[zone] };
}

/** Couriers bill whole kilograms, at least one. */
export const billedKg = (grams: number) => Math.max(1, Math.ceil(grams / 1000));

export interface ShippingQuote {
  zone: DeliveryZone;
  fee: number;
  waivedReason: ShippingFeeWaivedReason | null;
}

/**
 * The fee for `grams` to `address`: free on the member's first order (wins), or from the
 * country's threshold on the subtotal; else the zone's tariff by billed kilograms.
 */
export function shippingQuote(input: {
  country: CountryCode;
  address: Pick<OrderAddress, 'state_code'>;
  grams: number;
  subtotal: number;
  firstOrder: boolean;
}): ShippingQuote {
  const table = shippingTable[input.country];
  const zone = deliveryZoneOf(input.country, input.address.state_code);
  if (input.firstOrder) return { zone, fee: 0, waivedReason: 'first_order' };
  if (input.subtotal >= table.freeFrom) return { zone, fee: 0, waivedReason: 'threshold' };
  const remote =
    table.remote &&
    input.address.state_code !== null &&
    table.remote.states.includes(input.address.state_code);
  const tariff = remote ? table.remote!.tariff : table[zone];
  return { zone, fee: tariff.firstKg + (billedKg(input.grams) - 1) * tariff.extraKg, waivedReason: null };
}
