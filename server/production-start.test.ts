import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { refuseSandboxInProduction } from './app';
import { SandboxGoogleSignIn } from './areas/member/google-sandbox';
import { GoogleSignInDisabled } from './areas/member/google-sign-in';
import { systemClock } from './lib/clock';
import { PaymentsDisabled } from './areas/payments/provider';
import { SandboxPaymentProvider } from './areas/payments/sandbox-provider';
import { startProcess } from './test-support/spawn-server';
import { createPostgresDatabase } from './test-support/postgres-database';
import type { Db } from './db/client';

// A production start, as an operator would run it: the real scripts in a child process. The
// sandbox signs anyone in as any member and pays any order for free, so however production is
// started it must either refuse to run or run without it.
const pem = crypto
  .generateKeyPairSync('rsa', { modulusLength: 2048 })
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();
// npm start builds the storefront when DIST_DIR has no index.html; a stand-in page skips the build.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'pasar-dist-'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Pasar</title>');
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const productionEnv = {
  PATH: process.env.PATH,
  NODE_ENV: 'production',
  PASAR_RSA_PRIVATE_KEY: pem,
  DATA_DIR: 'memory://',
  DIST_DIR: dist,
  HOST: '127.0.0.1',
  PORT: '0',
  LOG_LEVEL: 'silent',
};

describe('production never runs the sandbox', () => {
  it.each([
    ['PASAR_SANDBOX', '1'],
    ['PASAR_SANDBOX_PUBLIC', '1'],
    ['COURIER_TIME_SCALE', '1440'],
  ])(
    'the server refuses to start in production with %s=%s, before it listens',
    async (name, value) => {
      const server = startProcess(['--import', 'tsx', 'server/main.ts'], { ...productionEnv, [name]: value });
      expect(await server.exit).not.toBe(0);
      expect(await server.port).toBeUndefined();
      expect(server.output).toMatch(new RegExp(`production refuses the sandbox.*${name}`));
    },
    60_000,
  );

  it('NODE_ENV=production npm start runs with no sandbox: its pages and calls are absent', async () => {
    const server = startProcess(['scripts/start.mjs'], productionEnv);
    try {
      const port = await server.port;
      expect(port, server.output).toBeDefined();
      expect(server.output).not.toMatch(/SANDBOX ON/);
      const origin = `http://127.0.0.1:${port}`;
      for (const [method, url] of [
        ['GET', '/api/dev/outbox?to=a@b.co'],
        ['POST', '/api/dev/member'],
        ['GET', '/api/sandbox/google/authorize?state=x'],
        ['GET', '/sandbox-pay/anything'],
      ] as const) {
        const response = await fetch(origin + url, {
          method,
          ...(method === 'POST' ? { headers: { 'Content-Type': 'application/json' }, body: '{}' } : {}),
        });
        expect(response.status, `${method} ${url}`).toBe(404);
      }
    } finally {
      server.stop();
      await server.exit;
    }
  }, 120_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'production on PostgreSQL without S3_BUCKET warns at start-up that pictures stay on this machine',
    async () => {
      const database = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
      const server = startProcess(['--import', 'tsx', 'server/main.ts'], {
        ...productionEnv,
        DATABASE_URL: database.url,
        LOG_LEVEL: 'warn',
      });
      try {
        expect(await server.port, server.output).toBeDefined();
        // The logger writes on its own schedule: the line may follow the start-up line.
        await expect
          .poll(() => server.output, { timeout: 10_000 })
          .toMatch(/Uploaded pictures .* on this machine only.*Set S3_BUCKET/);
      } finally {
        server.stop();
        await server.exit;
        await database.drop();
      }
    },
    120_000,
  );

  it('the app itself refuses the sandbox objects in production, however it was wired', () => {
    const safe = {
      production: true,
      sandbox: false,
      google: new GoogleSignInDisabled(),
      payments: new PaymentsDisabled(),
    };
    expect(() => refuseSandboxInProduction(safe)).not.toThrow();
    expect(() => refuseSandboxInProduction({ ...safe, sandbox: true })).toThrow(/sandbox switch/);
    expect(() =>
      refuseSandboxInProduction({ ...safe, google: new SandboxGoogleSignIn(systemClock) }),
    ).toThrow(/sandbox Google/);
    expect(() =>
      refuseSandboxInProduction({
        ...safe,
        // Refused for what it is: it never reaches its database here.
        payments: new SandboxPaymentProvider({} as Db, 'secret', systemClock),
      }),
    ).toThrow(/sandbox payment provider/);
    expect(() =>
      refuseSandboxInProduction({
        ...safe,
        production: false,
        sandbox: true,
        google: new SandboxGoogleSignIn(systemClock),
      }),
    ).not.toThrow();
  });
});
