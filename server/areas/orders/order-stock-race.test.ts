import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders } from '../../db/schema';
import { orderFlows, plainListings } from '../../test-support/order-helpers';
import { startTestServer, type TestServer } from '../../test-support/test-server';

/**
 * The last unit, bought by many at once: on PostgreSQL the submit transactions queue on
 * the SKU row's lock (SELECT … FOR UPDATE in sku_id order), on PGlite they run one at a time.
 * Either way exactly one order is made, the stock ends at 0, and every other shopper gets 1105007.
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

const SHOPPERS = 32;
const [first, second, third] = plainListings('ID');

describe('the last unit', () => {
  it(`is sold once to ${SHOPPERS} shoppers submitting at the same moment`, async () => {
    const sku = first!.skus[0]!.skuId;
    const shoppers = await Promise.all(Array.from({ length: SHOPPERS }, () => flows.member('ID')));
    await flows.setStock('ID', sku, 1);
    const previews = await Promise.all(shoppers.map((s) => s.preview([{ sku_id: sku, quantity: 1 }])));
    const answers = await Promise.all(
      shoppers.map((s, i) =>
        s.call('POST', 'submit', {
          buy_type: 'now',
          sku_list: [{ sku_id: sku, quantity: 1 }],
          address_id: s.address_id,
          price_token: previews[i]!.price_token,
        }),
      ),
    );
    const codes = answers.map((a) => a.json.code as number);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === 1105007)).toHaveLength(SHOPPERS - 1);
    expect(await flows.stockOf('ID', sku)).toBe(0);
    const sold = await server.database.db.select().from(orderLines).where(eq(orderLines.skuId, sku));
    expect(sold).toHaveLength(1);
  });

  it('never deadlocks when orders of two SKUs listed in opposite orders race', async () => {
    const [a, b] = [second!.skus[0]!.skuId, third!.skus[0]!.skuId];
    await flows.setStock('ID', a, 10);
    await flows.setStock('ID', b, 10);
    const shoppers = await Promise.all(Array.from({ length: 16 }, () => flows.member('ID')));
    const lists = shoppers.map((_, i) =>
      i % 2 === 0
        ? [
            { sku_id: a, quantity: 1 },
            { sku_id: b, quantity: 1 },
          ]
        : [
            { sku_id: b, quantity: 1 },
            { sku_id: a, quantity: 1 },
          ],
    );
    const previews = await Promise.all(shoppers.map((s, i) => s.preview(lists[i]!)));
    const answers = await Promise.all(
      shoppers.map((s, i) =>
        s.call('POST', 'submit', {
          buy_type: 'now',
          sku_list: lists[i],
          address_id: s.address_id,
          price_token: previews[i]!.price_token,
        }),
      ),
    );
    const codes = answers.map((x) => x.json.code as number);
    expect(codes.filter((c) => c === 0)).toHaveLength(10);
    expect(codes.filter((c) => c === 1105007)).toHaveLength(6);
    expect([await flows.stockOf('ID', a), await flows.stockOf('ID', b)]).toEqual([0, 0]);
  });

  it('a cancel racing the overdue job closes the order once and gives the stock back once', async () => {
    const sku = first!.skus[1]?.skuId ?? second!.skus[1]?.skuId ?? third!.skus[0]!.skuId;
    await flows.setStock('ID', sku, 5);
    const shopper = await flows.member('ID');
    const orderNo = (await shopper.submit([{ sku_id: sku, quantity: 2 }])).json.data.order_no as string;
    server.clock.advance(31 * 60_000);
    const [cancel, job] = await Promise.all([
      shopper.call('POST', 'cancel', { order_no: orderNo, reason: 'changed_mind' }),
      server.call('POST', '/api/dev/order/close-overdue', { advance_minutes: 0 }),
    ]);
    // The job also closes earlier tests' unpaid orders, so its count says nothing about this one:
    // the order's own closed reason tells who closed it, and exactly one of the two did.
    const closedByCancel = cancel.json.code === 0;
    if (!closedByCancel) expect(cancel.json.code).toBe(1103028);
    expect(job.json.code).toBe(0);
    expect(await flows.stockOf('ID', sku)).toBe(5);
    const [row] = await server.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    expect(row!.status).toBe('transaction_closed');
    expect(row!.closedReason).toBe(closedByCancel ? 'cancelled' : 'timed_out');
  });
});
