import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as errorCodes from '../../../contract/error-codes';
import { PAY_EXTENSION_MINUTES, PAY_EXTENSIONS_MAX } from '../../../contract/payment-methods';
import { closeOverdueOrders } from '../orders/orders';
import {
  insertOrder,
  memberHeaders,
  orderRow,
  pay,
  paymentMember,
  paymentRows,
  paymentStatus,
  providerRefOf,
  sandboxOf,
} from '../../test-support/payment-helpers';
import { startTestServer, type TestServer } from '../../test-support/test-server';

/*
 * More time to pay (ADR 034, WCAG 2.2.1): POST payment/extend_deadline adds 15 minutes in the last
 * 5, at most 10 times, under the order row's lock; the overdue job closes at the new deadline; a
 * payment code keeps its code with a later expiry, a QR or a hosted page is superseded.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const MINUTE = 60_000;

function extend(token: string, orderNo: string, extra: Record<string, string> = {}, body: object = {}) {
  return server.call(
    'POST',
    '/api/payment/extend_deadline',
    { order_no: orderNo, ...body },
    memberHeaders(token, extra),
  );
}

/** A member and an order of theirs with `minutes` left to pay. */
async function orderWithMinutesLeft(minutes: number) {
  const member = await paymentMember(server);
  const orderNo = await insertOrder(server, member.memberId, { payMinutes: minutes });
  const deadline = (await orderRow(server, orderNo)).payDeadline!.getTime();
  return { ...member, orderNo, deadline };
}

describe(`more time to pay on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('adds 15 minutes in the last 5, and the overdue job closes the order at the new deadline, not the old', async () => {
    const { token, orderNo, deadline } = await orderWithMinutesLeft(4);
    const { status, json } = await extend(token, orderNo);
    expect(status).toBe(200);
    const later = deadline + PAY_EXTENSION_MINUTES * MINUTE;
    expect(json.data).toEqual({
      order_no: orderNo,
      pay_deadline: later,
      extended: true,
      extensions_left: PAY_EXTENSIONS_MAX - 1,
      next_action: null,
      server_now: server.clock.now().getTime(),
    });
    expect((await orderRow(server, orderNo)).payDeadline!.getTime()).toBe(later);
    expect((await paymentStatus(server, token, orderNo)).json.data).toMatchObject({
      pay_deadline: later,
      extensions_left: PAY_EXTENSIONS_MAX - 1,
    });

    // At the old deadline the job leaves it; at the new one it closes it.
    const db = server.database.db;
    expect(await closeOverdueOrders(db, new Date(deadline + 1000), orderNo)).toBe(0);
    expect((await orderRow(server, orderNo)).status).toBe('to_pay');
    expect(await closeOverdueOrders(db, new Date(later), orderNo)).toBe(1);
    expect((await orderRow(server, orderNo)).status).toBe('transaction_closed');
  });

  it('asked before the last 5 minutes, changes nothing and says so: two presses add once', async () => {
    const { token, orderNo, deadline } = await orderWithMinutesLeft(20);
    const early = (await extend(token, orderNo)).json.data;
    expect(early).toMatchObject({
      pay_deadline: deadline,
      extended: false,
      extensions_left: PAY_EXTENSIONS_MAX,
    });
    expect((await orderRow(server, orderNo)).payExtensions).toBe(0);

    const close = await orderWithMinutesLeft(3);
    expect((await extend(close.token, close.orderNo)).json.data.extended).toBe(true);
    // The second press finds 18 minutes left: nothing more.
    expect((await extend(close.token, close.orderNo)).json.data).toMatchObject({
      extended: false,
      pay_deadline: close.deadline + PAY_EXTENSION_MINUTES * MINUTE,
      extensions_left: PAY_EXTENSIONS_MAX - 1,
    });
  });

  it('gives more time at most 10 times; the 11th is refused with 1104010 and changes nothing', async () => {
    const { token, orderNo, deadline } = await orderWithMinutesLeft(2);
    let current = deadline;
    for (let n = 1; n <= PAY_EXTENSIONS_MAX; n++) {
      // Each time the shopper waits until the warning again (2 minutes left).
      server.clock.advance(current - 2 * MINUTE - server.clock.now().getTime());
      const answer = (await extend(token, orderNo)).json.data;
      current += PAY_EXTENSION_MINUTES * MINUTE;
      expect(answer).toMatchObject({
        extended: true,
        pay_deadline: current,
        extensions_left: PAY_EXTENSIONS_MAX - n,
      });
    }
    server.clock.advance(current - 2 * MINUTE - server.clock.now().getTime());
    const refused = await extend(token, orderNo);
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe(errorCodes.payTimeUsedUp);
    const row = await orderRow(server, orderNo);
    expect(row.payDeadline!.getTime()).toBe(current);
    expect(row.payExtensions).toBe(PAY_EXTENSIONS_MAX);
  });

  it("refuses another member's order, a paid, a closed and an overdue one, and a body with more fields", async () => {
    const owner = await orderWithMinutesLeft(4);
    const stranger = await paymentMember(server);
    const theirs = await extend(stranger.token, owner.orderNo);
    expect([theirs.status, theirs.json.code]).toEqual([404, errorCodes.orderNotFound]);
    expect(
      (await server.call('POST', '/api/payment/extend_deadline', { order_no: owner.orderNo })).status,
    ).toBe(401);
    const extra = await extend(owner.token, owner.orderNo, {}, { minutes: 600 });
    expect(extra.json.code).toBe(errorCodes.invalidParameter);

    const paid = await insertOrder(server, owner.memberId, { status: 'to_ship', payMinutes: 4 });
    expect((await extend(owner.token, paid)).json.code).toBe(errorCodes.orderAlreadyPaid);
    const closed = await insertOrder(server, owner.memberId, { status: 'transaction_closed', payMinutes: 4 });
    expect((await extend(owner.token, closed)).json.code).toBe(errorCodes.orderStatusMismatch);
    const overdue = await insertOrder(server, owner.memberId, { payMinutes: -1 });
    expect((await extend(owner.token, overdue)).json.code).toBe(errorCodes.orderPaymentExpired);

    const row = await orderRow(server, owner.orderNo);
    expect([row.payDeadline!.getTime(), row.payExtensions]).toEqual([owner.deadline, 0]);
    expect((await orderRow(server, overdue)).payExtensions).toBe(0);
  });

  it('a virtual account keeps its number, its expiry moved at the provider; paid later, it pays the order', async () => {
    const { token, memberId } = await paymentMember(server);
    const orderNo = await insertOrder(server, memberId);
    const code = (await pay(server, token, { order_no: orderNo, method: 'va_bca' })).json.data;
    // A day later, 4 minutes before the code's 24 hours run out.
    server.clock.advance(code.pay_deadline - 4 * MINUTE - server.clock.now().getTime());
    const answer = (await extend(token, orderNo)).json.data;
    const later = code.pay_deadline + PAY_EXTENSION_MINUTES * MINUTE;
    expect(answer).toMatchObject({
      extended: true,
      pay_deadline: later,
      next_action: { ...code.next_action, expires_at: later },
    });
    const [row] = await paymentRows(server, orderNo);
    expect([row!.status, row!.expiresAt!.getTime()]).toEqual(['pending', later]);
    expect((await paymentStatus(server, token, orderNo)).json.data).toMatchObject({
      status: 'pending',
      next_action: { code: code.next_action.code, expires_at: later },
    });

    // Past the code's first expiry the provider still takes it.
    server.clock.advance(10 * MINUTE);
    await sandboxOf(server).decide(providerRefOf(code), 'paid');
    expect((await orderRow(server, orderNo)).status).toBe('to_ship');
  });

  it('a QR is superseded (its expiry cannot move): the shopper pays again for a new one; the old one still pays', async () => {
    const { token, memberId } = await paymentMember(server);
    const orderNo = await insertOrder(server, memberId, { payMinutes: 4 });
    const qr = (await pay(server, token, { order_no: orderNo, method: 'qris' })).json.data;
    const answer = (await extend(token, orderNo)).json.data;
    expect(answer).toMatchObject({ extended: true, next_action: null });
    expect((await paymentStatus(server, token, orderNo)).json.data).toMatchObject({ status: 'none' });
    const fresh = (await pay(server, token, { order_no: orderNo, method: 'qris' })).json.data;
    expect(fresh.next_action.expires_at).toBe(answer.pay_deadline);
    expect(fresh.next_action.qr_string).not.toBe(qr.next_action.qr_string);

    // The first QR, scanned before its own expiry, still pays the order (ADR 021's superseded rule).
    await sandboxOf(server).decide(providerRefOf(qr), 'paid');
    expect((await orderRow(server, orderNo)).status).toBe('to_ship');
  });

  it('a provider that cannot move the code refuses the call (1104003) and the deadline stays', async () => {
    const { token, memberId } = await paymentMember(server);
    const orderNo = await insertOrder(server, memberId);
    const code = (await pay(server, token, { order_no: orderNo, method: 'alfamart' })).json.data;
    // The provider decided it already (its webhook held back): it is no longer pending there.
    await sandboxOf(server).decide(providerRefOf(code), 'failed', true);
    server.clock.advance(code.pay_deadline - 4 * MINUTE - server.clock.now().getTime());
    const refused = await extend(token, orderNo);
    expect([refused.status, refused.json.code]).toEqual([502, errorCodes.paymentError]);
    const row = await orderRow(server, orderNo);
    expect([row.payDeadline!.getTime(), row.payExtensions]).toEqual([code.pay_deadline, 0]);
  });

  it('replays the first answer for the same key, and parallel presses with their own keys add once', async () => {
    const { token, orderNo, deadline } = await orderWithMinutesLeft(4);
    const key = { 'Idempotency-Key': 'more-time-0123456789' };
    const first = await extend(token, orderNo, key);
    const again = await extend(token, orderNo, key);
    expect(again.json).toEqual(first.json);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');

    const other = await orderWithMinutesLeft(4);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, n) =>
        extend(other.token, other.orderNo, { 'Idempotency-Key': `more-time-parallel-${n}` }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((answer) => answer.json.data.extended)).toHaveLength(1);
    const row = await orderRow(server, other.orderNo);
    expect([row.payDeadline!.getTime(), row.payExtensions]).toEqual([
      other.deadline + PAY_EXTENSION_MINUTES * MINUTE,
      1,
    ]);
    expect((await orderRow(server, orderNo)).payDeadline!.getTime()).toBe(
      deadline + PAY_EXTENSION_MINUTES * MINUTE,
    );
  });
});
