/**
 * The price rules every catalogue answer shares: which SKU a card shows, the discount badge, the
 * sold-out flag. Money stays integers in minor units (contract/money.ts).
 */

/** One SKU's price and stock in one country. */
export interface Offer {
  readonly skuId: string;
  readonly price: number;
  readonly scribingPrice: number | null;
  readonly stock: number;
}

/**
 * The whole percent `price` takes off `scribing`, rounded half up; 0 when there is no scribing
 * price or it is not above the price. Integer arithmetic only.
 */
export function percentOff(price: number, scribing: number | null): number {
  if (scribing === null || scribing <= 0 || price >= scribing) return 0;
  const numerator = (scribing - price) * 200 + scribing;
  return (numerator - (numerator % (2 * scribing))) / (2 * scribing);
}

/** SPEC.md §9: the sold-out flag is 1. */
export function soldOutFlag(offers: readonly Offer[]): 0 | 1 {
  return offers.some((offer) => offer.stock > 0) ? 0 : 1;
}

/**
 * The SKU a card shows (contract/catalogue.ts productCardSchema): the cheapest in stock, else the
 * cheapest; ties go to the first in the product's own order.
 */
export function cardOffer<O extends Offer>(offers: readonly O[]): O | undefined {
  const pool = offers.some((offer) => offer.stock > 0) ? offers.filter((offer) => offer.stock > 0) : offers;
  let best: O | undefined;
  for (const offer of pool) if (!best || offer.price < best.price) best = offer;
  return best;
}
