import { coinExpiryOf, coinsEarnedFor } from '../../../contract/coin-constants';
import type { CountryCode, CurrencyCode } from '../../../contract/countries';
import type { Db } from '../../db/client';
import { and, eq, sql } from 'drizzle-orm';
import { afterSalesRequests, coinEntries, type orders } from '../../db/schema';
import { notify, type NewMessage } from '../messages';

type OrderRow = typeof orders.$inferSelect;

/** The message centre's "coins credited", in every language, linking to /points. */
function coinsCreditedMessage(orderNo: string, coins: number): NewMessage {
  // Each language groups digits its own way (1,200 / 1.200 / 1,200): a count, not money.
  const n = (locale: string) => new Intl.NumberFormat(locale).format(coins);
  return {
    kind: 'orders',
    title: { en: 'Coins credited', id: 'Koin masuk', 'zh-CN': '金币已到账' },
    body: {
      en: `You earned ${n('en')} coins for order ${orderNo}. They stay valid for 12 months.`,
      id: `Kamu mendapat ${n('id-ID')} koin dari pesanan ${orderNo}. Koin berlaku selama 12 bulan.`,
      'zh-CN': `您已通过订单 ${orderNo} 获得 ${n('zh-CN')} 金币，有效期 12 个月。`,
    },
    link: '/points',
  };
}

/**
 * What after-sales has refunded of the order's goods: the requests refunded (refund_successful,
 * in the caller's transaction too), each before its fee and without the shipping it carried.
 */
export async function refundedGoodsOf(tx: Db, orderNo: string): Promise<number> {
  const [row] = await tx
    .select({
      sum: sql<string>`coalesce(sum(${afterSalesRequests.amount} - ${afterSalesRequests.shippingAmount}), 0)`,
    })
    .from(afterSalesRequests)
    .where(and(eq(afterSalesRequests.orderNo, orderNo), eq(afterSalesRequests.state, 'refund_successful')));
  return Number(row?.sum ?? 0);
}

/**
 * THE rule for the coins an order is worth (ADR 025, ADR 032): what was paid for the goods (its
 * total less its shipping fee) less what after-sales refunded of them, rounded down. The earn
 * credits it; a refund's claw-back takes back whatever the order earned beyond it, so an order
 * refunded unit by unit keeps exactly what this says, and a fully refunded one keeps nothing.
 */
export function coinsKeptBy(order: OrderRow, refundedGoods: number): number {
  return coinsEarnedFor(
    Math.max(0, order.total - order.shippingFee - refundedGoods),
    order.currency as CurrencyCode,
  );
}

/**
 * Credits the coins of an order that just became transaction_complete (SPEC.md §4, §9), inside
 * the move's transaction, to the order's country (ADR 032): called from ONE place, moveOrder
 * (server/areas/orders/orders.ts), so confirm receipt, the sandbox delivery and the automatic receipt
 * all earn the same way. Exactly once: the order row is locked by the move, and the ledger's
 * unique earn per order (coin_entries_earn_once) stops any second insert. Coins the member owes
 * in that country are paid from these first (the ledger's replay, remainingOfLots). Answers the
 * coins credited (0: none).
 */
export async function creditOrderCoins(tx: Db, order: OrderRow, now: Date): Promise<number> {
  // Money already refunded by after-sales before completion earns nothing: the claw-back of
  // after-sales (after-sales-moves.ts) finds no earn to take from then. A refund still pending is
  // clawed back when it succeeds, after this earn.
  const coins = coinsKeptBy(order, await refundedGoodsOf(tx, order.orderNo));
  if (coins === 0) return 0;
  const inserted = await tx
    .insert(coinEntries)
    .values({
      memberId: order.memberId,
      kind: 'earn',
      amount: coins,
      orderNo: order.orderNo,
      countryCode: order.countryCode as CountryCode,
      expiresAt: coinExpiryOf(now),
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: coinEntries.id });
  if (inserted.length === 0) return 0;
  await notify(tx, order.memberId, coinsCreditedMessage(order.orderNo, coins), now);
  return coins;
}
