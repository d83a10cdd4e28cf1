import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import * as schema from './schema';
import { CarryingClient } from './carried-statements';

export type Schema = typeof schema;
/** The one database type the domain code sees, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface DatabaseOptions {
  /** postgres://… : a real PostgreSQL server (how Pasar scales past one machine). */
  databaseUrl?: string;
  /** PGlite's folder; `memory://` for a throwaway database. */
  dataDir?: string;
  /**
   * `memory://` only: a PGlite data folder dumped earlier (`dumpDataDir`) to start from instead of
   * an empty one: the server tests' migrated and seeded template (server/test-support/).
   */
  loadDataDir?: Blob;
  /** DATABASE_POOL_MAX: connections this process keeps to PostgreSQL (default 10). */
  poolMax?: number;
  /** How long to wait for a PGlite folder another process holds (default 20 s, past its 15 s staleness). */
  lockWaitMs?: number;
  /**
   * Work that must run once however many processes start together (the demo seed): it runs after
   * the migrations, under the same lock.
   */
  afterMigrations?: (db: Db) => Promise<void>;
}

/**
 * The key of the advisory lock every process takes to migrate (any fixed 64-bit number: this one
 * is "pasar-mg" in ASCII). Two processes started at once on an empty PostgreSQL both ran the
 * migrations and the second crashed on a duplicate type; under the lock the second waits, then
 * finds nothing left to do.
 */
const MIGRATION_LOCK = 0x70617361722d6d67n;

/** Opens the database and applies every migration: PostgreSQL when a URL is given, else PGlite. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolMax ?? 10,
      // BEGIN and SAVEPOINTs ride with the statement after them (server/db/carried-statements.ts).
      Client: CarryingClient,
    });
    pool.on('release', (_error, client) => (client as unknown as CarryingClient).forgetKept());
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    // One session holds the lock while it migrates (an advisory lock belongs to its connection).
    const session = await pool.connect();
    try {
      await session.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK.toString()]);
      await migratePg(drizzlePg({ client: session, schema }), { migrationsFolder });
      await options.afterMigrations?.(db);
    } finally {
      await session.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK.toString()]).catch(() => {});
      session.release();
    }
    return { db, engine: 'postgres', close: () => pool.end() };
  }
  const dataDir = options.dataDir ?? '.data';
  if (dataDir === 'memory://') {
    const client = new PGlite(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
    const pglite = drizzlePglite({ client, schema });
    await migratePglite(pglite, { migrationsFolder });
    const db = pglite as unknown as Db;
    await options.afterMigrations?.(db);
    return { db, engine: 'pglite', close: () => client.close() };
  }
  const release = await lockDataDir(dataDir, options.lockWaitMs ?? 20_000);
  try {
    const client = new PGlite(dataDir);
    const pglite = drizzlePglite({ client, schema });
    await migratePglite(pglite, { migrationsFolder });
    const db = pglite as unknown as Db;
    await options.afterMigrations?.(db);
    return {
      db,
      engine: 'pglite',
      close: async () => {
        await client.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}

/**
 * PGlite's folder belongs to one process: two processes writing one folder lost 41 of 81 new
 * members, silently. A lock beside the folder (proper-lockfile: `<folder>.lock`, refreshed while
 * the process lives, taken over when its holder died) makes the second process stop with the fix.
 */
async function lockDataDir(dataDir: string, waitMs: number): Promise<() => Promise<void>> {
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    // A holder killed without its release (kill -9, a watcher's restart) stops refreshing the lock;
    // after 15 s it is stale and taken over, so the retries wait a little longer than that.
    return await lockfile.lock(dataDir, {
      stale: 15_000,
      update: 5_000,
      realpath: false,
      retries: { retries: Math.ceil(waitMs / 1_000), factor: 1, minTimeout: 1_000, maxTimeout: 1_000 },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    throw new Error(
      `The data folder ${path.resolve(dataDir)} is in use by another Pasar process. PGlite serves one process: ` +
        'give this one another DATA_DIR, or run every process on PostgreSQL (DATABASE_URL).',
      { cause: error },
    );
  }
}

/**
 * How many of the migrations this build carries the database has not applied (readiness: a
 * process of a newer build must not serve an older schema). Drizzle records each applied one in
 * drizzle.__drizzle_migrations.
 */
/** How many migrations this build carries: read once, as the build does not change under a process. */
let carried: number | undefined;
function carriedMigrations(): number {
  carried ??= (
    JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    }
  ).entries.length;
  return carried;
}

export async function pendingMigrations(db: Db): Promise<number> {
  const rows = await db.execute<{ applied: number }>(
    sql`SELECT count(*)::int AS applied FROM drizzle.__drizzle_migrations`,
  );
  const applied = Number((rows as unknown as { rows: { applied: number }[] }).rows[0]?.applied ?? 0);
  return Math.max(0, carriedMigrations() - applied);
}
