import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as errorCodes from '../../../contract/error-codes';
import { CODE_TYPE } from '../../../contract/member-constants';
import {
  addresses,
  afterSalesEvidence,
  cartItems,
  coinEntries,
  deletionRequests,
  members,
  searchHistory,
  sessions,
  skuOffers,
} from '../../db/schema';
import type { PictureStorage } from '../../lib/storage/picture-storage';
import { runDueDeletions } from './account-deletion';
import { phoneAccount } from './accounts';
import { findMemberByAccount } from './members';
import * as orders from '../orders/orders';
import { addWorkingDays } from '../../lib/working-days';
import { bearer, shopperHeaders } from '../../test-support/catalogue-helpers';
import { freshOrigin, memberFlows, phone, type Contact } from '../../test-support/member-flows';
import { plainListings } from '../../test-support/order-helpers';
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

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const status = async (token: string) =>
  (await server.call('GET', '/api/member/deletion/status', undefined, auth(token))).json;
const cancel = (token: string) => server.call('POST', '/api/member/deletion/cancel', undefined, auth(token));

/** Adds a Jakarta address and places an order of one plain SKU as the member; answers its number. */
async function placeOrder(token: string): Promise<string> {
  const headers = shopperHeaders('ID', 'en', bearer(token));
  const added = await server.call(
    'POST',
    '/api/member/address/add',
    {
      country_code: 'ID',
      surname: 'Uji',
      name: 'Hapus',
      phone: '0812 3456 7890',
      state_code: '31',
      city_code: '31.74',
      area_code: '31.74.07',
      address_line1: 'Jl. Melawai Raya No. 10',
      postal_code: '12160',
      is_default: true,
    },
    headers,
  );
  const address_id = added.json.data.address_id as string;
  const sku_list = [{ sku_id: plainListings('ID').at(-40)!.skus[0]!.skuId, quantity: 1 }];
  const preview = await server.call(
    'POST',
    '/api/order/trade/preview',
    { buy_type: 'now', sku_list, address_id },
    headers,
  );
  const placed = await server.call(
    'POST',
    '/api/order/trade/submit',
    { buy_type: 'now', sku_list, address_id, price_token: preview.json.data.price_token },
    headers,
  );
  if (placed.json.code !== 0) throw new Error(`submit: ${JSON.stringify(placed.json)}`);
  return placed.json.data.order_no as string;
}

/** A deletion code sent to the member's own phone (captcha first), then the apply. */
async function apply(contact: Contact, token: string, body: Record<string, unknown> = {}) {
  server.clock.advance(61_000); // past the resend wait of an earlier send
  const sent = await flows.sendCode(contact, freshOrigin(), CODE_TYPE.deleteAccount, token);
  if (sent.json.code !== 0) throw new Error(`send failed: ${JSON.stringify(sent.json)}`);
  const code = await flows.latestCode(contact);
  return server.call(
    'POST',
    '/api/member/deletion/apply',
    { reason: 'privacy', check_code: code, type: 1, ...body },
    auth(token),
  );
}

const memberOf = (contact: Contact) =>
  findMemberByAccount(server.database.db, phoneAccount('62', contact.account));

describe(`account deletion on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('due 7 working days later: weekends in the member’s time zone are skipped', () => {
    // Friday 2026-11-20 10:00 in Jakarta → the Monday 9 days later.
    const friday = new Date('2026-11-20T03:00:00Z');
    expect(addWorkingDays(friday, 7, 'Asia/Jakarta').toISOString()).toBe('2026-12-01T03:00:00.000Z');
    // Saturday → the Tuesday after next.
    const saturday = new Date('2026-11-21T03:00:00Z');
    expect(addWorkingDays(saturday, 7, 'Asia/Jakarta').toISOString()).toBe('2026-12-01T03:00:00.000Z');
    // Late Sunday UTC is already Monday in Singapore: a working day there.
    expect(addWorkingDays(new Date('2026-11-22T17:00:00Z'), 1, 'Asia/Singapore').toISOString()).toBe(
      '2026-11-23T17:00:00.000Z',
    );
  });

  it('applies with a code, answers processing with the due date, refuses a repeat, cancels', async () => {
    const contact = phone();
    const { auth_token } = await flows.signIn(contact);
    expect((await status(auth_token)).data).toEqual({ state: 'none', requested_at: null, due_at: null });

    const applied = await apply(contact, auth_token);
    expect(applied.json.code).toBe(0);
    const now = server.clock.now().getTime();
    expect(applied.json.data).toMatchObject({ state: 'processing', requested_at: now });
    expect(applied.json.data.due_at).toBe(addWorkingDays(new Date(now), 7, 'Asia/Jakarta').getTime());
    expect((await status(auth_token)).data.state).toBe('processing');

    const repeated = await apply(contact, auth_token);
    expect(repeated.json.code).toBe(errorCodes.deletionAlreadyRequested);

    expect((await cancel(auth_token)).json.data.state).toBe('none');
    expect((await status(auth_token)).data.state).toBe('none');
    expect((await cancel(auth_token)).json).toMatchObject({ code: 0, data: { state: 'none' } });
    // Cancelled, the member may ask again.
    expect((await apply(contact, auth_token)).json.data.state).toBe('processing');
  });

  it('refuses bad input, a wrong code, a visitor and an unfinished order, changing nothing', async () => {
    const contact = phone();
    const { auth_token } = await flows.signIn(contact);
    const call = (body: object) => server.call('POST', '/api/member/deletion/apply', body, auth(auth_token));
    expect((await call({ reason: 'other', check_code: '123456', type: 1 })).json.code).toBe(
      errorCodes.invalidParameter,
    );
    expect((await call({ reason: 'bored', check_code: '123456', type: 1 })).json.code).toBe(
      errorCodes.invalidParameter,
    );
    expect(
      (await call({ reason: 'other', reason_text: 'x'.repeat(201), check_code: '123456', type: 1 })).json
        .code,
    ).toBe(errorCodes.invalidParameter);
    // No e-mail on this account: type 2 has nothing to check against.
    expect((await call({ reason: 'privacy', check_code: '123456', type: 2 })).json.code).toBe(
      errorCodes.invalidParameter,
    );
    expect((await call({ reason: 'privacy', check_code: '000000', type: 1 })).json.code).toBe(
      errorCodes.verificationCodeInvalid,
    );
    expect((await server.call('POST', '/api/member/deletion/apply', { reason: 'privacy' })).status).toBe(401);

    // A real order, placed and not yet paid (the check reads the orders table).
    const orderNo = await placeOrder(auth_token);
    expect((await apply(contact, auth_token)).json.code).toBe(errorCodes.unfinishedOrders);
    expect((await status(auth_token)).data.state).toBe('none');
    // Once it closed, nothing holds the deletion back.
    const headers = shopperHeaders('ID', 'en', bearer(auth_token));
    await server.call('POST', '/api/order/trade/cancel', { order_no: orderNo, reason: 'other' }, headers);
    expect(await orders.hasUnfinishedOrders(server.database.db, (await memberOf(contact))!.id)).toBe(false);
  });

  it('two applies at once make one request', async () => {
    const contact = phone();
    const { auth_token } = await flows.signIn(contact);
    server.clock.advance(61_000);
    await flows.sendCode(contact, freshOrigin(), CODE_TYPE.deleteAccount, auth_token);
    const code = await flows.latestCode(contact);
    const body = { reason: 'privacy', check_code: code, type: 1 };
    const answers = await Promise.all(
      [1, 2, 3].map(() => server.call('POST', '/api/member/deletion/apply', body, auth(auth_token))),
    );
    expect(answers.filter((a) => a.json.code === 0)).toHaveLength(1);
    const member = (await memberOf(contact))!;
    const rows = await server.database.db
      .select()
      .from(deletionRequests)
      .where(eq(deletionRequests.memberId, member.id));
    expect(rows).toHaveLength(1);
  });

  it('the job erases at the due time, keeps the anonymised member, and the phone signs up anew', async () => {
    const contact = phone();
    const { auth_token, member_no } = await flows.signIn(contact);
    const db = server.database.db;
    const member = (await memberOf(contact))!;
    await server.call(
      'POST',
      '/api/search/search',
      { keyword: 'rice', page_num: 1, page_size: 10 },
      auth(auth_token),
    );
    const [offer] = await db
      .select()
      .from(skuOffers)
      .where(and(eq(skuOffers.countryCode, 'ID'), gt(skuOffers.stock, 0)))
      .limit(1);
    await server.call('POST', '/api/order/cart/add', { sku_id: offer!.skuId, quantity: 1 }, auth(auth_token));
    expect(await db.select().from(cartItems).where(eq(cartItems.memberId, member.id))).toHaveLength(1);
    const now = server.clock.now();
    await db.insert(addresses).values({
      memberId: member.id,
      countryCode: 'SG',
      surname: 'Tan',
      name: 'Mei',
      phone: '81234567',
      state: 'Singapore',
      city: 'Singapore',
      area: 'Singapore',
      addressLine1: '1 Orchard Road',
      postalCode: '238801',
      isDefault: true,
      createdAt: now,
      updatedAt: now,
      usedAt: now,
    });
    await db
      .insert(coinEntries)
      .values({ memberId: member.id, kind: 'adjust', amount: 40, countryCode: 'ID', createdAt: now });
    // An after-sales picture: personal data, its row and its file go.
    const evidenceKey = `evidence-${member.id}`;
    await db
      .insert(afterSalesEvidence)
      .values({ memberId: member.id, storageKey: evidenceKey, width: 64, height: 48, createdAt: now });
    const removedFiles: string[] = [];
    const storage = {
      delete: async (key: string) => void removedFiles.push(key),
    } as unknown as PictureStorage;
    const applied = await apply(contact, auth_token, { reason: 'other', reason_text: 'Moving abroad' });
    const dueAt = applied.json.data.due_at as number;

    // Not yet due: nothing happens.
    // (Other tests' requests share the database: this member's own state is what is checked.)
    await runDueDeletions(db, new Date(dueAt - 1));
    expect((await status(auth_token)).data.state).toBe('processing');

    expect(await runDueDeletions(db, new Date(dueAt), { memberId: member.id, pictures: storage })).toBe(1);
    expect(removedFiles).toEqual([evidenceKey]);
    expect(
      await db.select().from(afterSalesEvidence).where(eq(afterSalesEvidence.memberId, member.id)),
    ).toHaveLength(0);
    const [erased] = await db.select().from(members).where(eq(members.id, member.id));
    expect(erased).toMatchObject({
      memberNo: member_no,
      userName: 'Deleted member',
      phone: null,
      phoneCode: null,
      email: null,
      googleSub: null,
      passwordHash: null,
    });
    expect(await db.select().from(coinEntries).where(eq(coinEntries.memberId, member.id))).toHaveLength(0);
    expect(await db.select().from(sessions).where(eq(sessions.memberId, member.id))).toHaveLength(0);
    expect(await db.select().from(cartItems).where(eq(cartItems.memberId, member.id))).toHaveLength(0);
    expect(await db.select().from(addresses).where(eq(addresses.memberId, member.id))).toHaveLength(0);
    expect(await db.select().from(searchHistory).where(eq(searchHistory.memberId, member.id))).toHaveLength(
      0,
    );
    const [request] = await db
      .select()
      .from(deletionRequests)
      .where(eq(deletionRequests.memberId, member.id));
    expect(request).toMatchObject({ status: 'deleted', reasonText: null, reason: 'other' });
    expect((await server.call('GET', '/api/member/user/info', undefined, auth(auth_token))).status).toBe(401);

    // The same phone is a stranger now: signing in makes a new member, welcomed afresh.
    server.clock.advance(dueAt - server.clock.now().getTime() + 61_000);
    const again = await flows.signIn(contact);
    expect(again.member_no).not.toBe(member_no);
    const counted = await server.call('POST', '/api/message/count', undefined, auth(again.auth_token));
    expect(counted.json.data).toMatchObject({ unread: 1, total: 1 });
    expect((await status(again.auth_token)).data.state).toBe('none');
  });

  it('two job runners at once erase each due member exactly once', async () => {
    const db = server.database.db;
    const contacts = [phone(), phone(), phone(), phone()];
    let lastDue = 0;
    for (const contact of contacts) {
      const { auth_token } = await flows.signIn(contact);
      lastDue = Math.max(lastDue, (await apply(contact, auth_token)).json.data.due_at);
    }
    const at = new Date(lastDue);
    const [a, b] = await Promise.all([runDueDeletions(db, at), runDueDeletions(db, at)]);
    expect(a + b).toBeGreaterThanOrEqual(contacts.length);
    for (const contact of contacts) expect(await memberOf(contact)).toBeUndefined();
    const rows = await db.select().from(deletionRequests).where(eq(deletionRequests.status, 'processing'));
    expect(rows).toHaveLength(0);
    expect(await runDueDeletions(db, at)).toBe(0);
  });

  it('the sandbox route runs the job with the clock moved forward; production has no such route', async () => {
    const contact = phone();
    const { auth_token } = await flows.signIn(contact);
    await apply(contact, auth_token);
    const soon = await server.call('POST', '/api/dev/deletion/run', { advance_days: 1 });
    expect(soon.json).toMatchObject({ code: 0, data: { erased: 0 } });
    const later = await server.call('POST', '/api/dev/deletion/run', { advance_days: 11 });
    expect(later.json.data.erased).toBeGreaterThanOrEqual(1);
    expect(await memberOf(contact)).toBeUndefined();
    // With member_no, only that member's due request.
    const [first, second] = [phone(), phone()];
    const firstLogin = await flows.signIn(first);
    await apply(first, firstLogin.auth_token);
    await apply(second, (await flows.signIn(second)).auth_token);
    const one = await server.call('POST', '/api/dev/deletion/run', {
      advance_days: 22,
      member_no: firstLogin.member_no,
    });
    expect(one.json.data.erased).toBe(1);
    expect(await memberOf(first)).toBeUndefined();
    expect(await memberOf(second)).toBeDefined();
    const production = await startTestServer({ production: true });
    try {
      expect((await production.call('POST', '/api/dev/deletion/run', { advance_days: 11 })).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
