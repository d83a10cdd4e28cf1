import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  afterSalesDetailSchema,
  afterSalesPreviewSchema,
  type AfterSalesDetail,
} from '../../../contract/after-sales';
import { AFTER_SALES_WINDOW_DAYS, RETURN_DEADLINE_DAYS } from '../../../contract/after-sales-constants';
import { coinsEarnedFor } from '../../../contract/coin-constants';
import * as errorCodes from '../../../contract/error-codes';
import {
  afterSalesRequests,
  coinEntries,
  memberMessages,
  orders,
  refunds,
  sandboxPayouts,
} from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { moveRequest } from './after-sales-moves';
import { openRefund } from '../payments/refunds';
import { afterSalesFlows } from '../../test-support/after-sales-helpers';
import { plainListings, type Shopper } from '../../test-support/order-helpers';
import { sandboxOf } from '../../test-support/payment-helpers';
import { startTestServer, type TestServer } from '../../test-support/test-server';

/**
 * After-sales on the server: requests through the after-sales chart (every move it refuses), every
 * rule code, the refund ledger never beyond the payment (parallel refunds), isolation between
 * members. Runs on PGlite and PostgreSQL (npm run test:server). Refund cards and the crash of a
 * refund: refund-cards.test.ts and after-sales-crash.test.ts.
 */

let server: TestServer;
let flows: ReturnType<typeof afterSalesFlows>;
beforeAll(async () => {
  server = await startTestServer();
  flows = afterSalesFlows(server);
});
afterAll(async () => {
  await server.close();
});

const DAY = 24 * 60 * 60_000;
const ok = (answer: { json: { code: number } }) =>
  expect(answer.json.code, JSON.stringify(answer.json)).toBe(0);
const detail = (answer: { json: { code: number; data: unknown } }): AfterSalesDetail => {
  ok(answer);
  return afterSalesDetailSchema.parse(answer.json.data);
};
const orderStatus = async (orderNo: string) =>
  (await server.database.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0]!.status;

/** Two cheap ID items (from the front of the list: freshSku takes from its end), under the free-shipping threshold. */
const cheapSkus = () =>
  plainListings('ID')
    .map((listing) => listing.skus[0]!)
    .filter((sku) => sku.price < 30_000)
    .slice(0, 2)
    .map((sku) => sku.skuId) as [string, string];

/** A paid ID order that pays for shipping: a member's first order ships free (ADR 019), so this is their second. */
async function shippingPaidOrder(shopper: Shopper, lines: { sku_id: string; quantity: number }[]) {
  await flows.paidOrder(shopper, 'ID', [{ sku_id: flows.freshSku('ID'), quantity: 1 }]);
  const orderNo = await flows.paidOrder(shopper, 'ID', lines);
  const [order] = await server.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
  const shipping = order!.shippingFee - order!.shippingDiscount;
  expect(shipping).toBeGreaterThan(0);
  return { orderNo, shipping, total: order!.total };
}

/** A refund only of `lines` of the order, as applied (the detail answered). */
const applyRefundOnly = async (
  shopper: Shopper,
  orderNo: string,
  lines: { sku_id: string; quantity: number }[],
) =>
  detail(
    await flows.apply(shopper, { order_no: orderNo, type: 'refund_only', reason: 'changed_mind', lines }),
  );

/** The merchant agrees; the request's money side as the member then reads it. */
const agreedRefund = async (shopper: Shopper, no: string) => {
  ok(await flows.merchant(no, 'agree'));
  return detail(await flows.call(shopper, 'GET', `detail/${no}`)).refund;
};

/** The preview of a refund only of one unit of `sku`. */
const refundOnlyPreview = async (shopper: Shopper, orderNo: string, sku: string) =>
  afterSalesPreviewSchema.parse(
    (
      await flows.call(shopper, 'POST', 'preview', {
        order_no: orderNo,
        type: 'refund_only',
        lines: [{ sku_id: sku, quantity: 1 }],
      })
    ).json.data,
  );

async function completedOrder(shopper: Shopper, country: 'ID' | 'SG' | 'MY' = 'ID', quantity = 2) {
  const sku = flows.freshSku(country);
  const orderNo = await flows.paidOrder(shopper, country, [{ sku_id: sku, quantity }]);
  await flows.completeOrder(orderNo);
  return { orderNo, sku };
}

describe(`after-sales on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('refunds a to_ship order through interception; the refund lands once and the order closes', async () => {
    const shopper = await flows.member('ID');
    const sku = flows.freshSku('ID');
    const orderNo = await flows.paidOrder(shopper, 'ID', [{ sku_id: sku, quantity: 1 }]);
    const preview = await refundOnlyPreview(shopper, orderNo, sku);
    expect(preview.types).toEqual(['refund_only']);
    expect(preview.fee).toBe(0);
    expect(preview.refund_amount).toBe(preview.amount);
    // The whole order, not yet shipped: everything it took comes back, its shipping included.
    const [order] = await server.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    expect(preview.shipping_amount).toBe(order!.shippingFee - order!.shippingDiscount);
    expect(preview.amount).toBe(order!.total);
    expect(preview.destination).toEqual({ kind: 'original_payment', method: 'gopay' });

    const applied = await flows.apply(shopper, {
      order_no: orderNo,
      type: 'refund_only',
      reason: 'changed_mind',
      lines: [{ sku_id: sku, quantity: 1 }],
    });
    ok(applied);
    const request = detail(applied);
    expect([request.state, request.status, request.actions]).toEqual(['pending_review', 1, ['cancel']]);

    ok(await flows.merchant(request.after_sale_no, 'request_interception'));
    const intercepted = detail(await flows.call(shopper, 'GET', `detail/${request.after_sale_no}`));
    expect([intercepted.state, intercepted.status]).toEqual(['interception_requested', 2]);

    const before = sandboxOf(server).payouts.length;
    ok(await flows.merchant(request.after_sale_no, 'agree'));
    const done = detail(await flows.call(shopper, 'GET', `detail/${request.after_sale_no}`));
    expect([done.state, done.status, done.refund.status]).toEqual(['refund_successful', 4, 'succeeded']);
    expect(done.timeline.map((entry) => entry.state)).toEqual([
      'pending_review',
      'interception_requested',
      'refund_pending',
      'refund_successful',
    ]);
    expect(sandboxOf(server).payouts.length - before).toBe(1);
    expect(sandboxOf(server).payouts.at(-1)!.amountMinor).toBe(preview.amount);
    expect(done.refund.shipping_amount).toBe(preview.shipping_amount);
    expect(await orderStatus(orderNo)).toBe('transaction_closed');

    // A message on every move, once each.
    const messages = await server.database.db
      .select()
      .from(memberMessages)
      .where(
        and(
          eq(memberMessages.memberId, await flows.memberIdOf(shopper)),
          eq(memberMessages.link, `/afterSaleOrderDetail/${request.after_sale_no}`),
        ),
      );
    expect(messages).toHaveLength(4);
  });

  it('refunds the shipping of an order not yet shipped with its last units only, and never once it has shipped', async () => {
    const shopper = await flows.member('ID');
    const [first, second] = cheapSkus();
    const { orderNo, shipping, total } = await shippingPaidOrder(shopper, [
      { sku_id: first, quantity: 1 },
      { sku_id: second, quantity: 2 },
    ]);
    const refundOf = async (lines: { sku_id: string; quantity: number }[]) =>
      agreedRefund(shopper, (await applyRefundOnly(shopper, orderNo, lines)).after_sale_no);
    // Not every unit yet: the lines' share only.
    const part = await refundOf([
      { sku_id: first, quantity: 1 },
      { sku_id: second, quantity: 1 },
    ]);
    expect(part.shipping_amount).toBe(0);
    // The last unit takes the shipping with it: what the order took comes back whole, once.
    const rest = await refundOf([{ sku_id: second, quantity: 1 }]);
    expect(rest.shipping_amount).toBe(shipping);
    expect(part.refund_amount + rest.refund_amount).toBe(total);
    expect(await orderStatus(orderNo)).toBe('transaction_closed');

    // Shipped: the parcel's trip was made; taking every unit back refunds the goods only.
    const shippedSku = flows.freshSku('ID');
    const shipped = await flows.paidOrder(shopper, 'ID', [{ sku_id: shippedSku, quantity: 1 }]);
    await flows.completeOrder(shipped);
    const [done] = await server.database.db.select().from(orders).where(eq(orders.orderNo, shipped));
    const preview = await refundOnlyPreview(shopper, shipped, shippedSku);
    expect(preview.shipping_amount).toBe(0);
    expect(preview.amount).toBe(done!.total - (done!.shippingFee - done!.shippingDiscount));
  });

  it('decides the shipping as the refund opens: never on a request merely open, once when the last units refund; no ship while one waits', async () => {
    const shopper = await flows.member('ID');
    const [first, second] = cheapSkus();
    const { orderNo, shipping, total } = await shippingPaidOrder(shopper, [
      { sku_id: first, quantity: 1 },
      { sku_id: second, quantity: 1 },
    ]);
    const applyFor = (order: string, sku: string) =>
      applyRefundOnly(shopper, order, [{ sku_id: sku, quantity: 1 }]);
    const refundOf = (no: string) => agreedRefund(shopper, no);
    // A stays open: B taking the other units does not carry the shipping on A's account, since A
    // may yet be cancelled and its goods ship.
    const a = await applyFor(orderNo, first);
    const b = await applyFor(orderNo, second);
    expect(b.refund.shipping_amount).toBe(0);
    const bRefund = await refundOf(b.after_sale_no);
    expect(bRefund.shipping_amount).toBe(0);
    ok(await flows.call(shopper, 'POST', 'cancel', { after_sale_no: a.after_sale_no }));
    // Asked again, the last units: the shipping comes back with them, once.
    const c = await applyFor(orderNo, first);
    expect(c.refund.shipping_amount).toBe(shipping);
    const cRefund = await refundOf(c.after_sale_no);
    expect(cRefund.shipping_amount).toBe(shipping);
    expect(bRefund.refund_amount + cRefund.refund_amount).toBe(total);
    expect(await orderStatus(orderNo)).toBe('transaction_closed');

    // The order never ships while the request waits (ADR 024's addendum): its refund opens with
    // the shipping the apply showed, and the order closes.
    const later = await flows.paidOrder(shopper, 'ID', [{ sku_id: first, quantity: 1 }]);
    const [laterOrder] = await server.database.db.select().from(orders).where(eq(orders.orderNo, later));
    const waiting = await applyFor(later, first);
    expect(waiting.refund.shipping_amount).toBe(laterOrder!.shippingFee - laterOrder!.shippingDiscount);
    expect(waiting.refund.shipping_amount).toBeGreaterThan(0);
    expect((await server.call('POST', '/api/dev/order/ship', { order_no: later })).json.code).toBe(
      errorCodes.afterSalesInProgress,
    );
    const waited = await refundOf(waiting.after_sale_no);
    expect(waited.shipping_amount).toBe(waiting.refund.shipping_amount);
    expect(waited.refund_amount).toBe(laterOrder!.total);
    expect(sandboxOf(server).payouts.at(-1)!.amountMinor).toBe(waited.refund_amount);
    expect(await orderStatus(later)).toBe('transaction_closed');
  });

  it('returns and refunds a completed SG order with two pictures, the PayNow fee taken off', async () => {
    const shopper = await flows.member('SG');
    const { orderNo, sku } = await completedOrder(shopper, 'SG', 2);
    const pictures = [];
    for (const color of ['#c00', '#0c0']) {
      const uploaded = await flows.upload(shopper, await flows.picture(color));
      expect(uploaded.json.code, JSON.stringify(uploaded.json)).toBe(0);
      pictures.push(uploaded.json.data.evidence_id as string);
    }
    const preview = afterSalesPreviewSchema.parse(
      (
        await flows.call(shopper, 'POST', 'preview', {
          order_no: orderNo,
          type: 'return_refund',
          lines: [{ sku_id: sku, quantity: 1 }],
        })
      ).json.data,
    );
    expect(preview.types).toEqual(['refund_only', 'return_refund']);
    expect(preview.fee).toBe(50);
    expect(preview.refund_amount).toBe(preview.amount - 50);

    const request = detail(
      await flows.apply(shopper, {
        order_no: orderNo,
        type: 'return_refund',
        reason: 'damaged',
        description: 'Cracked lid',
        lines: [{ sku_id: sku, quantity: 1 }],
        evidence_ids: pictures,
      }),
    );
    expect(request.evidence).toHaveLength(2);
    const served = await server.fetch(request.evidence[0]!.url);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/webp']);

    ok(await flows.merchant(request.after_sale_no, 'agree'));
    const waiting = detail(await flows.call(shopper, 'GET', `detail/${request.after_sale_no}`));
    expect([waiting.state, waiting.status, waiting.actions]).toEqual([
      'awaiting_return',
      6,
      ['cancel', 'enter_logistics'],
    ]);
    expect(waiting.deadline).toBe(server.clock.now().getTime() + RETURN_DEADLINE_DAYS * DAY);
    expect(waiting.return_address?.recipient).toBe('Pasar Returns');

    // Both logistics fields are required (SPEC.md §5).
    const missing = await flows.call(shopper, 'POST', 'logistics', {
      after_sale_no: request.after_sale_no,
      courier: 'ninjavan',
    });
    expect(missing.json.code).toBe(errorCodes.logisticsRequired);
    const sent = detail(
      await flows.call(shopper, 'POST', 'logistics', {
        after_sale_no: request.after_sale_no,
        courier: 'ninjavan',
        tracking_no: 'nv12345678sg',
      }),
    );
    expect([sent.state, sent.status, sent.logistics?.tracking_no, sent.logistics?.courier_name]).toEqual([
      'returned_awaiting_merchant',
      6,
      'NV12345678SG',
      'Ninja Van',
    ]);

    ok(await flows.merchant(request.after_sale_no, 'receive_return'));
    expect(detail(await flows.call(shopper, 'GET', `detail/${request.after_sale_no}`)).status).toBe(7);
    ok(await flows.merchant(request.after_sale_no, 'inspect'));
    const refunded = detail(await flows.call(shopper, 'GET', `detail/${request.after_sale_no}`));
    expect([refunded.state, refunded.refund.refund_amount, refunded.refund.fee]).toEqual([
      'refund_successful',
      preview.amount - 50,
      50,
    ]);
    expect(sandboxOf(server).payouts.at(-1)!.amountMinor).toBe(preview.amount - 50);
    // Half the order refunded: it stays complete; the other unit may still be asked for.
    expect(await orderStatus(orderNo)).toBe('transaction_complete');
    const after = afterSalesPreviewSchema.parse(
      (await flows.call(shopper, 'POST', 'preview', { order_no: orderNo })).json.data,
    );
    expect(after.lines[0]!.refundable_quantity).toBe(1);

    const refundsPage = await flows.call(shopper, 'GET', 'refunds');
    expect(refundsPage.json.data.list[0]).toMatchObject({ after_sale_no: request.after_sale_no, status: 4 });
  });

  it('takes back the coins the order earned beyond what the goods kept earn', async () => {
    const shopper = await flows.member('ID');
    const { orderNo, sku } = await completedOrder(shopper, 'ID', 2);
    const [earned] = await server.database.db
      .select()
      .from(coinEntries)
      .where(and(eq(coinEntries.orderNo, orderNo), eq(coinEntries.kind, 'earn')));
    const request = detail(
      await flows.apply(shopper, {
        order_no: orderNo,
        type: 'refund_only',
        reason: 'missing_items',
        lines: [{ sku_id: sku, quantity: 1 }],
      }),
    );
    ok(await flows.merchant(request.after_sale_no, 'agree'));
    const done = detail(await flows.call(shopper, 'GET', `detail/${request.after_sale_no}`));
    // The order keeps the coins its kept unit earns, rounded down as every earn is (ADR 032).
    const [order] = await server.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    const kept = coinsEarnedFor(
      order!.total - order!.shippingFee - (done.refund.amount - done.refund.shipping_amount),
      'IDR',
    );
    expect(kept).toBeLessThan(earned!.amount);
    expect(done.refund.coins_clawed_back).toBe(earned!.amount - kept);
    const adjusts = await server.database.db
      .select()
      .from(coinEntries)
      .where(and(eq(coinEntries.orderNo, orderNo), eq(coinEntries.kind, 'adjust')));
    expect(adjusts.map((entry) => entry.amount)).toEqual([kept - earned!.amount]);
  });

  it('refunds the paid share after coins, and a whole refund gives the coins spent back', async () => {
    const shopper = await flows.member('ID');
    const memberId = await flows.memberIdOf(shopper);
    await server.database.db.insert(coinEntries).values({
      memberId,
      kind: 'earn',
      amount: 300,
      orderNo: `GIFT${crypto.randomUUID()}`,
      countryCode: 'ID',
      expiresAt: new Date(server.clock.now().getTime() + 100 * DAY),
      createdAt: server.clock.now(),
    });
    const sku = flows.freshSku('ID');
    const lines = [{ sku_id: sku, quantity: 1 }];
    const { orderNo, priced } = await flows.orderWithCoins(shopper, lines);
    await flows.payOrder(shopper, 'ID', orderNo);
    await flows.completeOrder(orderNo);
    const preview = afterSalesPreviewSchema.parse(
      (await flows.call(shopper, 'POST', 'preview', { order_no: orderNo, type: 'refund_only', lines })).json
        .data,
    );
    expect(preview.lines[0]!.paid_amount).toBe(priced.lines[0]!.paid_amount);
    expect(preview.amount).toBeLessThan(priced.lines[0]!.line_amount);
    const request = detail(
      await flows.apply(shopper, { order_no: orderNo, type: 'refund_only', reason: 'missing_items', lines }),
    );
    ok(await flows.merchant(request.after_sale_no, 'agree'));
    const [spend] = await server.database.db
      .select()
      .from(coinEntries)
      .where(and(eq(coinEntries.orderNo, orderNo), eq(coinEntries.kind, 'spend')));
    const back = await server.database.db
      .select()
      .from(coinEntries)
      .where(and(eq(coinEntries.orderNo, orderNo), eq(coinEntries.kind, 'adjust')));
    expect(back.map((entry) => entry.amount)).toContain(-spend!.amount);
  });

  it('lets the member cancel and apply again; a failed request offers apply again with the reason', async () => {
    const shopper = await flows.member('ID');
    const { orderNo, sku } = await completedOrder(shopper);
    const body = {
      order_no: orderNo,
      type: 'return_refund',
      reason: 'wrong_item',
      lines: [{ sku_id: sku, quantity: 1 }],
    };
    const first = detail(await flows.apply(shopper, body));
    const cancelled = detail(
      await flows.call(shopper, 'POST', 'cancel', { after_sale_no: first.after_sale_no }),
    );
    expect([cancelled.state, cancelled.status, cancelled.closed_reason, cancelled.actions]).toEqual([
      'cancelled',
      5,
      'by_member',
      ['apply_again'],
    ]);
    const again = detail(await flows.apply(shopper, body));
    ok(await flows.merchant(again.after_sale_no, 'refuse', 'evidence_insufficient'));
    const failed = detail(await flows.call(shopper, 'GET', `detail/${again.after_sale_no}`));
    expect([failed.state, failed.status, failed.closed_reason, failed.actions]).toEqual([
      'failed',
      5,
      'evidence_insufficient',
      ['apply_again'],
    ]);
  });

  it('cancels a return not sent before its deadline (the job), after which logistics is refused', async () => {
    const shopper = await flows.member('ID');
    const { orderNo, sku } = await completedOrder(shopper);
    const request = detail(
      await flows.apply(shopper, {
        order_no: orderNo,
        type: 'return_refund',
        reason: 'defective',
        lines: [{ sku_id: sku, quantity: 1 }],
      }),
    );
    ok(await flows.merchant(request.after_sale_no, 'agree'));
    const early = await server.call('POST', '/api/dev/after_sale/return-deadline', {
      advance_days: RETURN_DEADLINE_DAYS - 1,
    });
    const late = await server.call('POST', '/api/dev/after_sale/return-deadline', {
      advance_days: RETURN_DEADLINE_DAYS,
    });
    expect(early.json.data.cancelled).toBe(0);
    expect(late.json.data.cancelled).toBeGreaterThanOrEqual(1);
    const cancelled = detail(await flows.call(shopper, 'GET', `detail/${request.after_sale_no}`));
    expect([cancelled.state, cancelled.closed_reason]).toEqual(['cancelled', 'return_overdue']);
    const refused = await flows.call(shopper, 'POST', 'logistics', {
      after_sale_no: request.after_sale_no,
      courier: 'jne',
      tracking_no: 'JNE1234567',
    });
    expect(refused.json.code).toBe(errorCodes.afterSalesStatusMismatch);
  });
});

describe('every rule code', () => {
  it('1103007: a second open request on the same line; 1103064: past the maximum per order', async () => {
    const shopper = await flows.member('ID');
    const { orderNo, sku } = await completedOrder(shopper, 'ID', 3);
    const body = {
      order_no: orderNo,
      type: 'refund_only',
      reason: 'missing_items',
      lines: [{ sku_id: sku, quantity: 1 }],
    };
    const first = detail(await flows.apply(shopper, body));
    expect((await flows.apply(shopper, body)).json.code).toBe(errorCodes.afterSalesExists);
    // Two more requests, each cancelled, make three: the fourth is refused.
    await flows.call(shopper, 'POST', 'cancel', { after_sale_no: first.after_sale_no });
    for (let index = 0; index < 2; index += 1) {
      const request = detail(await flows.apply(shopper, body));
      await flows.call(shopper, 'POST', 'cancel', { after_sale_no: request.after_sale_no });
    }
    expect((await flows.apply(shopper, body)).json.code).toBe(errorCodes.afterSalesLimit);
    const preview = await flows.call(shopper, 'POST', 'preview', { order_no: orderNo });
    expect([preview.json.data.requests_left, preview.json.data.blocked_code]).toEqual([
      0,
      errorCodes.afterSalesLimit,
    ]);
  });

  it('1103042 after the window; 1103028 on an unpaid order; 1103054 a return before delivery', async () => {
    const shopper = await flows.member('ID');
    const { orderNo, sku } = await completedOrder(shopper);
    const body = {
      order_no: orderNo,
      type: 'return_refund',
      reason: 'damaged',
      lines: [{ sku_id: sku, quantity: 1 }],
    };
    server.clock.advance(AFTER_SALES_WINDOW_DAYS * DAY + 60_000);
    try {
      expect((await flows.apply(shopper, body)).json.code).toBe(errorCodes.afterSalesWindowExceeded);
    } finally {
      server.clock.advance(-(AFTER_SALES_WINDOW_DAYS * DAY + 60_000));
    }
    const unpaidSku = flows.freshSku('ID');
    const unpaid = (await shopper.submit([{ sku_id: unpaidSku, quantity: 1 }])).json.data.order_no as string;
    expect(
      (
        await flows.apply(shopper, {
          ...body,
          order_no: unpaid,
          type: 'refund_only',
          reason: 'changed_mind',
          lines: [{ sku_id: unpaidSku, quantity: 1 }],
        })
      ).json.code,
    ).toBe(errorCodes.orderStatusMismatch);
    const toShipSku = flows.freshSku('ID');
    const toShip = await flows.paidOrder(shopper, 'ID', [{ sku_id: toShipSku, quantity: 1 }]);
    expect(
      (await flows.apply(shopper, { ...body, order_no: toShip, lines: [{ sku_id: toShipSku, quantity: 1 }] }))
        .json.code,
    ).toBe(errorCodes.afterSalesNotEligible);
  });

  it('1103031 a reason of the other type, 1103032 too many units, 1103003 a line not in the order, 1103043 too many pictures', async () => {
    const shopper = await flows.member('ID');
    const { orderNo, sku } = await completedOrder(shopper, 'ID', 2);
    const body = {
      order_no: orderNo,
      type: 'refund_only',
      reason: 'missing_items',
      lines: [{ sku_id: sku, quantity: 1 }],
    };
    expect((await flows.apply(shopper, { ...body, reason: 'damaged' })).json.code).toBe(
      errorCodes.afterSalesReasonRequired,
    );
    expect((await flows.apply(shopper, { ...body, lines: [{ sku_id: sku, quantity: 3 }] })).json.code).toBe(
      errorCodes.afterSalesQuantityInvalid,
    );
    expect(
      (await flows.apply(shopper, { ...body, lines: [{ sku_id: flows.freshSku('ID'), quantity: 1 }] })).json
        .code,
    ).toBe(errorCodes.orderItemNotFound);
    const ids = Array.from({ length: 7 }, () => crypto.randomUUID());
    expect((await flows.apply(shopper, { ...body, evidence_ids: ids })).json.code).toBe(
      errorCodes.evidenceTooMany,
    );
    // No reason at all: the schema (1101020), nothing stored.
    expect((await flows.apply(shopper, { ...body, reason: undefined })).json.code).toBe(
      errorCodes.invalidParameter,
    );
    const rows = await server.database.db
      .select()
      .from(afterSalesRequests)
      .where(eq(afterSalesRequests.orderNo, orderNo));
    expect(rows).toHaveLength(0);
  });

  it('1103037: a COD order without a refund card or e-wallet', async () => {
    const shopper = await flows.member('ID');
    const sku = flows.freshSku('ID');
    const orderNo = await flows.paidOrder(shopper, 'ID', [{ sku_id: sku, quantity: 1 }], true);
    await flows.completeOrder(orderNo);
    const answer = await flows.apply(shopper, {
      order_no: orderNo,
      type: 'refund_only',
      reason: 'missing_items',
      lines: [{ sku_id: sku, quantity: 1 }],
    });
    expect(answer.json.code).toBe(errorCodes.refundCardInvalid);
  });
});

describe('every move the chart refuses', () => {
  // Drive one request to each state, then try every merchant move and member move there.
  const MERCHANT_MOVES = ['agree', 'request_interception', 'refuse', 'receive_return', 'inspect'] as const;
  const allowed: Record<string, readonly string[]> = {
    pending_review: ['agree', 'refuse', 'cancel'],
    awaiting_return: ['cancel', 'logistics'],
    returned_awaiting_merchant: ['refuse', 'receive_return'],
    pending_inspection: ['refuse', 'inspect'],
    refund_successful: [],
    failed: [],
    cancelled: [],
  };
  const path: Record<string, [string, string?][]> = {
    pending_review: [],
    awaiting_return: [['agree']],
    returned_awaiting_merchant: [['agree'], ['logistics']],
    pending_inspection: [['agree'], ['logistics'], ['receive_return']],
    refund_successful: [['agree'], ['logistics'], ['receive_return'], ['inspect']],
    failed: [['refuse', 'item_used']],
    cancelled: [['cancel']],
  };

  for (const state of Object.keys(allowed))
    it(`return_refund in ${state}: refuses every other move (1103034; cancel 1103040)`, async () => {
      const shopper = await flows.member('ID');
      const { orderNo, sku } = await completedOrder(shopper, 'ID', 1);
      const request = detail(
        await flows.apply(shopper, {
          order_no: orderNo,
          type: 'return_refund',
          reason: 'damaged',
          lines: [{ sku_id: sku, quantity: 1 }],
        }),
      );
      const no = request.after_sale_no;
      const member = {
        cancel: () => flows.call(shopper, 'POST', 'cancel', { after_sale_no: no }),
        logistics: () =>
          flows.call(shopper, 'POST', 'logistics', {
            after_sale_no: no,
            courier: 'jne',
            tracking_no: 'JNE0000001',
          }),
      };
      for (const [move, reason] of path[state]!)
        ok(
          move in member
            ? await member[move as keyof typeof member]()
            : await flows.merchant(no, move, reason),
        );
      expect(detail(await flows.call(shopper, 'GET', `detail/${no}`)).state).toBe(state);
      for (const move of MERCHANT_MOVES.filter((m) => !allowed[state]!.includes(m)))
        expect((await flows.merchant(no, move)).json.code, `${state} ${move}`).toBe(
          errorCodes.afterSalesStatusMismatch,
        );
      if (!allowed[state]!.includes('cancel'))
        expect((await member.cancel()).json.code, `${state} cancel`).toBe(errorCodes.afterSalesCannotCancel);
      if (!allowed[state]!.includes('logistics'))
        expect((await member.logistics()).json.code, `${state} logistics`).toBe(
          errorCodes.afterSalesStatusMismatch,
        );
      expect(detail(await flows.call(shopper, 'GET', `detail/${no}`)).state).toBe(state);
    });

  it('refund only: a request never waits for a return, and interception is not offered to a return', async () => {
    const shopper = await flows.member('ID');
    const { orderNo, sku } = await completedOrder(shopper, 'ID', 2);
    const refundOnly = detail(
      await flows.apply(shopper, {
        order_no: orderNo,
        type: 'refund_only',
        reason: 'missing_items',
        lines: [{ sku_id: sku, quantity: 1 }],
      }),
    );
    expect(
      (
        await flows.call(shopper, 'POST', 'logistics', {
          after_sale_no: refundOnly.after_sale_no,
          courier: 'jne',
          tracking_no: 'JNE0000002',
        })
      ).json.code,
    ).toBe(errorCodes.afterSalesStatusMismatch);
    await flows.call(shopper, 'POST', 'cancel', { after_sale_no: refundOnly.after_sale_no });
    const ret = detail(
      await flows.apply(shopper, {
        order_no: orderNo,
        type: 'return_refund',
        reason: 'damaged',
        lines: [{ sku_id: sku, quantity: 1 }],
      }),
    );
    expect((await flows.merchant(ret.after_sale_no, 'request_interception')).json.code).toBe(
      errorCodes.afterSalesStatusMismatch,
    );
  });
});

describe('isolation', () => {
  it('a move from a sender the chart does not give that event to changes nothing (a member never agrees)', async () => {
    const shopper = await flows.member('ID');
    const sku = flows.freshSku('ID');
    const orderNo = await flows.paidOrder(shopper, 'ID', [{ sku_id: sku, quantity: 1 }]);
    const applied = detail(
      await flows.apply(shopper, {
        order_no: orderNo,
        type: 'refund_only',
        reason: 'changed_mind',
        lines: [{ sku_id: sku, quantity: 1 }],
      }),
    );
    const memberId = await flows.memberIdOf(shopper);
    const attempt = (
      event: 'AGREE' | 'REFUND_SUCCEEDED' | 'CANCEL',
      actor: 'member' | 'merchant',
      owner?: string,
    ) =>
      inTransaction(server.database.db, (tx) =>
        moveRequest(tx, applied.after_sale_no, event, server.clock.now(), {
          actor,
          ...(owner ? { memberId: owner } : {}),
        }),
      );
    await expect(attempt('AGREE', 'member', memberId)).rejects.toThrow(/member may not send AGREE/);
    await expect(attempt('REFUND_SUCCEEDED', 'merchant')).rejects.toThrow(
      /merchant may not send REFUND_SUCCEEDED/,
    );
    await expect(attempt('CANCEL', 'member')).rejects.toThrow(/names its member/);
    const [row] = await server.database.db
      .select()
      .from(afterSalesRequests)
      .where(eq(afterSalesRequests.no, applied.after_sale_no));
    expect(row!.state).toBe('pending_review');
    expect(
      await server.database.db.select().from(refunds).where(eq(refunds.requestNo, applied.after_sale_no)),
    ).toEqual([]);
  });

  it("a member never sees or moves another member's request, order or pictures", async () => {
    const owner = await flows.member('ID');
    const other = await flows.member('ID');
    const { orderNo, sku } = await completedOrder(owner);
    const picture = (await flows.upload(owner, await flows.picture('#00c'))).json.data.evidence_id as string;
    const request = detail(
      await flows.apply(owner, {
        order_no: orderNo,
        type: 'refund_only',
        reason: 'missing_items',
        lines: [{ sku_id: sku, quantity: 1 }],
      }),
    );
    expect((await flows.call(other, 'GET', `detail/${request.after_sale_no}`)).json.code).toBe(
      errorCodes.afterSalesNotFound,
    );
    expect(
      (await flows.call(other, 'POST', 'cancel', { after_sale_no: request.after_sale_no })).json.code,
    ).toBe(errorCodes.afterSalesNotFound);
    expect(
      (
        await flows.call(other, 'POST', 'logistics', {
          after_sale_no: request.after_sale_no,
          courier: 'jne',
          tracking_no: 'JNE0000003',
        })
      ).json.code,
    ).toBe(errorCodes.afterSalesNotFound);
    expect((await flows.call(other, 'POST', 'preview', { order_no: orderNo })).json.code).toBe(
      errorCodes.orderNotFound,
    );
    expect(
      (
        await flows.apply(other, {
          order_no: orderNo,
          type: 'refund_only',
          reason: 'missing_items',
          lines: [{ sku_id: sku, quantity: 1 }],
        })
      ).json.code,
    ).toBe(errorCodes.orderNotFound);
    expect((await flows.call(other, 'GET', 'list')).json.data.total).toBe(0);
    expect((await flows.call(other, 'GET', 'refunds')).json.data.total).toBe(0);
    // The other member's own order cannot carry the owner's picture.
    const own = await completedOrder(other);
    const stolen = await flows.apply(other, {
      order_no: own.orderNo,
      type: 'refund_only',
      reason: 'missing_items',
      lines: [{ sku_id: own.sku, quantity: 1 }],
      evidence_ids: [picture],
    });
    expect(stolen.json.code).toBe(errorCodes.evidenceTooMany);
    expect(detail(await flows.call(owner, 'GET', `detail/${request.after_sale_no}`)).state).toBe(
      'pending_review',
    );
  });
});

describe('races', () => {
  it('two applies on one line at once: exactly one request', async () => {
    const shopper = await flows.member('ID');
    const { orderNo, sku } = await completedOrder(shopper);
    const body = {
      order_no: orderNo,
      type: 'refund_only',
      reason: 'missing_items',
      lines: [{ sku_id: sku, quantity: 1 }],
    };
    const answers = await Promise.all([
      flows.apply(shopper, body),
      flows.apply(shopper, body),
      flows.apply(shopper, body),
    ]);
    const codes = answers.map((answer) => answer.json.code).sort();
    expect(codes.filter((code) => code === 0)).toHaveLength(1);
    for (const code of codes.filter((code) => code !== 0))
      expect([errorCodes.afterSalesExists, errorCodes.afterSalesInProgress]).toContain(code);
    expect(
      await server.database.db
        .select()
        .from(afterSalesRequests)
        .where(eq(afterSalesRequests.orderNo, orderNo)),
    ).toHaveLength(1);
  });

  it('parallel refunds of one payment never exceed what it took', async () => {
    const shopper = await flows.member('ID');
    const skus = [flows.freshSku('ID'), flows.freshSku('ID')];
    const orderNo = await flows.paidOrder(
      shopper,
      'ID',
      skus.map((sku) => ({ sku_id: sku, quantity: 1 })),
    );
    await flows.completeOrder(orderNo);
    // Two requests (one line each), then ask the ledger for more than half each, at once.
    const nos: string[] = [];
    for (const sku of skus)
      nos.push(
        detail(
          await flows.apply(shopper, {
            order_no: orderNo,
            type: 'refund_only',
            reason: 'missing_items',
            lines: [{ sku_id: sku, quantity: 1 }],
          }),
        ).after_sale_no,
      );
    const [order] = await server.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    const tooMuch = Math.ceil(order!.total * 0.6);
    const outcomes = await Promise.allSettled(
      nos.map((no) =>
        inTransaction(server.database.db, (tx) =>
          openRefund(
            tx,
            {
              requestNo: no,
              orderNo,
              amount: tooMuch,
              currency: 'IDR',
              destination: { kind: 'original_payment', method: 'gopay' },
              targetToken: null,
              provider: 'sandbox',
            },
            server.clock.now(),
          ),
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const rejected = outcomes.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult;
    expect(rejected.reason.entry.code).toBe(errorCodes.afterSalesAmountExceeded);
    const rows = await server.database.db.select().from(refunds).where(eq(refunds.requestNo, nos[0]!));
    const rows2 = await server.database.db.select().from(refunds).where(eq(refunds.requestNo, nos[1]!));
    expect(rows.length + rows2.length).toBe(1);
  });

  it('a refund asked twice pays once (the sandbox answers the first payout for the same key)', async () => {
    const payoutsBefore = (await server.database.db.select().from(sandboxPayouts)).length;
    const first = await server.deps.payments.createRefund({
      refundId: 'key-twice',
      paymentRef: 'sbx_x',
      amountMinor: 100,
      currency: 'IDR',
      target: { kind: 'original' },
      reason: 'test',
    });
    const second = await server.deps.payments.createRefund({
      refundId: 'key-twice',
      paymentRef: 'sbx_x',
      amountMinor: 100,
      currency: 'IDR',
      target: { kind: 'original' },
      reason: 'test',
    });
    expect(second).toEqual(first);
    expect((await server.database.db.select().from(sandboxPayouts)).length).toBe(payoutsBefore + 1);
  });
});

// Found by the attacker's review of wave 8: a cancel after a partial refund paid the refunded
// line again, and coins were earned on money already refunded.
describe(`after-sales beside the order's own moves on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  const cancel = (shopper: Shopper, orderNo: string) =>
    server.call(
      'POST',
      '/api/order/trade/cancel',
      { order_no: orderNo, reason: 'changed_mind' },
      shopper.headers,
    );

  it('an order with a refunded line is not cancelled (1103038): nothing is paid twice', async () => {
    const shopper = await flows.member('ID');
    const sku = flows.freshSku('ID');
    const orderNo = await flows.paidOrder(shopper, 'ID', [{ sku_id: sku, quantity: 2 }]);
    const request = detail(
      await flows.apply(shopper, {
        order_no: orderNo,
        type: 'refund_only',
        reason: 'changed_mind',
        lines: [{ sku_id: sku, quantity: 1 }],
      }),
    );
    ok(await flows.merchant(request.after_sale_no, 'request_interception'));
    ok(await flows.merchant(request.after_sale_no, 'agree'));
    expect(await orderStatus(orderNo)).toBe('to_ship');
    // The order no longer offers the cancel the server would refuse, on its detail or in the list.
    const shown = await server.call('GET', `/api/order/trade/detail/${orderNo}`, undefined, shopper.headers);
    expect(shown.json.data.actions).not.toContain('cancel');
    const listed = await server.call(
      'GET',
      '/api/order/trade/list?tab=to_ship&page_num=1',
      undefined,
      shopper.headers,
    );
    expect(
      (listed.json.data.list as { order_no: string; actions: string[] }[]).find(
        (o) => o.order_no === orderNo,
      )!.actions,
    ).not.toContain('cancel');
    const payouts = (await server.database.db.select().from(sandboxPayouts)).length;
    const refundsBefore = sandboxOf(server).payouts.length;

    expect((await cancel(shopper, orderNo)).json.code).toBe(errorCodes.afterSalesInProgress);
    expect(await orderStatus(orderNo)).toBe('to_ship');
    expect((await server.database.db.select().from(sandboxPayouts)).length).toBe(payouts);
    expect(sandboxOf(server).payouts.length).toBe(refundsBefore);
  });

  it('a cancelled request does not hold the order: it can be cancelled then', async () => {
    const shopper = await flows.member('ID');
    const sku = flows.freshSku('ID');
    const orderNo = await flows.paidOrder(shopper, 'ID', [{ sku_id: sku, quantity: 1 }]);
    const request = detail(
      await flows.apply(shopper, {
        order_no: orderNo,
        type: 'refund_only',
        reason: 'changed_mind',
        lines: [{ sku_id: sku, quantity: 1 }],
      }),
    );
    const held = await server.call('GET', `/api/order/trade/detail/${orderNo}`, undefined, shopper.headers);
    expect(held.json.data.actions).not.toContain('cancel');
    ok(await flows.call(shopper, 'POST', 'cancel', { after_sale_no: request.after_sale_no }));
    const free = await server.call('GET', `/api/order/trade/detail/${orderNo}`, undefined, shopper.headers);
    expect(free.json.data.actions).toContain('cancel');
    ok(await cancel(shopper, orderNo));
    expect(await orderStatus(orderNo)).toBe('transaction_closed');
  });

  it('coins are earned on what was kept: a unit refunded before completion earns nothing', async () => {
    const shopper = await flows.member('ID');
    const sku = flows.freshSku('ID');
    const orderNo = await flows.paidOrder(shopper, 'ID', [{ sku_id: sku, quantity: 2 }]);
    ok(await server.call('POST', '/api/dev/order/ship', { order_no: orderNo }));
    const request = detail(
      await flows.apply(shopper, {
        order_no: orderNo,
        type: 'refund_only',
        reason: 'changed_mind',
        lines: [{ sku_id: sku, quantity: 1 }],
      }),
    );
    ok(await flows.merchant(request.after_sale_no, 'agree'));
    const [refund] = await server.database.db
      .select()
      .from(refunds)
      .where(eq(refunds.requestNo, request.after_sale_no));
    expect(refund!.status).toBe('succeeded');
    ok(await server.call('POST', '/api/order/trade/confirm_receipt', { order_no: orderNo }, shopper.headers));
    const [order] = await server.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    const [earned] = await server.database.db
      .select()
      .from(coinEntries)
      .where(and(eq(coinEntries.orderNo, orderNo), eq(coinEntries.kind, 'earn')));
    const kept = order!.total - order!.shippingFee - refund!.amount;
    expect(kept).toBeLessThan(order!.total - order!.shippingFee);
    expect(earned?.amount ?? 0).toBe(coinsEarnedFor(kept, 'IDR'));
  });
});
