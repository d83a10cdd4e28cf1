import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { members } from '../../db/schema';
import { PASSWORD_LIMITS } from './login';
import { scryptPool } from '../../lib/password-hash-pool';
import { SCRYPT, setPasswordHashCost } from './passwords';
import { LIMITS } from './send-limits';
import { email, freshOrigin, memberFlows, phone, type Contact } from '../../test-support/member-flows';
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

/** A registered member with a password, and the clock past the 60-second resend wait. */
async function memberWithPassword(contact: Contact, password: string) {
  await flows.signIn(contact);
  server.clock.advance(LIMITS.resendAfterMs);
  const reset = await flows.resetPassword(contact, password);
  expect(reset.json).toMatchObject({ code: 0 });
  server.clock.advance(LIMITS.resendAfterMs);
}

describe(`passwords on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('serves the RSA-OAEP public key as SPKI PEM', async () => {
    const { json, headers } = await server.call('GET', '/api/member/user/public_key');
    expect(json.code).toBe(0);
    expect(json.data).toMatchObject({ algorithm: 'RSA-OAEP-256', key_id: expect.any(String) });
    expect(json.data.public_key).toMatch(/^-----BEGIN PUBLIC KEY-----\n/);
    expect(crypto.createPublicKey(json.data.public_key).asymmetricKeyDetails?.modulusLength).toBe(2048);
    expect(headers.get('cache-control')).toBe('no-store');
  });

  it('stores the password as scrypt (N=2^17, r=8, p=1), never as sent', async () => {
    const contact = phone();
    // At production's cost: every other test here hashes at the tests' low one (low-password-cost.ts).
    setPasswordHashCost(SCRYPT.N);
    try {
      await memberWithPassword(contact, 'Secret.123');
    } finally {
      setPasswordHashCost(2 ** 10);
    }
    const [row] = await server.database.db.select().from(members).where(eq(members.phone, contact.account));
    expect(row!.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(row!.passwordHash).not.toContain('Secret.123');
    expect(
      (await flows.loginWithPassword(contact, freshOrigin(), flows.encrypt('Secret.123'))).json.code,
    ).toBe(0);
  });

  it('logs in with the right password and refuses a wrong one with 1101007', async () => {
    const contact = email();
    await memberWithPassword(contact, 'Right.pass1');
    const origin = freshOrigin();
    const right = await flows.loginWithPassword(contact, origin, flows.encrypt('Right.pass1'));
    expect(right.json.code).toBe(0);
    expect(right.json.data).toMatchObject({ email: contact.account, auth_token: expect.any(String) });
    const wrong = await flows.loginWithPassword(contact, origin, flows.encrypt('Wrong.pass1'));
    expect(wrong.status).toBe(400);
    expect(wrong.json).toEqual({ code: 1101007, msg: 'Incorrect account or password', data: null });
  });

  it('answers a ciphertext that does not decrypt, an unknown account and a member without a password exactly like a wrong password', async () => {
    const contact = phone();
    await memberWithPassword(contact, 'Right.pass1');
    const origin = freshOrigin();
    // Decision: the timing class is proven by counting the scrypt runs each answer spends, not by a
    // stopwatch (a loaded machine makes any measured time meaningless).
    const hashes = vi.spyOn(scryptPool, 'run');
    const timed = async (run: () => Promise<{ status: number; json: unknown }>) => {
      const before = hashes.mock.calls.length;
      const { status, json } = await run();
      return { answer: { status, json }, scrypts: hashes.mock.calls.length - before };
    };
    const wrong = await timed(() => flows.loginWithPassword(contact, origin, flows.encrypt('Wrong.pass1')));
    const garbage = await timed(() =>
      flows.loginWithPassword(contact, origin, crypto.randomBytes(256).toString('base64')),
    );
    const notBase64 = await timed(() => flows.loginWithPassword(contact, origin, '%%%not-base64%%%'));
    const otherKey = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey;
    const foreign = crypto
      .publicEncrypt(
        { key: otherKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from('Right.pass1'),
      )
      .toString('base64');
    const wrongKey = await timed(() => flows.loginWithPassword(contact, origin, foreign));
    const unknown = await timed(() => flows.loginWithPassword(phone(), origin, flows.encrypt('Right.pass1')));
    const noPasswordContact = phone();
    await flows.signIn(noPasswordContact);
    const noPassword = await timed(() =>
      flows.loginWithPassword(noPasswordContact, origin, flows.encrypt('Right.pass1')),
    );

    for (const attempt of [garbage, notBase64, wrongKey, unknown, noPassword])
      expect(attempt.answer).toEqual(wrong.answer);
    // Same timing class: each spends a full scrypt as a wrong password does (the first decoy check
    // also makes the decoy hash once), none answers early.
    expect(wrong.scrypts).toBe(1);
    for (const attempt of [garbage, notBase64, wrongKey, unknown, noPassword])
      expect(attempt.scrypts).toBeGreaterThanOrEqual(1);
    hashes.mockRestore();
  });

  it('past 5 attempts in 15 minutes asks for a captcha (1101019), even for the right password, until a reset', async () => {
    const contact = phone();
    await memberWithPassword(contact, 'Right.pass1');
    const origin = freshOrigin();
    for (let i = 1; i <= PASSWORD_LIMITS.account.max; i++) {
      expect(
        (await flows.loginWithPassword(contact, origin, flows.encrypt(`Wrong.pass${i}`))).json.code,
      ).toBe(1101007);
    }
    const sixth = await flows.loginWithPassword(contact, origin, flows.encrypt('Wrong.pass6'));
    expect(sixth.status).toBe(429);
    expect(sixth.json.code).toBe(1101019);
    // The right password without a captcha neither logs in nor lifts the gate.
    expect((await flows.loginWithPassword(contact, origin, flows.encrypt('Right.pass1'))).json.code).toBe(
      1101019,
    );
    expect((await flows.loginWithPassword(contact, origin, flows.encrypt('Right.pass1'))).json.code).toBe(
      1101019,
    );

    const reset = await flows.resetPassword(contact, 'New.pass22');
    expect(reset.json.code).toBe(0);
    expect((await flows.loginWithPassword(contact, origin, flows.encrypt('New.pass22'))).json.code).toBe(0);
  });

  it('a solved captcha buys one more attempt, and a right password with one logs in', async () => {
    const contact = email();
    await memberWithPassword(contact, 'Right.pass1');
    const origin = freshOrigin();
    for (let i = 0; i <= PASSWORD_LIMITS.account.max; i++)
      await flows.loginWithPassword(contact, origin, flows.encrypt('Wrong.pass1'));
    const wrong = await flows.loginWithPassword(
      contact,
      origin,
      flows.encrypt('Wrong.pass1'),
      await flows.nonce(contact, origin),
    );
    expect(wrong.json.code).toBe(1101007);
    // A nonce works once, and only for its own device.
    const used = await flows.nonce(contact, origin);
    expect(
      (await flows.loginWithPassword(contact, origin, flows.encrypt('Wrong.pass1'), used)).json.code,
    ).toBe(1101007);
    expect(
      (await flows.loginWithPassword(contact, origin, flows.encrypt('Right.pass1'), used)).json.code,
    ).toBe(1101019);
    const elsewhere = await flows.nonce(contact, freshOrigin());
    expect(
      (await flows.loginWithPassword(contact, origin, flows.encrypt('Right.pass1'), elsewhere)).json.code,
    ).toBe(1101019);
    const right = await flows.loginWithPassword(
      contact,
      origin,
      flows.encrypt('Right.pass1'),
      await flows.nonce(contact, origin),
    );
    expect(right.json.code).toBe(0);
    // That success cleared the count: no captcha for the next try.
    expect((await flows.loginWithPassword(contact, origin, flows.encrypt('Right.pass1'))).json.code).toBe(0);
  });

  it('an unknown account answers exactly as a known one, captcha gate included', async () => {
    const known = phone();
    await memberWithPassword(known, 'Right.pass1');
    const stranger = phone();
    const origin = freshOrigin();
    const answers = async (contact: Contact) => {
      const codes = [];
      for (let i = 0; i <= PASSWORD_LIMITS.account.max; i++) {
        const { status, json } = await flows.loginWithPassword(contact, origin, flows.encrypt('Wrong.pass1'));
        codes.push([status, json]);
      }
      return codes;
    };
    expect(await answers(stranger)).toEqual(await answers(known));
  });

  it('the gate lifts 15 minutes after the first counted attempt, and counts only inside that window', async () => {
    const contact = email();
    await memberWithPassword(contact, 'Right.pass1');
    const origin = freshOrigin();
    for (let i = 0; i <= PASSWORD_LIMITS.account.max; i++)
      await flows.loginWithPassword(contact, origin, flows.encrypt('Wrong.pass1'));
    expect((await flows.loginWithPassword(contact, origin, flows.encrypt('Right.pass1'))).json.code).toBe(
      1101019,
    );
    server.clock.advance(PASSWORD_LIMITS.account.windowMs);
    expect((await flows.loginWithPassword(contact, origin, flows.encrypt('Right.pass1'))).json.code).toBe(0);

    // 4 failures, a quarter of an hour, 4 more: never past 5 in one window.
    for (let i = 0; i < 4; i++) await flows.loginWithPassword(contact, origin, flows.encrypt('Wrong.pass1'));
    server.clock.advance(PASSWORD_LIMITS.account.windowMs);
    for (let i = 0; i < 4; i++) {
      expect((await flows.loginWithPassword(contact, origin, flows.encrypt('Wrong.pass1'))).json.code).toBe(
        1101007,
      );
    }
    expect((await flows.loginWithPassword(contact, origin, flows.encrypt('Right.pass1'))).json.code).toBe(0);
  });

  it('a reset needs a reset code (code_type 5) and revokes every session of the member', async () => {
    const contact = phone();
    const first = await flows.signIn(contact);
    server.clock.advance(LIMITS.resendAfterMs);
    const second = await flows.signIn(contact);
    expect((await flows.info(first.auth_token)).status).toBe(200);

    const origin = freshOrigin();
    server.clock.advance(LIMITS.resendAfterMs);
    await flows.sendCode(contact, origin, 1);
    const loginCode = await flows.latestCode(contact);
    expect(
      (await flows.updatePassword(contact, origin, loginCode, flows.encrypt('New.pass22'))).json.code,
    ).toBe(1101002);

    const reset = await flows.resetPassword(contact, 'New.pass22');
    expect(reset.json).toEqual({ code: 0, msg: 'success', data: null });
    for (const token of [first.auth_token, second.auth_token]) {
      const info = await flows.info(token);
      expect(info.status).toBe(401);
      expect(info.json.code).toBe(1105001);
    }
    expect((await flows.loginWithPassword(contact, origin, flows.encrypt('New.pass22'))).json.code).toBe(0);
  });

  it('refuses a new password that breaks the rule (1101020) or is common (1101016), and keeps the code and the old password', async () => {
    const contact = email();
    await memberWithPassword(contact, 'Right.pass1');
    const origin = freshOrigin();
    await flows.sendCode(contact, origin, 5);
    const code = await flows.latestCode(contact);
    const [before] = await server.database.db
      .select()
      .from(members)
      .where(eq(members.email, contact.account));
    for (const bad of ['short', 'seven77', 'x'.repeat(65), 'tab\there123']) {
      const refused = await flows.updatePassword(contact, origin, code, flows.encrypt(bad));
      expect(refused.json.code).toBe(1101020);
    }
    for (const common of ['password123', 'PassWord123', 'qwerty123']) {
      const refused = await flows.updatePassword(contact, origin, code, flows.encrypt(common));
      expect(refused.json.code).toBe(1101016);
    }
    expect((await flows.updatePassword(contact, origin, code, 'bm90LWEtY2lwaGVydGV4dA==')).json.code).toBe(
      1101020,
    );
    const [after] = await server.database.db.select().from(members).where(eq(members.email, contact.account));
    expect(after!.passwordHash).toBe(before!.passwordHash);
    // The code was not spent on the refusals.
    // Any character now (ADR 012): spaces and letters past ASCII.
    expect(
      (await flows.updatePassword(contact, origin, code, flows.encrypt('ümlaut mit Leerzeichen'))).json.code,
    ).toBe(0);
    expect(
      (await flows.loginWithPassword(contact, origin, flows.encrypt('ümlaut mit Leerzeichen'))).json.code,
    ).toBe(0);
  });

  it('answers a reset send for an unknown account like a sent one, and delivers nothing', async () => {
    const stranger = phone();
    const sent = await flows.sendCode(stranger, freshOrigin(), 5);
    expect(sent.json).toMatchObject({ code: 0, data: expect.stringMatching(/^\+62 /) });
    expect(await flows.outbox(stranger)).toEqual([]);
    const refused = await flows.updatePassword(
      stranger,
      freshOrigin(),
      '123456',
      flows.encrypt('Good.pass2'),
    );
    expect(refused.json.code).toBe(1101002);
  });
});
