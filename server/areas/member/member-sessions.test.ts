import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SANDBOX_DEMO_EMAIL } from './google-sandbox';
import { purgeExpired } from './housekeeping';
import { hashToken, SESSION_TTL_MS } from './sessions';
import { LIMITS } from './send-limits';
import { email, freshOrigin, memberFlows, phone } from '../../test-support/member-flows';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let server: TestServer;
let flows: ReturnType<typeof memberFlows>;
beforeAll(async () => {
  server = await startTestServer();
  flows = memberFlows(server);
});
afterAll(async () => {
  await server.close();
});

const STOREFRONT = 'http://localhost:5173';

/**
 * Walks the sandbox Google: google_auth (which sets the state cookie) → authorise page → Continue
 * → the code and state on the return URL, plus the cookie the browser would send back.
 */
async function googleCode(device: 'pc' | '' = '', who = SANDBOX_DEMO_EMAIL) {
  const auth = await server.fetch(`/api/member/user/google_auth?device=${device}`);
  const json = (await auth.json()) as { code: number; data: string };
  expect(json.code).toBe(0);
  const cookie = (auth.headers.get('set-cookie') ?? '').split(';')[0]!;
  const url = new URL(json.data, 'http://api.test');
  expect(url.pathname).toBe('/api/sandbox/google/authorize');
  // The redirect URI comes from PUBLIC_ORIGIN (the test server's), never from the request.
  expect(url.searchParams.get('redirect_uri')).toBe(
    device === 'pc' ? `${STOREFRONT}/` : `${STOREFRONT}/login`,
  );

  const page = await server.fetch(`${url.pathname}${url.search}`);
  const html = await page.text();
  expect(page.status).toBe(200);
  expect(html).toContain('Sign in with Google (sandbox)');
  expect(html).toContain(`value="${SANDBOX_DEMO_EMAIL}"`);

  const form = new URLSearchParams({
    state: url.searchParams.get('state')!,
    redirect_uri: url.searchParams.get('redirect_uri')!,
    email: who,
    name: 'Demo Shopper',
  });
  const approved = await server.fetch(url.pathname, {
    method: 'POST',
    body: form,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  expect(approved.status).toBe(302);
  const back = new URL(approved.headers.get('location')!);
  expect(back.origin + back.pathname).toBe(url.searchParams.get('redirect_uri'));
  expect(back.searchParams.get('state')).toBe(url.searchParams.get('state'));
  return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')!, cookie };
}

type GoogleReturn = Awaited<ReturnType<typeof googleCode>>;

const googleLogin = (
  back: GoogleReturn | { code: string; state?: string; cookie?: string },
  device: 'pc' | '' = '',
) =>
  server.call(
    'POST',
    '/api/member/user/login',
    { channel: 'google', login_type: 5, check_code: back.code, state: back.state, device },
    { ...flows.headersOf(freshOrigin()), ...(back.cookie ? { Cookie: back.cookie } : {}) },
  );

describe(`sessions, Google and token login on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it("info answers the token's member as data.data; without a token it is 401 with 1105001", async () => {
    const contact = phone();
    const session = await flows.signIn(contact);
    const info = await flows.info(session.auth_token);
    expect(info.status).toBe(200);
    expect(info.json.data).toEqual({
      data: {
        member_no: session.member_no,
        user_name: session.user_name,
        points: 0,
        phone: contact.account,
        email: null,
        country_code: '62',
        avatar_url: null,
        birthday: null,
        birthday_next_change: null,
        name_next_change: null,
        has_password: false,
      },
    });
    for (const headers of <Record<string, string>[]>[
      {},
      { Authorization: 'Bearer ' },
      { Authorization: `Bearer ${'x'.repeat(43)}` },
      { Authorization: session.auth_token },
    ]) {
      const refused = await server.call('GET', '/api/member/user/info', undefined, headers);
      expect(refused.status).toBe(401);
      expect(refused.json).toMatchObject({ code: 1105001, data: null });
    }
  });

  it('a member reads only their own info, whatever they ask for', async () => {
    const alice = await flows.signIn(email());
    const bob = await flows.signIn(email());
    const asAlice = await server.call('GET', `/api/member/user/info?member_no=${bob.member_no}`, undefined, {
      Authorization: `Bearer ${alice.auth_token}`,
    });
    expect(asAlice.json.data.data.member_no).toBe(alice.member_no);
    expect((await flows.info(bob.auth_token)).json.data.data.member_no).toBe(bob.member_no);
  });

  it('makes a new token at every login and stores only its hash', async () => {
    const contact = phone();
    const origin = freshOrigin();
    const first = await flows.signIn(contact, origin);
    server.clock.advance(LIMITS.resendAfterMs);
    const second = await flows.signIn(contact, origin);
    expect(second.auth_token).not.toBe(first.auth_token);
    expect(first.auth_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const { rows } = (await server.database.db.execute(
      sql`select token_hash, device_id from sessions`,
    )) as unknown as {
      rows: { token_hash: string; device_id: string }[];
    };
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(first.auth_token);
    expect(stored).not.toContain(second.auth_token);
    expect(rows.map((r) => r.token_hash)).toContain(hashToken(first.auth_token));
    expect(rows.find((r) => r.token_hash === hashToken(first.auth_token))?.device_id).toBe(origin.deviceId);
    // Both stay valid: one per device or tab.
    expect((await flows.info(first.auth_token)).status).toBe(200);
  });

  it('logout revokes the token (info answers 401 after), and is idempotent', async () => {
    const session = await flows.signIn(phone());
    const headers = { Authorization: `Bearer ${session.auth_token}` };
    const out = await server.call('POST', '/api/member/user/logout', undefined, headers);
    expect(out.json).toEqual({ code: 0, msg: 'success', data: null });
    expect((await flows.info(session.auth_token)).status).toBe(401);
    expect((await server.call('POST', '/api/member/user/logout', undefined, headers)).json.code).toBe(0);
    expect((await server.call('POST', '/api/member/user/logout')).json.code).toBe(0);
  });

  it('a token expires after 30 days', async () => {
    const session = await flows.signIn(phone());
    server.clock.advance(SESSION_TTL_MS - 1_000);
    expect((await flows.info(session.auth_token)).status).toBe(200);
    server.clock.advance(1_000);
    const expired = await flows.info(session.auth_token);
    expect(expired.status).toBe(401);
    expect(expired.json.code).toBe(1105001);
  });

  it('Google sandbox: google_auth → authorise page → code → login_type 5 creates, then finds, the member', async () => {
    const who = `google.${Date.now()}@example.com`;
    const first = await googleLogin(await googleCode('', who));
    expect(first.json.code).toBe(0);
    expect(first.json.data).toMatchObject({ user_name: 'Demo Shopper', email: who, points: 0 });
    const again = await googleLogin(await googleCode('pc', who), 'pc');
    expect(again.json.data.member_no).toBe(first.json.data.member_no);
    expect((await flows.info(again.json.data.auth_token)).json.data.data.email).toBe(who);
  });

  it('Google sign-in joins the member who already signed in with the same e-mail', async () => {
    const contact = email();
    const byCode = await flows.signIn(contact);
    const byGoogle = await googleLogin(await googleCode('', contact.account));
    expect(byGoogle.json.data.member_no).toBe(byCode.member_no);
  });

  it('a Google code works once, only with its own state, and not after 5 minutes', async () => {
    const back = await googleCode('');
    expect((await googleLogin(back)).json.code).toBe(0);
    expect((await googleLogin(back)).json.code).toBe(1101006);
    // A state and its cookie with another code: the code is not the one issued for this state.
    const other = await googleCode('');
    expect((await googleLogin({ ...other, code: back.code })).json.code).toBe(1101006);
    const late = await googleCode('');
    server.clock.advance(5 * 60_000);
    expect((await googleLogin(late)).json.code).toBe(1101006);
    const made = await googleCode('');
    expect((await googleLogin({ ...made, code: 'made-up-code' })).json.code).toBe(1101006);
  });

  it('the sandbox page refuses a state or redirect URI it did not issue', async () => {
    const page = await server.fetch(
      '/api/sandbox/google/authorize?state=forged&redirect_uri=https://evil.example/login',
    );
    expect(page.status).toBe(400);
    const post = await server.fetch('/api/sandbox/google/authorize', {
      method: 'POST',
      body: new URLSearchParams({
        state: 'forged',
        redirect_uri: 'https://evil.example/login',
        email: 'a@b.co',
      }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(post.status).toBe(400);
    expect(post.headers.get('location')).toBeNull();
  });
});

describe('housekeeping', () => {
  it('deletes spent sign-in rows a day after expiry and dead sessions after 30 days, keeps live ones', async () => {
    const session = await flows.signIn(phone());
    const count = async (table: string) =>
      Number(
        (
          (await server.database.db.execute(
            sql.raw(`select count(*)::int as n from ${table}`),
          )) as unknown as { rows: { n: number }[] }
        ).rows[0]!.n,
      );
    await purgeExpired(server.database.db, server.clock.now());
    expect(await count('captchas')).toBeGreaterThan(0);
    expect((await flows.info(session.auth_token)).status).toBe(200);
    // Past every expiry plus its grace: only what the next sign-in makes is left.
    server.clock.advance(2 * SESSION_TTL_MS + 24 * 60 * 60_000);
    const live = await flows.signIn(phone());
    await purgeExpired(server.database.db, server.clock.now());
    const left: Record<string, number> = {};
    for (const table of ['captchas', 'captcha_nonces', 'verification_codes', 'send_log', 'outbox_messages']) {
      left[table] = await count(table);
    }
    // One captcha, its nonce, one code, two log rows (captcha and code), one message.
    expect(left).toEqual({
      captchas: 1,
      captcha_nonces: 1,
      verification_codes: 1,
      send_log: 2,
      outbox_messages: 1,
    });
    expect(await count('sessions')).toBe(1);
    expect((await flows.info(live.auth_token)).status).toBe(200);
  });
});

describe('in production', () => {
  let prod: TestServer;
  beforeAll(async () => {
    prod = await startTestServer({ production: true });
  });
  afterAll(async () => {
    await prod.close();
  });

  it('/api/dev/outbox, /api/dev/captcha and the sandbox Google page answer 404', async () => {
    const prodFlows = memberFlows(prod);
    const drawn = await prodFlows.captcha(phone(), freshOrigin());
    expect(drawn.status).toBe(200);
    expect(drawn.text).toBeFalsy();
    for (const path of [
      '/api/dev/outbox?to=6281234567890',
      `/api/dev/captcha/${drawn.imageId}`,
      '/api/sandbox/google/authorize?state=x&redirect_uri=http://localhost/login',
    ]) {
      const { status, json } = await prod.call('GET', path);
      expect({ path, status, code: json.code }).toEqual({ path, status: 404, code: 1108001 });
    }
  });

  it('the dev captcha endpoint reads a captcha outside production only', async () => {
    const { status } = await server.call('GET', '/api/dev/captcha/00000000-0000-4000-8000-000000000000');
    expect(status).toBe(404);
  });
});
