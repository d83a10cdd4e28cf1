import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appConfigSchema, appLoadResponseSchema } from '../contract/app-load';
import { startTestServer, type TestServer } from './test-support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe(`the API on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('answers health', async () => {
    const { status, json } = await server.call('GET', '/api/health');
    expect(status).toBe(200);
    expect(json).toEqual({ code: 0, msg: 'success', data: { status: 'ok' } });
  });

  it('app/load answers the three countries with every field, ID first, and the server time', async () => {
    const { status, json } = await server.call('POST', '/api/support/api/app/load');
    expect(status).toBe(200);
    expect(json.code).toBe(0);
    const data = appLoadResponseSchema.parse(json.data);
    expect(data.countrys.map((c) => c.country_code)).toEqual(['ID', 'SG', 'MY']);
    expect(data.countrys.map((c) => [c.currency_code, c.currency_symbol, c.phone_code, c.timezone])).toEqual([
      ['IDR', 'Rp', '62', 'Asia/Jakarta'],
      ['SGD', 'S$', '65', 'Asia/Singapore'],
      ['MYR', 'RM', '60', 'Asia/Kuala_Lumpur'],
    ]);
    for (const country of data.countrys) {
      expect(country.app_control_conf[0]?.control_list).toEqual({ email: true, phone: true, whatsapp: true });
    }
    expect(data.server_time).toBe(server.clock.now().getTime());
  });

  it('answers with the x-locale it used: the X-Locale header when valid, else ID', async () => {
    const sg = await server.fetch('/api/health', { headers: { 'X-Locale': 'SG' } });
    expect(sg.headers.get('x-locale')).toBe('SG');
    const bad = await server.fetch('/api/health', { headers: { 'X-Locale': 'FR' } });
    expect(bad.headers.get('x-locale')).toBe('ID');
  });

  it('answers the app config the footer shows', async () => {
    const { json } = await server.call('GET', '/api/support/api/app/config');
    expect(json.code).toBe(0);
    expect(appConfigSchema.parse(json.data).icp_number).toMatch(/ICP/);
  });

  it('answers an unknown /api path with the 404 envelope, not the storefront', async () => {
    const { status, json } = await server.call('GET', '/api/no/such/thing');
    expect(status).toBe(404);
    expect(json).toMatchObject({ code: 1108001, data: null });
  });

  it('answers a body that is not JSON with 1101020 and HTTP 400', async () => {
    const { status, json } = await server.call('POST', '/api/member/user/visit', '{"device_id": ');
    expect(status).toBe(400);
    expect(json).toMatchObject({ code: 1101020, data: null });
    expect(JSON.stringify(json)).not.toMatch(/at .*\.ts/);
  });

  it('answers a body that misses the schema with 1101020 and stores nothing', async () => {
    const bad = await server.call('POST', '/api/member/user/device_language', {
      device_id: 'device-0001',
      language: 'fr',
    });
    expect(bad.status).toBe(400);
    expect(bad.json.code).toBe(1101020);
    const read = await server.call('GET', '/api/member/user/device_language?device_id=device-0001');
    expect(read.json).toMatchObject({ code: 0, data: null });
  });

  it('remembers a device language and records visits', async () => {
    const saved = await server.call('POST', '/api/member/user/device_language', {
      device_id: 'device-0002',
      language: 'zh-CN',
    });
    expect(saved.json.code).toBe(0);
    await server.call('POST', '/api/member/user/device_language', {
      device_id: 'device-0002',
      language: 'id',
    });
    const read = await server.call('GET', '/api/member/user/device_language?device_id=device-0002');
    expect(read.json.data).toBe('id');
    const visit = await server.call('POST', '/api/member/user/visit', {
      device_id: 'device-0002',
      path: '/cate',
    });
    expect(visit.json).toMatchObject({ code: 0 });
  });

  it('rejects a malformed device id in the query', async () => {
    const { status, json } = await server.call('GET', '/api/member/user/device_language?device_id=../../etc');
    expect(status).toBe(400);
    expect(json.code).toBe(1101020);
  });
});
