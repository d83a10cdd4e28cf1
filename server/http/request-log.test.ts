import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger';
import { email, freshOrigin, memberFlows } from '../test-support/member-flows';
import { startTestServer, type TestServer } from '../test-support/test-server';

/** Every line the server logs during the tests, parsed. */
const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});
const requestLines = () => lines.filter((line) => line.msg === 'request');

describe('the request log', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ logger: createLogger({ LOG_LEVEL: 'info' }, sink) });
  });
  afterAll(() => server.close());

  it('writes one JSON line per request with method, path, status, duration and request id', async () => {
    lines.length = 0;
    const { headers } = await server.call('GET', '/api/support/api/app/config');
    expect(requestLines()).toHaveLength(1);
    const [line] = requestLines();
    expect(line).toMatchObject({
      level: 30,
      method: 'GET',
      path: '/api/support/api/app/config',
      status: 200,
      requestId: headers.get('x-request-id'),
    });
    expect(line!.durationMs).toEqual(expect.any(Number));
    expect(line).not.toHaveProperty('memberNo');
  });

  it('keeps a sane incoming X-Request-Id and replaces anything else', async () => {
    const kept = await server.call('GET', '/api/health', undefined, { 'X-Request-Id': 'edge-42.a:b_c' });
    expect(kept.headers.get('x-request-id')).toBe('edge-42.a:b_c');
    lines.length = 0;
    const replaced = await server.call('GET', '/api/health', undefined, {
      'X-Request-Id': '"} {"level":60, "msg": "forged',
    });
    const id = replaced.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestLines()[0]!.requestId).toBe(id);
  });

  it('names the signed-in member by number and never logs a token, code, password or query value', async () => {
    const flows = memberFlows(server);
    const contact = email();
    const origin = freshOrigin();
    lines.length = 0;
    const signedIn = await flows.signIn(contact, origin);
    const code = await flows.latestCode(contact);
    await server.call('GET', '/api/member/user/info', undefined, {
      Authorization: `Bearer ${signedIn.auth_token}`,
    });
    const info = requestLines().find((line) => line.path === '/api/member/user/info');
    expect(info).toMatchObject({ status: 200, memberNo: signedIn.member_no });
    // A password set by reset (the body carries it encrypted; neither form may be logged).
    const reset = await flows.resetPassword(contact, 'Secret.123', origin);
    expect(reset.json.code).toBe(0);

    const logged = JSON.stringify(lines);
    expect(logged).toContain('/api/member/user/random_code');
    for (const secret of [signedIn.auth_token, code, 'Secret.123', contact.account, 'Bearer'])
      expect(logged).not.toContain(secret);
  });

  it('logs an unexpected error with the request id of its request line', async () => {
    const original = server.deps.catalogue.current.bind(server.deps.catalogue);
    server.deps.catalogue.current = () => Promise.reject(new Error('the database went away'));
    lines.length = 0;
    try {
      const { status } = await server.call('GET', '/api/cms/api/decoration');
      expect(status).toBe(500);
    } finally {
      server.deps.catalogue.current = original;
    }
    const error = lines.find((line) => line.msg === 'unhandled error');
    expect(error).toMatchObject({ level: 50, err: { message: 'the database went away' } });
    expect(error!.requestId).toBe(requestLines()[0]!.requestId);
  });
});
