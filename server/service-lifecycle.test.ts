import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { uploadAvatar } from './test-support/member-flows';
import { plainListings, orderFlows } from './test-support/order-helpers';
import { pageForm, submitAndPay } from './test-support/payment-helpers';
import { startTestS3, type TestS3 } from './test-support/s3-server';
import { overHttp, repositoryRoot, startProcess, type Started } from './test-support/spawn-server';
import { createPostgresDatabase } from './test-support/postgres-database';
import { startTestServer } from './test-support/test-server';

// The service as an operator runs it: several processes started at once, a restart in the middle
// of shoppers' requests, a data folder two processes must not share.
const adminUrl = process.env.TEST_DATABASE_URL;
const temporary: string[] = [];
afterAll(() => temporary.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

function tempFolder(prefix: string) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  temporary.push(folder);
  return folder;
}

/** What every process here starts with: the API only, on a free port, quiet. */
function serverEnv(extra: Record<string, string>) {
  return {
    PATH: process.env.PATH,
    PASAR_SANDBOX: '1',
    SERVE_STOREFRONT: '0',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'warn',
    ...extra,
  };
}

async function stopAll(servers: Started[]) {
  for (const server of servers) server.stop('SIGKILL');
  await Promise.all(servers.map((server) => server.exit));
}

// PGlite's own rule: once, on the PGlite run.
describe.skipIf(!!adminUrl)('one PGlite folder belongs to one process', () => {
  it('refuses a second opener with the folder and the fix, and opens again once the first closed', async () => {
    const folder = path.join(tempFolder('pasar-pglite-'), 'data');
    const first = await openDatabase({ dataDir: folder });
    try {
      await expect(openDatabase({ dataDir: folder, lockWaitMs: 0 })).rejects.toThrow(
        new RegExp(
          `${folder.replace(/[/\\]/g, '.')} is in use by another Pasar process.*DATA_DIR.*DATABASE_URL`,
        ),
      );
    } finally {
      await first.close();
    }
    const again = await openDatabase({ dataDir: folder });
    await again.close();
  }, 120_000);
});

describe('readiness', () => {
  it('answers ready with every migration applied, and draining once the shutdown began', async () => {
    let draining = false;
    const server = await startTestServer({ draining: () => draining });
    try {
      const ready = await server.app.request('/api/ready');
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready' });
      draining = true;
      const leaving = await server.app.request('/api/ready');
      expect(leaving.status).toBe(503);
      expect(await leaving.json()).toEqual({ status: 'draining' });
      // Every answer while draining closes its connection, so clients move to a process that stays.
      expect((await server.app.request('/api/health')).headers.get('connection')).toBe('close');
    } finally {
      await server.close();
    }
  });
});

describe.skipIf(!adminUrl)('several processes on one PostgreSQL and one S3 bucket', () => {
  // Four processes started at once, as a deploy behind a load balancer starts them.
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let s3: TestS3;
  let servers: Started[] = [];
  let ports: (number | undefined)[] = [];
  beforeAll(async () => {
    database = await createPostgresDatabase(adminUrl!);
    s3 = await startTestS3();
    servers = Array.from({ length: 4 }, () =>
      startProcess(
        ['--import', 'tsx', 'server/main.ts'],
        serverEnv({ DATABASE_URL: database.url, ...s3.env }),
      ),
    );
    ports = await Promise.all(servers.map((server) => server.port));
  }, 240_000);
  afterAll(async () => {
    await stopAll(servers);
    await database?.drop();
    await s3?.close();
  });

  it('all come up when four start at once on an empty database (one migrates and seeds, the others wait)', async () => {
    for (const [at, port] of ports.entries()) expect(port, servers[at]!.output).toBeDefined();
    for (const port of ports) {
      const ready = await fetch(`http://127.0.0.1:${port}/api/ready`);
      expect(ready.status).toBe(200);
    }
    // Seeded once, by whichever held the lock: three countries, not twelve.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM countries');
    await client.end();
    expect(rows[0]?.n).toBe(3);
    expect(servers[0]!.output).toMatch(`pictures: S3 bucket ${s3.bucket}`);
  });

  it('share what a shopper leaves on one: an avatar, and a payment paid on the sandbox page another serves', async () => {
    const [a, b] = [overHttp(ports[0]!), overHttp(ports[1]!)];
    const shop = await openDatabase({ databaseUrl: database.url });
    try {
      const shopper = await orderFlows({ call: a.call, database: shop }).member('ID');
      const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#396' } })
        .png()
        .toBuffer();
      const uploaded = await uploadAvatar(a, shopper.auth_token, new Uint8Array(png));
      const avatar = await b.fetch((await uploaded.json()).data.avatar_url as string);
      expect([avatar.status, avatar.headers.get('content-type')]).toEqual([200, 'image/webp']);

      const { orderNo, paying } = await submitAndPay(a, shopper, plainListings('ID')[0]!.skus[0]!.skuId);
      const page = paying.json.data.next_action.url as string;
      expect((await b.fetch(page)).status).toBe(200);
      expect((await b.fetch(`${page}/decide`, pageForm({ outcome: 'pay' }))).status).toBe(303);
      const status = await a.call('GET', `/api/payment/status/${orderNo}`, undefined, shopper.headers);
      expect(status.json.data.status).toBe('paid');
    } finally {
      await shop.close();
    }
  }, 60_000);
});

describe('a SIGTERM in the middle of shoppers’ requests', () => {
  it('answers every request in flight (none 5xx, none cut off), then exits cleanly', async () => {
    const database = adminUrl ? await createPostgresDatabase(adminUrl) : undefined;
    // Info, to read the shutdown's own lines.
    const env = database
      ? serverEnv({ DATABASE_URL: database.url, LOG_LEVEL: 'info' })
      : serverEnv({ DATA_DIR: path.join(tempFolder('pasar-drain-'), 'data'), LOG_LEVEL: 'info' });
    const server = startProcess(['--import', 'tsx', 'server/main.ts'], env);
    try {
      const port = await server.port;
      expect(port, server.output).toBeDefined();
      // Sixty shoppers' requests already on the wire: headers and half the body sent when the
      // signal lands (a load balancer sends no new ones to a draining process; these it had sent).
      const requests = Array.from({ length: 60 }, (_, at) =>
        halfSentSearch(port!, ['teh', 'kopi', 'sabun', 'beras'][at % 4]!),
      );
      // Each one read by the server (its 100 Continue came back): a request in flight, not an idle
      // connection the drain may close.
      await Promise.all(requests.map((request) => request.read));
      server.stop('SIGTERM');
      // The drain has begun (the socket closed, idle connections gone) before the bodies end.
      expect(await server.printed(/Draining/), server.output).toBe(true);
      requests.forEach((request) => request.finish());
      const answers = await Promise.all(requests.map((request) => request.answer));
      expect(answers.filter((answer) => typeof answer !== 'number' || answer >= 500)).toEqual([]);
      expect(await server.exit).toBe(0);
      expect(server.output).toMatch(/Draining/);
      expect(server.output).toMatch(/"msg":"Stopped"/);
    } finally {
      server.stop('SIGKILL');
      await server.exit;
      await database?.drop();
    }
  }, 180_000);
});

/** A search whose headers and first half are sent now; `finish()` sends the rest. */
function halfSentSearch(port: number, keyword: string) {
  const body = JSON.stringify({ keyword });
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/search/search',
    agent: false,
    headers: {
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(body),
      'X-Locale': 'ID',
      Language: 'en',
      // The server answers 100 Continue once it has read the headers: the test knows, by an event
      // rather than a wait, that the request is in flight there.
      Expect: '100-continue',
    },
  });
  const half = Math.floor(body.length / 2);
  const answer = new Promise<number | string>((resolve) => {
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', (error) => resolve(`failed: ${error.message}`));
  });
  const read = new Promise<void>((resolve) => request.once('continue', () => resolve()));
  request.write(body.slice(0, half));
  return { read, answer, finish: () => request.end(body.slice(half)) };
}

// The build does not depend on the database: once, on the PGlite run.
describe.skipIf(!!adminUrl)('the production build of the server', () => {
  it('compiles to JavaScript that runs with node alone (no tsx) and serves the shop', async () => {
    const out = path.join(repositoryRoot, 'node_modules', '.cache', `pasar-server-build-${process.pid}`);
    temporary.push(out);
    const build = startProcess(['scripts/build-server.mjs', out], { PATH: process.env.PATH });
    expect(await build.exit, build.output).toBe(0);
    expect(build.output).toMatch(/main\.mjs and migrate\.mjs/);
    const server = startProcess([path.join(out, 'main.mjs')], serverEnv({ DATA_DIR: 'memory://' }));
    try {
      const port = await server.port;
      expect(port, server.output).toBeDefined();
      const origin = `http://127.0.0.1:${port}`;
      expect(await (await fetch(`${origin}/api/ready`)).json()).toEqual({ status: 'ready' });
      const search = await fetch(`${origin}/api/search/search`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Locale': 'ID', Language: 'en' },
        body: JSON.stringify({ keyword: 'teh' }),
      });
      expect((await search.json()).data.total).toBeGreaterThan(0);
      expect((await fetch(`${origin}/api/member/user/public_key`)).status).toBe(200);
      // The files read beside the modules came along (the hashing worker ran at start for the
      // decoy hash, the migrations applied): nothing was logged at warn or worse but the sandbox's notice.
      expect(server.output).not.toMatch(/"level":(40|50|60)/);
    } finally {
      server.stop('SIGKILL');
      await server.exit;
    }
  }, 180_000);
});
