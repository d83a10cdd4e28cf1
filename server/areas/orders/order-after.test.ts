import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orderAgainResultSchema,
  orderDetailSchema,
  orderPageSchema,
  orderStatusSummarySchema,
  type OrderDetail,
} from '../../../contract/order';
import type { OrderStatus } from '../../../contract/order-constants';
import { cartItems, memberMessages, orders } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { markOrderPaid } from './order-moves';
import { bearer, shopperHeaders } from '../../test-support/catalogue-helpers';
import {
  orderFlows,
  plainListings,
  type Shopper,
  memberIdOf as memberIdOfShopper,
} from '../../test-support/order-helpers';
import { startTestServer, type TestServer } from '../../test-support/test-server';

/**
 * After the order: the tab counts, the list by tab, every move the order chart refuses,
 * a new address before shipping, order again, the messages of each move (once), and that a member
 * reaches only their own orders. Runs on PGlite and PostgreSQL (npm run test:server).
 */

let server: TestServer;
let flows: ReturnType<typeof orderFlows>;
beforeAll(async () => {
  server = await startTestServer();
  flows = orderFlows(server);
});
afterAll(async () => {
  await server.close();
});

// The last listings of the catalogue: orders.test.ts takes them from the front.
const plain = plainListings('ID').reverse();
let next = 0;
const freshSku = () => plain[next++]!.skus[0]!.skuId;

const memberIdOf = (shopper: Shopper) => memberIdOfShopper(server, shopper);
const detailOf = async (shopper: Shopper, orderNo: string): Promise<OrderDetail> => {
  const { json } = await shopper.call('GET', `detail/${orderNo}`);
  expect(json.code, JSON.stringify(json)).toBe(0);
  return orderDetailSchema.parse(json.data);
};
const rowOf = async (orderNo: string) =>
  (await server.database.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0]!;
const messagesAbout = async (shopper: Shopper, orderNo: string) =>
  (
    await server.database.db
      .select()
      .from(memberMessages)
      .where(
        and(
          eq(memberMessages.memberId, await memberIdOf(shopper)),
          eq(memberMessages.link, `/orderDetail/${orderNo}`),
        ),
      )
  ).map((message) => message.title.en);

const pay = (orderNo: string) =>
  inTransaction(server.database.db, (tx) =>
    markOrderPaid(tx, { orderNo, method: 'gopay', paidAt: server.clock.now(), providerRef: 'sandbox-j' }),
  );
const ship = (orderNo: string) =>
  server.call('POST', '/api/dev/order/ship', { order_no: orderNo, tracking_no: 'JNE000777' });
const deliver = (orderNo: string) => server.call('POST', '/api/dev/order/deliver', { order_no: orderNo });

/** Places an order of one fresh SKU and walks it to `status`. */
async function orderIn(shopper: Shopper, status: OrderStatus): Promise<string> {
  const { json } = await shopper.submit([{ sku_id: freshSku(), quantity: 1 }]);
  expect(json.code, JSON.stringify(json)).toBe(0);
  const orderNo = json.data.order_no as string;
  if (status === 'transaction_closed')
    expect((await shopper.call('POST', 'cancel', { order_no: orderNo, reason: 'other' })).json.code).toBe(0);
  if (['to_ship', 'to_receive', 'transaction_complete'].includes(status))
    expect(await pay(orderNo)).toBe('paid');
  if (['to_receive', 'transaction_complete'].includes(status))
    expect((await ship(orderNo)).json.code).toBe(0);
  if (status === 'transaction_complete') expect((await deliver(orderNo)).json.code).toBe(0);
  return orderNo;
}

/** A second address of the member in ID: in-city (Jakarta Pusat) or out of town (Bandung). */
async function addAddress(shopper: Shopper, where: 'in_city' | 'out_of_town') {
  const regions =
    where === 'in_city'
      ? { state_code: '31', city_code: '31.71', area_code: '31.71.01', postal_code: '10110' }
      : { state_code: '32', city_code: '32.73', area_code: '32.73.02', postal_code: '40132' };
  const { json } = await server.call(
    'POST',
    '/api/member/address/add',
    {
      country_code: 'ID',
      surname: 'Dua',
      name: 'Alamat',
      phone: '0812 3456 7890',
      address_line1: 'Jl. Kedua No. 2',
      is_default: false,
      ...regions,
    },
    shopper.headers,
  );
  expect(json.code, JSON.stringify(json)).toBe(0);
  return json.data.address_id as string;
}

describe('order/trade/order-status-summary and the list by tab', () => {
  it('counts the orders in each tab; each tab lists its own, newest first', async () => {
    const shopper = await flows.member('ID');
    const empty = await shopper.call('GET', 'order-status-summary');
    expect(orderStatusSummarySchema.parse(empty.json.data)).toEqual({
      all: 0,
      to_pay: 0,
      to_ship: 0,
      to_receive: 0,
      transaction_complete: 0,
      transaction_closed: 0,
    });
    const made: Record<string, string[]> = {};
    for (const status of [
      'to_pay',
      'to_pay',
      'to_ship',
      'to_receive',
      'transaction_complete',
      'transaction_closed',
    ] as const) {
      (made[status] ??= []).push(await orderIn(shopper, status));
      server.clock.advance(1_000);
    }
    const summary = orderStatusSummarySchema.parse(
      (await shopper.call('GET', 'order-status-summary')).json.data,
    );
    expect(summary).toEqual({
      all: 6,
      to_pay: 2,
      to_ship: 1,
      to_receive: 1,
      transaction_complete: 1,
      transaction_closed: 1,
    });
    const toPay = orderPageSchema.parse((await shopper.call('GET', 'list?tab=to_pay')).json.data);
    expect(toPay.total).toBe(2);
    expect(toPay.list.map((o) => o.order_no)).toEqual([...made.to_pay!].reverse());
    const all = orderPageSchema.parse((await shopper.call('GET', 'list?tab=all&page_num=1')).json.data);
    expect(all.list[0]!.status).toBe('transaction_closed');
    expect(all.list.find((o) => o.status === 'transaction_complete')!.actions).toEqual(['order_again']);
    expect(all.list.find((o) => o.status === 'to_ship')!.actions).toEqual(['cancel', 'modify_address']);

    // Another member sees none of them.
    const other = await flows.member('ID');
    expect((await other.call('GET', 'order-status-summary')).json.data.all).toBe(0);
    expect((await other.call('GET', 'list?tab=all')).json.data.total).toBe(0);
  });

  it('needs a member (401, 1105001)', async () => {
    const { status, json } = await server.call(
      'GET',
      '/api/order/trade/order-status-summary',
      undefined,
      shopperHeaders('ID'),
    );
    expect([status, json.code]).toEqual([401, 1105001]);
  });
});

describe('every move the order chart refuses answers 1103028 and changes nothing', () => {
  type Move = (shopper: Shopper, orderNo: string, addressId: string) => Promise<{ json: { code: number } }>;
  const moves: Record<string, Move> = {
    cancel: (s, no) => s.call('POST', 'cancel', { order_no: no, reason: 'changed_mind' }),
    confirm_receipt: (s, no) => s.call('POST', 'confirm_receipt', { order_no: no }),
    modify_address: (s, no, address) =>
      s.call('POST', 'modify_address', { order_no: no, address_id: address }),
    order_again: (s, no) => s.call('POST', 'order_again', { order_no: no }),
    ship: (_, no) => ship(no),
    deliver: (_, no) => deliver(no),
  };
  // What the chart allows from each status; everything else is refused.
  const allowed: Record<OrderStatus, string[]> = {
    to_pay: ['cancel', 'modify_address'],
    to_ship: ['cancel', 'modify_address', 'ship'],
    to_receive: ['confirm_receipt', 'deliver'],
    transaction_complete: ['order_again'],
    transaction_closed: ['order_again'],
  };
  for (const status of Object.keys(allowed) as OrderStatus[])
    it(`${status}: refuses ${Object.keys(moves)
      .filter((m) => !allowed[status].includes(m))
      .join(', ')}`, async () => {
      const shopper = await flows.member('ID');
      const orderNo = await orderIn(shopper, status);
      const address = await addAddress(shopper, 'in_city');
      const before = await rowOf(orderNo);
      for (const [name, move] of Object.entries(moves)) {
        if (allowed[status].includes(name)) continue;
        expect((await move(shopper, orderNo, address)).json.code, name).toBe(1103028);
      }
      expect(await rowOf(orderNo)).toEqual(before);
      if (status === 'to_ship' || status === 'to_receive' || status === 'transaction_complete')
        expect(await pay(orderNo)).toBe('already_paid');
    });
});

describe('order/trade/modify_address', () => {
  it('moves an order not yet shipped to another address of the same fee; the fee stays', async () => {
    const shopper = await flows.member('ID');
    const orderNo = await orderIn(shopper, 'to_ship');
    const before = await detailOf(shopper, orderNo);
    const address = await addAddress(shopper, 'in_city');
    const { json } = await shopper.call('POST', 'modify_address', { order_no: orderNo, address_id: address });
    expect(json.code, JSON.stringify(json)).toBe(0);
    const after = orderDetailSchema.parse(json.data);
    expect(after.address).toMatchObject({
      address_id: address,
      city_code: '31.71',
      address_line1: 'Jl. Kedua No. 2',
    });
    expect([after.status, after.shipping_fee, after.total]).toEqual([
      before.status,
      before.shipping_fee,
      before.total,
    ]);
  });

  it('refuses another fee band (1103047), another member’s address (1103004), another member’s order (1103001)', async () => {
    const shopper = await flows.member('ID');
    const other = await flows.member('ID');
    const orderNo = await orderIn(shopper, 'to_pay');
    const before = await rowOf(orderNo);
    const farAway = await addAddress(shopper, 'out_of_town');
    const call = (who: Shopper, address: string) =>
      who.call('POST', 'modify_address', { order_no: orderNo, address_id: address });
    expect((await call(shopper, farAway)).json.code).toBe(1103047);
    expect((await call(shopper, other.address_id)).json.code).toBe(1103004);
    expect((await call(other, other.address_id)).json.code).toBe(1103001);
    expect(
      (await shopper.call('POST', 'modify_address', { order_no: orderNo, address_id: 'x' })).json.code,
    ).not.toBe(0);
    expect(await rowOf(orderNo)).toEqual(before);
  });
});

describe('order/trade/order_again', () => {
  it('puts the available lines into the cart and says which were not and why', async () => {
    const shopper = await flows.member('ID');
    const [kept, soldOut] = [freshSku(), freshSku()];
    const { json } = await shopper.submit([
      { sku_id: kept, quantity: 2 },
      { sku_id: soldOut, quantity: 1 },
    ]);
    const orderNo = json.data.order_no as string;
    await shopper.call('POST', 'cancel', { order_no: orderNo, reason: 'change_items' });
    await flows.setStock('ID', soldOut, 0);
    const again = await shopper.call('POST', 'order_again', { order_no: orderNo });
    expect(again.json.code, JSON.stringify(again.json)).toBe(0);
    const result = orderAgainResultSchema.parse(again.json.data);
    expect(result.added).toEqual([{ sku_id: kept, quantity: 2 }]);
    expect(result.skipped).toMatchObject([{ sku_id: soldOut, reason: 'sold_out' }]);
    const cart = await server.database.db
      .select({ skuId: cartItems.skuId, quantity: cartItems.quantity, selected: cartItems.selected })
      .from(cartItems)
      .where(eq(cartItems.memberId, await memberIdOf(shopper)));
    expect(cart).toEqual([{ skuId: kept, quantity: 2, selected: true }]);

    const other = await flows.member('ID');
    expect((await other.call('POST', 'order_again', { order_no: orderNo })).json.code).toBe(1103001);
    const elsewhere = await server.call(
      'POST',
      '/api/order/trade/order_again',
      { order_no: orderNo },
      shopperHeaders('MY', 'en', bearer(shopper.auth_token)),
    );
    expect(elsewhere.json.code).toBe(1103021);
  });
});

describe('messages on each move, once', () => {
  it('paid, shipped, completed; a cancelled paid order says its refund; retries tell nothing twice', async () => {
    const shopper = await flows.member('ID');
    const completed = await orderIn(shopper, 'transaction_complete');
    await pay(completed);
    await ship(completed);
    await deliver(completed);
    expect(await messagesAbout(shopper, completed)).toEqual(
      expect.arrayContaining(['Payment received', 'Order shipped', 'Order completed']),
    );
    expect(await messagesAbout(shopper, completed)).toHaveLength(3);

    const cancelled = await orderIn(shopper, 'to_ship');
    const key = { 'Idempotency-Key': crypto.randomUUID() };
    const cancel = () => shopper.call('POST', 'cancel', { order_no: cancelled, reason: 'other' }, key);
    const [first, second] = await Promise.all([cancel(), cancel()]);
    expect([first.json.code, second.json.code]).toContain(0);
    expect((await cancel()).json.code).toBe(0);
    const texts = await server.database.db
      .select()
      .from(memberMessages)
      .where(eq(memberMessages.link, `/orderDetail/${cancelled}`));
    expect(texts.map((m) => m.title.en).sort()).toEqual(['Order cancelled', 'Payment received']);
    expect(texts.find((m) => m.title.en === 'Order cancelled')!.body['zh-CN']).toContain('原路退回');
  });
});

describe('racing moves', () => {
  it('two confirmations of receipt at once: one completes, the other is refused, one message', async () => {
    const shopper = await flows.member('ID');
    const orderNo = await orderIn(shopper, 'to_receive');
    const confirm = () =>
      shopper.call(
        'POST',
        'confirm_receipt',
        { order_no: orderNo },
        { 'Idempotency-Key': crypto.randomUUID() },
      );
    const codes = (await Promise.all([confirm(), confirm()])).map((answer) => answer.json.code).sort();
    expect(codes).toEqual([0, 1103028]);
    expect(
      (await messagesAbout(shopper, orderNo)).filter((title) => title === 'Order completed'),
    ).toHaveLength(1);
  });

  it('an address change racing the shipment: either it lands before shipping or it is refused', async () => {
    const shopper = await flows.member('ID');
    const orderNo = await orderIn(shopper, 'to_ship');
    const address = await addAddress(shopper, 'in_city');
    const [changed, shipped] = await Promise.all([
      shopper.call('POST', 'modify_address', { order_no: orderNo, address_id: address }),
      ship(orderNo),
    ]);
    expect(shipped.json.code).toBe(0);
    const row = await rowOf(orderNo);
    expect(row.status).toBe('to_receive');
    if (changed.json.code === 0) expect(row.address.address_id).toBe(address);
    else expect([changed.json.code, row.address.address_id]).toEqual([1103028, shopper.address_id]);
  });
});

describe('account deletion reads real orders', () => {
  it('1101026 while an order is unfinished; allowed once it closed', async () => {
    const { hasUnfinishedOrders } = await import('./orders');
    const shopper = await flows.member('ID');
    const memberId = await memberIdOf(shopper);
    const orderNo = await orderIn(shopper, 'to_ship');
    expect(await hasUnfinishedOrders(server.database.db, memberId)).toBe(true);
    await shopper.call('POST', 'cancel', { order_no: orderNo, reason: 'other' });
    expect(await hasUnfinishedOrders(server.database.db, memberId)).toBe(false);
  });
});
