import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { countries } from '../../db/schema';
import { LIMITS } from './send-limits';
import {
  email,
  freshDevice,
  freshIp,
  freshOrigin,
  memberFlows,
  phone,
  recipientOf,
} from '../../test-support/member-flows';
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

const rowCount = async (table: string) =>
  Number(
    (
      (await server.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]!.n,
  );

describe(`captcha, codes and code login on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('draws a PNG captcha of 6 characters with its id in x-image-id', async () => {
    const drawn = await flows.captcha(phone(), freshOrigin());
    expect(drawn.status).toBe(200);
    expect(drawn.contentType).toBe('image/png');
    expect(drawn.png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(drawn.imageId).toMatch(/^[0-9a-f-]{36}$/);
    expect(drawn.text).toMatch(/^[A-Z2-9]{6}$/);
  });

  it('refuses a captcha without a Deviceid or with a bad account, storing nothing', async () => {
    const before = await rowCount('captchas');
    const noDevice = await server.call(
      'GET',
      '/api/member/user/random_code?account=81234567890&type_id=2&country_code=62',
    );
    expect(noDevice.status).toBe(400);
    expect(noDevice.json.code).toBe(1101020);
    const badPhone = await server.call(
      'GET',
      '/api/member/user/random_code?account=123&type_id=2&country_code=62',
      undefined,
      {
        Deviceid: freshDevice(),
      },
    );
    expect(badPhone.json.code).toBe(1101020);
    const badEmail = await server.call(
      'GET',
      '/api/member/user/random_code?account=not-mail&type_id=1',
      undefined,
      { Deviceid: freshDevice() },
    );
    expect(badEmail.json.code).toBe(1101020);
    expect(await rowCount('captchas')).toBe(before);
  });

  it('a right answer (any case) buys a nonce; a wrong one kills the captcha', async () => {
    const contact = phone();
    const origin = freshOrigin();
    const drawn = await flows.captcha(contact, origin);
    const wrong = drawn.text === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    const first = await flows.checkCaptcha(contact, origin, drawn.imageId!, wrong);
    expect(first.status).toBe(400);
    expect(first.json).toMatchObject({ code: 1101002, data: null });
    // The right answer comes too late: the captcha died with the wrong one.
    const second = await flows.checkCaptcha(contact, origin, drawn.imageId!, drawn.text!);
    expect(second.json.code).toBe(1101002);

    const again = await flows.captcha(contact, origin);
    const right = await flows.checkCaptcha(contact, origin, again.imageId!, again.text!.toLowerCase());
    expect(right.json.code).toBe(0);
    expect(right.json.data).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('binds a captcha to its account and device, and lets it expire after 5 minutes', async () => {
    const contact = phone();
    const origin = freshOrigin();
    const forOther = await flows.captcha(contact, origin);
    expect((await flows.checkCaptcha(phone(), origin, forOther.imageId!, forOther.text!)).json.code).toBe(
      1101002,
    );
    const otherDevice = await flows.captcha(contact, origin);
    expect(
      (await flows.checkCaptcha(contact, origin, otherDevice.imageId!, otherDevice.text!, freshDevice())).json
        .code,
    ).toBe(1101002);
    const late = await flows.captcha(contact, origin);
    server.clock.advance(5 * 60_000);
    expect((await flows.checkCaptcha(contact, origin, late.imageId!, late.text!)).json.code).toBe(1101002);
  });

  it('a nonce pays for one send, for its own account and device only', async () => {
    const contact = phone();
    const origin = freshOrigin();
    const otherAccount = await flows.sendCodeWith(phone(), origin, await flows.nonce(contact, origin));
    expect(otherAccount.json.code).toBe(1101002);
    const otherDevice = await flows.sendCodeWith(
      contact,
      { ...origin, deviceId: freshDevice() },
      await flows.nonce(contact, origin),
    );
    expect(otherDevice.json.code).toBe(1101002);

    const nonce = await flows.nonce(contact, origin);
    const sent = await flows.sendCodeWith(contact, origin, nonce);
    expect(sent.json).toMatchObject({ code: 0 });
    server.clock.advance(LIMITS.resendAfterMs);
    const reused = await flows.sendCodeWith(contact, origin, nonce);
    expect(reused.json.code).toBe(1101002);
    const expired = await flows.nonce(contact, origin);
    server.clock.advance(5 * 60_000);
    expect((await flows.sendCodeWith(contact, origin, expired)).json.code).toBe(1101002);
  });

  it('sends a 6-digit code by WhatsApp in the Language header, answers the masked target, never the code', async () => {
    const contact = phone('0812 3456 7890');
    const sent = await flows.sendCode(contact, { ...freshOrigin(), language: 'id' });
    expect(sent.json).toEqual({ code: 0, msg: 'success', data: '+62 812****7890' });
    const [message] = await flows.outbox(contact);
    expect(message).toMatchObject({ channel: 'whatsapp', to: '6281234567890' });
    expect(message!.body).toBe(
      `Kode Pasar-mu adalah ${message!.code}. Berlaku selama 5 menit. Jangan berikan kepada siapa pun.`,
    );
    expect(message!.code).toMatch(/^\d{6}$/);
    // Stored hashed: the code itself is nowhere in the codes table.
    const stored = JSON.stringify(await server.database.db.execute(sql`select * from verification_codes`));
    expect(stored).not.toContain(message!.code);
  });

  it('sends e-mail codes with a subject, in English by default and in Chinese on request', async () => {
    const contact = email('Ada.Lovelace@Example.com');
    const sent = await flows.sendCode(contact, freshOrigin());
    expect(sent.json.data).toBe('ad***@example.com');
    const [message] = await flows.outbox(contact);
    expect(message).toMatchObject({
      channel: 'email',
      to: 'ada.lovelace@example.com',
      subject: 'Your Pasar code',
    });
    expect(message!.body).toBe(
      `Your Pasar code is ${message!.code}. It expires in 5 minutes. Never share it.`,
    );

    const chinese = email();
    await flows.sendCode(chinese, { ...freshOrigin(), language: 'zh-CN' });
    const [zh] = await flows.outbox(chinese);
    expect(zh!.body).toContain('验证码');
  });

  it('the first code login registers the member; the next logs the same member in', async () => {
    const contact = phone();
    const origin = freshOrigin();
    await flows.sendCode(contact, origin);
    const first = await flows.loginWithCode(contact, origin, await flows.latestCode(contact));
    expect(first.json.code).toBe(0);
    expect(first.json.data).toMatchObject({
      member_no: expect.stringMatching(/^\d{12}$/),
      user_name: `Pasar user ${contact.account.slice(-4)}`,
      points: 0,
      phone: contact.account,
      email: null,
      country_code: '62',
    });
    server.clock.advance(LIMITS.resendAfterMs);
    await flows.sendCode(contact, origin);
    const second = await flows.loginWithCode(contact, origin, await flows.latestCode(contact));
    expect(second.json.data.member_no).toBe(first.json.data.member_no);
    expect(second.json.data.auth_token).not.toBe(first.json.data.auth_token);
  });

  it('a code works once, and not after 5 minutes', async () => {
    const contact = email();
    const origin = freshOrigin();
    await flows.sendCode(contact, origin);
    const code = await flows.latestCode(contact);
    expect((await flows.loginWithCode(contact, origin, code)).json.code).toBe(0);
    expect((await flows.loginWithCode(contact, origin, code)).json.code).toBe(1101002);

    server.clock.advance(LIMITS.resendAfterMs);
    await flows.sendCode(contact, origin);
    const late = await flows.latestCode(contact);
    server.clock.advance(5 * 60_000);
    const expired = await flows.loginWithCode(contact, origin, late);
    expect(expired.status).toBe(400);
    expect(expired.json.code).toBe(1101002);
  });

  it('is bound to its purpose: a reset code does not log in', async () => {
    const contact = phone();
    const origin = freshOrigin();
    await flows.signIn(contact, origin);
    server.clock.advance(LIMITS.resendAfterMs);
    await flows.sendCode(contact, origin, 5);
    expect((await flows.loginWithCode(contact, origin, await flows.latestCode(contact))).json.code).toBe(
      1101002,
    );
  });

  it('5 wrong tries kill the code, even for the right one afterwards', async () => {
    const contact = phone();
    const origin = freshOrigin();
    await flows.sendCode(contact, origin);
    const code = await flows.latestCode(contact);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expect((await flows.loginWithCode(contact, origin, wrong)).json.code).toBe(1101002);
    expect((await flows.loginWithCode(contact, origin, code)).json.code).toBe(1101002);
  });

  it('4 wrong tries still leave the right code working', async () => {
    const contact = phone();
    const origin = freshOrigin();
    await flows.sendCode(contact, origin);
    const code = await flows.latestCode(contact);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) await flows.loginWithCode(contact, origin, wrong);
    expect((await flows.loginWithCode(contact, origin, code)).json.code).toBe(0);
  });

  it('a new code replaces the previous one', async () => {
    const contact = phone();
    const origin = freshOrigin();
    await flows.sendCode(contact, origin);
    const old = await flows.latestCode(contact);
    server.clock.advance(LIMITS.resendAfterMs);
    await flows.sendCode(contact, origin);
    const fresh = await flows.latestCode(contact);
    if (old !== fresh) expect((await flows.loginWithCode(contact, origin, old)).json.code).toBe(1101002);
    expect((await flows.loginWithCode(contact, origin, fresh)).json.code).toBe(0);
  });

  it('refuses a resend to the same account and purpose within 60 s with 1101039, allows it after', async () => {
    const contact = phone();
    const origin = freshOrigin();
    expect((await flows.sendCode(contact, origin)).json.code).toBe(0);
    server.clock.advance(59_000);
    const early = await flows.sendCode(contact, origin);
    expect(early.status).toBe(429);
    expect(early.json.code).toBe(1101039);
    // Another purpose is another countdown.
    expect((await flows.sendCode(contact, origin, 5)).json.code).toBe(0);
    server.clock.advance(1_000);
    expect((await flows.sendCode(contact, origin)).json.code).toBe(0);
  });

  it("the sandbox's code-sends/age waits the 60 s out without the clock, for that account alone", async () => {
    const contact = phone();
    const other = phone();
    const origin = freshOrigin();
    expect((await flows.sendCode(contact, origin)).json.code).toBe(0);
    expect((await flows.sendCode(other, origin)).json.code).toBe(0);
    const aged = await server.call('POST', '/api/dev/code-sends/age', {
      account: recipientOf(contact),
      seconds: LIMITS.resendAfterMs / 1000,
    });
    expect(aged.json.data).toEqual({ aged: 1 });
    expect((await flows.sendCode(contact, origin)).json.code).toBe(0);
    expect((await flows.sendCode(other, origin)).json.code).toBe(1101039);
  });

  it(`limits one device to ${LIMITS.code.perDevice} sends an hour (1101023)`, async () => {
    const deviceId = freshDevice();
    for (let i = 0; i < LIMITS.code.perDevice; i++) {
      expect((await flows.sendCode(phone(), { deviceId, ip: freshIp() })).json.code).toBe(0);
    }
    const over = await flows.sendCode(phone(), { deviceId, ip: freshIp() });
    expect(over.status).toBe(429);
    expect(over.json.code).toBe(1101023);
    server.clock.advance(LIMITS.windowMs);
    expect((await flows.sendCode(phone(), { deviceId, ip: freshIp() })).json.code).toBe(0);
  });

  it(`limits one IP to ${LIMITS.code.perIp} sends an hour (1101023)`, async () => {
    const ip = freshIp();
    for (let i = 0; i < LIMITS.code.perIp; i++) {
      expect((await flows.sendCode(email(), { deviceId: freshDevice(), ip })).json.code).toBe(0);
    }
    expect((await flows.sendCode(email(), { deviceId: freshDevice(), ip })).json.code).toBe(1101023);
    // Another IP is not affected.
    expect((await flows.sendCode(email(), freshOrigin())).json.code).toBe(0);
  });

  it("obeys the country's control_list: no WhatsApp codes where whatsapp is off, no e-mail where email is off", async () => {
    const db = server.database.db;
    await db
      .update(countries)
      .set({ controlList: { email: true, phone: true, whatsapp: false } })
      .where(eq(countries.countryCode, 'MY'));
    await db
      .update(countries)
      .set({ controlList: { email: false, phone: true, whatsapp: true } })
      .where(eq(countries.countryCode, 'SG'));
    try {
      const malaysian = phone('123456789', '60');
      const refused = await flows.sendCode(malaysian, freshOrigin());
      expect(refused.json.code).toBe(1101020);
      expect(await flows.outbox(malaysian)).toEqual([]);
      expect((await flows.sendCode(phone(), freshOrigin())).json.code).toBe(0);

      const mail = email();
      expect((await flows.sendCode(mail, { ...freshOrigin(), locale: 'SG' })).json.code).toBe(1101020);
      expect((await flows.sendCode(mail, { ...freshOrigin(), locale: 'ID' })).json.code).toBe(0);
    } finally {
      await db.update(countries).set({ controlList: { email: true, phone: true, whatsapp: true } });
    }
  });

  it('answers 1101020 to every malformed send or login body and stores nothing', async () => {
    const origin = freshOrigin();
    const before = await Promise.all(
      ['verification_codes', 'send_log', 'members', 'sessions', 'outbox_messages'].map(rowCount),
    );
    const nonce = await flows.nonce(phone('81234500001'), origin);
    const headers = flows.headersOf(origin);
    const bodies: [string, unknown][] = [
      [
        '/api/member/user/send_sms_code',
        { code_type: 9, phone: '81234500001', country_code: '62', image_nonce: nonce },
      ],
      [
        '/api/member/user/send_sms_code',
        { code_type: 1, phone: '12', country_code: '62', image_nonce: nonce },
      ],
      [
        '/api/member/user/send_sms_code',
        { code_type: 1, phone: '81234500001', country_code: '99', image_nonce: nonce },
      ],
      ['/api/member/user/send_sms_code', { code_type: 1, phone: '81234500001', country_code: '62' }],
      ['/api/member/user/send_email_code', { code_type: 1, email: 'nope', image_nonce: nonce }],
      ['/api/member/user/send_email_code', '{"code_type": 1,'],
      ['/api/member/user/login', { login_type: 3, account: '81234500001', country_code: '62' }],
      [
        '/api/member/user/login',
        { login_type: 3, account: '81234500001', country_code: '62', check_code: '12345' },
      ],
      [
        '/api/member/user/login',
        { login_type: 3, account: '81234500001', country_code: '62', check_code: '123456', password: 'x' },
      ],
      ['/api/member/user/login', { login_type: 4, account: 'not-an-email', check_code: '123456' }],
      ['/api/member/user/login', { login_type: 9, check_code: '123456' }],
      ['/api/member/user/login', { login_type: 6, check_code: 'short' }],
      ['/api/member/user/login', { login_type: 5 }],
      [
        '/api/member/user/random_code_check',
        {
          account: '81234500001',
          type_id: '2',
          country_code: '62',
          device_id: '../x',
          check_code: 'ABCDEF',
          image_id: 'x',
        },
      ],
      [
        '/api/member/user/random_code_check',
        {
          account: '81234500001',
          type_id: '2',
          country_code: '62',
          device_id: origin.deviceId,
          check_code: 'ABC',
          image_id: crypto.randomUUID(),
        },
      ],
    ];
    for (const [path, body] of bodies) {
      const { status, json } = await server.call('POST', path, body, headers);
      expect({ path, body, status, code: json.code }).toEqual({ path, body, status: 400, code: 1101020 });
    }
    const badPut = await server.call(
      'PUT',
      '/api/member/user/update_password',
      { account: 'x', update_type: 3 },
      headers,
    );
    expect(badPut.json.code).toBe(1101020);
    const after = await Promise.all(
      ['verification_codes', 'send_log', 'members', 'sessions', 'outbox_messages'].map(rowCount),
    );
    // The one captcha drawn for the nonce is the only send logged.
    expect(after).toEqual([before[0], before[1]! + 1, before[2], before[3], before[4]]);
  });

  it('two parallel logins with one code: exactly one wins', async () => {
    const contact = phone();
    const origin = freshOrigin();
    await flows.sendCode(contact, origin);
    const code = await flows.latestCode(contact);
    const results = await Promise.all([1, 2, 3].map(() => flows.loginWithCode(contact, origin, code)));
    expect(results.map((r) => r.json.code).sort()).toEqual([0, 1101002, 1101002]);
  });

  it('parallel sends to one account: exactly one goes out, the rest wait their 60 s', async () => {
    const contact = email();
    const origin = freshOrigin();
    const nonces = [
      await flows.nonce(contact, origin),
      await flows.nonce(contact, origin),
      await flows.nonce(contact, origin),
    ];
    const results = await Promise.all(nonces.map((nonce) => flows.sendCodeWith(contact, origin, nonce)));
    expect(results.map((r) => r.json.code).sort()).toEqual([0, 1101039, 1101039]);
    expect(await flows.outbox(contact)).toHaveLength(1);
  });

  it('measures a whole code login in-process (captcha → check → send → outbox → login)', async () => {
    const contact = phone();
    const origin = freshOrigin();
    const started = performance.now();
    const drawn = await flows.captcha(contact, origin);
    const checked = await flows.checkCaptcha(contact, origin, drawn.imageId!, drawn.text!);
    await flows.sendCodeWith(contact, origin, checked.json.data);
    const code = await flows.latestCode(contact);
    const { json } = await flows.loginWithCode(contact, origin, code);
    const elapsed = performance.now() - started;
    expect(json.code).toBe(0);
    console.log(`code login round trip: ${elapsed.toFixed(1)} ms`);
    expect(recipientOf(contact)).toMatch(/^62/);
  });
});
