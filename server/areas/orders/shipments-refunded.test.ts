import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterSalesDetailSchema } from '../../../contract/after-sales';
import * as errorCodes from '../../../contract/error-codes';
import { orderPackagesSchema } from '../../../contract/tracking';
import { orders, shipments } from '../../db/schema';
import { shipOrderInPackages } from './shipments';
import { afterSalesFlows } from '../../test-support/after-sales-helpers';
import type { Shopper } from '../../test-support/order-helpers';
import { startTestServer, type TestServer } from '../../test-support/test-server';

/**
 * What the merchant ships of an order not yet shipped that after-sales has touched (ADR 024's
 * addendum): only the units not refunded, never while a request on the order is still open, and
 * never a fully refunded order. Runs on PGlite and PostgreSQL (npm run test:server).
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

const ok = (answer: { json: { code: number } }) =>
  expect(answer.json.code, JSON.stringify(answer.json)).toBe(0);
const orderStatus = async (orderNo: string) =>
  (await server.database.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0]!.status;
const packagesOf = (orderNo: string) =>
  server.database.db.select().from(shipments).where(eq(shipments.orderNo, orderNo));
const ship = (orderNo: string, packages?: string[][]) =>
  server.call('POST', '/api/dev/order/ship', { order_no: orderNo, ...(packages ? { packages } : {}) });

/** A refund only of `lines`, applied: its request number. */
async function applied(shopper: Shopper, orderNo: string, lines: { sku_id: string; quantity: number }[]) {
  const answer = await flows.apply(shopper, {
    order_no: orderNo,
    type: 'refund_only',
    reason: 'changed_mind',
    lines,
  });
  ok(answer);
  return afterSalesDetailSchema.parse(answer.json.data).after_sale_no;
}

/** A refund only of `lines`, agreed by the merchant and paid by the sandbox provider. */
async function refunded(shopper: Shopper, orderNo: string, lines: { sku_id: string; quantity: number }[]) {
  const no = await applied(shopper, orderNo, lines);
  ok(await flows.merchant(no, 'agree'));
  const detail = afterSalesDetailSchema.parse((await flows.call(shopper, 'GET', `detail/${no}`)).json.data);
  expect(detail.state).toBe('refund_successful');
}

/** A paid ID order of fresh SKUs in these quantities: its shopper, number and SKUs. */
async function paidOrderOf<Q extends number[]>(...quantities: Q) {
  const shopper = await flows.member('ID');
  const skus = quantities.map(() => flows.freshSku('ID')) as { [K in keyof Q]: string };
  const orderNo = await flows.paidOrder(
    shopper,
    'ID',
    skus.map((sku_id, index) => ({ sku_id, quantity: quantities[index]! })),
  );
  return { shopper, orderNo, skus };
}

describe(`shipping an order after-sales touched, on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('ships only the units not refunded, and the package the shopper tracks shows those quantities', async () => {
    const {
      shopper,
      orderNo,
      skus: [kept, gone],
    } = await paidOrderOf(3, 1);
    await refunded(shopper, orderNo, [{ sku_id: kept, quantity: 1 }]);
    await refunded(shopper, orderNo, [{ sku_id: gone, quantity: 1 }]);
    expect(await orderStatus(orderNo)).toBe('to_ship');

    ok(await ship(orderNo));
    const [stored] = await packagesOf(orderNo);
    expect(stored!.lines).toEqual([{ skuId: kept, quantity: 2 }]);
    const tracked = orderPackagesSchema.parse(
      (await server.call('GET', `/api/order/logistics/packages/${orderNo}`, undefined, shopper.headers)).json
        .data,
    );
    expect(tracked.packages.map((item) => item.lines.map((line) => [line.sku_id, line.quantity]))).toEqual([
      [[kept, 2]],
    ]);
  });

  it('refuses packages that name a refunded SKU (1101020), changing nothing; without it they ship', async () => {
    const {
      shopper,
      orderNo,
      skus: [first, second, gone],
    } = await paidOrderOf(1, 1, 2);
    await refunded(shopper, orderNo, [{ sku_id: gone, quantity: 2 }]);

    const refused = await ship(orderNo, [[first], [second, gone]]);
    expect(refused.json.code).toBe(errorCodes.invalidParameter);
    expect(refused.json.msg).toContain(gone);
    expect(await orderStatus(orderNo)).toBe('to_ship');
    expect(await packagesOf(orderNo)).toHaveLength(0);

    ok(await ship(orderNo, [[first], [second]]));
    expect((await packagesOf(orderNo)).map((row) => row.lines)).toEqual([
      [{ skuId: first, quantity: 1 }],
      [{ skuId: second, quantity: 1 }],
    ]);
  });

  it('never ships a fully refunded order: it is closed, and shipping answers 1103028', async () => {
    const {
      shopper,
      orderNo,
      skus: [first, second],
    } = await paidOrderOf(2, 1);
    await refunded(shopper, orderNo, [{ sku_id: first, quantity: 1 }]);
    await refunded(shopper, orderNo, [
      { sku_id: first, quantity: 1 },
      { sku_id: second, quantity: 1 },
    ]);
    expect(await orderStatus(orderNo)).toBe('transaction_closed');
    expect((await ship(orderNo)).json.code).toBe(errorCodes.orderStatusMismatch);
    expect(await packagesOf(orderNo)).toHaveLength(0);
  });

  it('refuses to ship while a request on the order is open (1103038); refused by the merchant, everything ships', async () => {
    const {
      shopper,
      orderNo,
      skus: [asked, other],
    } = await paidOrderOf(1, 1);
    const no = await applied(shopper, orderNo, [{ sku_id: asked, quantity: 1 }]);
    expect((await ship(orderNo)).json.code).toBe(errorCodes.afterSalesInProgress);
    ok(await flows.merchant(no, 'request_interception'));
    expect((await ship(orderNo, [[other]])).json.code).toBe(errorCodes.afterSalesInProgress);
    expect(await orderStatus(orderNo)).toBe('to_ship');
    expect(await packagesOf(orderNo)).toHaveLength(0);

    ok(await flows.merchant(no, 'refuse', 'outside_policy'));
    ok(await ship(orderNo));
    expect((await packagesOf(orderNo))[0]!.lines).toEqual([
      { skuId: asked, quantity: 1 },
      { skuId: other, quantity: 1 },
    ]);
  });

  it('a refund that lands while the courier is booked stops the ship (1103028): the packed units are not what is left', async () => {
    const {
      shopper,
      orderNo,
      skus: [kept, gone],
    } = await paidOrderOf(1, 1);
    const courier = server.deps.logistics;
    let refundedMeanwhile = false;
    const attempt = shipOrderInPackages(
      {
        db: server.database.db,
        logistics: {
          queryEvents: (trackingNo) => courier.queryEvents(trackingNo),
          // The courier's booking is a network call outside any transaction: the shopper's
          // request is applied, agreed and paid while it runs.
          async createShipment(request) {
            if (!refundedMeanwhile) {
              refundedMeanwhile = true;
              await refunded(shopper, orderNo, [{ sku_id: gone, quantity: 1 }]);
            }
            return courier.createShipment(request);
          },
        },
      },
      { orderNo },
      server.clock.now(),
    );
    await expect(attempt).rejects.toMatchObject({ entry: { code: errorCodes.orderStatusMismatch } });
    expect(await orderStatus(orderNo)).toBe('to_ship');
    expect(await packagesOf(orderNo)).toHaveLength(0);
    ok(await ship(orderNo));
    expect((await packagesOf(orderNo))[0]!.lines).toEqual([{ skuId: kept, quantity: 1 }]);
  });
});
