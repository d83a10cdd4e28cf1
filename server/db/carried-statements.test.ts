import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, type PostgresTestDatabase } from '../test-support/postgres-database';
import type { Db } from './client';
import { CarryingClient, sendWithNext } from './carried-statements';

/**
 * BEGIN, SAVEPOINT and RELEASE SAVEPOINT ride with the statement after them (ADR 040): one round
 * trip fewer each, and still all-or-nothing. node-postgres only: PGlite has no round trips.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
type Transaction = Parameters<Parameters<ReturnType<typeof drizzle>['transaction']>[0]>[0];

describe.runIf(adminUrl)('statements carried by the next one (PostgreSQL)', () => {
  let database: PostgresTestDatabase;
  let pool: pg.Pool;
  beforeAll(async () => {
    database = await createPostgresDatabase(adminUrl!);
    pool = new pg.Pool({ connectionString: database.url, max: 2, Client: CarryingClient });
    await pool.query('CREATE TABLE notes (id int PRIMARY KEY)');
  });
  afterAll(async () => {
    await pool.end();
    await database.drop();
  });
  const db = () => drizzle({ client: pool });
  const notes = async () =>
    (await pool.query<{ id: number }>('SELECT id FROM notes ORDER BY id')).rows.map((row) => row.id);

  it('a transaction with a nested one takes one round trip fewer per BEGIN, SAVEPOINT and RELEASE', async () => {
    const client = await pool.connect();
    try {
      let roundTrips = 0;
      const counted = () => roundTrips++;
      (client as unknown as { connection: pg.Connection }).connection.on('readyForQuery', counted);
      await drizzle({ client }).transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO notes VALUES (1)`);
        await tx.transaction(async (nested) => {
          await nested.execute(sql`INSERT INTO notes VALUES (2)`);
        });
        await tx.execute(sql`INSERT INTO notes VALUES (3)`);
      });
      (client as unknown as { connection: pg.Connection }).connection.off('readyForQuery', counted);
      // BEGIN + 1, SAVEPOINT + 2, RELEASE + 3, COMMIT: 4 round trips where each was one (7).
      expect(roundTrips).toBe(4);
    } finally {
      client.release();
    }
    expect(await notes()).toEqual([1, 2, 3]);
  });

  it('what a rollback undoes is undone: the carried BEGIN and SAVEPOINT opened what they should', async () => {
    await pool.query('DELETE FROM notes');
    /** Note 1, then 2 in a nested transaction that is refused (rolled back to its savepoint). */
    const oneThenRefusedTwo = async (tx: Transaction) => {
      await tx.execute(sql`INSERT INTO notes VALUES (1)`);
      await tx
        .transaction(async (nested) => {
          await nested.execute(sql`INSERT INTO notes VALUES (2)`);
          throw new Error('refused');
        })
        .catch(() => {});
    };
    await expect(
      db().transaction(async (tx) => {
        await oneThenRefusedTwo(tx);
        await tx.execute(sql`INSERT INTO notes VALUES (3)`);
        throw new Error('given up');
      }),
    ).rejects.toThrow('given up');
    expect(await notes()).toEqual([]);
    await db().transaction(oneThenRefusedTwo);
    expect(await notes()).toEqual([1]);
  });

  it('a carried statement that fails fails the one carrying it, which does not run', async () => {
    await pool.query('DELETE FROM notes');
    const client = await pool.connect();
    try {
      // SAVEPOINT outside a transaction: PostgreSQL refuses it, and skips the INSERT behind it,
      // here a named statement never parsed before on this connection.
      const named = { name: 'carried_note', text: 'INSERT INTO notes VALUES ($1)' };
      await client.query({ text: 'savepoint sp1' }, []);
      await expect(client.query(named, [1])).rejects.toThrow(
        /SAVEPOINT can only be used in transaction blocks/,
      );
      // The connection goes on as before: the named statement is parsed when next sent.
      await client.query({ text: 'begin' }, []);
      await client.query(named, [2]);
      await client.query({ text: 'commit' }, []);
      await client.query(named, [3]);
    } finally {
      client.release();
    }
    expect(await notes()).toEqual([2, 3]);
  });

  it('a write sent with the next statement rides with the COMMIT, all or nothing', async () => {
    await pool.query('DELETE FROM notes');
    const client = await pool.connect();
    try {
      let roundTrips = 0;
      const counted = () => roundTrips++;
      const connection = (client as unknown as { connection: pg.Connection }).connection;
      connection.on('readyForQuery', counted);
      await drizzle({ client }).transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO notes VALUES (1)`);
        await sendWithNext(tx as unknown as Db, () => tx.execute(sql`INSERT INTO notes VALUES (2)`));
      });
      connection.off('readyForQuery', counted);
      // BEGIN + the first INSERT, the second INSERT + COMMIT.
      expect(roundTrips).toBe(2);
      expect(await notes()).toEqual([1, 2]);

      // The kept write fails: the COMMIT behind it fails with its error (drizzle's, around it), the
      // transaction rolls back, and the connection is out of it.
      const failed = await drizzle({ client })
        .transaction(async (tx) => {
          await tx.execute(sql`INSERT INTO notes VALUES (3)`);
          await sendWithNext(tx as unknown as Db, () => tx.execute(sql`INSERT INTO notes VALUES (1)`));
        })
        .then(
          () => null,
          (error: unknown) => error as Error,
        );
      expect(String(failed?.cause)).toMatch(/duplicate key/);
      expect(client.getTransactionStatus()).toBe('I');
      expect(await notes()).toEqual([1, 2]);

      // A ROLLBACK drops what is kept (a failing kept write would skip it).
      await expect(
        drizzle({ client }).transaction(async (tx) => {
          await tx.execute(sql`INSERT INTO notes VALUES (4)`);
          await sendWithNext(tx as unknown as Db, () => tx.execute(sql`INSERT INTO notes VALUES (1)`));
          throw new Error('given up');
        }),
      ).rejects.toThrow('given up');
      expect(client.getTransactionStatus()).toBe('I');
      expect(await notes()).toEqual([1, 2]);
    } finally {
      client.release();
    }
  });
});
