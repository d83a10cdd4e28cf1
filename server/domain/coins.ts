import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { COIN_EXPIRING_SOON_DAYS, remainingOfLots, type CoinLot } from '../../contract/coin-constants';
import type { CoinEntry, CoinPage, CoinPageQuery, CoinSummary } from '../../contract/coins';
import type { Db } from '../db/client';
import { coinEntries, members } from '../db/schema';

/**
 * A member's coins (ADR 025): reads of the ledger (server/db/schema-coins.ts). The balance and
 * what remains of each lot are always derived from the entries, never stored. Earning is
 * coins-earn.ts (called by moveOrder), expiry coins-expiry.ts (a job). Every read takes the
 * member's id from the session: a member never reaches another's ledger.
 */

const DAY_MS = 24 * 60 * 60_000;

/**
 * The member's balance (userInfo.points, /points): what remains of the lots not past their end.
 * Decision: a lot past its end that the hourly job has not closed yet already counts as gone, so
 * the balance never drops an hour late; with every lot closed it equals the sum of the entries.
 */
export async function coinBalance(db: Db, memberId: string, now: Date): Promise<number> {
  return (await liveLots(db, memberId, now)).reduce((total, { remaining }) => total + remaining, 0);
}

async function liveLots(db: Db, memberId: string, now: Date) {
  const { lots, consumed } = await coinLotsOf(db, memberId);
  return remainingOfLots(lots, consumed).filter(
    ({ lot, remaining }) =>
      remaining > 0 && (lot.expiresAt === null || lot.expiresAt.getTime() > now.getTime()),
  );
}

/**
 * Serialises everything that takes coins out of one member's ledger (a spend at submit, the
 * expiry job, a clawback): the member's row lock, which order submit already takes first
 * (server/domain/order-submit.ts), so no second lock order exists.
 */
export async function lockMemberCoins(tx: Db, memberId: string): Promise<void> {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
}

/** The member's positive lots and how much was ever taken out, for remainingOfLots. */
export async function coinLotsOf(db: Db, memberId: string): Promise<{ lots: CoinLot[]; consumed: number }> {
  const rows = await db
    .select({ id: coinEntries.id, amount: coinEntries.amount, expiresAt: coinEntries.expiresAt })
    .from(coinEntries)
    .where(eq(coinEntries.memberId, memberId));
  return {
    lots: rows.filter((row) => row.amount > 0),
    consumed: -rows.filter((row) => row.amount < 0).reduce((total, row) => total + row.amount, 0),
  };
}

/** GET points_record_detail: the balance and the coins that expire within COIN_EXPIRING_SOON_DAYS. */
export async function coinSummary(db: Db, memberId: string, now: Date): Promise<CoinSummary> {
  const live = await liveLots(db, memberId, now);
  const horizon = now.getTime() + COIN_EXPIRING_SOON_DAYS * DAY_MS;
  const soon = live.filter(({ lot }) => lot.expiresAt !== null && lot.expiresAt.getTime() <= horizon);
  return {
    balance: live.reduce((total, { remaining: left }) => total + left, 0),
    expiring_soon: soon.reduce((total, { remaining: left }) => total + left, 0),
    next_expiry_at: soon[0]?.lot.expiresAt?.getTime() ?? null,
    server_now: now.getTime(),
  };
}

function entryOf(row: typeof coinEntries.$inferSelect): CoinEntry {
  return {
    id: String(row.id),
    kind: row.kind,
    amount: row.amount,
    order_no: row.orderNo,
    expires_at: row.expiresAt?.getTime() ?? null,
    created_at: row.createdAt.getTime(),
  };
}

/** GET points_record: the member's entries, newest first. Decision: an expiry that took nothing (0) is not shown. */
export async function coinPage(db: Db, memberId: string, query: CoinPageQuery): Promise<CoinPage> {
  const where = and(eq(coinEntries.memberId, memberId), sql`${coinEntries.amount} <> 0`);
  const [[total], rows] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(coinEntries)
      .where(where),
    db
      .select()
      .from(coinEntries)
      .where(where)
      .orderBy(desc(coinEntries.id))
      .limit(query.page_size)
      .offset((query.page_num - 1) * query.page_size),
  ]);
  return { total: Number(total?.n ?? 0), list: rows.map(entryOf) };
}

/** The coins each order earned (null: none yet), for the order detail's coins_earned. */
export async function coinsEarnedBy(db: Db, memberId: string, orderNos: readonly string[]) {
  if (orderNos.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ orderNo: coinEntries.orderNo, amount: coinEntries.amount })
    .from(coinEntries)
    .where(
      and(
        eq(coinEntries.memberId, memberId),
        eq(coinEntries.kind, 'earn'),
        isNotNull(coinEntries.orderNo),
        inArray(coinEntries.orderNo, [...orderNos]),
      ),
    );
  return new Map(rows.map((row) => [row.orderNo!, row.amount]));
}

/** The account eraser's part (ADR 018): an erased member keeps no coins. */
export async function eraseCoins(tx: Db, memberId: string): Promise<void> {
  await tx.delete(coinEntries).where(eq(coinEntries.memberId, memberId));
}
