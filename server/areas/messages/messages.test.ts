import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as errorCodes from '../../../contract/error-codes';
import type { NewMessage } from './messages';
import { notify } from './messages';
import { findMemberByAccount } from '../member/members';
import { phoneAccount } from '../member/accounts';
import { freshOrigin, memberFlows, phone, type Contact } from '../../test-support/member-flows';
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

const auth = (token: string, language = 'en') => ({ Authorization: `Bearer ${token}`, Language: language });
const page = (token: string, body: object, language?: string) =>
  server.call('POST', '/api/message/page', body, auth(token, language));
const read = (token: string, body: object) => server.call('POST', '/api/message/read', body, auth(token));
const count = async (token: string) =>
  (await server.call('POST', '/api/message/count', undefined, auth(token))).json;

const text = (en: string) => ({ en, id: `${en} (id)`, 'zh-CN': `${en} (zh)` });
const message = (kind: NewMessage['kind'], n: number): NewMessage => ({
  kind,
  title: text(`${kind} ${n}`),
  body: text(`body ${n}`),
  link: `/orderDetail/${n}`,
});

async function memberIdOf(contact: Contact) {
  return (await findMemberByAccount(server.database.db, phoneAccount('62', contact.account)))!.id;
}

describe(`the message centre on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('a new member finds one welcome message, unread, in their language', async () => {
    const { auth_token } = await flows.signIn(phone());
    const counted = await count(auth_token);
    expect(counted).toMatchObject({
      code: 0,
      data: { unread: 1, total: 1, kinds: { orders: 0, promotions: 0, system: 1 } },
    });
    const { json } = await page(auth_token, { page_num: 1, page_size: 20 }, 'id');
    expect(json.data.total).toBe(1);
    expect(json.data.list[0]).toMatchObject({
      kind: 'system',
      read: false,
      link: '/',
      title: 'Selamat datang di Pasar!',
    });
    const chinese = await page(auth_token, {}, 'zh-CN');
    expect(chinese.json.data.list[0].title).toBe('欢迎来到 Pasar！');
  });

  it('signing in again, or two first sign-ins at once, welcome the member exactly once', async () => {
    const contact = phone();
    const first = await flows.signIn(contact);
    server.clock.advance(61_000); // past the resend wait
    await flows.signIn(contact);
    expect((await count(first.auth_token)).data.total).toBe(1);

    // Two first logins racing for one new phone (codes for both are sent first).
    const racing = phone();
    const [a, b] = [freshOrigin(), freshOrigin()];
    await flows.sendCode(racing, a);
    const codeA = await flows.latestCode(racing);
    const logins = await Promise.all([
      flows.loginWithCode(racing, a, codeA),
      flows.loginWithCode(racing, b, codeA),
    ]);
    const token = logins.find((login) => login.json.code === 0)!.json.data.auth_token;
    expect((await count(token)).data.total).toBe(1);
  });

  it('pages newest first, by kind, and answers 401 to a visitor', async () => {
    const contact = phone();
    const { auth_token } = await flows.signIn(contact);
    const memberId = await memberIdOf(contact);
    for (let n = 1; n <= 5; n++)
      await notify(server.database.db, memberId, message('orders', n), server.clock.now());
    await notify(server.database.db, memberId, message('promotions', 6), server.clock.now());

    const first = await page(auth_token, { page_num: 1, page_size: 3 });
    expect(first.json.data.total).toBe(7);
    expect(first.json.data.list.map((m: { title: string }) => m.title)).toEqual([
      'promotions 6',
      'orders 5',
      'orders 4',
    ]);
    const third = await page(auth_token, { page_num: 3, page_size: 3 });
    expect(third.json.data.list.map((m: { title: string }) => m.title)).toEqual(['Welcome to Pasar!']);
    const orders = await page(auth_token, { kind: 'orders', page_num: 2, page_size: 3 });
    expect(orders.json.data).toMatchObject({ total: 5 });
    expect(orders.json.data.list.map((m: { title: string }) => m.title)).toEqual(['orders 2', 'orders 1']);

    expect((await server.call('POST', '/api/message/page', {})).status).toBe(401);
    expect((await server.call('POST', '/api/message/count')).status).toBe(401);
    const bad = await page(auth_token, { kind: 'spam' });
    expect(bad).toMatchObject({ status: 400, json: { code: errorCodes.invalidParameter } });
  });

  it('reads one, then all of a kind, then all; reading twice changes nothing', async () => {
    const contact = phone();
    const { auth_token } = await flows.signIn(contact);
    const memberId = await memberIdOf(contact);
    const db = server.database.db;
    const o1 = await notify(db, memberId, message('orders', 1), server.clock.now());
    await notify(db, memberId, message('orders', 2), server.clock.now());
    await notify(db, memberId, message('promotions', 3), server.clock.now());

    const one = await read(auth_token, { msg_no: o1 });
    expect(one.json.data).toMatchObject({
      unread: 3,
      total: 4,
      kinds: { orders: 1, promotions: 1, system: 1 },
    });
    expect((await read(auth_token, { msg_no: o1 })).json.data.unread).toBe(3);
    const kind = await read(auth_token, { kind: 'orders' });
    expect(kind.json.data).toMatchObject({ unread: 2, kinds: { orders: 0, promotions: 1, system: 1 } });
    const all = await read(auth_token, {});
    expect(all.json.data).toMatchObject({ unread: 0, total: 4 });
    const listed = await page(auth_token, {});
    expect(listed.json.data.list.every((m: { read: boolean }) => m.read)).toBe(true);

    const both = await read(auth_token, { msg_no: o1, kind: 'orders' });
    expect(both.json.code).toBe(errorCodes.invalidParameter);
  });

  it("another member's message reads as missing, and stays unread", async () => {
    const mine = phone();
    const theirs = phone();
    const me = await flows.signIn(mine);
    const them = await flows.signIn(theirs);
    const theirMsg = await notify(
      server.database.db,
      await memberIdOf(theirs),
      message('orders', 1),
      server.clock.now(),
    );

    const refused = await read(me.auth_token, { msg_no: theirMsg });
    expect(refused).toMatchObject({ status: 404, json: { code: errorCodes.messageNotFound } });
    const unknown = await read(me.auth_token, { msg_no: '999999999' });
    expect(unknown.json).toEqual(refused.json);
    expect((await count(them.auth_token)).data.unread).toBe(2);
    const mineListed = await page(me.auth_token, {});
    expect(mineListed.json.data.list.map((m: { msg_no: string }) => m.msg_no)).not.toContain(theirMsg);
    // "Read all" of one member never touches another's.
    await read(me.auth_token, {});
    expect((await count(them.auth_token)).data.unread).toBe(2);
  });

  it('parallel reads of the same and different messages never take a count below what the rows say', async () => {
    const contact = phone();
    const { auth_token } = await flows.signIn(contact);
    const memberId = await memberIdOf(contact);
    const numbers: string[] = [];
    for (let n = 1; n <= 6; n++)
      numbers.push(await notify(server.database.db, memberId, message('orders', n), server.clock.now()));
    // Every message read four times at once, plus a kind-wide read racing them.
    const reads = [...numbers, ...numbers, ...numbers, ...numbers.slice(0, 3)].map((msgNo) =>
      read(auth_token, { msg_no: msgNo }),
    );
    const answers = await Promise.all([...reads, read(auth_token, { kind: 'promotions' })]);
    for (const answer of answers) {
      expect(answer.json.code).toBe(0);
      expect(answer.json.data.unread).toBeGreaterThanOrEqual(1);
    }
    expect((await count(auth_token)).data).toMatchObject({
      unread: 1,
      total: 7,
      kinds: { orders: 0, system: 1 },
    });
  });

  it('notify inside a transaction that rolls back leaves no message', async () => {
    const contact = phone();
    const { auth_token } = await flows.signIn(contact);
    const memberId = await memberIdOf(contact);
    await expect(
      server.database.db.transaction(async (tx) => {
        await notify(tx as never, memberId, message('orders', 1), server.clock.now());
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    expect((await count(auth_token)).data.total).toBe(1);
  });
});
