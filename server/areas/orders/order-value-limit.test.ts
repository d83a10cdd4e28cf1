import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CountryCode } from '../../../contract/countries';
import * as errorCodes from '../../../contract/error-codes';
import { orderPreviewSchema } from '../../../contract/order';
import { ORDER_MAX_QUANTITY_PER_LINE, ORDER_VALUE_LIMIT_MINOR } from '../../../contract/order-constants';
import { orderLines, orders, skuOffers } from '../../db/schema';
import { countRows } from '../../test-support/catalogue-helpers';
import { orderFlows, plainListings } from '../../test-support/order-helpers';
import { startTestServer, type TestServer } from '../../test-support/test-server';

/**
 * The order value limit (ADR 033) and money columns wide enough for any order: an order worth
 * more than the limit is refused with 1103057 at preview and submit (never a 500 from an integer
 * column), one just under it is placed and stored to the rupiah. Runs on PGlite and PostgreSQL
 * (npm run test:server).
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

const used = new Map<CountryCode, number>();
/** A SKU of `country` no other test here took, priced at `price` with enough stock. */
async function pricedSku(country: CountryCode, price: number): Promise<string> {
  const index = used.get(country) ?? 0;
  used.set(country, index + 1);
  const skuId = plainListings(country)[index]!.skus[0]!.skuId;
  await server.database.db
    .update(skuOffers)
    .set({ price, scribingPrice: null, stock: 1_000 })
    .where(and(eq(skuOffers.skuId, skuId), eq(skuOffers.countryCode, country)));
  server.deps.catalogue.invalidate();
  return skuId;
}

describe(`the order value limit on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('refuses an order of Rp 2.76 billion with 1103057 at preview and submit, storing nothing', async () => {
    const shopper = await flows.member('ID');
    // 99 × Rp 27.900.000 = Rp 2.762.100.000: beyond a 32-bit integer column (Rp 2.147.483.647).
    const sku = await pricedSku('ID', 27_900_000);
    const lines = [{ sku_id: sku, quantity: ORDER_MAX_QUANTITY_PER_LINE }];
    const preview = await shopper.call('POST', 'preview', { buy_type: 'now', sku_list: lines });
    expect([preview.status, preview.json.code]).toEqual([400, errorCodes.orderValueLimit]);

    const before = await countRows(server, 'orders');
    const submitted = await shopper.call(
      'POST',
      'submit',
      { buy_type: 'now', sku_list: lines, address_id: shopper.address_id, price_token: 'x' },
      { 'Idempotency-Key': crypto.randomUUID() },
    );
    expect([submitted.status, submitted.json.code]).toEqual([400, errorCodes.orderValueLimit]);
    expect(await countRows(server, 'orders')).toBe(before);
    expect(await flows.stockOf('ID', sku)).toBe(1_000);
  });

  it('places an order just under the limit and stores its amounts exactly; one rupiah over is refused', async () => {
    const limit = ORDER_VALUE_LIMIT_MINOR.IDR;
    const shopper = await flows.member('ID');
    // 99 × Rp 1.010.101 = Rp 99.999.999, one rupiah under the limit.
    const big = await pricedSku('ID', 1_010_101);
    const lines = [{ sku_id: big, quantity: 99 }];
    const preview = orderPreviewSchema.parse(await shopper.preview(lines));
    expect(preview.subtotal).toBe(limit - 1);

    const placed = await shopper.submit(lines);
    expect(placed.json.code, JSON.stringify(placed.json)).toBe(0);
    const orderNo = placed.json.data.order_no as string;
    const [order] = await server.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    expect(order!.subtotal).toBe(99_999_999);
    expect(order!.productAmount).toBe(99_999_999);
    expect(order!.total).toBe(99_999_999 + order!.shippingFee - order!.shippingDiscount - order!.coinsValue);
    expect(order!.total).toBe(preview.total);
    const [line] = await server.database.db.select().from(orderLines).where(eq(orderLines.orderNo, orderNo));
    expect([line!.unitPrice, line!.quantity, line!.paidAmount]).toEqual([1_010_101, 99, 99_999_999]);

    // The same goods and one more rupiah's worth: over the limit by one.
    const oneMore = await pricedSku('ID', 1);
    const over = await shopper.call('POST', 'preview', {
      buy_type: 'now',
      sku_list: [...lines, { sku_id: oneMore, quantity: 2 }],
    });
    expect(over.json.code).toBe(errorCodes.orderValueLimit);
  });

  it('holds each country to its own currency: just over S$ 10,000 is refused in Singapore', async () => {
    const shopper = await flows.member('SG');
    const sku = await pricedSku('SG', ORDER_VALUE_LIMIT_MINOR.SGD / 4 + 1);
    const over = await shopper.call('POST', 'preview', {
      buy_type: 'now',
      sku_list: [{ sku_id: sku, quantity: 4 }],
    });
    expect(over.json.code).toBe(errorCodes.orderValueLimit);
    const within = await shopper.call('POST', 'preview', {
      buy_type: 'now',
      sku_list: [{ sku_id: sku, quantity: 3 }],
    });
    expect(within.json.code, JSON.stringify(within.json)).toBe(0);
  });

  it('keeps amounts beyond a 32-bit integer exactly in the order and line columns', async () => {
    // The limit keeps orders far below this; the columns themselves must never be the limit.
    const shopper = await flows.member('ID');
    const sku = await pricedSku('ID', 10_000);
    const placed = await shopper.submit([{ sku_id: sku, quantity: 1 }]);
    const orderNo = placed.json.data.order_no as string;
    const huge = 2_762_100_000;
    await server.database.db
      .update(orders)
      .set({
        productAmount: huge,
        discountAmount: 0,
        subtotal: huge,
        shippingFee: 0,
        voucherDiscount: 0,
        shippingDiscount: 0,
        coinsUsed: 0,
        coinsValue: 0,
        total: huge,
      })
      .where(eq(orders.orderNo, orderNo));
    await server.database.db
      .update(orderLines)
      .set({ unitPrice: huge / 99, quantity: 99, paidAmount: huge })
      .where(eq(orderLines.orderNo, orderNo));
    const [order] = await server.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    const [line] = await server.database.db.select().from(orderLines).where(eq(orderLines.orderNo, orderNo));
    expect([order!.subtotal, order!.total, line!.unitPrice, line!.paidAmount]).toEqual([
      huge,
      huge,
      huge / 99,
      huge,
    ]);
  });
});
