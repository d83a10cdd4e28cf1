import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rankListResponseSchema } from '../contract/search';
import { sendLog } from './db/schema';
import { LIMITS } from './areas/member/send-limits';
import { JSON_BODY_LIMIT } from './http/request-limits';
import { answerThrown } from './http/unexpected-errors';
import { logger } from './lib/logger';
import { bearer, catalogue, countRows, shopperHeaders } from './test-support/catalogue-helpers';
import { freshDevice, freshIp, freshOrigin, memberFlows, phone } from './test-support/member-flows';
import { startTestServer, type TestServer } from './test-support/test-server';

// The server's edges (docs/decisions/013-server-edges.md), as an
// attacker would try them.
let server: TestServer;
/** The bare server: no proxy in front, every request from one socket address. */
let bare: TestServer;
const SOCKET_IP = '203.0.113.50';
beforeAll(async () => {
  server = await startTestServer();
  bare = await startTestServer({ trustProxy: 'none', socketAddress: SOCKET_IP });
});
afterAll(async () => {
  await server.close();
  await bare.close();
});

describe('X-Forwarded-For without TRUST_PROXY', () => {
  it('changes nothing: the per-IP captcha limit counts the socket address however the header rotates', async () => {
    const account = phone();
    // Fill the socket address's hourly allowance directly, as earlier captchas would have.
    const now = bare.clock.now();
    await bare.database.db.insert(sendLog).values(
      Array.from({ length: LIMITS.captcha.perIp }, () => ({
        kind: 'captcha',
        accountKey: `phone:62${account.account}`,
        deviceId: freshDevice(),
        ip: SOCKET_IP,
        createdAt: now,
      })),
    );
    const flows = memberFlows(bare);
    const spoofed = await flows.captcha(phone(), { deviceId: freshDevice(), ip: freshIp() });
    expect(spoofed.status).toBe(429);
    // Behind a trusted proxy, the same header names a new client, which may draw one.
    const proxied = await memberFlows(server).captcha(phone(), freshOrigin());
    expect(proxied.status).toBe(200);
  });

  it('counts a hot search once, however many addresses, device ids and driver_ids one socket invents', async () => {
    const rank = async () => {
      const { json } = await bare.call(
        'POST',
        '/api/search/rank/list',
        { search_type: 1 },
        shopperHeaders('SG', 'en'),
      );
      return rankListResponseSchema.parse(json.data).list;
    };
    const target = (await rank()).at(-1)!;
    for (let index = 0; index < 5; index += 1) {
      await bare.call(
        'POST',
        '/api/search/search',
        { keyword: target.keyword, driver_id: freshDevice() },
        shopperHeaders('SG', 'en', { Deviceid: freshDevice(), 'X-Forwarded-For': freshIp() }),
      );
    }
    expect((await rank()).find((k) => k.keyword === target.keyword)?.search_count).toBe(
      target.search_count + 1,
    );
  });
});

describe('request bodies', () => {
  it(`refuses a 1 MB JSON body with 413 (1100413) without reading it (limit ${JSON_BODY_LIMIT} bytes)`, async () => {
    let pulled = 0;
    const chunk = new TextEncoder().encode(`{"keyword":"${'a'.repeat(16 * 1024)}`);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 1024 * 1024) return controller.close();
        pulled += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const response = await server.fetch('/api/search/search', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 1100413 });
    // Stopped just past the limit, a few chunks read ahead at most: never the whole megabyte.
    expect(pulled).toBeLessThan(JSON_BODY_LIMIT + 4 * chunk.length);
  });

  it('refuses a body whose Content-Length is over the limit before reading a byte', async () => {
    const response = await server.fetch('/api/member/user/visit', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(1024 * 1024) },
      body: 'x'.repeat(1024 * 1024),
    });
    expect(response.status).toBe(413);
  });

  it.each([
    ['text/plain', 415],
    ['application/x-www-form-urlencoded', 415],
    ['multipart/form-data; boundary=x', 415],
    ['application/json; charset=utf-8', 200],
    ['application/vnd.api+json', 200],
  ])('answers JSON under %s with %i', async (type, status) => {
    const response = await server.fetch('/api/member/user/visit', {
      method: 'POST',
      headers: { 'Content-Type': type },
      body: JSON.stringify({ device_id: freshDevice(), path: '/cart' }),
    });
    expect(response.status).toBe(status);
    if (status === 415) expect(await response.json()).toMatchObject({ code: 1100415 });
  });

  it.each([
    ['PUT', '/api/member/user/update_avatar'],
    ['POST', '/api/order/after_sale/evidence'],
  ])(
    'answers an upload to %s %s without its multipart boundary 400, never 500 nor a monitoring row',
    async (method, path) => {
      const token = (await server.call('POST', '/api/dev/member', { country_code: 'ID' })).json.data
        .auth_token;
      const before = await countRows(server, 'monitoring_events');
      for (const type of [
        'multipart/form-data;',
        'multipart/form-data; charset=utf-8',
        'multipart/form-data; boundary=',
      ]) {
        const response = await server.fetch(path, {
          method,
          headers: { 'Content-Type': type, Authorization: `Bearer ${token}` },
          body: 'xx',
        });
        expect([type, response.status, (await response.json()).code]).toEqual([type, 400, 1101020]);
      }
      // A boundary that the body does not follow is the sender's mistake too.
      const broken = await server.fetch(path, {
        method,
        headers: { 'Content-Type': 'multipart/form-data; boundary=zz', Authorization: `Bearer ${token}` },
        body: 'xx',
      });
      expect(broken.status).toBeLessThan(500);
      expect(await countRows(server, 'monitoring_events')).toBe(before);
    },
  );

  it('refuses a JSON body sent without any Content-Type (a cross-site simple request)', async () => {
    const response = await server.fetch('/api/member/user/visit', {
      method: 'POST',
      body: new Blob([JSON.stringify({ device_id: freshDevice() })]),
    });
    expect(response.status).toBe(415);
  });
});

describe('NUL and other control characters', () => {
  it.each([
    ['visit', '/api/member/user/visit', { device_id: 'device-0001', path: '/a\u0000b' }],
    ['search', '/api/search/search', { keyword: 'beras\u0000' }],
    ['suggest', '/api/search/suggest', { keyword: 'be\u0007ras' }],
    ['click/update', '/api/search/manager/click/update', { keyword: 'a\u0000', product_no: '100000001' }],
    ['coupon search', '/api/search/coupon/search', { keyword: 'kopi', coupon_id: 'x\u0000' }],
  ])('answers 400 (1101020) in %s, never 500', async (_name, path, body) => {
    const { status, json } = await server.call('POST', path, body, shopperHeaders());
    expect([status, json.code]).toEqual([400, 1101020]);
  });

  it('answers 400 in the sandbox outbox query and to a malformed multipart body', async () => {
    const outbox = await server.call('GET', '/api/dev/outbox?to=62812%0012345');
    expect([outbox.status, outbox.json.code]).toEqual([400, 1101020]);
    const form = await server.fetch('/api/sandbox/google/authorize', {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=nope' },
      body: '--broken\r\n\r\n',
    });
    expect(form.status).toBe(400);
  });

  it('maps text the database refuses (22021, 22P05) to 1101020 on this engine', async () => {
    const app = new Hono();
    app.onError((error, c) => answerThrown(error, c, logger));
    app.get('/nul', async () => {
      await server.database.db.execute(sql`select ${'a\u0000b'}::text`);
      return new Response('stored?');
    });
    const response = await app.request('/nul');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 1101020 });
  });
});

describe('security headers', () => {
  it('go on every API answer: a CSP that runs nothing, nosniff, Referrer-Policy, Permissions-Policy', async () => {
    for (const path of ['/api/health', '/api/no-such-call']) {
      const { headers } = await server.call('GET', path);
      expect(headers.get('content-security-policy'), path).toContain("default-src 'none'");
      expect(headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(headers.get('permissions-policy'), path).toContain('camera=()');
      expect(headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  it('send HSTS over TLS only, or when the trusted proxy says the browser used TLS', async () => {
    const direct = await server.fetch('https://pasar.example/api/health');
    expect(direct.headers.get('strict-transport-security')).toContain('max-age=');
    const proxied = await server.fetch('/api/health', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(proxied.headers.get('strict-transport-security')).toContain('max-age=');
    const spoofed = await bare.fetch('/api/health', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(spoofed.headers.get('strict-transport-security')).toBeNull();
  });

  it('keep the sandbox Google page its own CSP', async () => {
    const page = await server.fetch('/api/sandbox/google/authorize?state=x&redirect_uri=http://localhost/');
    expect(page.headers.get('content-security-policy')).toContain("style-src 'unsafe-inline'");
  });
});

describe('answers computed for a member', () => {
  it('are no-store and vary by Authorization; a visitor answer varies too', async () => {
    const { auth_token } = await memberFlows(server).signIn(phone(), freshOrigin());
    const member = shopperHeaders('ID', 'en', bearer(auth_token));
    for (const [method, path, body] of [
      ['POST', '/api/search/records', {}],
      ['GET', `/api/consumer/product/min_sku_detail/${catalogue.showcase.ID.hot}`, undefined],
      ['GET', '/api/order/cart/count', undefined],
    ] as const) {
      const { headers } = await server.call(method, path, body, member);
      expect(headers.get('cache-control'), path).toBe('no-store');
      expect(headers.get('vary'), path).toMatch(/Authorization/i);
    }
    const visitor = await server.call('POST', '/api/search/records', {}, shopperHeaders());
    expect(visitor.headers.get('vary')).toMatch(/Authorization/i);
  });
});
