import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import { countryCodes } from '../../../contract/countries';
import type { Db } from '../../db/client';
import { coinEntries } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { coinLedgerOf, lockMemberCoins } from './coins';

/** How many due lots one transaction of the job claims. */
const EXPIRY_BATCH = 100;

/** Positive lots whose end is at or before `now` and that no expire entry closed yet. */
const dueLots = (now: Date) =>
  and(
    gt(coinEntries.amount, 0),
    lte(coinEntries.expiresAt, now),
    sql`not exists (select 1 from coin_entries as e where e.kind = 'expire' and e.lot_id = ${coinEntries.id})`,
  );

/**
 * Expires every lot past its end (ADR 025: 12 months): one expire entry per lot, for what still
 * remained of it (0 when it was all spent or paid what was owed, so the lot is closed either way),
 * in the lot's country. Exactly once across processes: each batch of lots is claimed with FOR
 * UPDATE SKIP LOCKED, the member's coins are locked while their remaining amounts are worked out
 * (a spend or a claw-back waits), and the unique expire entry per lot (coin_entries_expire_once)
 * refuses a second one whatever happens. What remains is the ledger's replay
 * (remainingOfLots), which stops a lot giving anything once it has ended: the amount written is
 * the same whether the job runs a minute or a day late, and an expiry never touches what is owed.
 * Answers how many lots it closed. The clock is the caller's (tests move it; serve.ts's jobs hourly).
 */
export async function expireCoinLots(db: Db, now: Date): Promise<number> {
  let closed = 0;
  for (;;) {
    const claimed = await inTransaction(db, async (tx) => {
      const due = await tx
        .select({ id: coinEntries.id, memberId: coinEntries.memberId })
        .from(coinEntries)
        .where(dueLots(now))
        .orderBy(asc(coinEntries.expiresAt), asc(coinEntries.id))
        .limit(EXPIRY_BATCH)
        .for('update', { skipLocked: true });
      // One member at a time, in id order, so two sweepers never wait on each other in a circle.
      // Every due lot of the member closes together (not only the claimed ones), so the claim just
      // spreads members across sweepers.
      for (const memberId of [...new Set(due.map((lot) => lot.memberId))].sort()) {
        await lockMemberCoins(tx, memberId);
        // Read after the lock: another sweeper's expiries of this member have committed by now.
        const open = await tx
          .select({ id: coinEntries.id, countryCode: coinEntries.countryCode })
          .from(coinEntries)
          .where(and(eq(coinEntries.memberId, memberId), dueLots(now)));
        for (const country of countryCodes) {
          const lots = open.filter((lot) => lot.countryCode === country);
          if (lots.length === 0) continue;
          const remaining = new Map(
            (await coinLedgerOf(tx, memberId, country)).lots.map(({ lot, remaining: left }) => [
              lot.id,
              left,
            ]),
          );
          for (const { id } of lots)
            await tx
              .insert(coinEntries)
              .values({
                memberId,
                kind: 'expire',
                amount: -(remaining.get(id) ?? 0),
                lotId: id,
                countryCode: country,
                createdAt: now,
              })
              .onConflictDoNothing();
        }
        closed += open.length;
      }
      return due.length;
    });
    if (claimed < EXPIRY_BATCH) return closed;
  }
}
