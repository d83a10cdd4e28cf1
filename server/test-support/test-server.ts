import crypto from 'node:crypto';
import pg from 'pg';
import { createApp } from '../app';
import type { Clock } from '../app-env';
import { openDatabase, type Database } from '../db/client';
import { seedIfEmpty } from '../seed';

/** A clock tests move by hand. */
export class TestClock implements Clock {
  constructor(private current = new Date('2026-11-21T03:00:00Z')) {}
  now() {
    return new Date(this.current);
  }
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/**
 * A fresh, migrated and seeded database for one test file: PGlite in memory by default, or a
 * new database on the PostgreSQL server named by TEST_DATABASE_URL (scripts/test-server.mjs).
 */
export async function openTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return openDatabase({ dataDir: 'memory://' });
  const name = `pasar_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name}`);
      await cleanup.end();
    },
  };
}

export interface TestServer {
  database: Database;
  clock: TestClock;
  /** Calls the API in-process: `call('POST', '/api/…', body)`. Returns status and parsed JSON. */
  call(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; json: any }>;
  close(): Promise<void>;
}

export async function startTestServer(): Promise<TestServer> {
  const database = await openTestDatabase();
  await seedIfEmpty(database.db);
  const clock = new TestClock();
  const app = createApp({ db: database.db, clock });
  return {
    database,
    clock,
    async call(method, path, body, headers = {}) {
      const init: RequestInit = { method, headers: { ...headers } };
      if (body !== undefined) {
        init.body = typeof body === 'string' ? body : JSON.stringify(body);
        (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
      }
      const response = await app.request(path, init);
      const text = await response.text();
      let json: unknown = null;
      try {
        json = JSON.parse(text);
      } catch {
        json = { raw: text };
      }
      return { status: response.status, json };
    },
    close: () => database.close(),
  };
}
