import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders } from '../db/schema';

/**
 * When, around the commit of the transaction that makes the member's order, `act` runs:
 * 'after-commit' (the order is kept; the worst moment for a write whose answer is kept apart) or
 * 'before-commit' (the transaction's work is done, nothing is kept yet).
 */
export type CommitMoment = 'before-commit' | 'after-commit';

/**
 * Runs `act` once, at `moment` of the transaction that makes the member's order, in that request;
 * the request goes on when `act` resolves: never, for a crash (a SIGKILL in a child process, a
 * request that never comes back in process), later, for a pause.
 *
 * It wraps `db.transaction`, the outermost transactions only (a nested one is a savepoint of its
 * parent, which commits nothing), so it finds the commit wherever the code puts it. Answers the
 * function that takes the wrapper off.
 */
export function atOrderCommit(
  db: Db,
  memberId: string,
  moment: CommitMoment,
  act: () => Promise<void>,
): () => void {
  const original = db.transaction.bind(db);
  const restore = () => void Reflect.deleteProperty(db, 'transaction');
  const orderMade = async (reader: Db) => {
    const [made] = await reader.select({ n: count() }).from(orders).where(eq(orders.memberId, memberId));
    return (made?.n ?? 0) > 0;
  };
  db.transaction = (async (work: (tx: Db) => Promise<unknown>, config?: unknown) => {
    const result = await original(
      async (tx) => {
        const done = await work(tx as unknown as Db);
        if (moment === 'before-commit' && (await orderMade(tx as unknown as Db))) {
          restore();
          await act();
        }
        return done;
      },
      config as Parameters<Db['transaction']>[1],
    );
    if (moment === 'after-commit' && (await orderMade(db))) {
      restore();
      await act();
    }
    return result;
  }) as Db['transaction'];
  return restore;
}
