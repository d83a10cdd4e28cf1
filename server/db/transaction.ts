import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './client';

/** The transaction each async call chain runs in, for currentTransaction. */
const open = new AsyncLocalStorage<Db>();

/**
 * Runs `work` in one transaction and hands it the transaction as a Db, so domain functions take
 * one type whether they run inside a transaction or not.
 */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => open.run(tx as unknown as Db, () => work(tx as unknown as Db)));
}

/**
 * The transaction the calling code runs in, if any. Only for a component that is handed no
 * transaction and must not wait on one (the sandbox payment provider: its `db` getter says why).
 */
export function currentTransaction(): Db | undefined {
  return open.getStore();
}
