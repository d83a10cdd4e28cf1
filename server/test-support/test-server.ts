import crypto from 'node:crypto';
import fs from 'node:fs';
import { inject } from 'vitest';
import { OutboxDelivery } from '../lib/delivery/outbox-delivery';
import { SandboxGoogleSignIn } from '../areas/member/google-sandbox';
import { GoogleSignInDisabled } from '../areas/member/google-sign-in';
import { ChannelRouter } from '../lib/delivery/message-delivery';
import { createApp, withCatalogue } from '../app';
import type { Deps } from '../app-env';
import { TEST_START, TestClock } from './test-clock';
import { createPostgresDatabase } from './postgres-database';
import { openDatabase, type Database } from '../db/client';
import { RsaKeyRing } from '../lib/rsa-keys';
import type { CaptchaSpeech } from '../areas/member/captcha-speech';
import type { Logger } from '../lib/logger';
import { parseTrustProxy } from '../http/client-ip';
import { seedIfEmpty } from '../seed';
import { PaymentsDisabled } from '../areas/payments/provider';
import { SandboxPaymentProvider } from '../areas/payments/sandbox-provider';
import type { PictureStorage } from '../lib/storage/picture-storage';

/** The webhook secret of the tests' sandbox payment provider (payment-webhook.test.ts signs with it). */
export const TEST_WEBHOOK_SECRET = 'test-webhook-secret';

/** A test file's database, and how a second server instance opens it. */
export interface TestDatabase extends Database {
  /**
   * Another handle on the same database, as a second server process would hold: its own pool on
   * PostgreSQL; on PGlite, which one process owns, this same handle (closing it closes nothing).
   */
  openAgain(): Promise<Database>;
}

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a new database on
 * the PostgreSQL server named by TEST_DATABASE_URL (scripts/test-server.mjs).
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  return adminUrl ? openPostgresTestDatabase(adminUrl) : openPgliteTestDatabase();
}

/**
 * A fresh database migrated and seeded as of TEST_START: a copy of the run's template
 * (database-template.ts) when there is one, else made here (a file run on its own, outside the
 * `server` project's set-up).
 */
export async function openSeededTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const pgliteTemplate = inject('pgliteTemplate');
  const postgresTemplate = inject('postgresTemplate');
  if (!adminUrl && pgliteTemplate) return openPgliteTestDatabase(new Blob([fs.readFileSync(pgliteTemplate)]));
  if (adminUrl && postgresTemplate) return openPostgresTestDatabase(adminUrl, postgresTemplate);
  const database = await openTestDatabase();
  await seedIfEmpty(database.db, TEST_START);
  return database;
}

/** PGlite in memory, empty or loaded from a dumped data folder; one process owns it, so openAgain is itself. */
async function openPgliteTestDatabase(loadDataDir?: Blob): Promise<TestDatabase> {
  const database = await openDatabase({ dataDir: 'memory://', ...(loadDataDir ? { loadDataDir } : {}) });
  return { ...database, openAgain: async () => ({ ...database, close: async () => {} }) };
}

/** A new database on the tests' PostgreSQL (a copy of `template` when named), dropped on close. */
async function openPostgresTestDatabase(adminUrl: string, template?: string): Promise<TestDatabase> {
  const created = await createPostgresDatabase(adminUrl, template);
  const database = await openDatabase({ databaseUrl: created.url });
  return {
    ...database,
    openAgain: () => openDatabase({ databaseUrl: created.url }),
    async close() {
      await database.close();
      await created.drop();
    },
  };
}

// One RSA key per test process: generating one per file would only cost time.
let testKey: crypto.KeyObject | undefined;
function testKeys() {
  testKey ??= crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  return new RsaKeyRing(testKey);
}

export interface TestServer {
  database: TestDatabase;
  clock: TestClock;
  /**
   * What the app runs with: sandbox delivery (outbox), sandbox Google, the test key, the clock, and
   * the catalogue store (call `deps.catalogue.invalidate()` after changing catalogue rows by hand).
   */
  deps: Deps;
  /** The app itself, for tests that read its route table. */
  app: ReturnType<typeof createApp>;
  /**
   * Calls the API in-process: `call('POST', '/api/…', body)`. Returns status, parsed JSON (or
   * `{ raw }` when the answer is not JSON) and the response headers.
   */
  call(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read any answer's fields
  ): Promise<{ status: number; json: any; headers: Headers }>;
  /** The raw answer, for PNGs, HTML pages and redirects. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Runs as NODE_ENV=production without PASAR_SANDBOX: /api/dev and the sandbox pages answer 404. */
  production?: boolean;
  /** Where request lines and errors go (silent by default under Vitest). */
  logger?: Logger;
  /**
   * TRUST_PROXY for this server. Decision: '1' by default, as if one proxy stood in front and
   * wrote X-Forwarded-For, so tests name each client's IP in that header (member-flows.ts).
   * 'none' tests the bare server, where the header must change nothing.
   */
  trustProxy?: string;
  /** The socket peer every request comes from (in-process requests have none: `unknown`). */
  socketAddress?: string;
  /** Speaks audio captchas; espeak-ng from the PATH by default (ADR 014). */
  speech?: CaptchaSpeech;
  /** Whether a shutdown has begun (readiness answers draining). */
  draining?: () => boolean;
  /** Where uploaded pictures go; memory by default (app.ts). */
  pictures?: PictureStorage;
}

/**
 * The deps and the app the tests run on `database` with `clock`: also what a test's child
 * process builds over the test's PostgreSQL database (server/test-support/submit-crash-child.ts).
 */
export function testApp(database: Database, clock: TestClock, options: TestServerOptions = {}) {
  const outbox = new OutboxDelivery(database.db, clock);
  const deps: Deps = withCatalogue({
    db: database.db,
    clock,
    delivery: new ChannelRouter({ whatsapp: outbox, email: outbox, sms: outbox }),
    // Production refuses the sandbox Google (app.ts refuseSandboxInProduction): Google is off there.
    google: options.production ? new GoogleSignInDisabled() : new SandboxGoogleSignIn(clock),
    keys: testKeys(),
    production: options.production ?? false,
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.draining ? { draining: options.draining } : {}),
    // The storefront the redirect URIs of the Google tests point at.
    publicOrigin: 'http://localhost:5173',
    // The demo's sandbox, as npm start runs it; production-like tests run without it.
    sandbox: !(options.production ?? false),
    trustProxy: parseTrustProxy(options.trustProxy ?? '1'),
    ...(options.speech ? { speech: options.speech } : {}),
    ...(options.pictures ? { pictures: options.pictures } : {}),
    payments: options.production
      ? new PaymentsDisabled()
      : new SandboxPaymentProvider(database.db, TEST_WEBHOOK_SECRET, clock),
  });
  return { deps, app: createApp(deps) };
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const database = await openSeededTestDatabase();
  const clock = new TestClock();
  return serveTestApp(database, clock, options);
}

/**
 * A second server instance beside `first`, as another machine behind the load balancer: its own
 * app, payment provider and picture storage object, its own database handle on the same database,
 * and nothing else of `first`'s but the clock the test moves.
 */
export async function startSecondInstance(
  first: TestServer,
  options: TestServerOptions = {},
): Promise<TestServer> {
  const again = await first.database.openAgain();
  return serveTestApp({ ...again, openAgain: first.database.openAgain }, first.clock, options);
}

function serveTestApp(database: TestDatabase, clock: TestClock, options: TestServerOptions): TestServer {
  const { deps, app } = testApp(database, clock, options);
  // What @hono/node-server hands the app; getConnInfo reads the peer from it.
  const env = options.socketAddress
    ? { incoming: { socket: { remoteAddress: options.socketAddress, remoteFamily: 'IPv4' } } }
    : undefined;
  return {
    database,
    clock,
    deps,
    app,
    async call(method, path, body, headers = {}) {
      const init: RequestInit = { method, headers: { ...headers } };
      if (body !== undefined) {
        init.body = typeof body === 'string' ? body : JSON.stringify(body);
        (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
      }
      const response = await app.request(path, init, env);
      const text = await response.text();
      let json: unknown = null;
      try {
        json = JSON.parse(text);
      } catch {
        json = { raw: text };
      }
      return { status: response.status, json, headers: response.headers };
    },
    fetch: async (path, init) => app.request(path, init, env),
    close: () => database.close(),
  };
}
