import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as errorCodes from '../../../contract/error-codes';
import { memberMessages, monitoringEvents, orders, paymentEvents, sandboxPayments } from '../../db/schema';
import { rumReport } from '../monitoring/monitoring-report';
import { logger } from '../../lib/logger';
import { closeOverdueOrders } from '../orders/orders';
import { refundPaidOrder, retryRefunds } from './payments';
import { orderFlows, plainListings } from '../../test-support/order-helpers';
import { signedHeaders, TIMESTAMP_HEADER } from './webhook-signature';
import {
  insertOrder,
  orderRow,
  pay,
  paymentMember,
  paymentRows,
  paymentStatus,
  providerRefOf,
  sandboxOf,
  submitAndPay,
} from '../../test-support/payment-helpers';
import { startTestServer, TEST_WEBHOOK_SECRET, type TestServer } from '../../test-support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const postgres = Boolean(process.env.TEST_DATABASE_URL);

/** call() sets the JSON Content-Type itself; a second one would read as "application/json, application/json". */
function notifyWith(rawBody: string, headers: Record<string, string>) {
  const { 'content-type': _type, ...rest } = headers;
  return server.call('POST', '/api/payment/notify', rawBody, rest);
}

/** A pending QRIS payment of a fresh order: its provider_ref and who owns it. */
async function pendingPayment(method = 'qris') {
  const member = await paymentMember(server);
  const orderNo = await insertOrder(server, member.memberId);
  const answer = (await pay(server, member.token, { order_no: orderNo, method })).json.data;
  return { ...member, orderNo, providerRef: providerRefOf(answer) };
}

const eventBody = (providerRef: string, overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    event_id: `evt_test_${providerRef}`,
    provider_ref: providerRef,
    status: 'paid',
    amount_minor: 150_000,
    currency: 'IDR',
    occurred_at: server.clock.now().getTime(),
    ...overrides,
  });

async function messagesOf(memberId: string) {
  return server.database.db.select().from(memberMessages).where(eq(memberMessages.memberId, memberId));
}

describe(`the payment webhook on ${postgres ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('pays the order from a correctly signed webhook', async () => {
    const { orderNo, providerRef, token } = await pendingPayment();
    const body = eventBody(providerRef);
    const { status, json } = await notifyWith(
      body,
      signedHeaders(TEST_WEBHOOK_SECRET, server.clock.now(), body),
    );
    expect(status).toBe(200);
    expect(json.data).toEqual({ received: true, duplicate: false });
    expect((await orderRow(server, orderNo)).status).toBe('to_ship');
    expect((await orderRow(server, orderNo)).paymentRef).toBe(providerRef);
    expect((await paymentStatus(server, token, orderNo)).json.data.status).toBe('paid');
  });

  it('refuses a wrong signature, a tampered body and a missing one: 1104001, nothing changed', async () => {
    const { orderNo, providerRef } = await pendingPayment();
    const body = eventBody(providerRef);
    const wrongSecret = await notifyWith(body, signedHeaders('not-the-secret', server.clock.now(), body));
    expect(wrongSecret.status).toBe(400);
    expect(wrongSecret.json.code).toBe(errorCodes.paymentInvalid);
    const signed = signedHeaders(TEST_WEBHOOK_SECRET, server.clock.now(), body);
    const tampered = await notifyWith(body.replace('150000', '1'), signed);
    expect(tampered.json.code).toBe(errorCodes.paymentInvalid);
    const unsigned = await notifyWith(body, { 'content-type': 'application/json' });
    expect(unsigned.json.code).toBe(errorCodes.paymentInvalid);
    expect((await orderRow(server, orderNo)).status).toBe('to_pay');
    expect((await paymentRows(server, orderNo))[0]!.status).toBe('pending');
    const events = await server.database.db.select().from(paymentEvents);
    expect(events.filter((event) => event.eventId === `evt_test_${providerRef}`)).toHaveLength(0);
  });

  it('refuses a webhook older than 5 minutes (a replay), even with a good signature', async () => {
    const { orderNo, providerRef } = await pendingPayment();
    const body = eventBody(providerRef);
    const old = signedHeaders(TEST_WEBHOOK_SECRET, new Date(server.clock.now().getTime() - 6 * 60_000), body);
    const { status, json } = await notifyWith(body, old);
    expect(status).toBe(400);
    expect(json.code).toBe(errorCodes.paymentInvalid);
    expect(json.msg).toContain('timestamp');
    expect((await orderRow(server, orderNo)).status).toBe('to_pay');
    // Just inside the window it is taken.
    const recent = signedHeaders(
      TEST_WEBHOOK_SECRET,
      new Date(server.clock.now().getTime() - 4 * 60_000),
      body,
    );
    expect((await notifyWith(body, recent)).status).toBe(200);
    expect(Number(recent[TIMESTAMP_HEADER])).toBeGreaterThan(0);
  });

  it('refuses a timestamp more than 5 minutes in the future too', async () => {
    const { orderNo, providerRef } = await pendingPayment();
    const body = eventBody(providerRef);
    const ahead = signedHeaders(
      TEST_WEBHOOK_SECRET,
      new Date(server.clock.now().getTime() + 6 * 60_000),
      body,
    );
    expect((await notifyWith(body, ahead)).json.code).toBe(errorCodes.paymentInvalid);
    expect((await orderRow(server, orderNo)).status).toBe('to_pay');
  });

  it('does not pay an order from a payment of another amount: it is refunded', async () => {
    const { orderNo, providerRef } = await pendingPayment();
    const body = eventBody(providerRef, { amount_minor: 1_000 });
    const { json } = await notifyWith(body, signedHeaders(TEST_WEBHOOK_SECRET, server.clock.now(), body));
    expect(json.data.duplicate).toBe(false);
    expect((await orderRow(server, orderNo)).status).toBe('to_pay');
    const refunds = sandboxOf(server).refunds.filter((refund) => refund.providerRef === providerRef);
    expect(refunds.map((refund) => refund.amountMinor)).toEqual([1_000]);
    expect((await paymentRows(server, orderNo))[0]!.status).toBe('refunded');
  });

  // Found by a security review: the currency of a signed "paid" was never compared with the order's.
  describe('a paid that does not match its order', () => {
    const errors: unknown[][] = [];
    beforeEach(() => {
      errors.length = 0;
      vi.spyOn(logger, 'error').mockImplementation(((...args: unknown[]) => {
        errors.push(args);
      }) as never);
    });
    afterEach(() => {
      vi.restoreAllMocks();
    });

    /** What the merchant is left with: the error logged, the event in the monitoring report, the payment row. */
    async function recordedFor(orderNo: string) {
      const [payment] = await paymentRows(server, orderNo);
      const mismatches = await server.database.db
        .select()
        .from(monitoringEvents)
        .where(eq(monitoringEvents.detail, payment!.id));
      return { payment: payment!, mismatches, logged: errors.map((args) => args[1]) };
    }

    it('a signed SGD paid of the same amount settles no IDR order: acknowledged, refunded, recorded for the merchant', async () => {
      const { orderNo, providerRef, memberId } = await pendingPayment();
      const body = eventBody(providerRef, { currency: 'SGD' });
      const { status, json } = await notifyWith(
        body,
        signedHeaders(TEST_WEBHOOK_SECRET, server.clock.now(), body),
      );
      // Acknowledged (a provider retries anything else, and this never gets better), not applied.
      expect([status, json.data]).toEqual([200, { received: true, duplicate: false }]);
      expect((await orderRow(server, orderNo)).status).toBe('to_pay');
      const { payment, mismatches, logged } = await recordedFor(orderNo);
      expect([payment.status, payment.receivedMinor, payment.receivedCurrency]).toEqual([
        'refunded',
        150_000,
        'SGD',
      ]);
      expect(sandboxOf(server).refunds.filter((refund) => refund.providerRef === providerRef)).toHaveLength(
        1,
      );
      expect(mismatches).toHaveLength(1);
      expect(mismatches[0]!.kind).toBe('server-error');
      expect(mismatches[0]!.name).toContain('150000 SGD');
      expect(logged).toContain('A paid did not match its order: not settled, refunded');
      expect((await rumReport(server.database.db, new Date(0))).errors.map((e) => e.message)).toContain(
        mismatches[0]!.name,
      );
      // The shopper reads the amount in the currency it came in.
      const told = (await messagesOf(memberId)).filter((message) => message.title.en === 'Payment refunded');
      expect(told.map((message) => message.body.en)).toEqual([expect.stringContaining('S$ 1,500.00')]);
      // The same webhook again changes nothing and records nothing more.
      const again = await notifyWith(body, signedHeaders(TEST_WEBHOOK_SECRET, server.clock.now(), body));
      expect(again.json.data).toEqual({ received: true, duplicate: true });
      expect((await recordedFor(orderNo)).mismatches).toHaveLength(1);
    });

    it('a paid of another amount is logged at error level and recorded the same way', async () => {
      const { orderNo, providerRef } = await pendingPayment();
      const body = eventBody(providerRef, { amount_minor: 1_000 });
      await notifyWith(body, signedHeaders(TEST_WEBHOOK_SECRET, server.clock.now(), body));
      const { payment, mismatches, logged } = await recordedFor(orderNo);
      expect([payment.status, payment.receivedMinor, payment.receivedCurrency]).toEqual([
        'refunded',
        1_000,
        'IDR',
      ]);
      expect(mismatches).toHaveLength(1);
      expect(logged).toContain('A paid did not match its order: not settled, refunded');
    });

    it('the status query checks what the provider holds, not what we asked for', async () => {
      const { orderNo, providerRef, token } = await pendingPayment('gopay');
      // The provider took the payment in another currency (a misconfigured account, say).
      await server.database.db
        .update(sandboxPayments)
        .set({ currency: 'MYR' })
        .where(eq(sandboxPayments.providerRef, providerRef));
      await sandboxOf(server).decide(providerRef, 'paid', true);
      server.clock.advance(10_000);
      expect((await paymentStatus(server, token, orderNo)).json.data.status).toBe('refunded');
      expect((await orderRow(server, orderNo)).status).toBe('to_pay');
      const { payment, mismatches } = await recordedFor(orderNo);
      expect([payment.status, payment.receivedCurrency]).toEqual(['refunded', 'MYR']);
      expect(mismatches).toHaveLength(1);
    });
  });

  it('answers 1104002 for a payment it never created', async () => {
    const body = eventBody('sbx_000000000000000000000000');
    const { status, json } = await notifyWith(
      body,
      signedHeaders(TEST_WEBHOOK_SECRET, server.clock.now(), body),
    );
    expect(status).toBe(404);
    expect(json.code).toBe(errorCodes.paymentNotFound);
  });

  it('changes nothing when the same webhook arrives twice', async () => {
    const { orderNo, providerRef } = await pendingPayment();
    const sent = await sandboxOf(server).decide(providerRef, 'paid');
    expect(sent!.httpStatus).toBe(200);
    const paidAt = (await orderRow(server, orderNo)).paidAt;
    server.clock.advance(1000);
    const again = await notifyWith(sent!.rawBody, sent!.headers);
    expect(again.json.data).toEqual({ received: true, duplicate: true });
    expect((await orderRow(server, orderNo)).paidAt).toEqual(paidAt);
    const rows = await server.database.db.select().from(paymentEvents);
    expect(rows.filter((row) => row.eventId === JSON.parse(sent!.rawBody).event_id)).toHaveLength(1);
  });

  it('finds a late webhook out itself: after 10 s pending, the status query asks the provider', async () => {
    const { orderNo, providerRef, token } = await pendingPayment('gopay');
    const held = await sandboxOf(server).decide(providerRef, 'paid', true);
    expect(held!.httpStatus).toBeNull();
    expect((await paymentStatus(server, token, orderNo)).json.data.status).toBe('pending');
    expect(sandboxOf(server).queried).not.toContain(providerRef);
    server.clock.advance(10_000);
    expect((await paymentStatus(server, token, orderNo)).json.data.status).toBe('paid');
    expect((await orderRow(server, orderNo)).status).toBe('to_ship');
    // The webhook arriving afterwards is recorded and changes nothing.
    const late = await notifyWith(
      held!.rawBody,
      signedHeaders(TEST_WEBHOOK_SECRET, server.clock.now(), held!.rawBody),
    );
    expect(late.json.data).toEqual({ received: true, duplicate: false });
    expect((await paymentRows(server, orderNo))[0]!.status).toBe('paid');
  });

  it('pays the order once when the webhook and status queries race', async () => {
    const { orderNo, providerRef, token, memberId } = await pendingPayment('gopay');
    const held = await sandboxOf(server).decide(providerRef, 'paid', true);
    server.clock.advance(10_000);
    const headers = signedHeaders(TEST_WEBHOOK_SECRET, server.clock.now(), held!.rawBody);
    const refundsBefore = sandboxOf(server).refunds.length;
    const answers = await Promise.all([
      notifyWith(held!.rawBody, headers),
      paymentStatus(server, token, orderNo),
      notifyWith(held!.rawBody, headers),
      paymentStatus(server, token, orderNo),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    // Two polls at once ask the provider once (queried_at is claimed).
    expect(sandboxOf(server).queried.filter((ref) => ref === providerRef).length).toBeLessThanOrEqual(1);
    const [order] = await server.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    expect(order!.status).toBe('to_ship');
    const rows = await paymentRows(server, orderNo);
    expect(rows.map((row) => row.status)).toEqual(['paid']);
    // Nothing refunded, nobody told a payment came back; told once that it was paid.
    expect(sandboxOf(server).refunds.length).toBe(refundsBefore);
    expect(
      (await messagesOf(memberId)).filter((message) => message.kind === 'orders').map((m) => m.title.en),
    ).toEqual(['Payment received']);
  });

  it('refunds a payment that arrives after the order closed, and tells the shopper exactly once', async () => {
    const { orderNo, providerRef, token, memberId } = await pendingPayment('gopay');
    const held = await sandboxOf(server).decide(providerRef, 'paid', true);
    // The overdue job (G's) closed the order first.
    await server.database.db
      .update(orders)
      .set({ status: 'transaction_closed', closedReason: 'timed_out', payDeadline: null })
      .where(eq(orders.orderNo, orderNo));
    const headers = signedHeaders(TEST_WEBHOOK_SECRET, server.clock.now(), held!.rawBody);
    const answers = await Promise.all([
      notifyWith(held!.rawBody, headers),
      notifyWith(held!.rawBody, headers),
    ]);
    expect(answers.map((answer) => answer.json.data.duplicate).sort()).toEqual([false, true]);
    server.clock.advance(10_000);
    const state = (await paymentStatus(server, token, orderNo)).json.data;
    expect(state.status).toBe('refunded');
    expect((await orderRow(server, orderNo)).status).toBe('transaction_closed');
    const refunds = sandboxOf(server).refunds.filter((refund) => refund.providerRef === providerRef);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amountMinor).toBe(150_000);
    const [row] = await paymentRows(server, orderNo);
    expect(row!.status).toBe('refunded');
    expect(row!.refundedAt).not.toBeNull();
    const told = (await messagesOf(memberId)).filter((message) => message.kind === 'orders');
    expect(told).toHaveLength(1);
    expect(told[0]!.title.id).toBe('Pembayaran dikembalikan');
    expect(told[0]!.link).toBe(`/orderDetail/${orderNo}`);
  });

  it('refunds the second of two payments that both paid one order', async () => {
    const member = await paymentMember(server);
    const orderNo = await insertOrder(server, member.memberId);
    const first = providerRefOf(
      (await pay(server, member.token, { order_no: orderNo, method: 'qris' })).json.data,
    );
    const second = providerRefOf(
      (await pay(server, member.token, { order_no: orderNo, method: 'gopay' })).json.data,
    );
    await sandboxOf(server).decide(second, 'paid');
    // The superseded QR is scanned anyway: the money comes back.
    await sandboxOf(server).decide(first, 'paid');
    expect((await orderRow(server, orderNo)).paymentRef).toBe(second);
    expect(sandboxOf(server).refunds.filter((refund) => refund.providerRef === first)).toHaveLength(1);
    expect((await paymentStatus(server, member.token, orderNo)).json.data.status).toBe('paid');
  });
});

describe(`refunds on ${postgres ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('refunds a paid order that was cancelled once, however often asked, and the sweep finds a forgotten one', async () => {
    const { orderNo, providerRef } = await pendingPayment('gopay');
    await sandboxOf(server).decide(providerRef, 'paid');
    // G's cancel of a paid order: to_ship → transaction_closed with refund_started.
    await server.database.db
      .update(orders)
      .set({ status: 'transaction_closed', closedReason: 'cancelled', refundStarted: true })
      .where(eq(orders.orderNo, orderNo));
    const asked = await Promise.all([
      refundPaidOrder(server.deps, orderNo),
      refundPaidOrder(server.deps, orderNo),
    ]);
    expect(asked.sort()).toEqual([false, true]);
    expect(sandboxOf(server).refunds.filter((refund) => refund.providerRef === providerRef)).toHaveLength(1);

    const forgotten = await pendingPayment('gopay');
    await sandboxOf(server).decide(forgotten.providerRef, 'paid');
    await server.database.db
      .update(orders)
      .set({ status: 'transaction_closed', closedReason: 'cancelled', refundStarted: true })
      .where(eq(orders.orderNo, forgotten.orderNo));
    await Promise.all([retryRefunds(server.deps), retryRefunds(server.deps)]);
    expect(
      sandboxOf(server).refunds.filter((refund) => refund.providerRef === forgotten.providerRef),
    ).toHaveLength(1);
    expect((await paymentRows(server, forgotten.orderNo))[0]!.status).toBe('refunded');
    expect(await retryRefunds(server.deps)).toBe(0);
  });
});

describe(`with G's orders on ${postgres ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('a real order closed by the overdue job: the late payment is refunded, the shopper told once, the stock stays released', async () => {
    const orderFlowsOf = orderFlows(server);
    const shopper = await orderFlowsOf.member('ID');
    const skuId = plainListings('ID')[0]!.skus[0]!.skuId;
    await orderFlowsOf.setStock('ID', skuId, 30);
    const submitted = await shopper.submit([{ sku_id: skuId, quantity: 2 }]);
    expect(submitted.json.code).toBe(0);
    const orderNo = submitted.json.data.order_no as string;
    expect(await orderFlowsOf.stockOf('ID', skuId)).toBe(28);

    const paying = await server.call(
      'POST',
      '/api/payment/pay',
      { order_no: orderNo, method: 'gopay' },
      shopper.headers,
    );
    const held = await sandboxOf(server).decide(providerRefOf(paying.json.data), 'paid', true);
    // Earlier tests' unpaid orders close too: only this one matters here.
    await closeOverdueOrders(server.database.db, new Date(server.clock.now().getTime() + 31 * 60_000));
    expect((await orderRow(server, orderNo)).closedReason).toBe('timed_out');
    expect(await orderFlowsOf.stockOf('ID', skuId)).toBe(30);

    const headers = signedHeaders(TEST_WEBHOOK_SECRET, server.clock.now(), held!.rawBody);
    expect((await notifyWith(held!.rawBody, headers)).json.data.duplicate).toBe(false);
    expect((await notifyWith(held!.rawBody, headers)).json.data.duplicate).toBe(true);
    expect((await orderRow(server, orderNo)).status).toBe('transaction_closed');
    expect(
      sandboxOf(server).refunds.filter((refund) => refund.providerRef === held!.providerRef),
    ).toHaveLength(1);
    const [row] = await paymentRows(server, orderNo);
    const told = await server.database.db
      .select()
      .from(memberMessages)
      .where(eq(memberMessages.memberId, row!.memberId!));
    expect(told.filter((message) => message.title.en === 'Payment refunded')).toHaveLength(1);
    expect(await orderFlowsOf.stockOf('ID', skuId)).toBe(30);
    expect(
      (await server.call('GET', `/api/payment/status/${orderNo}`, undefined, shopper.headers)).json.data
        .status,
    ).toBe('refunded');
  });
});

describe(`cancelling a paid order on ${postgres ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('refunds it through the provider once, however many cancels race', async () => {
    const orderFlowsOf = orderFlows(server);
    const shopper = await orderFlowsOf.member('ID');
    const skuId = plainListings('ID')[0]!.skus[0]!.skuId;
    await orderFlowsOf.setStock('ID', skuId, 30);
    const { orderNo, paying } = await submitAndPay(server, shopper, skuId);
    const providerRef = providerRefOf(paying.json.data);
    await sandboxOf(server).decide(providerRef, 'paid');
    expect((await orderRow(server, orderNo)).status).toBe('to_ship');

    // Three cancels at once, each its own attempt (no shared Idempotency-Key): one closes the
    // order, the others are refused (1103028), and the money goes back exactly once.
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        server.call(
          'POST',
          '/api/order/trade/cancel',
          { order_no: orderNo, reason: 'changed_mind' },
          shopper.headers,
        ),
      ),
    );
    const codes = answers.map((answer) => answer.json.code).sort();
    expect(codes).toEqual([0, errorCodes.orderStatusMismatch, errorCodes.orderStatusMismatch]);
    expect(sandboxOf(server).refunds.filter((refund) => refund.providerRef === providerRef)).toHaveLength(1);
    expect((await paymentRows(server, orderNo))[0]!.status).toBe('refunded');
    expect(await retryRefunds(server.deps)).toBe(0);
  });
});
