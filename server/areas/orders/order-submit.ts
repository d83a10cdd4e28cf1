import { and, eq, inArray, sql } from 'drizzle-orm';
import { errorCatalogue } from '../../../contract/errors';
import type { OrderSubmitResponse } from '../../../contract/order';
import {
  ORDER_DAILY_LIMIT,
  ORDER_MAX_SKU_COUNT,
  ORDER_MESSAGE_MAX,
  ORDER_STATUS,
  type BuyType,
} from '../../../contract/order-constants';
import { ORDER_PAY_MINUTES } from '../../../contract/payment-methods';
import type { Db } from '../../db/client';
import { placeholderOf, prepared } from '../../db/prepared';
import { cartItems, deletionRequests, members, orderLines, orders, skuOffers } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { sendWithNext } from '../../db/carried-statements';
import { DomainError } from '../../lib/domain-error';
import { commitOrderBenefits, orderBenefits } from '../vouchers';
import { combineLines, priceOrder } from './order-pricing';
import { currencyOf } from '../../../contract/countries';
import { lockOffers } from './order-stock';
import { datedRecordNo } from '../../lib/record-numbers';
import type { MemberCaller } from '../../lib/caller';

/** ORDER_NO_PATTERN: the UTC date, then 12 random Crockford base32 characters (60 bits). */
export function newOrderNo(now: Date): string {
  return datedRecordNo(now, 12);
}

export interface SubmitInput {
  buy_type: BuyType;
  sku_list: { sku_id: string; quantity: number }[];
  address_id: string;
  price_token: string;
  customer_message?: string | undefined;
  coupon_ids?: string[] | undefined;
  points_deduction_switch?: boolean | undefined;
}

/**
 * Locks the member's row (one submit at a time per member) and answers whether the account is
 * closed for orders, in one round trip. Decision: 1103039 "account disabled, cannot order" is an
 * account being deleted (a request processing, or erased): an order placed now could never be
 * finished before the erasure. There is no other way an account is disabled yet.
 */
async function lockMemberUnlessClosed(tx: Db, memberId: string): Promise<boolean> {
  const [row] = await memberLocked(tx).execute({ memberId });
  return row?.closed === true;
}

// Prepared (server/db/prepared.ts), as the other statements every submit sends.
const memberLocked = prepared('member_locked_unless_closed', (db) =>
  db
    .select({
      closed: sql<boolean>`exists (select 1 from ${deletionRequests} where ${and(
        eq(deletionRequests.memberId, placeholderOf(deletionRequests.memberId, 'memberId')),
        inArray(deletionRequests.status, ['processing', 'deleted']),
      )})`,
    })
    .from(members)
    .where(eq(members.id, placeholderOf(members.id, 'memberId')))
    .for('update'),
);

/**
 * POST order/trade/submit, in one transaction: the member's row is locked first (one submit at a
 * time per member: the daily limit, the per-member limit and the first-order fee cannot be raced),
 * then the SKU rows in sku_id order (FOR UPDATE: two shoppers buying the last unit queue on its
 * row; the second reads 0 and gets 1105007). Everything is priced again under those locks; a
 * refusal throws, so the transaction rolls back and nothing changes.
 */
export async function submitOrder(
  db: Db,
  shopper: Pick<MemberCaller, 'memberId' | 'country' | 'language'>,
  request: SubmitInput,
  context: { now: Date; inApp: boolean },
): Promise<OrderSubmitResponse> {
  const { now } = context;
  const asked = combineLines(request.sku_list);
  if ((request.customer_message?.trim().length ?? 0) > ORDER_MESSAGE_MAX)
    throw new DomainError(errorCatalogue.orderMessageTooLong);
  if (asked.length > ORDER_MAX_SKU_COUNT) throw new DomainError(errorCatalogue.skuCountLimit);
  return inTransaction(db, async (tx) => {
    if (await lockMemberUnlessClosed(tx, shopper.memberId))
      throw new DomainError(errorCatalogue.accountDisabledForOrders);

    await lockOffers(
      tx,
      shopper.country,
      asked.map((line) => line.sku_id),
    );
    const priced = await priceOrder(tx, shopper, request, now, { placing: true });
    if (!priced.address || !priced.quote) throw new DomainError(errorCatalogue.shippingAddressRequired);
    if (priced.unknownSkus.length > 0) throw new DomainError(errorCatalogue.skuNotFound);
    for (const line of priced.lines)
      if (line.problem === 'unavailable')
        throw new DomainError(
          line.state.offered ? errorCatalogue.productOffShelf : errorCatalogue.skuNotFound,
        );
    for (const line of priced.lines) {
      if (line.limitBroken === 'per_order') throw new DomainError(errorCatalogue.maxPurchaseQuantity);
      if (line.limitBroken === 'per_member') throw new DomainError(errorCatalogue.purchaseLimit);
    }
    if (priced.placedToday >= ORDER_DAILY_LIMIT) throw new DomainError(errorCatalogue.dailyOrderLimit);
    // Vouchers and coins (ADR 029) on the lines as priced under the locks; the member's row lock
    // above is lockMemberCoins' too, so the balance read here cannot move before the spend.
    const found = await orderBenefits(tx, shopper, priced, request, context);
    if (found.token !== request.price_token) throw new DomainError(errorCatalogue.priceChanged);
    const { benefits } = found;
    const paid = new Map(benefits.lineShares.map((share) => [share.skuId, share.paid]));
    if (priced.lines.some((line) => line.problem === 'sold_out' || line.problem === 'not_enough_stock'))
      throw new DomainError(errorCatalogue.insufficientStock);

    const orderNo = newOrderNo(now);
    const payDeadline = new Date(now.getTime() + ORDER_PAY_MINUTES * 60_000);
    // One statement for the order, its lines and the stock they take (the SKU rows are locked
    // above): the lines' own rows, as inserted, say what to take off each SKU.
    const placedOrder = tx.$with('placed_order', {}).as(
      tx
        .insert(orders)
        .values({
          orderNo,
          memberId: shopper.memberId,
          status: ORDER_STATUS.toPay,
          buyType: request.buy_type,
          countryCode: shopper.country,
          currency: currencyOf(shopper.country),
          productAmount: priced.productAmount,
          discountAmount: priced.discountAmount,
          subtotal: priced.subtotal,
          shippingFee: priced.quote.fee,
          shippingFeeWaivedReason: priced.quote.waivedReason,
          voucherDiscount: benefits.voucherDiscount,
          shippingDiscount: benefits.shippingDiscount,
          coinsUsed: benefits.coinsUsed,
          coinsValue: benefits.coinsValue,
          total: benefits.total,
          deliveryZone: priced.quote.zone,
          address: priced.address,
          customerMessage: request.customer_message?.trim() || null,
          payDeadline,
          createdAt: now,
          updatedAt: now,
        })
        .getSQL(),
    );
    const placedLines = tx
      .$with('placed_lines', { skuId: orderLines.skuId, quantity: orderLines.quantity })
      .as(
        tx
          .insert(orderLines)
          .values(
            priced.lines.map((line, sort) => ({
              orderNo,
              skuId: line.skuId,
              productNo: line.state.productNo,
              title: line.state.productName,
              skuSpec: line.state.skuName,
              imageUrl: line.state.thumb,
              unitPrice: line.state.price,
              scribingPrice: line.state.scribingPrice,
              quantity: line.quantity,
              paidAmount: paid.get(line.skuId) ?? null,
              sort,
            })),
          )
          .returning({ skuId: orderLines.skuId, quantity: orderLines.quantity })
          .getSQL(),
      );
    // Nothing reads its answer, and nothing catches its failure: it rides with the next statement
    // (server/db/carried-statements.ts), at the latest the COMMIT.
    await sendWithNext(tx, () =>
      tx
        .with(placedOrder, placedLines)
        .update(skuOffers)
        .set({ stock: sql`${skuOffers.stock} - ${placedLines.quantity}`, updatedAt: now })
        .from(placedLines)
        .where(and(eq(skuOffers.skuId, placedLines.skuId), eq(skuOffers.countryCode, shopper.country))),
    );
    if (request.buy_type === 'cart')
      await tx.delete(cartItems).where(
        and(
          eq(cartItems.memberId, shopper.memberId),
          eq(cartItems.countryCode, shopper.country),
          inArray(
            cartItems.skuId,
            priced.lines.map((line) => line.skuId),
          ),
        ),
      );
    await commitOrderBenefits(tx, shopper, orderNo, found, now);
    return { order_no: orderNo, pay_deadline: payDeadline.getTime() };
  });
}
