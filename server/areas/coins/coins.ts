import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  COIN_EXPIRING_SOON_DAYS,
  liveLots,
  remainingOfLots,
  type CoinLedger,
} from '../../../contract/coin-constants';
import type { CoinEntry, CoinPage, CoinPageQuery, CoinSummary } from '../../../contract/coins';
import type { CountryCode } from '../../../contract/countries';
import type { Db } from '../../db/client';
import { placeholderOf, prepared } from '../../db/prepared';
import { coinEntries, members } from '../../db/schema';
import { DAY_MS } from '../../../contract/durations';

/**
 * A member's coins (ADR 025; per country and owed coins, ADR 032): reads of the ledger
 * (server/db/schema-coins.ts). The balance, what remains of each lot and what is owed are always
 * derived from the entries of the member in one country, never stored. Earning is coins-earn.ts
 * (called by moveOrder), expiry coins-expiry.ts (a job). Every read takes the member's id from the
 * session and the country from the request (X-Locale): a member never reaches another's ledger,
 * and one country's coins are never counted in another.
 */

/** The member's coins of one country replayed (contract/coin-constants.ts remainingOfLots). */
export async function coinLedgerOf(db: Db, memberId: string, country: CountryCode): Promise<CoinLedger> {
  return remainingOfLots(await ledgerRows(db).execute({ memberId, country }));
}

// Prepared (server/db/prepared.ts): every preview and submit reads the balance.
const ledgerRows = prepared('coin_ledger', (db) =>
  db
    .select({
      id: coinEntries.id,
      kind: coinEntries.kind,
      amount: coinEntries.amount,
      expiresAt: coinEntries.expiresAt,
      lotId: coinEntries.lotId,
      createdAt: coinEntries.createdAt,
    })
    .from(coinEntries)
    .where(
      and(
        eq(coinEntries.memberId, placeholderOf(coinEntries.memberId, 'memberId')),
        eq(coinEntries.countryCode, placeholderOf(coinEntries.countryCode, 'country')),
      ),
    ),
);

/**
 * The member's balance in `country` (userInfo.points, /points, checkout): what remains of the lots
 * not past their end. Decision: a lot past its end that the hourly job has not closed yet already
 * counts as gone (and gives nothing to a spend), so the balance never drops an hour late. Never
 * below 0: coins owed are a separate figure (coinSummary), paid from the next coins in.
 */
export async function coinBalance(
  db: Db,
  memberId: string,
  country: CountryCode,
  now: Date,
): Promise<number> {
  return sumOf(liveLots(await coinLedgerOf(db, memberId, country), now));
}

const sumOf = (lots: readonly { remaining: number }[]) =>
  lots.reduce((total, { remaining }) => total + remaining, 0);

/**
 * Serialises everything that takes coins out of one member's ledger (a spend at submit, the
 * expiry job, a clawback): the member's row lock, which order submit already takes first
 * (server/areas/orders/order-submit.ts), so no second lock order exists. Coins coming in (an earn, a
 * closed order's coins given back) need none (ADR 032): nothing they write depends on entries that
 * may still move (coins given back read only what their own, older spend took), and the replay
 * reads every entry in id order, so they pay what is owed whenever they commit.
 */
export async function lockMemberCoins(tx: Db, memberId: string): Promise<void> {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
}

/**
 * GET points_record_detail in `country`: the balance, the coins that expire within
 * COIN_EXPIRING_SOON_DAYS and the coins owed (ADR 032: the balance shows 0 while any are owed).
 */
export async function coinSummary(
  db: Db,
  memberId: string,
  country: CountryCode,
  now: Date,
): Promise<CoinSummary> {
  const ledger = await coinLedgerOf(db, memberId, country);
  const live = liveLots(ledger, now);
  const horizon = now.getTime() + COIN_EXPIRING_SOON_DAYS * DAY_MS;
  const soon = live.filter(({ lot }) => lot.expiresAt !== null && lot.expiresAt.getTime() <= horizon);
  return {
    balance: sumOf(live),
    expiring_soon: sumOf(soon),
    next_expiry_at: soon[0]?.lot.expiresAt?.getTime() ?? null,
    owed: ledger.owed,
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

/**
 * GET points_record: the member's entries in `country`, newest first. Decision: an expiry that
 * took nothing (0) is not shown.
 */
export async function coinPage(
  db: Db,
  memberId: string,
  country: CountryCode,
  query: CoinPageQuery,
): Promise<CoinPage> {
  const where = and(
    eq(coinEntries.memberId, memberId),
    eq(coinEntries.countryCode, country),
    sql`${coinEntries.amount} <> 0`,
  );
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
