import type { Db } from './client';

/**
 * Runs `work` in one transaction and hands it the transaction as a Db, so domain functions take
 * one type whether they run inside a transaction or not.
 */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db));
}
