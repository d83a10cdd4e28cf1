import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderPackagesSchema, packageTrackingSchema } from '../../../contract/tracking';
import { AUTO_RECEIPT_DAYS } from '../../../contract/tracking-constants';
import { memberMessages, orders } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { markOrderPaid } from './order-moves';
import { completeDeliveredOrders, publishDueTrackingEvents, recordCourierEvents } from './shipments';
import { SandboxCourier } from './sandbox-courier';
import {
  plainListings,
  orderFlows,
  type Shopper,
  memberIdOf as memberIdOfShopper,
} from '../../test-support/order-helpers';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { DAY_MS } from '../../../contract/durations';

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
let next = 0;
const freshSku = () => plain[next++]!.skus[0]!.skuId;

const memberIdOf = (shopper: Shopper) => memberIdOfShopper(server, shopper);

/** A paid order of `skus`, shipped through the sandbox courier (in `packages`, if given). */
async function shippedOrder(shopper: Shopper, skus: string[], packages?: string[][]) {
  const placed = await shopper.submit(skus.map((sku_id) => ({ sku_id, quantity: 1 })));
  const orderNo = placed.json.data.order_no as string;
  await inTransaction(server.database.db, (tx) =>
    markOrderPaid(tx, {
      orderNo,
      method: 'gopay',
      paidAt: server.clock.now(),
      providerRef: `ref-${orderNo}`,
    }),
  );
  const ship = await server.call('POST', '/api/dev/order/ship', { order_no: orderNo, packages });
  expect(ship.json.code, JSON.stringify(ship.json)).toBe(0);
  expect(ship.json.data.status).toBe('to_receive');
  return { orderNo, trackingNos: ship.json.data.tracking_nos as string[] };
}

const logistics = (shopper: Shopper, path: string) =>
  server.call('GET', `/api/order/logistics/${path}`, undefined, shopper.headers);

const messagesTitled = async (shopper: Shopper, title: string) =>
  (
    await server.database.db
      .select({ title: memberMessages.title, link: memberMessages.link })
      .from(memberMessages)
      .where(eq(memberMessages.memberId, await memberIdOf(shopper)))
  ).filter((row) => row.title.en === title);

describe('shipments and tracking', () => {
  it('a member sees only their own packages and timelines; another member is told 1103001', async () => {
    const [owner, other] = [await flows.member('ID'), await flows.member('ID')];
    const { orderNo, trackingNos } = await shippedOrder(owner, [freshSku()]);
    const packages = orderPackagesSchema.parse((await logistics(owner, `packages/${orderNo}`)).json.data);
    expect(packages.packages).toHaveLength(1);
    expect(packages.packages[0]).toMatchObject({
      package_index: 1,
      courier: 'sandbox',
      tracking_no: trackingNos[0],
      latest_event: null,
      delivered_at: null,
    });
    const tracked = packageTrackingSchema.parse(
      (await logistics(owner, `track/${trackingNos[0]}`)).json.data,
    );
    expect(tracked).toMatchObject({ order_no: orderNo, events: [], package_count: 1 });

    expect((await logistics(other, `packages/${orderNo}`)).json.code).toBe(1103001);
    expect((await logistics(other, `track/${trackingNos[0]}`)).json.code).toBe(1103001);
    expect((await logistics(other, 'track/PXID000000000000')).json.code).toBe(1103001);
    expect((await server.call('GET', `/api/order/logistics/packages/${orderNo}`)).status).toBe(401);
  });

  it('two publishing jobs at once publish every event once and tell the member once', async () => {
    const shopper = await flows.member('ID');
    const { orderNo, trackingNos } = await shippedOrder(shopper, [freshSku()]);
    const db = server.database.db;
    // Past the longest out-of-town delivery: every planned event is due.
    const later = new Date(server.clock.now().getTime() + 8 * DAY_MS);
    const [first, second] = await Promise.all([
      publishDueTrackingEvents(db, later),
      publishDueTrackingEvents(db, later),
    ]);
    expect(first + second).toBeGreaterThanOrEqual(5);
    expect(await publishDueTrackingEvents(db, later)).toBe(0);
    const tracked = packageTrackingSchema.parse(
      (await logistics(shopper, `track/${trackingNos[0]}`)).json.data,
    );
    expect(tracked.events.map((event) => event.code)).toEqual([
      'delivered',
      'out_for_delivery',
      'in_transit',
      'at_sorting_centre',
      'picked_up',
    ]);
    expect(tracked.delivered_at).toBe(tracked.events[0]!.occurred_at);
    expect(await messagesTitled(shopper, 'Out for delivery')).toEqual([
      expect.objectContaining({ link: `/orderDetail/${orderNo}` }),
    ]);
    expect(await messagesTitled(shopper, 'Package delivered')).toHaveLength(1);
    const [order] = await db.select().from(orders).where(eq(orders.orderNo, orderNo));
    // Delivered is recorded; the order waits for the shopper (or the automatic receipt).
    expect(order).toMatchObject({ status: 'to_receive', deliveredAt: new Date(tracked.delivered_at!) });
    const packages = orderPackagesSchema.parse((await logistics(shopper, `packages/${orderNo}`)).json.data);
    expect(packages.auto_receipt_at).toBe(tracked.delivered_at! + AUTO_RECEIPT_DAYS * DAY_MS);
  });

  it('the dev tool advances a package one event at a time; split packages deliver the order when both have', async () => {
    const shopper = await flows.member('ID');
    const [a, b] = [freshSku(), freshSku()];
    const { orderNo, trackingNos } = await shippedOrder(shopper, [a, b], [[a], [b]]);
    expect(trackingNos).toHaveLength(2);
    const advance = (tracking_no: string) =>
      server.call('POST', '/api/dev/shipment/advance', { tracking_no });
    expect((await advance(trackingNos[0]!)).json.data.published).toBe('picked_up');
    const latest = orderPackagesSchema.parse((await logistics(shopper, `packages/${orderNo}`)).json.data);
    expect(latest.packages.map((item) => item.latest_event?.code ?? null)).toEqual(['picked_up', null]);
    expect(latest.packages.map((item) => item.lines.map((line) => line.sku_id))).toEqual([[a], [b]]);
    for (const code of ['at_sorting_centre', 'in_transit', 'out_for_delivery', 'delivered'])
      expect((await advance(trackingNos[0]!)).json.data.published).toBe(code);
    expect((await advance(trackingNos[0]!)).json.data.published).toBeNull();
    const [half] = await server.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    expect(half!.deliveredAt).toBeNull();
    for (let n = 0; n < 5; n++) await advance(trackingNos[1]!);
    const [whole] = await server.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    expect(whole!.deliveredAt).not.toBeNull();
    // A split that leaves a SKU out (or names one twice) ships nothing.
    const other = await flows.member('ID');
    const [c, d] = [freshSku(), freshSku()];
    const placed = (await other.submit([c, d].map((sku_id) => ({ sku_id, quantity: 1 })))).json.data
      .order_no as string;
    await inTransaction(server.database.db, (tx) =>
      markOrderPaid(tx, {
        orderNo: placed,
        method: 'gopay',
        paidAt: server.clock.now(),
        providerRef: 'r-split',
      }),
    );
    for (const packages of [[[c]], [[c], [c, d]]]) {
      const refused = await server.call('POST', '/api/dev/order/ship', { order_no: placed, packages });
      expect(refused.json.code).toBe(1101020);
    }
    const [still] = await server.database.db.select().from(orders).where(eq(orders.orderNo, placed));
    expect(still!.status).toBe('to_ship');
  });

  it('the automatic receipt completes a delivered order once, with two jobs at once, after the period only', async () => {
    const shopper = await flows.member('ID');
    const { orderNo, trackingNos } = await shippedOrder(shopper, [freshSku()]);
    for (let n = 0; n < 5; n++)
      await server.call('POST', '/api/dev/shipment/advance', { tracking_no: trackingNos[0] });
    const db = server.database.db;
    const [delivered] = await db.select().from(orders).where(eq(orders.orderNo, orderNo));
    const due = delivered!.deliveredAt!.getTime() + AUTO_RECEIPT_DAYS * DAY_MS;
    expect(await completeDeliveredOrders(db, new Date(due - 60_000))).toBe(0);
    const ours = async () => (await db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0]!;
    expect((await ours()).status).toBe('to_receive');
    const [first, second] = await Promise.all([
      completeDeliveredOrders(db, new Date(due)),
      completeDeliveredOrders(db, new Date(due)),
    ]);
    expect(first + second).toBeGreaterThanOrEqual(1);
    expect(await ours()).toMatchObject({ status: 'transaction_complete', receivedAt: new Date(due) });
    expect(await messagesTitled(shopper, 'Order completed')).toHaveLength(1);
    // The shopper's own confirm now finds it complete (the chart refuses a second receipt).
    const confirm = await shopper.call('POST', 'confirm_receipt', { order_no: orderNo });
    expect(confirm.json.code).toBe(1103028);
    expect(await completeDeliveredOrders(db, new Date(due + DAY_MS))).toBe(0);
  });

  it('a confirmed order is never completed again by the job; events stay unpublished until due', async () => {
    const shopper = await flows.member('ID');
    const { orderNo, trackingNos } = await shippedOrder(shopper, [freshSku()]);
    const db = server.database.db;
    await publishDueTrackingEvents(db, server.clock.now());
    const shown = packageTrackingSchema.parse(
      (await logistics(shopper, `track/${trackingNos[0]}`)).json.data,
    );
    expect(shown.events).toEqual([]);
    for (let n = 0; n < 5; n++)
      await server.call('POST', '/api/dev/shipment/advance', { tracking_no: trackingNos[0] });
    expect((await shopper.call('POST', 'confirm_receipt', { order_no: orderNo })).json.data.status).toBe(
      'transaction_complete',
    );
    await completeDeliveredOrders(db, new Date(server.clock.now().getTime() + 30 * DAY_MS));
    const [order] = await db.select().from(orders).where(eq(orders.orderNo, orderNo));
    expect(order!.receivedAt).toEqual(server.clock.now());
    // One "Order completed": the shopper's own confirm said it; the job said nothing more.
    expect(await messagesTitled(shopper, 'Order completed')).toHaveLength(1);
  });

  it("a courier's push goes through the same sink: shown at once, delivery recorded; an unknown package is refused", async () => {
    const shopper = await flows.member('ID');
    const { orderNo, trackingNos } = await shippedOrder(shopper, [freshSku()]);
    const db = server.database.db;
    const now = server.clock.now();
    const push = (trackingNo: string) =>
      recordCourierEvents(
        db,
        {
          courier: 'sandbox',
          trackingNo,
          events: [{ code: 'delivered', place: 'Coblong, Kota Bandung', occurredAt: now }],
        },
        now,
      );
    expect(await push('PXID999999999999')).toBe(false);
    expect(await push(trackingNos[0]!)).toBe(true);
    const tracked = packageTrackingSchema.parse(
      (await logistics(shopper, `track/${trackingNos[0]}`)).json.data,
    );
    expect(tracked.events.map((event) => event.code)).toEqual(['delivered']);
    expect(tracked.delivered_at).toBe(now.getTime());
    expect(await messagesTitled(shopper, 'Package delivered')).toHaveLength(1);
    const [order] = await db.select().from(orders).where(eq(orders.orderNo, orderNo));
    expect(order!.deliveredAt).toEqual(now);
    // The sandbox courier's query reads back what was published.
    const events = await new SandboxCourier(db).queryEvents(trackingNos[0]!);
    expect(events.map((event) => event.code)).toEqual(['delivered']);
  });

  it("the shopper's confirm and the automatic receipt at the same moment complete the order once", async () => {
    const shopper = await flows.member('ID');
    const { orderNo, trackingNos } = await shippedOrder(shopper, [freshSku()]);
    for (let n = 0; n < 5; n++)
      await server.call('POST', '/api/dev/shipment/advance', { tracking_no: trackingNos[0] });
    const db = server.database.db;
    const [delivered] = await db.select().from(orders).where(eq(orders.orderNo, orderNo));
    const due = new Date(delivered!.deliveredAt!.getTime() + AUTO_RECEIPT_DAYS * DAY_MS);
    const [confirm] = await Promise.all([
      shopper.call('POST', 'confirm_receipt', { order_no: orderNo }),
      completeDeliveredOrders(db, due),
    ]);
    const [order] = await db.select().from(orders).where(eq(orders.orderNo, orderNo));
    expect(order!.status).toBe('transaction_complete');
    // Exactly one of them made the move, and said so once: the shopper's confirm (code 0, "Thank
    // you") or the job ("completed automatically", the confirm then refused with 1103028).
    const completed = (
      await db
        .select({ title: memberMessages.title, body: memberMessages.body })
        .from(memberMessages)
        .where(eq(memberMessages.memberId, await memberIdOf(shopper)))
    ).filter((row) => row.title.en === 'Order completed');
    expect(completed).toHaveLength(1);
    const byJob = completed[0]!.body.en.includes('automatically');
    expect(confirm.json.code).toBe(byJob ? 1103028 : 0);
  });
});
