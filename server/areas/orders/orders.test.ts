import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orderDetailSchema,
  orderPageSchema,
  orderPreviewSchema,
  type OrderDetail,
} from '../../../contract/order';
import {
  ORDER_DAILY_LIMIT,
  ORDER_MAX_QUANTITY_PER_LINE,
  ORDER_MAX_SKU_COUNT,
  ORDER_NO_PATTERN,
} from '../../../contract/order-constants';
import { ORDER_PAY_MINUTES } from '../../../contract/payment-methods';
import {
  addresses,
  arrivalSubscriptions,
  cartItems,
  deletionRequests,
  memberMessages,
  orders,
} from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { hasUnfinishedOrders } from './orders';
import { confirmCashOnDelivery, extendPayDeadline, markOrderPaid, payableOrder } from './order-moves';
import { countRows, listingsIn, shopperHeaders } from '../../test-support/catalogue-helpers';
import {
  limitedToMember,
  orderFlows,
  plainListings,
  type Shopper,
  memberIdOf as memberIdOfShopper,
} from '../../test-support/order-helpers';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let server: TestServer;
let flows: ReturnType<typeof orderFlows>;
beforeAll(async () => {
  server = await startTestServer();
  flows = orderFlows(server);
});
afterAll(async () => {
  await server.close();
});

const plain = plainListings('ID');
// Each test takes its own SKUs, so stock checks never see another test's orders.
let next = 0;
const freshSku = () => plain[next++]!.skus[0]!.skuId;
const cheapest = () => {
  const listing = plain.filter((l) => l.skus[0]!.price < 50_000)[next++]!;
  return listing.skus[0]!;
};

const memberIdOf = (shopper: Shopper) => memberIdOfShopper(server, shopper);
const detailOf = async (shopper: Shopper, orderNo: string): Promise<OrderDetail> => {
  const { json } = await shopper.call('GET', `detail/${orderNo}`);
  expect(json.code, JSON.stringify(json)).toBe(0);
  return orderDetailSchema.parse(json.data);
};

/** Asserts a refused submit changed nothing: no order, the stock as it was. */
async function refusedSubmit(
  shopper: Shopper,
  submit: () => Promise<{ json: { code: number } }>,
  code: number,
  skuIds: string[],
) {
  const stocks = await Promise.all(skuIds.map((sku) => flows.stockOf('ID', sku)));
  const count = await countRows(server, 'orders');
  const { json } = await submit();
  expect(json.code).toBe(code);
  expect(await countRows(server, 'orders')).toBe(count);
  expect(await Promise.all(skuIds.map((sku) => flows.stockOf('ID', sku)))).toEqual(stocks);
}

describe('order/trade/preview', () => {
  it('prices from the catalogue, free first shipping in-city, the methods open to the total', async () => {
    const shopper = await flows.member('ID');
    const sku = cheapest();
    const preview = orderPreviewSchema.parse(await shopper.preview([{ sku_id: sku.skuId, quantity: 2 }]));
    expect(preview.lines).toMatchObject([
      { sku_id: sku.skuId, unit_price: sku.price, quantity: 2, line_amount: sku.price * 2, problem: null },
    ]);
    expect(preview.subtotal).toBe(sku.price * 2);
    expect(preview.product_amount - preview.discount_amount).toBe(preview.subtotal);
    expect(preview.shipping_fee).toBe(0);
    expect(preview.shipping_fee_waived_reason).toBe('first_order');
    expect(preview.total).toBe(preview.subtotal);
    expect(preview.delivery_estimate).toEqual({ ship_within_hours: 48, min_days: 1, max_days: 2 });
    expect(preview.address?.address_id).toBe(shopper.address_id);
    expect(preview.payment_methods.map((m) => m.method)).toContain('cod');
    expect(preview.payment_methods.map((m) => m.method)).toContain('gopay');
    expect(preview.can_submit).toBe(true);
  });

  it('never trusts a price in the request and marks the lines it cannot sell', async () => {
    const shopper = await flows.member('ID');
    const sku = freshSku();
    const soldOut = freshSku();
    await flows.setStock('ID', soldOut, 0);
    const { json } = await shopper.call('POST', 'preview', {
      buy_type: 'now',
      sku_list: [
        { sku_id: sku, quantity: 1, price: 1 },
        { sku_id: soldOut, quantity: 1 },
      ],
    });
    const preview = orderPreviewSchema.parse(json.data);
    expect(preview.lines[0]!.unit_price).toBe(
      plain.flatMap((l) => l.skus).find((s) => s.skuId === sku)!.price,
    );
    expect(preview.lines[1]!.problem).toBe('sold_out');
    expect(preview.can_submit).toBe(false);
  });

  it('charges the tariff after the first order, out of the threshold', async () => {
    const shopper = await flows.member('ID');
    const sku = cheapest();
    expect((await shopper.submit([{ sku_id: sku.skuId, quantity: 1 }])).json.code).toBe(0);
    const preview = await shopper.preview([{ sku_id: sku.skuId, quantity: 1 }]);
    expect(preview.shipping_fee_waived_reason).toBe(sku.price >= 150_000 ? 'threshold' : null);
    if (sku.price < 150_000) expect(preview.shipping_fee).toBeGreaterThanOrEqual(9_000);
    expect(preview.total).toBe(preview.subtotal + preview.shipping_fee);
  });

  it('needs a member (401, 1105001)', async () => {
    const { status, json } = await server.call('POST', '/api/order/trade/preview', {}, shopperHeaders('ID'));
    expect([status, json.code]).toEqual([401, 1105001]);
  });
});

describe('order/trade/submit', () => {
  it('places the order, reserves the stock and answers the deadline', async () => {
    const shopper = await flows.member('ID');
    const sku = freshSku();
    const before = await flows.stockOf('ID', sku);
    const { json } = await shopper.submit([{ sku_id: sku, quantity: 3 }], {
      customer_message: 'Tolong dibungkus rapi',
    });
    expect(json.code).toBe(0);
    expect(json.data.order_no).toMatch(ORDER_NO_PATTERN);
    expect(json.data.pay_deadline).toBe(server.clock.now().getTime() + ORDER_PAY_MINUTES * 60_000);
    expect(await flows.stockOf('ID', sku)).toBe(before - 3);
    const detail = await detailOf(shopper, json.data.order_no);
    expect(detail).toMatchObject({
      status: 'to_pay',
      closed_reason: null,
      actions: ['pay', 'cancel', 'modify_address'],
      customer_message: 'Tolong dibungkus rapi',
      server_now: server.clock.now().getTime(),
      pay_deadline: json.data.pay_deadline,
    });
    expect(detail.lines).toMatchObject([{ sku_id: sku, quantity: 3 }]);
    expect(await hasUnfinishedOrders(server.database.db, await memberIdOf(shopper))).toBe(true);
    const list = orderPageSchema.parse((await shopper.call('GET', 'list?tab=to_pay')).json.data);
    expect(list.list.map((o) => o.order_no)).toEqual([json.data.order_no]);
  });

  it('removes the bought lines from the cart when buying from it', async () => {
    const shopper = await flows.member('ID');
    const [bought, kept] = [freshSku(), freshSku()];
    for (const sku_id of [bought, kept])
      await server.call('POST', '/api/order/cart/add', { sku_id, quantity: 1 }, shopper.headers);
    const { json } = await shopper.submit([{ sku_id: bought, quantity: 1 }], { buy_type: 'cart' });
    expect(json.code).toBe(0);
    const rows = await server.database.db
      .select({ skuId: cartItems.skuId })
      .from(cartItems)
      .where(eq(cartItems.memberId, await memberIdOf(shopper)));
    expect(rows.map((r) => r.skuId)).toEqual([kept]);
  });

  it('replays the first answer for the same Idempotency-Key and refuses another body with it', async () => {
    const shopper = await flows.member('ID');
    const sku = freshSku();
    const before = await flows.stockOf('ID', sku);
    const priced = await shopper.preview([{ sku_id: sku, quantity: 1 }]);
    const body = {
      buy_type: 'now',
      sku_list: [{ sku_id: sku, quantity: 1 }],
      address_id: shopper.address_id,
      price_token: priced.price_token,
    };
    const key = { 'Idempotency-Key': 'order-key-0001' };
    // A double click: the same body twice at once, then a retry after the answer was lost.
    const [first, twin] = await Promise.all([
      shopper.call('POST', 'submit', body, key),
      shopper.call('POST', 'submit', body, key),
    ]);
    const again = await shopper.call('POST', 'submit', body, key);
    expect([first.json.code, twin.json.code].sort()).toEqual(
      first.json.code === 0 && twin.json.code === 0 ? [0, 0] : [0, 1100409],
    );
    // Either of the two may have claimed the key first: the retry replays the one that placed it.
    expect(again.json).toEqual((first.json.code === 0 ? first : twin).json);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await flows.stockOf('ID', sku)).toBe(before - 1);
    const other = await shopper.submit([{ sku_id: sku, quantity: 2 }], {}, 'order-key-0001');
    expect(other.json.code).toBe(1100422);
  });

  it('1103019 when the price changed since the preview; the next preview marks the line', async () => {
    const shopper = await flows.member('ID');
    const sku = freshSku();
    const priced = await shopper.preview([{ sku_id: sku, quantity: 1 }]);
    await server.database.db.execute(
      `update sku_offers set price = price + 100 where sku_id = '${sku}' and country_code = 'ID'`,
    );
    await refusedSubmit(
      shopper,
      () =>
        shopper.call('POST', 'submit', {
          buy_type: 'now',
          sku_list: [{ sku_id: sku, quantity: 1 }],
          address_id: shopper.address_id,
          price_token: priced.price_token,
        }),
      1103019,
      [sku],
    );
    const again = await shopper.preview([{ sku_id: sku, quantity: 1 }], { price_token: priced.price_token });
    expect(again.lines[0]).toMatchObject({
      problem: 'price_changed',
      unit_price: priced.lines[0]!.unit_price + 100,
    });
    expect(again.can_submit).toBe(true);
  });

  it('1105007 for more than the stock, 1105006-free: a sold-out SKU is also not enough stock', async () => {
    const shopper = await flows.member('ID');
    const sku = freshSku();
    await flows.setStock('ID', sku, 2);
    await refusedSubmit(shopper, () => shopper.submit([{ sku_id: sku, quantity: 3 }]), 1105007, [sku]);
    await flows.setStock('ID', sku, 0);
    await refusedSubmit(shopper, () => shopper.submit([{ sku_id: sku, quantity: 1 }]), 1105007, [sku]);
  });

  it('1103056 over the per-line maximum or max per order, 1103046 over the SKU count', async () => {
    const shopper = await flows.member('ID');
    const sku = freshSku();
    await flows.setStock('ID', sku, 500);
    await refusedSubmit(
      shopper,
      () => shopper.submit([{ sku_id: sku, quantity: ORDER_MAX_QUANTITY_PER_LINE + 1 }]),
      1103056,
      [sku],
    );
    const perOrder = listingsIn('ID').find(
      (l) =>
        l.status === 'on_shelf' &&
        l.maxPerOrder !== null &&
        l.skus[0]!.stock > l.maxPerOrder + 1 &&
        !limitedToMember('ID').has(l.productNo),
    )!;
    const limited = perOrder.skus[0]!.skuId;
    await refusedSubmit(
      shopper,
      () => shopper.submit([{ sku_id: limited, quantity: perOrder.maxPerOrder! + 1 }]),
      1103056,
      [limited],
    );

    const many = listingsIn('ID')
      .filter((l) => l.status === 'on_shelf')
      .flatMap((l) => l.skus)
      .slice(0, ORDER_MAX_SKU_COUNT + 1)
      .map((s) => ({ sku_id: s.skuId, quantity: 1 }));
    const { json } = await shopper.call('POST', 'submit', {
      buy_type: 'now',
      sku_list: many,
      address_id: shopper.address_id,
      price_token: 'x',
    });
    expect(json.code).toBe(1103046);
  });

  it("1105008 counts the member's orders of the day toward limit_per_member", async () => {
    const flash = listingsIn('ID').find(
      (l) =>
        limitedToMember('ID').has(l.productNo) &&
        l.status === 'on_shelf' &&
        l.maxPerOrder === null &&
        l.skus[0]!.stock > 10,
    )!;
    const sku = flash.skus[0]!.skuId;
    const shopper = await flows.member('ID');
    const preview = await shopper.preview([{ sku_id: sku, quantity: 1 }]);
    const limit = preview.lines[0]!.max_quantity!;
    expect((await shopper.submit([{ sku_id: sku, quantity: limit }])).json.code).toBe(0);
    await refusedSubmit(shopper, () => shopper.submit([{ sku_id: sku, quantity: 1 }]), 1105008, [sku]);
  });

  it('1103012 for an address that is not the member’s; nothing changes', async () => {
    const [shopper, other] = [await flows.member('ID'), await flows.member('ID')];
    const sku = freshSku();
    await refusedSubmit(
      shopper,
      () => shopper.submit([{ sku_id: sku, quantity: 1 }], { address_id: other.address_id }),
      1103012,
      [sku],
    );
    expect(
      (
        await shopper.call('POST', 'preview', {
          buy_type: 'now',
          sku_list: [{ sku_id: sku, quantity: 1 }],
          address_id: other.address_id,
        })
      ).json.code,
    ).toBe(1103012);
  });

  it('marks the address used by a placed order only, never by a refused one or another member’s', async () => {
    const [shopper, other] = [await flows.member('ID'), await flows.member('ID')];
    const usedAt = async (addressId: string) =>
      (
        await server.database.db
          .select({ usedAt: addresses.usedAt })
          .from(addresses)
          .where(eq(addresses.id, addressId))
      )[0]!.usedAt.getTime();
    const [mine, theirs] = [await usedAt(shopper.address_id), await usedAt(other.address_id)];
    const sku = freshSku();
    server.clock.advance(60_000);
    await flows.setStock('ID', sku, 1);
    expect((await shopper.submit([{ sku_id: sku, quantity: 2 }])).json.code).toBe(1105007);
    expect(
      (await shopper.submit([{ sku_id: sku, quantity: 1 }], { address_id: other.address_id })).json.code,
    ).toBe(1103012);
    expect([await usedAt(shopper.address_id), await usedAt(other.address_id)]).toEqual([mine, theirs]);
    expect((await shopper.submit([{ sku_id: sku, quantity: 1 }])).json.code).toBe(0);
    expect(await usedAt(shopper.address_id)).toBe(server.clock.now().getTime());
    expect(await usedAt(other.address_id)).toBe(theirs);
  });

  it('1103044 for a message longer than 200 characters', async () => {
    const shopper = await flows.member('ID');
    const sku = freshSku();
    await refusedSubmit(
      shopper,
      () => shopper.submit([{ sku_id: sku, quantity: 1 }], { customer_message: 'a'.repeat(201) }),
      1103044,
      [sku],
    );
  });

  it('1103039 while the account is being deleted', async () => {
    const shopper = await flows.member('ID');
    const now = server.clock.now();
    await server.database.db.insert(deletionRequests).values({
      memberId: await memberIdOf(shopper),
      status: 'processing',
      reason: 'privacy',
      requestedAt: now,
      dueAt: new Date(now.getTime() + 7 * 86_400_000),
    });
    const sku = freshSku();
    await refusedSubmit(shopper, () => shopper.submit([{ sku_id: sku, quantity: 1 }]), 1103039, [sku]);
  });

  it('1103035 past 10 submits a minute, 1103045 past the daily limit', async () => {
    const shopper = await flows.member('ID');
    const sku = freshSku();
    const body = {
      buy_type: 'now',
      sku_list: [{ sku_id: sku, quantity: 1 }],
      address_id: shopper.address_id,
      price_token: 'stale',
    };
    for (let i = 0; i < 10; i++) expect((await shopper.call('POST', 'submit', body)).json.code).toBe(1103019);
    expect((await shopper.call('POST', 'submit', body)).json.code).toBe(1103035);

    server.clock.advance(61_000);
    const daily = await flows.member('ID');
    await flows.setStock('ID', sku, 100);
    for (let i = 0; i < ORDER_DAILY_LIMIT; i++) {
      if (i % 10 === 9) server.clock.advance(61_000);
      expect((await daily.submit([{ sku_id: sku, quantity: 1 }])).json.code).toBe(0);
    }
    server.clock.advance(61_000);
    await refusedSubmit(daily, () => daily.submit([{ sku_id: sku, quantity: 1 }]), 1103045, [sku]);
  });
});

describe('an order belongs to its member', () => {
  it('another member reads and cancels nothing: 404 with 1103001, as for a missing order', async () => {
    const [owner, other] = [await flows.member('ID'), await flows.member('ID')];
    const { json } = await owner.submit([{ sku_id: freshSku(), quantity: 1 }]);
    const orderNo = json.data.order_no as string;
    for (const answer of [
      await other.call('GET', `detail/${orderNo}`),
      await other.call('POST', 'cancel', { order_no: orderNo, reason: 'changed_mind' }),
      await other.call('GET', 'detail/NOT-AN-ORDER'),
      await other.call('GET', `detail/${orderNo.slice(0, -1)}X`),
    ])
      expect([answer.status, answer.json.code]).toEqual([404, 1103001]);
    expect((await other.call('GET', 'list')).json.data.total).toBe(0);
    expect((await detailOf(owner, orderNo)).status).toBe('to_pay');
    expect(await payableOrder(server.database.db, { orderNo, memberId: await memberIdOf(other) })).toBeNull();
  });
});

describe('status moves', () => {
  it('cancel to_pay closes and gives the stock back; again answers 1103028', async () => {
    const shopper = await flows.member('ID');
    const sku = freshSku();
    const before = await flows.stockOf('ID', sku);
    const orderNo = (await shopper.submit([{ sku_id: sku, quantity: 2 }])).json.data.order_no;
    const { json } = await shopper.call('POST', 'cancel', { order_no: orderNo, reason: 'changed_mind' });
    expect(json.data).toMatchObject({
      status: 'transaction_closed',
      closed_reason: 'cancelled',
      refund_started: false,
      actions: ['order_again'],
    });
    expect(await flows.stockOf('ID', sku)).toBe(before);
    expect(
      (await shopper.call('POST', 'cancel', { order_no: orderNo, reason: 'changed_mind' })).json.code,
    ).toBe(1103028);
  });

  it('paid → to_ship (cancel starts a refund); shipped → to_receive (no cancel) → received', async () => {
    const shopper = await flows.member('ID');
    const sku = freshSku();
    const before = await flows.stockOf('ID', sku);
    const paid = (await shopper.submit([{ sku_id: sku, quantity: 1 }])).json.data.order_no as string;
    const pay = (orderNo: string) =>
      inTransaction(server.database.db, (tx) =>
        markOrderPaid(tx, { orderNo, method: 'gopay', paidAt: server.clock.now(), providerRef: 'sandbox-1' }),
      );
    expect(await pay(paid)).toBe('paid');
    expect(await pay(paid)).toBe('already_paid');
    expect(await pay('261121AAAAAAAAAAAA')).toBe('not_found');
    expect(await detailOf(shopper, paid)).toMatchObject({
      status: 'to_ship',
      payment_method: 'gopay',
      pay_deadline: null,
      actions: ['cancel', 'modify_address'],
    });
    const cancelled = await shopper.call('POST', 'cancel', { order_no: paid, reason: 'change_items' });
    expect(cancelled.json.data).toMatchObject({ status: 'transaction_closed', refund_started: true });
    expect(await pay(paid)).toBe('closed');
    expect(await flows.stockOf('ID', sku)).toBe(before);

    const shipped = (await shopper.submit([{ sku_id: sku, quantity: 1 }])).json.data.order_no as string;
    expect(await pay(shipped)).toBe('paid');
    const ship = await server.call('POST', '/api/dev/order/ship', { order_no: shipped });
    expect(ship.json.data.status).toBe('to_receive');
    expect(
      (await shopper.call('POST', 'cancel', { order_no: shipped, reason: 'changed_mind' })).json.code,
    ).toBe(1103028);
    const received = await shopper.call('POST', 'confirm_receipt', { order_no: shipped });
    expect(received.json.data).toMatchObject({
      status: 'transaction_complete',
      tracking_no: ship.json.data.tracking_nos[0],
      actions: ['order_again'],
    });
    expect(await hasUnfinishedOrders(server.database.db, await memberIdOf(shopper))).toBe(false);
  });
});

describe("the payment side's moves (order-moves.ts)", () => {
  it('COD goes straight to to_ship for the owner, once; a VA or counter code only ever extends the deadline', async () => {
    const [shopper, other] = [await flows.member('ID'), await flows.member('ID')];
    const orderNo = (await shopper.submit([{ sku_id: freshSku(), quantity: 1 }])).json.data
      .order_no as string;
    const db = server.database.db;
    const now = server.clock.now();
    const memberId = await memberIdOf(shopper);
    const payable = await payableOrder(db, { orderNo, memberId });
    expect(payable).toMatchObject({ orderNo, status: 'to_pay', currency: 'IDR', countryCode: 'ID' });

    const later = new Date(now.getTime() + 24 * 60 * 60_000);
    expect(await inTransaction(db, (tx) => extendPayDeadline(tx, { orderNo, until: later }))).toBe(
      'extended',
    );
    expect(await inTransaction(db, (tx) => extendPayDeadline(tx, { orderNo, until: now }))).toBe('extended');
    expect((await detailOf(shopper, orderNo)).pay_deadline).toBe(later.getTime());

    const cod = (member: string) =>
      inTransaction(db, (tx) => confirmCashOnDelivery(tx, { orderNo, memberId: member, now }));
    expect(await cod(await memberIdOf(other))).toBe('not_found');
    expect(await cod(memberId)).toBe('confirmed');
    expect(await cod(memberId)).toBe('not_allowed');
    expect(await detailOf(shopper, orderNo)).toMatchObject({
      status: 'to_ship',
      payment_method: 'cod',
      pay_deadline: null,
    });
    expect(await inTransaction(db, (tx) => extendPayDeadline(tx, { orderNo, until: later }))).toBe(
      'not_payable',
    );
    // Cancelled before shipping, a COD order has nothing to refund.
    const cancelled = await shopper.call('POST', 'cancel', { order_no: orderNo, reason: 'changed_mind' });
    expect(cancelled.json.data).toMatchObject({ status: 'transaction_closed', refund_started: false });
  });

  it('COD is refused above the country limit', async () => {
    const shopper = await flows.member('ID');
    const dear = plain.filter((l) => l.skus[0]!.price > 100_000)[0]!.skus[0]!;
    const quantity = Math.ceil(3_000_001 / dear.price);
    await flows.setStock('ID', dear.skuId, quantity + 10);
    const preview = await shopper.preview([{ sku_id: dear.skuId, quantity }]);
    expect(preview.payment_methods.map((m) => m.method)).not.toContain('cod');
    const { json } = await shopper.submit([{ sku_id: dear.skuId, quantity }]);
    expect(json.code).toBe(0);
    // Read outside the transaction: PGlite is one connection, a read beside an open transaction waits for it.
    const memberId = await memberIdOf(shopper);
    const answer = await inTransaction(server.database.db, (tx) =>
      confirmCashOnDelivery(tx, { orderNo: json.data.order_no, memberId, now: server.clock.now() }),
    );
    expect(answer).toBe('not_open');
  });
});

describe('the payment countdown', () => {
  it('closes overdue unpaid orders once, even with two runs at once, gives the stock back and tells the member', async () => {
    const shopper = await flows.member('ID');
    const sku = freshSku();
    const before = await flows.stockOf('ID', sku);
    const orderNo = (await shopper.submit([{ sku_id: sku, quantity: 1 }])).json.data.order_no as string;
    const early = await server.call('POST', '/api/dev/order/close-overdue', {
      advance_minutes: ORDER_PAY_MINUTES - 1,
    });
    expect((await detailOf(shopper, orderNo)).status).toBe('to_pay');
    expect(early.json.code).toBe(0);
    const runs = await Promise.all(
      [1, 2].map(() =>
        server.call('POST', '/api/dev/order/close-overdue', { advance_minutes: ORDER_PAY_MINUTES }),
      ),
    );
    expect(runs.map((r) => r.json.data.closed).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await detailOf(shopper, orderNo)).toMatchObject({
      status: 'transaction_closed',
      closed_reason: 'timed_out',
    });
    expect(await flows.stockOf('ID', sku)).toBe(before);
    const notices = await server.database.db
      .select()
      .from(memberMessages)
      .where(and(eq(memberMessages.memberId, await memberIdOf(shopper)), eq(memberMessages.kind, 'orders')));
    expect(notices.filter((m) => m.link === `/orderDetail/${orderNo}`)).toHaveLength(1);
    const [row] = await server.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    expect(row!.payDeadline).toBeNull();
  });
});

describe('back-in-stock notices', () => {
  it('a restock of a sold-out SKU tells every subscriber once and ends the subscriptions', async () => {
    const listing = plain[next++]!;
    const sku = listing.skus[0]!.skuId;
    await flows.setStock('ID', sku, 0);
    const [a, b] = [await flows.member('ID'), await flows.member('ID')];
    for (const shopper of [a, b]) {
      const { json } = await server.call(
        'POST',
        '/api/consumer/product/arrival_notice',
        { product_no: listing.productNo, sku_id: sku },
        shopper.headers,
      );
      expect(json.code).toBe(0);
    }
    await flows.setStock('ID', sku, 5);
    await flows.setStock('ID', sku, 0);
    await flows.setStock('ID', sku, 5);
    for (const shopper of [a, b]) {
      const memberId = await memberIdOf(shopper);
      const promos = await server.database.db
        .select()
        .from(memberMessages)
        .where(and(eq(memberMessages.memberId, memberId), eq(memberMessages.kind, 'promotions')));
      expect(promos.filter((m) => m.link === `/commodDetail?product_no=${listing.productNo}`)).toHaveLength(
        1,
      );
      const [sub] = await server.database.db
        .select()
        .from(arrivalSubscriptions)
        .where(and(eq(arrivalSubscriptions.memberId, memberId), eq(arrivalSubscriptions.skuId, sku)));
      expect(sub!.notifiedAt).not.toBeNull();
    }
  });

  it('a cancelled order releasing the last units notifies too', async () => {
    const listing = plain[next++]!;
    const sku = listing.skus[0]!.skuId;
    await flows.setStock('ID', sku, 1);
    const [buyer, waiter] = [await flows.member('ID'), await flows.member('ID')];
    const orderNo = (await buyer.submit([{ sku_id: sku, quantity: 1 }])).json.data.order_no;
    await server.call(
      'POST',
      '/api/consumer/product/arrival_notice',
      { product_no: listing.productNo, sku_id: sku },
      waiter.headers,
    );
    await buyer.call('POST', 'cancel', { order_no: orderNo, reason: 'changed_mind' });
    const promos = await server.database.db
      .select()
      .from(memberMessages)
      .where(
        and(eq(memberMessages.memberId, await memberIdOf(waiter)), eq(memberMessages.kind, 'promotions')),
      );
    expect(promos).toHaveLength(1);
  });
});

describe('the sandbox merchant tools', () => {
  it('answer 404 in production', async () => {
    const production = await startTestServer({ production: true });
    try {
      for (const path of [
        '/api/dev/member',
        '/api/dev/stock',
        '/api/dev/price',
        '/api/dev/order/ship',
        '/api/dev/order/close-overdue',
        '/api/dev/order/pay-deadline',
        '/api/dev/voucher/end',
      ])
        expect((await production.call('POST', path, {})).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
