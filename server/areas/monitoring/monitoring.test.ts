import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MonitoringBatch } from '../../../contract/monitoring';
import { otlpForwarder } from './otlp-forwarder';
import { monitoringEvents } from '../../db/schema';
import { purgeExpired } from '../member/housekeeping';
import {
  COLLECT_LIMITS,
  MONITORING_RETENTION_DAYS,
  recordUnexpectedError,
  SERVER_ERROR_ROWS_PER_MINUTE,
} from './monitoring';
import { rumReport } from './monitoring-report';
import { answerThrown } from '../../http/unexpected-errors';
import { createLogger } from '../../lib/logger';
import { freshIp } from '../../test-support/member-flows';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { eq } from 'drizzle-orm';

// Real-user monitoring's collector and report (ADR 026), on PGlite and PostgreSQL.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

let counter = 0;
const freshUid = () => `uid_test${++counter}x${Math.random().toString(36).slice(2, 10)}`;
const at = Date.parse('2026-11-21T03:00:00Z');

function batchOf(uid: string, events?: MonitoringBatch['events']): MonitoringBatch {
  return {
    uid,
    sid: `sess${counter}abcdefgh`,
    layout: 'mobile',
    shell: false,
    events: events ?? [
      { kind: 'page-view', at, route: '/' },
      { kind: 'vital', at, route: '/', name: 'LCP', value: 1800, rating: 'good' },
      { kind: 'api', at, route: '/', path: 'app/load', status: 200, code: 0, duration: 120 },
    ],
  };
}

const collect = (body: unknown, ip = freshIp()) =>
  server.call('POST', '/api/monitoring/collect', body, { 'X-Forwarded-For': ip });

const rowsOf = async (uid: string) =>
  server.database.db.select().from(monitoringEvents).where(eq(monitoringEvents.uid, uid));

describe('POST /api/monitoring/collect', () => {
  it('stores a beacon’s events, one row each, with the ids and nothing personal', async () => {
    const uid = freshUid();
    const answer = await collect(batchOf(uid));
    expect([answer.status, answer.json.code, answer.json.data]).toEqual([200, 0, { accepted: 3 }]);
    const rows = await rowsOf(uid);
    expect(rows.map((row) => row.kind).sort()).toEqual(['api', 'page-view', 'vital']);
    const vital = rows.find((row) => row.kind === 'vital')!;
    expect(vital).toMatchObject({ name: 'LCP', value: 1800, rating: 'good', layout: 'mobile', shell: false });
    // One INSERT per beacon: every row of it has the same receipt time.
    expect(new Set(rows.map((row) => row.receivedAt.getTime())).size).toBe(1);
  });

  it('answers junk with a 4xx code and stores nothing', async () => {
    const uid = freshUid();
    const cases: unknown[] = [
      'not json at all',
      [],
      {},
      { ...batchOf(uid), uid: 'nouidprefix123' },
      { ...batchOf(uid), events: [] },
      { ...batchOf(uid), events: [{ kind: 'vital', at, route: '/', name: 'XYZ', value: 1, rating: 'good' }] },
      { ...batchOf(uid), events: [{ kind: 'page-view', at, route: 'no-slash' }] },
      { ...batchOf(uid), events: [{ kind: 'error', at, route: '/', source: 'error', message: 'a\u0000b' }] },
    ];
    for (const body of cases) {
      const answer = await collect(body);
      expect(answer.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(answer.status, JSON.stringify(body)).toBeLessThan(500);
      expect(answer.json.code).toBe(1101020);
    }
    const typed = await server.fetch('/api/monitoring/collect', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify(batchOf(uid)),
    });
    expect(typed.status).toBe(415);
    expect(await rowsOf(uid)).toEqual([]);
  });

  it('refuses a body over 64 KiB before parsing it (413)', async () => {
    const answer = await collect(`{"uid":"${'x'.repeat(70 * 1024)}"}`);
    expect([answer.status, answer.json.code]).toEqual([413, 1100413]);
  });

  it('limits one monitoring id, however many beacons race in parallel', async () => {
    const uid = freshUid();
    const ip = freshIp();
    const tries = COLLECT_LIMITS.uid.max + 10;
    const answers = await Promise.all(
      Array.from({ length: tries }, () => collect(batchOf(uid, [{ kind: 'page-view', at, route: '/' }]), ip)),
    );
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused.length).toBe(10);
    expect(refused.every((answer) => answer.json.code === 1100429)).toBe(true);
    expect((await rowsOf(uid)).length).toBe(COLLECT_LIMITS.uid.max);
    // Another minute, another window.
    server.clock.advance(COLLECT_LIMITS.uid.windowMs + 1);
    expect((await collect(batchOf(uid), ip)).status).toBe(200);
  });
});

describe('server errors', () => {
  it('are logged with the request id and counted in the report', async () => {
    const lines: string[] = [];
    const logger = createLogger({ LOG_LEVEL: 'error' }, { write: (line: string) => lines.push(line) });
    const app = new Hono<{ Variables: { deps: typeof server.deps; requestId: string } }>();
    app.use('*', async (c, next) => {
      c.set('deps', server.deps);
      c.set('requestId', 'req-monitoring-1');
      await next();
    });
    app.onError((error, c) =>
      answerThrown(error, c, logger, (thrown, where) =>
        recordUnexpectedError(server.deps.db, thrown, where, server.deps.clock.now()),
      ),
    );
    app.get('/boom', () => {
      throw new Error('monitoring test explosion');
    });
    const response = await app.request('/boom');
    expect(response.status).toBe(500);
    expect(JSON.parse(lines[0]!)).toMatchObject({ requestId: 'req-monitoring-1', msg: 'unhandled error' });
    await expect
      .poll(async () => (await rumReport(server.database.db, new Date(0))).errors)
      .toContainEqual({ kind: 'server-error', message: 'Error: monitoring test explosion', count: 1 });
  });

  it('write a row at most once a minute for the same route and message, and a bounded number in all', async () => {
    const at = new Date('2026-11-21T05:00:00Z');
    const error = new Error('the same failure again');
    const written = [];
    for (let i = 0; i < 50; i += 1)
      written.push(await recordUnexpectedError(server.database.db, error, { path: '/api/repeat' }, at));
    expect(written.filter(Boolean)).toHaveLength(1);
    // Different failures each write one, up to the minute's cap.
    const distinct = [];
    for (let i = 0; i < SERVER_ERROR_ROWS_PER_MINUTE + 10; i += 1)
      distinct.push(
        await recordUnexpectedError(server.database.db, new Error(`failure ${i}`), { path: '/api/x' }, at),
      );
    expect(distinct.filter(Boolean)).toHaveLength(SERVER_ERROR_ROWS_PER_MINUTE - 1);
    // A minute later the same failure is counted again.
    expect(
      await recordUnexpectedError(
        server.database.db,
        error,
        { path: '/api/repeat' },
        new Date(at.getTime() + 60_000),
      ),
    ).toBe(true);
  });
});

describe('the report', () => {
  it('gives p75 per vital, route and layout, rated by SPEC.md §9', async () => {
    const uid = freshUid();
    const values = [1000, 2000, 3000, 5000];
    await collect(
      batchOf(
        uid,
        values.map((value) => ({
          kind: 'vital',
          at,
          route: '/report-test',
          name: 'LCP',
          value,
          rating: 'good',
        })),
      ),
    );
    const report = await rumReport(server.database.db, new Date(0));
    const lcp = report.vitals.find((row) => row.route === '/report-test')!;
    // percentile_cont(0.75) of 1000, 2000, 3000, 5000: 3000 + 0.25 × 2000.
    expect(lcp).toMatchObject({
      name: 'LCP',
      layout: 'mobile',
      p75: 3500,
      count: 4,
      rating: 'needs-improvement',
    });
    expect(report.timeline.length).toBeGreaterThan(0);
    expect(report.slowestApis.find((row) => row.path === 'app/load')).toBeTruthy();
    expect(report.pages.find((row) => row.route === '/')).toMatchObject({ shellViews: 0 });
    expect(report.counts.pageViews).toBeGreaterThan(0);
  });

  it('serves /internal/rum outside production; its data as JSON', async () => {
    const page = await server.fetch('/internal/rum');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Real-user monitoring');
    const data = await server.fetch('/internal/rum/data.json');
    expect((await data.json()).vitals.length).toBeGreaterThan(0);
    expect((await server.fetch('/internal/rum/uplot.js')).status).toBe(200);
  });

  it('is absent in production without RUM_REPORT_TOKEN, and opens with it', async () => {
    const production = await startTestServer({ production: true });
    try {
      expect((await production.fetch('/internal/rum')).status).toBe(404);
      // The routes read the token at each request (main.ts sets it from RUM_REPORT_TOKEN).
      production.deps.rumReportToken = 'team-secret';
      expect((await production.fetch('/internal/rum')).status).toBe(404);
      expect((await production.fetch('/internal/rum?token=wrong')).status).toBe(404);
      expect((await production.fetch('/internal/rum?token=team-secret')).status).toBe(200);
      const data = await production.fetch('/internal/rum/data.json', {
        headers: { Authorization: 'Bearer team-secret' },
      });
      expect(data.status).toBe(200);
    } finally {
      await production.close();
    }
  });
});

describe('retention', () => {
  it(`prunes events older than ${MONITORING_RETENTION_DAYS} days from housekeeping, keeps newer ones`, async () => {
    const uid = freshUid();
    await collect(batchOf(uid));
    server.clock.advance((MONITORING_RETENTION_DAYS - 1) * 24 * 60 * 60_000);
    const newer = freshUid();
    await collect(batchOf(newer));
    server.clock.advance(2 * 24 * 60 * 60_000);
    await purgeExpired(server.database.db, server.clock.now());
    expect(await rowsOf(uid)).toEqual([]);
    expect((await rowsOf(newer)).length).toBe(3);
    // Twice is harmless: the job is a DELETE by age.
    await purgeExpired(server.database.db, server.clock.now());
    expect((await rowsOf(newer)).length).toBe(3);
  });
});

describe('OpenTelemetry forwarding', () => {
  it('posts OTLP/HTTP JSON logs, one record per event', async () => {
    const sent: { url: string; body: unknown }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      sent.push({ url, body: JSON.parse(String(init.body)) });
      return new Response('{}');
    }) as unknown as typeof fetch;
    otlpForwarder('http://otel:4318/', createLogger({ LOG_LEVEL: 'silent' }), fakeFetch).forward(
      batchOf(freshUid()),
    );
    expect(sent[0]!.url).toBe('http://otel:4318/v1/logs');
    const body = sent[0]!.body as {
      resourceLogs: { scopeLogs: { logRecords: { attributes: unknown[] }[] }[] }[];
    };
    const records = body.resourceLogs[0]!.scopeLogs[0]!.logRecords;
    expect(records).toHaveLength(3);
    expect(records[1]!.attributes).toContainEqual({ key: 'rum.name', value: { stringValue: 'LCP' } });
  });
});
