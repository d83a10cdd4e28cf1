import { and, asc, eq } from 'drizzle-orm';
import type { CountryCode } from '../../../contract/countries';

import { errorCatalogue, type ErrorEntry } from '../../../contract/errors';
import type { OrderAgainResult, OrderDetail, OrderModifyAddressRequest } from '../../../contract/order';
import { deliveryZoneOf, type OrderAgainSkipReason } from '../../../contract/order-constants';
import { orderActions } from '../../../machines/charts/order.machine';
import type { Db } from '../../db/client';
import { orderLines, orders } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { DomainError } from '../../lib/domain-error';
import { addressOfMember } from '../addresses';
import { addToCart } from '../cart';
import { moveOrder, orderDetail } from './orders';
import { shippingTable } from './shipping-fee';
import type { MemberCaller } from '../../lib/caller';

/**
 * The member's actions on a placed order beyond cancel and confirm receipt: a new
 * address before it ships, and "order again". Each is checked against machines/charts/order.machine.ts.
 */

/**
 * Which tariff an address pays in its country (ADR 019): in-city, out of town, or a surcharged
 * remote region (East Malaysia). Two addresses with the same band cost the same to ship to.
 */
function feeBandOf(country: CountryCode, stateCode: string | null): string {
  const table = shippingTable[country];
  if (table.remote && stateCode !== null && table.remote.states.includes(stateCode)) return 'remote';
  return deliveryZoneOf(country, stateCode);
}

/**
 * POST order/trade/modify_address: the order goes to another of the member's addresses while it
 * waits to pay or to ship (ADDRESS_CHANGED; 1103028 once shipped or finished). The order keeps a
 * snapshot of the new address. Decision: only to an address the order's fee holds for (same
 * country, same fee band): the order was priced and perhaps paid with its fee, so an address
 * costing more or less is refused with 1103047 ("the shipping fee would change"); the shopper
 * cancels and orders again instead. 1103004 for an address that is not the member's (as missing),
 * 1103012 for one in another country.
 */
export async function modifyOrderAddress(
  db: Db,
  owner: Pick<MemberCaller, 'memberId' | 'language'>,
  request: OrderModifyAddressRequest,
  now: Date,
): Promise<OrderDetail> {
  return inTransaction(db, async (tx) => {
    // Read first, refused inside the move: the order's own refusals (1103001, 1103028) come first.
    const address = await addressOfMember(tx, owner.memberId, request.address_id).catch((error: unknown) => {
      if (error instanceof DomainError && error.entry === errorCatalogue.addressNotFound) return null;
      throw error;
    });
    await moveOrder(
      tx,
      { orderNo: request.order_no, memberId: owner.memberId },
      'ADDRESS_CHANGED',
      now,
      (order) => {
        const country = order.countryCode as CountryCode;
        if (!address) throw new DomainError(errorCatalogue.shippingAddressNotFound);
        if (address.country_code !== country) throw new DomainError(errorCatalogue.addressUnsupported);
        if (feeBandOf(country, address.state_code) !== feeBandOf(country, order.address.state_code))
          throw new DomainError(
            errorCatalogue.shippingFeeChanged,
            'The shipping fee to this address differs from the order’s: choose one in the same delivery area',
          );
        const { is_default: _, ...snapshot } = address;
        return { address: snapshot };
      },
    );
    return orderDetail(tx, owner, request.order_no, now);
  });
}

/** What a cart refusal means for a line order_again leaves out. */
function skipReasonOf(entry: ErrorEntry): OrderAgainSkipReason | null {
  if (entry === errorCatalogue.productSoldOut) return 'sold_out';
  if (entry === errorCatalogue.insufficientStock) return 'not_enough_stock';
  if (entry === errorCatalogue.maxPurchaseQuantity || entry === errorCatalogue.purchaseLimit)
    return 'limit_exceeded';
  if (entry === errorCatalogue.cartFull) return 'cart_full';
  if (entry === errorCatalogue.skuNotFound || entry === errorCatalogue.productOffShelf) return 'unavailable';
  return null;
}

/**
 * POST order/trade/order_again: puts each of a finished order's lines into the cart (the order's
 * quantity, selected) through the cart's own rules, and says which could not go in and why. The
 * cart is per country: an order of another country than the shopper's answers 1103021. A line
 * already in the cart gets the quantity added, as "add to cart" does.
 */
export async function orderAgain(
  db: Db,
  shopper: Pick<MemberCaller, 'memberId' | 'language'> & { country: CountryCode },
  orderNo: string,
  now: Date,
): Promise<OrderAgainResult> {
  const [order] = await db
    .select({ status: orders.status, countryCode: orders.countryCode })
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), eq(orders.memberId, shopper.memberId)));
  if (!order) throw new DomainError(errorCatalogue.orderNotFound);
  if (!orderActions(order.status).includes('order_again'))
    throw new DomainError(errorCatalogue.orderStatusMismatch);
  if (order.countryCode !== shopper.country) throw new DomainError(errorCatalogue.orderCountryMismatch);
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderNo, orderNo))
    .orderBy(asc(orderLines.sort));
  const result: OrderAgainResult = { added: [], skipped: [] };
  for (const line of lines) {
    try {
      await addToCart(db, shopper, { sku_id: line.skuId, quantity: line.quantity }, now);
      result.added.push({ sku_id: line.skuId, quantity: line.quantity });
    } catch (error) {
      const reason = error instanceof DomainError ? skipReasonOf(error.entry) : null;
      if (!reason) throw error;
      result.skipped.push({
        sku_id: line.skuId,
        title: line.title[shopper.language] ?? line.title.en,
        reason,
      });
    }
  }
  return result;
}
