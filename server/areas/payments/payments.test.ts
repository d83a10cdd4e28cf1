import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as errorCodes from '../../../contract/error-codes';
import { startPayment } from './payments';
import { PaymentsDisabled } from './provider';
import { SANDBOX_OTP } from './sandbox-provider';
import {
  insertOrder,
  orderRow,
  pay,
  paymentMember,
  paymentRows,
  paymentStatus,
  pageForm,
  providerRefOf,
} from '../../test-support/payment-helpers';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe(`paying for an order on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('answers the hosted page for a card and an e-wallet, within the order deadline', async () => {
    const { token, memberId } = await paymentMember(server);
    for (const method of ['card', 'gopay']) {
      const orderNo = await insertOrder(server, memberId);
      const { status, json } = await pay(server, token, { order_no: orderNo, method });
      expect(status).toBe(200);
      expect(json.data).toMatchObject({
        order_no: orderNo,
        method,
        amount_minor: 150_000,
        currency: 'IDR',
        next_action: { type: 'redirect', url: expect.stringMatching(/^\/sandbox-pay\/sbx_/) },
        server_now: server.clock.now().getTime(),
      });
      const order = await orderRow(server, orderNo);
      expect(json.data.pay_deadline).toBe(order.payDeadline!.getTime());
      expect((await paymentStatus(server, token, orderNo)).json.data).toMatchObject({
        status: 'pending',
        method,
        next_action: { type: 'redirect' },
      });
    }
  });

  it('answers a QR for QRIS and a payment code for a virtual account or a counter, moving the deadline to 24 h', async () => {
    const { token, memberId } = await paymentMember(server);
    const qris = await insertOrder(server, memberId);
    const qr = (await pay(server, token, { order_no: qris, method: 'qris' })).json.data;
    expect(qr.next_action).toMatchObject({
      type: 'qr',
      qr_string: expect.any(String),
      url: expect.any(String),
    });

    const now = server.clock.now().getTime();
    const va = await insertOrder(server, memberId);
    const bank = (await pay(server, token, { order_no: va, method: 'va_bca' })).json.data;
    expect(bank.next_action).toMatchObject({ type: 'payment_code', bank: 'BCA', counter: null });
    expect(bank.next_action.code).toMatch(/^\d{16}$/);
    expect(bank.pay_deadline).toBe(now + 24 * 3600_000);
    expect((await orderRow(server, va)).payDeadline!.getTime()).toBe(now + 24 * 3600_000);

    const shop = await insertOrder(server, memberId);
    const counter = (await pay(server, token, { order_no: shop, method: 'alfamart' })).json.data;
    expect(counter.next_action).toMatchObject({ type: 'payment_code', counter: 'Alfamart', bank: null });
  });

  it('confirms cash on delivery at once: done, the order to_ship, the status paid', async () => {
    const { token, memberId } = await paymentMember(server);
    const orderNo = await insertOrder(server, memberId);
    const { json } = await pay(server, token, { order_no: orderNo, method: 'cod' });
    expect(json.data.next_action).toEqual({ type: 'done' });
    expect((await orderRow(server, orderNo)).status).toBe('to_ship');
    expect((await paymentStatus(server, token, orderNo)).json.data).toMatchObject({
      status: 'paid',
      method: 'cod',
    });
    // Paying again: the order is no longer to_pay.
    expect((await pay(server, token, { order_no: orderNo, method: 'card' })).json.code).toBe(
      errorCodes.orderAlreadyPaid,
    );
  });

  it("never pays or shows another member's order: 1103001, nothing changed", async () => {
    const owner = await paymentMember(server);
    const stranger = await paymentMember(server);
    const orderNo = await insertOrder(server, owner.memberId);
    const payAnswer = await pay(server, stranger.token, { order_no: orderNo, method: 'card' });
    expect(payAnswer.status).toBe(404);
    expect(payAnswer.json.code).toBe(errorCodes.orderNotFound);
    const statusAnswer = await paymentStatus(server, stranger.token, orderNo);
    expect(statusAnswer.json.code).toBe(errorCodes.orderNotFound);
    expect(await paymentRows(server, orderNo)).toHaveLength(0);
    expect((await orderRow(server, orderNo)).status).toBe('to_pay');
  });

  it('needs a member (401) and refuses methods not open to the order, and a passed deadline', async () => {
    const { token, memberId } = await paymentMember(server);
    const orderNo = await insertOrder(server, memberId);
    expect(
      (await server.call('POST', '/api/payment/pay', { order_no: orderNo, method: 'card' })).status,
    ).toBe(401);
    // PayNow is Singapore's; COD over Rp 3.000.000 is closed (ADR 020).
    expect((await pay(server, token, { order_no: orderNo, method: 'paynow' })).json.code).toBe(
      errorCodes.paymentMethodUnsupported,
    );
    const big = await insertOrder(server, memberId, { total: 3_500_000 });
    expect((await pay(server, token, { order_no: big, method: 'cod' })).json.code).toBe(
      errorCodes.paymentMethodUnsupported,
    );
    const late = await insertOrder(server, memberId, { payMinutes: -1 });
    expect((await pay(server, token, { order_no: late, method: 'card' })).json.code).toBe(
      errorCodes.orderPaymentExpired,
    );
    const closed = await insertOrder(server, memberId, { status: 'transaction_closed' });
    expect((await pay(server, token, { order_no: closed, method: 'card' })).json.code).toBe(
      errorCodes.orderStatusMismatch,
    );
    expect(await paymentRows(server, big)).toHaveLength(0);
  });

  it('never accepts card data on /api: a body with a card number is refused by the schema (PCI DSS 3.3.1.2)', async () => {
    const { token, memberId } = await paymentMember(server);
    const orderNo = await insertOrder(server, memberId);
    const { status, json } = await pay(server, token, {
      order_no: orderNo,
      method: 'card',
      card_number: '4111111111111111',
      cvn: '123',
    });
    expect(status).toBe(400);
    expect(json.code).toBe(errorCodes.invalidParameter);
    expect(await paymentRows(server, orderNo)).toHaveLength(0);
  });

  it('replays the first answer for the same Idempotency-Key, and a new choice supersedes the pending payment', async () => {
    const { token, memberId } = await paymentMember(server);
    const orderNo = await insertOrder(server, memberId);
    const key = { 'Idempotency-Key': 'pay-0123456789abcdef' };
    const first = await pay(server, token, { order_no: orderNo, method: 'qris' }, key);
    const again = await pay(server, token, { order_no: orderNo, method: 'qris' }, key);
    expect(again.json.data.payment_no).toBe(first.json.data.payment_no);
    expect(await paymentRows(server, orderNo)).toHaveLength(1);

    const other = await pay(server, token, { order_no: orderNo, method: 'gopay' });
    const rows = await paymentRows(server, orderNo);
    expect(rows.map((row) => [row.method, row.status]).sort()).toEqual([
      ['gopay', 'pending'],
      ['qris', 'superseded'],
    ]);
    expect((await paymentStatus(server, token, orderNo)).json.data.payment_no).toBe(
      other.json.data.payment_no,
    );
  });

  it('leaves exactly one pending payment when pays for one order race (the others: 1104004 or superseded)', async () => {
    const { token, memberId } = await paymentMember(server);
    const orderNo = await insertOrder(server, memberId);
    const answers = await Promise.all(
      ['qris', 'gopay', 'card', 'ovo'].map((method) => pay(server, token, { order_no: orderNo, method })),
    );
    for (const answer of answers) expect([0, errorCodes.paymentProcessing]).toContain(answer.json.code);
    expect(answers.some((answer) => answer.json.code === 0)).toBe(true);
    const rows = await paymentRows(server, orderNo);
    expect(rows.filter((row) => row.status === 'pending')).toHaveLength(1);
    const state = (await paymentStatus(server, token, orderNo)).json.data;
    expect(rows.find((row) => row.status === 'pending')!.id).toBe(state.payment_no);
  });

  it('pays by card on the sandbox page: card form, 3-D Secure with the shown code, webhook, back to the shop', async () => {
    const { token, memberId } = await paymentMember(server);
    const orderNo = await insertOrder(server, memberId);
    const answer = (
      await pay(server, token, {
        order_no: orderNo,
        method: 'card',
        return_url: `/checkout?order_no=${orderNo}`,
      })
    ).json.data;
    const page = await server.fetch(`${answer.next_action.url}?lang=id`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<label for="number">Card number</label>');
    expect(html).toContain('Rp 150.000');
    expect(html).toContain('Abandon (back to shop)');

    const base = answer.next_action.url;
    const wrongCard = await server.fetch(
      `${base}/card?lang=id`,
      pageForm({ number: '4111111111111112', expiry: '12/30', cvn: '123' }),
    );
    expect(wrongCard.status).toBe(400);
    const card = await server.fetch(
      `${base}/card?lang=id`,
      pageForm({ number: '4111 1111 1111 1111', expiry: '12/30', cvn: '123' }),
    );
    expect(card.status).toBe(303);
    const challenge = await server.fetch(card.headers.get('location')!);
    expect(await challenge.text()).toContain(`the code is <strong>${SANDBOX_OTP}</strong>`);
    expect((await server.fetch(`${base}/3ds?lang=id`, pageForm({ otp: '0000' }))).status).toBe(400);
    expect((await orderRow(server, orderNo)).status).toBe('to_pay');

    const done = await server.fetch(`${base}/3ds?lang=id`, pageForm({ otp: SANDBOX_OTP }));
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`http://localhost:5173/checkout?order_no=${orderNo}`);
    expect((await orderRow(server, orderNo)).status).toBe('to_ship');
    expect((await paymentStatus(server, token, orderNo)).json.data).toMatchObject({ status: 'paid' });
    // The page is closed now.
    expect((await server.fetch(base)).status).toBe(409);
  });

  it('fails and abandons on the sandbox page: failed, or still pending', async () => {
    const { token, memberId } = await paymentMember(server);
    const failing = await insertOrder(server, memberId);
    const failed = (await pay(server, token, { order_no: failing, method: 'gopay' })).json.data;
    const fail = await server.fetch(`${failed.next_action.url}/decide`, pageForm({ outcome: 'fail' }));
    expect(fail.status).toBe(303);
    expect((await paymentStatus(server, token, failing)).json.data.status).toBe('failed');
    expect((await orderRow(server, failing)).status).toBe('to_pay');

    const leaving = await insertOrder(server, memberId);
    const left = (await pay(server, token, { order_no: leaving, method: 'qris' })).json.data;
    const qrPage = await (await server.fetch(left.next_action.url)).text();
    expect(qrPage).toContain('Simulate scan and pay');
    expect(qrPage).toContain('<svg');
    await server.fetch(`${left.next_action.url}/decide`, pageForm({ outcome: 'abandon' }));
    expect((await paymentStatus(server, token, leaving)).json.data.status).toBe('pending');
    // A counter code's page pays at the counter.
    const counter = await insertOrder(server, memberId);
    const code = (await pay(server, token, { order_no: counter, method: 'indomaret' })).json.data;
    expect(await (await server.fetch(code.next_action.url)).text()).toContain(
      'Simulate paying at the counter',
    );
    await server.fetch(`${code.next_action.url}/decide`, pageForm({ outcome: 'pay' }));
    expect((await orderRow(server, counter)).status).toBe('to_ship');
    expect(providerRefOf(code)).toMatch(/^sbx_/);
  });
});

describe('in production', () => {
  it('has no sandbox pages', async () => {
    const production = await startTestServer({ production: true });
    try {
      expect((await production.fetch('/sandbox-pay/sbx_0123456789abcdef01234567')).status).toBe(404);
      expect(production.deps.payments).toBeInstanceOf(PaymentsDisabled);
    } finally {
      await production.close();
    }
  });

  it('without a provider answers 1104003 for online methods (nothing left pending), while COD still works', async () => {
    const { memberId } = await paymentMember(server);
    const deps = { ...server.deps, payments: new PaymentsDisabled() };
    const orderNo = await insertOrder(server, memberId);
    await expect(startPayment(deps, memberId, { order_no: orderNo, method: 'card' })).rejects.toMatchObject({
      entry: { code: errorCodes.paymentError },
    });
    expect((await paymentRows(server, orderNo)).map((row) => row.status)).toEqual(['failed']);
    const cod = await startPayment(deps, memberId, { order_no: orderNo, method: 'cod' });
    expect(cod.next_action).toEqual({ type: 'done' });
  });
});
