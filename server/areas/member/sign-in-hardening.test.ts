import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema';
import { PASSWORD_LIMITS } from './login';
import { HASH_POOL, scryptPool } from '../../lib/password-hash-pool';
import { hashPassword } from './passwords';
import { LIMITS } from './send-limits';
import { HANDOFF_TTL_MS } from './session-handoffs';
import { hashToken } from './sessions';
import { ACCOUNT_CODE_LIMITS } from './verification-codes';
import { email, freshOrigin, memberFlows, phone, type Contact } from '../../test-support/member-flows';
import { startTestServer, type TestServer } from '../../test-support/test-server';

/**
 * The sign-in attacks a security review found, each reproduced as the attack it was and answered now
 * (ADR 012). Runs on PGlite and, in `npm test`, on PostgreSQL.
 */
let server: TestServer;
let flows: ReturnType<typeof memberFlows>;
beforeAll(async () => {
  server = await startTestServer();
  flows = memberFlows(server);
});
afterAll(async () => {
  await server.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function memberWithPassword(contact: Contact, password: string) {
  await flows.signIn(contact);
  server.clock.advance(LIMITS.resendAfterMs);
  expect((await flows.resetPassword(contact, password)).json.code).toBe(0);
  server.clock.advance(LIMITS.resendAfterMs);
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe(`sign-in hardening on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('finding 2: of 20 parallel guesses at most 5 are evaluated, and the right one in the burst does not lift the gate', async () => {
    const contact = phone();
    await memberWithPassword(contact, 'Right.pass1');
    const hashes = vi.spyOn(scryptPool, 'run');
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        // Each from its own device and IP: only the account's count can stop them.
        flows.loginWithPassword(contact, freshOrigin(), flows.encrypt(`Wrong.pass${i}`)),
      ),
    );
    const codes = burst.map((answer) => answer.json.code);
    expect(hashes.mock.calls.length).toBeLessThanOrEqual(PASSWORD_LIMITS.account.max);
    expect(codes.filter((code) => code === 1101007)).toHaveLength(PASSWORD_LIMITS.account.max);
    // The rest refused unevaluated: by the account's gate (1101019), or by a full hash pool (1101023).
    expect(codes.filter((code) => code === 1101019 || code === 1101023)).toHaveLength(
      20 - PASSWORD_LIMITS.account.max,
    );

    // The right password during the gate: refused without a hash, and the gate stays.
    hashes.mockClear();
    const right = await flows.loginWithPassword(contact, freshOrigin(), flows.encrypt('Right.pass1'));
    expect(right.json.code).toBe(1101019);
    expect(hashes).not.toHaveBeenCalled();
    const again = await flows.loginWithPassword(contact, freshOrigin(), flows.encrypt('Right.pass1'));
    expect(again.json.code).toBe(1101019);
  });

  it('finding 2: the right password in a burst with wrong ones never logs in past the 5 evaluated', async () => {
    const contact = email();
    await memberWithPassword(contact, 'Right.pass1');
    const passwords = [...Array.from({ length: 19 }, (_, i) => `Wrong.pass${i}`), 'Right.pass1'];
    const burst = await Promise.all(
      passwords.map((password) => flows.loginWithPassword(contact, freshOrigin(), flows.encrypt(password))),
    );
    const evaluated = burst.filter((answer) => ![1101019, 1101023].includes(answer.json.code));
    expect(evaluated.length).toBeLessThanOrEqual(PASSWORD_LIMITS.account.max);
    const rightAnswer = burst.at(-1)!.json.code;
    // Either it was one of the 5 evaluated (and logged in), or it was refused unevaluated.
    expect([0, 1101019, 1101023]).toContain(rightAnswer);
    if (rightAnswer !== 0) {
      const after = await flows.loginWithPassword(contact, freshOrigin(), flows.encrypt('Right.pass1'));
      expect(after.json.code).toBe(1101019);
    }
  });

  it('finding 2: per IP, password logins stop at 60 in 15 minutes (1101023), whatever the accounts', async () => {
    const origin = freshOrigin();
    const hashes = vi.spyOn(scryptPool, 'run').mockResolvedValue(Buffer.alloc(32));
    for (let i = 0; i < PASSWORD_LIMITS.ip.max; i++) {
      const answer = await flows.loginWithPassword(phone(), origin, flows.encrypt('Wrong.pass1'));
      expect(answer.json.code).toBe(1101007);
    }
    const before = hashes.mock.calls.length;
    const over = await flows.loginWithPassword(phone(), origin, flows.encrypt('Wrong.pass1'));
    expect(over.status).toBe(429);
    expect(over.json.code).toBe(1101023);
    expect(hashes.mock.calls.length).toBe(before);
    // Another IP is not affected.
    expect(
      (await flows.loginWithPassword(phone(), freshOrigin(), flows.encrypt('Wrong.pass1'))).json.code,
    ).toBe(1101007);
  });

  it(`finding 1: at most ${HASH_POOL.workers} hashes run and ${HASH_POOL.maxWaiting} wait; the next is refused at once with 1101023`, async () => {
    const jobs = Array.from({ length: HASH_POOL.workers + HASH_POOL.maxWaiting + 1 }, (_, i) =>
      hashPassword(`Pool.pass${i}`).then(
        () => 'hashed',
        (error: { entry?: { code: number } }) => error.entry?.code,
      ),
    );
    const outcomes = await Promise.all(jobs);
    expect(outcomes.filter((outcome) => outcome === 'hashed')).toHaveLength(
      HASH_POOL.workers + HASH_POOL.maxWaiting,
    );
    expect(outcomes.at(-1)).toBe(1101023);
  });

  it('finding 1: a reset with a wrong code spends no scrypt', async () => {
    const contact = phone();
    await memberWithPassword(contact, 'Right.pass1');
    const origin = freshOrigin();
    await flows.sendCode(contact, origin, 5);
    const hashes = vi.spyOn(scryptPool, 'run');
    const code = await flows.latestCode(contact);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await flows.updatePassword(contact, origin, wrong, flows.encrypt('Brand.new.pass1'));
    expect(refused.json.code).toBe(1101002);
    expect(hashes).not.toHaveBeenCalled();
  });

  it(`finding 4: the ${ACCOUNT_CODE_LIMITS.sendsPerHour + 1}th send to one account in an hour is refused (1101028), from any device and IP; ${ACCOUNT_CODE_LIMITS.sendsPerDay} a day`, async () => {
    const contact = phone();
    for (let i = 0; i < ACCOUNT_CODE_LIMITS.sendsPerHour; i++) {
      expect((await flows.sendCode(contact, freshOrigin())).json.code).toBe(0);
      server.clock.advance(LIMITS.resendAfterMs);
    }
    const sixth = await flows.sendCode(contact, freshOrigin());
    expect(sixth.status).toBe(429);
    expect(sixth.json).toMatchObject({ code: 1101028 });
    // Another purpose is the same account: refused too.
    expect((await flows.sendCode(contact, freshOrigin(), 5)).json.code).toBe(1101028);

    server.clock.advance(LIMITS.windowMs);
    for (let i = 0; i < ACCOUNT_CODE_LIMITS.sendsPerDay - ACCOUNT_CODE_LIMITS.sendsPerHour; i++) {
      expect((await flows.sendCode(contact, freshOrigin())).json.code).toBe(0);
      server.clock.advance(LIMITS.resendAfterMs);
    }
    server.clock.advance(LIMITS.windowMs);
    expect((await flows.sendCode(contact, freshOrigin())).json.code).toBe(1101028);
    server.clock.advance(ACCOUNT_CODE_LIMITS.dayMs);
    expect((await flows.sendCode(contact, freshOrigin())).json.code).toBe(0);
  });

  it(`finding 4: ${ACCOUNT_CODE_LIMITS.wrongPerDay} wrong codes a day across codes, then even the right one is refused (1101029)`, async () => {
    const contact = email();
    const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');
    for (let round = 0; round < 2; round++) {
      await flows.sendCode(contact, freshOrigin());
      const code = await flows.latestCode(contact);
      for (let i = 0; i < 5; i++)
        expect((await flows.loginWithCode(contact, freshOrigin(), wrongFor(code))).json.code).toBe(1101002);
      server.clock.advance(LIMITS.resendAfterMs);
    }
    await flows.sendCode(contact, freshOrigin());
    const right = await flows.loginWithCode(contact, freshOrigin(), await flows.latestCode(contact));
    expect(right.status).toBe(429);
    expect(right.json.code).toBe(1101029);
    server.clock.advance(ACCOUNT_CODE_LIMITS.dayMs);
    await flows.sendCode(contact, freshOrigin());
    expect(
      (await flows.loginWithCode(contact, freshOrigin(), await flows.latestCode(contact))).json.code,
    ).toBe(0);
  });

  it('finding 5: a session token is no longer a login_type 6 token', async () => {
    const session = await flows.signIn(phone());
    const answer = await flows.login({ login_type: 6, check_code: session.auth_token }, freshOrigin());
    expect(answer.status).toBe(400);
    expect(answer.json.code).toBe(1101006);
  });

  it('finding 5: a hand-off code works once, within a minute, and mints a session that dies with its parent', async () => {
    const parent = await flows.signIn(phone());
    const handoff = async (token: string) =>
      (await server.call('POST', '/api/member/user/handoff_code', undefined, bearer(token))).json;
    const first = await handoff(parent.auth_token);
    expect(first).toMatchObject({ code: 0, data: { code: expect.any(String), expires_in: 60 } });

    const minted = await flows.login({ login_type: 6, check_code: first.data.code }, freshOrigin());
    expect(minted.json.code).toBe(0);
    expect(minted.json.data.member_no).toBe(parent.member_no);
    const child = minted.json.data.auth_token as string;
    expect((await flows.info(child)).status).toBe(200);
    // Once only.
    expect((await flows.login({ login_type: 6, check_code: first.data.code }, freshOrigin())).json.code).toBe(
      1101006,
    );
    // Not after a minute.
    const late = await handoff(parent.auth_token);
    server.clock.advance(HANDOFF_TTL_MS);
    expect((await flows.login({ login_type: 6, check_code: late.data.code }, freshOrigin())).json.code).toBe(
      1101006,
    );

    // The child expires with its parent, not 30 days from its own login.
    const expiry = async (token: string) =>
      (
        await server.database.db
          .select({ expiresAt: sessions.expiresAt })
          .from(sessions)
          .where(eq(sessions.tokenHash, hashToken(token)))
      )[0]!.expiresAt;
    expect((await expiry(child)).getTime()).toBe((await expiry(parent.auth_token)).getTime());
    // A grandchild hangs from the same root.
    const grandchild = (
      await flows.login({ login_type: 6, check_code: (await handoff(child)).data.code }, freshOrigin())
    ).json.data.auth_token as string;

    await server.call('POST', '/api/member/user/logout', undefined, bearer(parent.auth_token));
    for (const token of [parent.auth_token, child, grandchild]) {
      const info = await flows.info(token);
      expect(info.status).toBe(401);
    }
  });

  it('finding 5: log out everywhere revokes every session of the member', async () => {
    const contact = phone();
    const first = await flows.signIn(contact);
    server.clock.advance(LIMITS.resendAfterMs);
    const second = await flows.signIn(contact);
    const other = await flows.signIn(email());
    const done = await server.call(
      'POST',
      '/api/member/user/logout_all',
      undefined,
      bearer(second.auth_token),
    );
    expect(done.json).toEqual({ code: 0, msg: 'success', data: null });
    expect((await flows.info(first.auth_token)).status).toBe(401);
    expect((await flows.info(second.auth_token)).status).toBe(401);
    expect((await flows.info(other.auth_token)).status).toBe(200);
    expect((await server.call('POST', '/api/member/user/logout_all')).status).toBe(401);
  });

  describe('finding 6: Google sign-in', () => {
    /** google_auth as the browser calls it: the URL, the state and the cookie it set. */
    async function startGoogle() {
      const response = await server.fetch('/api/member/user/google_auth?device=');
      const cookie = response.headers.get('set-cookie') ?? '';
      const url = new URL(((await response.json()) as { data: string }).data, 'http://api.test');
      return { url, cookie: cookie.split(';')[0]!, setCookie: cookie };
    }

    async function approve(url: URL) {
      const approved = await server.fetch(url.pathname, {
        method: 'POST',
        body: new URLSearchParams({
          state: url.searchParams.get('state')!,
          redirect_uri: url.searchParams.get('redirect_uri')!,
          email: `google.${Date.now()}@example.com`,
          name: 'Google Shopper',
        }),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
      const back = new URL(approved.headers.get('location')!);
      return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
    }

    const googleLogin = (body: Record<string, unknown>, cookie?: string) =>
      server.call(
        'POST',
        '/api/member/user/login',
        { channel: 'google', login_type: 5, device: '', ...body },
        { ...flows.headersOf(freshOrigin()), ...(cookie ? { Cookie: cookie } : {}) },
      );

    it('google_auth sets an HttpOnly SameSite=Lax state cookie, asks for PKCE S256, and redirects only to PUBLIC_ORIGIN', async () => {
      const evil = await server.fetch('/api/member/user/google_auth?device=', {
        headers: { Origin: 'https://evil.example', 'X-Forwarded-Host': 'evil.example' },
      });
      const url = new URL(((await evil.json()) as { data: string }).data, 'http://api.test');
      expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:5173/login');
      expect(url.searchParams.get('code_challenge_method')).toBe('S256');
      expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const { setCookie } = await startGoogle();
      expect(setCookie).toMatch(/^pasar_google_state=[A-Za-z0-9_-]{43};/);
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(setCookie).toMatch(/SameSite=Lax/i);
      expect(setCookie).toMatch(/Path=\/api\/member\/user\/login/);
    });

    it('a code without its state, or without the browser’s cookie, or with another browser’s, is refused', async () => {
      const victim = await startGoogle();
      const attacker = await startGoogle();
      const attackersCode = await approve(attacker.url);
      // Login CSRF: the attacker's code opened in the victim's browser (victim's cookie).
      expect((await googleLogin({ check_code: attackersCode.code }, victim.cookie)).json.code).toBe(1101006);
      expect(
        (await googleLogin({ check_code: attackersCode.code, state: attackersCode.state }, victim.cookie))
          .json.code,
      ).toBe(1101006);
      expect(
        (await googleLogin({ check_code: attackersCode.code, state: attackersCode.state })).json.code,
      ).toBe(1101006);
      // The victim's own sign-in still works with its state and cookie.
      const own = await approve(victim.url);
      const ok = await googleLogin({ check_code: own.code, state: own.state }, victim.cookie);
      expect(ok.json.code).toBe(0);
      // A state works once.
      expect((await googleLogin({ check_code: own.code, state: own.state }, victim.cookie)).json.code).toBe(
        1101006,
      );
    });

    it('the sandbox, like Google, redeems a code only with the PKCE verifier of its challenge', async () => {
      const started = await startGoogle();
      const { code } = await approve(started.url);
      const redirect = started.url.searchParams.get('redirect_uri')!;
      await expect(server.deps.google.exchange(code, redirect, 'not-the-verifier')).rejects.toThrow(
        /code_verifier/,
      );
    });
  });
});
