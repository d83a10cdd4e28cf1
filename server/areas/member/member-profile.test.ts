import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DELETION_REASONS } from '../../../contract/account-deletion-constants';
import { CODE_TYPE } from '../../../contract/member-constants';
import { AVATAR_MAX_BYTES } from '../../../contract/rules/avatar';
import type { MemoryPictureStorage } from '../../lib/storage/picture-storage';
import { deletionRequests, members } from '../../db/schema';
import { email, freshOrigin, memberFlows, phone, uploadAvatar } from '../../test-support/member-flows';
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

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const put = (path: string, token: string, body: unknown) =>
  server.call('PUT', `/api/member/user/${path}`, body, bearer(token));
const info = async (token: string) => (await flows.info(token)).json.data.data;

/** Moves the test clock forward to an instant (the clock never goes back). */
function moveTo(iso: string) {
  const target = new Date(iso).getTime();
  const delta = target - server.clock.now().getTime();
  if (delta < 0) throw new Error(`the clock is already past ${iso}`);
  server.clock.advance(delta);
}

const upload = (token: string, bytes: Uint8Array<ArrayBuffer>, name?: string, type?: string) =>
  uploadAvatar(server, token, bytes, name, type);
const picture = async (width: number, height: number, format: 'png' | 'jpeg' | 'webp' = 'png') => {
  const image = sharp({ create: { width, height, channels: 3, background: '#3a7' } });
  return new Uint8Array(await image.toFormat(format).toBuffer());
};

const db = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

describe(`the profile on ${db}`, () => {
  it('info answers the profile fields for the member themselves', async () => {
    const { auth_token } = await flows.signIn(phone());
    expect(await info(auth_token)).toMatchObject({
      avatar_url: null,
      birthday: null,
      has_password: false,
      name_next_change: null,
      birthday_next_change: null,
    });
  });

  it('the name changes once a calendar year; an unchanged value is no change', async () => {
    const { auth_token, user_name } = await flows.signIn(phone());
    expect((await put('update_name', auth_token, { user_name })).json.code).toBe(0);
    expect((await info(auth_token)).name_next_change).toBeNull();

    const changed = await put('update_name', auth_token, { user_name: '  Siti Rahma  ' });
    expect(changed.json).toMatchObject({
      code: 0,
      data: { user_name: 'Siti Rahma', name_next_change: '2027-01-01' },
    });
    const again = await put('update_name', auth_token, { user_name: 'Siti R.' });
    expect(again.status).toBe(429);
    expect(again.json.code).toBe(1101012);
    // The same name again is not a change: accepted, nothing spent.
    expect((await put('update_name', auth_token, { user_name: 'Siti Rahma' })).json.code).toBe(0);
    expect((await info(auth_token)).user_name).toBe('Siti Rahma');
  });

  it('bad names and birthdates answer 1101020 and change nothing', async () => {
    const { auth_token, user_name } = await flows.signIn(phone());
    for (const body of [{ user_name: '' }, { user_name: 'x'.repeat(31) }, { user_name: 'a\u0000b' }, {}]) {
      expect((await put('update_name', auth_token, body)).json.code).toBe(1101020);
    }
    for (const birthday of ['2026-02-30', '31/12/1990', '1899-12-31', '2099-01-01']) {
      expect((await put('update_birthday', auth_token, { birthday })).json.code).toBe(1101020);
    }
    expect(await info(auth_token)).toMatchObject({ user_name, birthday: null, name_next_change: null });
  });

  it('the first birthdate counts as the year’s change; the same date again is no change', async () => {
    const { auth_token } = await flows.signIn(email());
    const set = await put('update_birthday', auth_token, { birthday: '1994-08-17' });
    expect(set.json).toMatchObject({
      code: 0,
      data: { birthday: '1994-08-17', birthday_next_change: '2027-01-01' },
    });
    expect((await put('update_birthday', auth_token, { birthday: '1994-08-17' })).json.code).toBe(0);
    expect((await put('update_birthday', auth_token, { birthday: '1994-08-18' })).json.code).toBe(1101011);
    expect((await info(auth_token)).birthday).toBe('1994-08-17');
  });

  it('update_info is all or nothing: a refused name keeps the birthdate unchanged', async () => {
    const { auth_token } = await flows.signIn(phone());
    expect((await put('update_name', auth_token, { user_name: 'Budi' })).json.code).toBe(0);
    const both = await put('update_info', auth_token, { user_name: 'Budi S.', birthday: '1990-01-02' });
    expect(both.json.code).toBe(1101012);
    expect((await info(auth_token)).birthday).toBeNull();
    const fine = await put('update_info', auth_token, { user_name: 'Budi', birthday: '1990-01-02' });
    expect(fine.json).toMatchObject({ code: 0, data: { user_name: 'Budi', birthday: '1990-01-02' } });
  });

  it('of parallel name changes exactly one is accepted', async () => {
    const { auth_token } = await flows.signIn(phone());
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => put('update_name', auth_token, { user_name: `Racer ${i}` })),
    );
    const codes = answers.map((a) => a.json.code).sort();
    expect(codes).toEqual([0, 1101012, 1101012, 1101012, 1101012, 1101012]);
    const winner = answers.find((a) => a.json.code === 0)!.json.data.user_name;
    expect((await info(auth_token)).user_name).toBe(winner);
  });

  it('nothing in the body can name another member: the token decides', async () => {
    const victim = await flows.signIn(phone());
    const { auth_token } = await flows.signIn(phone());
    const answer = await put('update_name', auth_token, {
      user_name: 'Intruder',
      member_no: victim.member_no,
    });
    expect(answer.json.data.member_no).not.toBe(victim.member_no);
    expect((await info(victim.auth_token)).user_name).toBe(victim.user_name);
    expect((await server.call('PUT', '/api/member/user/update_name', { user_name: 'Nobody' })).status).toBe(
      401,
    );
  });
});

describe(`the avatar on ${db}`, () => {
  it('is re-encoded to a 200×200 WebP without metadata, served immutable under a random key', async () => {
    const { auth_token } = await flows.signIn(phone());
    const withExif = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c33' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret place' } } })
      .toBuffer();
    const answer = await upload(auth_token, new Uint8Array(withExif), 'photo.jpg', 'image/jpeg');
    const { code, data } = await answer.json();
    expect(code).toBe(0);
    expect(data.avatar_url).toMatch(/^\/api\/member\/avatar\/[A-Za-z0-9_-]{32}\.webp$/);
    expect((await info(auth_token)).avatar_url).toBe(data.avatar_url);

    const served = await server.fetch(data.avatar_url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 200, height: 200 });
    expect(meta.exif).toBeUndefined();
  });

  it('takes PNG and WebP; refuses a non-image whatever its name and type say', async () => {
    const { auth_token } = await flows.signIn(phone());
    for (const format of ['png', 'webp'] as const) {
      expect((await (await upload(auth_token, await picture(300, 200, format))).json()).code).toBe(0);
    }
    const text = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');
    const refused = await upload(auth_token, text, 'fake.png', 'image/png');
    expect((await refused.json()).code).toBe(1101020);
    const gif = new TextEncoder().encode('GIF89a\u0001\u0000\u0001\u0000');
    expect((await (await upload(auth_token, gif, 'a.jpg', 'image/jpeg')).json()).code).toBe(1101020);
  });

  it('refuses over 800 KB (900 KB on the stream, 800 KB + 1 in the domain) and a decompression bomb', async () => {
    const { auth_token } = await flows.signIn(phone());
    const png = await picture(10, 10);
    const padded = (size: number) => {
      const bytes = new Uint8Array(size);
      bytes.set(png);
      return bytes;
    };
    const big = await upload(auth_token, padded(900 * 1024));
    expect(big.status).toBe(413);
    expect((await big.json()).code).toBe(1101018);
    expect((await (await upload(auth_token, padded(AVATAR_MAX_BYTES + 1))).json()).code).toBe(1101018);
    // 25 megapixels of one colour: a few KB of PNG, refused from its header before decoding.
    const bomb = await picture(5000, 5000);
    expect(bomb.byteLength).toBeLessThan(AVATAR_MAX_BYTES);
    expect((await (await upload(auth_token, bomb)).json()).code).toBe(1101020);
    expect((await info(auth_token)).avatar_url).toBeNull();
  });

  it('must come as multipart from a signed-in member', async () => {
    const { auth_token } = await flows.signIn(phone());
    const json = await put('update_avatar', auth_token, { file: 'x' });
    expect(json.status).toBe(415);
    const visitor = new FormData();
    visitor.append('file', new Blob([await picture(10, 10)], { type: 'image/png' }), 'a.png');
    expect(
      (await server.fetch('/api/member/user/update_avatar', { method: 'PUT', body: visitor })).status,
    ).toBe(401);
    const noFile = new FormData();
    noFile.append('file', 'just text');
    const answer = await server.fetch('/api/member/user/update_avatar', {
      method: 'PUT',
      body: noFile,
      headers: bearer(auth_token),
    });
    expect((await answer.json()).code).toBe(1101020);
  });

  it('a new picture replaces the old one, whose file is removed; others keep theirs', async () => {
    const other = await flows.signIn(phone());
    const theirs = (await (await upload(other.auth_token, await picture(64, 64))).json()).data.avatar_url;
    const { auth_token } = await flows.signIn(phone());
    const first = (await (await upload(auth_token, await picture(50, 80))).json()).data.avatar_url;
    const second = (await (await upload(auth_token, await picture(80, 50))).json()).data.avatar_url;
    expect(second).not.toBe(first);
    expect((await server.fetch(first)).status).toBe(404);
    expect((await server.fetch(second)).status).toBe(200);
    expect((await info(other.auth_token)).avatar_url).toBe(theirs);
    expect((await server.fetch(theirs)).status).toBe(200);
    const keys = [...(server.deps.pictures as MemoryPictureStorage).files.keys()];
    expect(keys).not.toContain(first.split('/').pop()!.replace('.webp', ''));
  });

  it('the account deletion job erases the avatar file and the profile fields', async () => {
    const contact = phone();
    const { auth_token, member_no } = await flows.signIn(contact);
    const url = (await (await upload(auth_token, await picture(40, 40))).json()).data.avatar_url;
    expect((await put('update_birthday', auth_token, { birthday: '1991-03-04' })).json.code).toBe(0);
    const db = server.database.db;
    const [row] = await db.select().from(members).where(eq(members.memberNo, member_no));
    const now = server.clock.now();
    await db.insert(deletionRequests).values({
      memberId: row!.id,
      status: 'processing',
      reason: DELETION_REASONS[0],
      requestedAt: now,
      dueAt: now,
    });
    expect((await server.call('POST', '/api/dev/deletion/run', { advance_days: 1 })).json.code).toBe(0);
    expect((await server.fetch(url)).status).toBe(404);
    const [erased] = await db.select().from(members).where(eq(members.id, row!.id));
    expect(erased).toMatchObject({
      avatarKey: null,
      birthday: null,
      nameChangedAt: null,
      birthdayChangedAt: null,
    });
  });

  it('counts 10 uploads per member an hour before any image work', async () => {
    const { auth_token } = await flows.signIn(phone());
    const png = await picture(20, 20);
    for (let i = 0; i < 10; i++) expect((await (await upload(auth_token, png)).json()).code).toBe(0);
    const eleventh = await upload(auth_token, png);
    expect(eleventh.status).toBe(429);
    server.clock.advance(60 * 60_000 + 1);
    expect((await (await upload(auth_token, png)).json()).code).toBe(0);
  });
});

describe(`the signed-in password change on ${db}`, () => {
  it('with the old password: a wrong one is refused, the right one changes it and signs out the other sessions', async () => {
    const contact = phone();
    await flows.signIn(contact);
    server.clock.advance(61_000); // the resend wait
    expect((await flows.resetPassword(contact, 'first-Passw0rd')).json.code).toBe(0);
    const passwordLogin = async () =>
      (await flows.loginWithPassword(contact, freshOrigin(), flows.encrypt('first-Passw0rd'))).json.data;
    const other = await passwordLogin();
    const { auth_token } = await passwordLogin();
    expect((await info(auth_token)).has_password).toBe(true);

    const wrong = await put('update_password', auth_token, {
      update_type: 3,
      old_password: flows.encrypt('not-the-password'),
      password: flows.encrypt('second-Passw0rd'),
    });
    expect(wrong.json.code).toBe(1101008);
    const right = await put('update_password', auth_token, {
      update_type: 3,
      old_password: flows.encrypt('first-Passw0rd'),
      password: flows.encrypt('second-Passw0rd'),
    });
    expect(right.json.code).toBe(0);
    expect((await flows.info(auth_token)).status).toBe(200);
    expect((await flows.info(other.auth_token)).status).toBe(401);
    const login = await flows.loginWithPassword(contact, freshOrigin(), flows.encrypt('second-Passw0rd'));
    expect(login.json.code).toBe(0);
  });

  it('by a code to the member’s own phone (code_type 2); a contact the member lacks is refused', async () => {
    const contact = phone();
    const { auth_token } = await flows.signIn(contact);
    expect((await flows.sendCode(contact, freshOrigin(), CODE_TYPE.verifyOld, auth_token)).json.code).toBe(0);
    const code = await flows.latestCode(contact);
    const byEmail = await put('update_password', auth_token, {
      update_type: 5,
      check_code: code,
      password: flows.encrypt('by-code-Passw0rd'),
    });
    expect(byEmail.json.code).toBe(1101020);
    const wrongCode = await put('update_password', auth_token, {
      update_type: 4,
      check_code: code === '000000' ? '111111' : '000000',
      password: flows.encrypt('by-code-Passw0rd'),
    });
    expect(wrongCode.json.code).toBe(1101002);
    const byPhone = await put('update_password', auth_token, {
      update_type: 4,
      check_code: code,
      password: flows.encrypt('by-code-Passw0rd'),
    });
    expect(byPhone.json.code).toBe(0);
    const login = await flows.loginWithPassword(contact, freshOrigin(), flows.encrypt('by-code-Passw0rd'));
    expect(login.json.code).toBe(0);
  });

  it('a change needs the token; the reset (update_type 1, 2) still needs none', async () => {
    const visitor = await server.call('PUT', '/api/member/user/update_password', {
      update_type: 3,
      old_password: flows.encrypt('x'.repeat(8)),
      password: flows.encrypt('y'.repeat(8)),
    });
    expect(visitor.status).toBe(401);
  });
});

// Last: it moves the clock to the year's end.
describe(`once a year is the calendar year in the member's zone on ${db}`, () => {
  it('Jakarta: 23:30 on 31 December, then 00:30 on 1 January are two years; later that year is refused', async () => {
    const contact = phone();
    moveTo('2026-12-31T16:30:00Z'); // 23:30 in Jakarta (UTC+7)
    let { auth_token } = await flows.signIn(contact);
    expect((await put('update_name', auth_token, { user_name: 'Old Year' })).json.code).toBe(0);
    expect((await put('update_birthday', auth_token, { birthday: '2000-12-31' })).json.code).toBe(0);
    moveTo('2026-12-31T16:59:00Z'); // 23:59, still 2026 there
    expect((await put('update_name', auth_token, { user_name: 'Too Soon' })).json.code).toBe(1101012);
    moveTo('2026-12-31T17:30:00Z'); // 00:30 on 1 January 2027 in Jakarta
    expect((await info(auth_token)).name_next_change).toBeNull();
    expect((await put('update_name', auth_token, { user_name: 'New Year' })).json.code).toBe(0);
    expect((await put('update_birthday', auth_token, { birthday: '2000-12-30' })).json.code).toBe(0);
    moveTo('2027-12-31T16:00:00Z'); // 23:00 on 31 December 2027
    ({ auth_token } = await flows.signIn(contact)); // a session lasts 30 days
    expect((await put('update_name', auth_token, { user_name: 'Same Year' })).json.code).toBe(1101012);
    expect((await put('update_birthday', auth_token, { birthday: '2000-01-01' })).json.code).toBe(1101011);
  });
});
