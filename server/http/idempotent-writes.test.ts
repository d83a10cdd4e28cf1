import crypto from 'node:crypto';
import { count, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CountryCode } from '../../contract/countries';
import { addresses, afterSalesRequests, cartItems, orders, payments, refundCards } from '../db/schema';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAY_HEADER } from './idempotency';
import { afterSalesFlows } from '../test-support/after-sales-helpers';
import { plainListings, type Shopper } from '../test-support/order-helpers';
import { storefrontKeyedWrites } from '../test-support/storefront-keyed-writes';
import { startTestServer, type TestServer } from '../test-support/test-server';

/**
 * Every write the storefront sends with an Idempotency-Key honours it (server/http/idempotency.ts,
 * ADR 013). The list is read from storefront/api/*.ts, so a new keyed call without a case here,
 * or a route that forgets `idempotent()`, fails: three parallel requests with one key run the
 * write once (the others wait with 409 or replay), a later retry replays, and what the write
 * makes is made once. On PostgreSQL the three truly run at once.
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

/** One write, ready to send: the member, the body, and what one run of it adds to (`by`). */
interface Write {
  shopper: Shopper;
  body: unknown;
  made?: { count: () => Promise<number>; by: number };
}

const number = (value: unknown) => Number(value ?? 0);
const memberId = (shopper: Shopper) => flows.memberIdOf(shopper);
const cartQuantity = async (shopper: Shopper) =>
  number(
    (
      await server.database.db
        .select({ n: sum(cartItems.quantity) })
        .from(cartItems)
        .where(eq(cartItems.memberId, await memberId(shopper)))
    )[0]?.n,
  );
const rowsOf = async (
  table: typeof orders | typeof addresses | typeof afterSalesRequests | typeof refundCards,
  shopper: Shopper,
) =>
  number(
    (
      await server.database.db
        .select({ n: count() })
        .from(table)
        .where(eq(table.memberId, await memberId(shopper)))
    )[0]?.n,
  );

const ok = (answer: { json: { code: number } }) => {
  expect(answer.json.code, JSON.stringify(answer.json)).toBe(0);
  return answer.json as { code: 0; data: Record<string, unknown> };
};
const member = (country: CountryCode = 'ID') => flows.member(country);
/** A product on the shelf in Indonesia (each wishlist case has a fresh member, so any one does). */
const aProduct = () => plainListings('ID', 1)[0]!.productNo;
const line = () => [{ sku_id: flows.freshSku('ID'), quantity: 1 }];
const trade = (shopper: Shopper, path: string, body: unknown) => shopper.call('POST', path, body);
const placed = async (shopper: Shopper, lines = line()) =>
  ok(await shopper.submit(lines)).data.order_no as string;
const inCart = async (shopper: Shopper) => {
  const sku = flows.freshSku('ID');
  ok(await server.call('POST', '/api/order/cart/add', { sku_id: sku, quantity: 1 }, shopper.headers));
  return sku;
};
const completed = async (shopper: Shopper, lines = line()) => {
  const orderNo = await flows.paidOrder(shopper, 'ID', lines);
  await flows.completeOrder(orderNo);
  return { orderNo, lines };
};

/** How each keyed write is set up; the keys must be exactly the storefront's keyed paths. */
const writes: Record<string, () => Promise<Write>> = {
  'order/cart/add': async () => {
    const shopper = await member();
    return {
      shopper,
      body: { sku_id: flows.freshSku('ID'), quantity: 1 },
      made: { count: () => cartQuantity(shopper), by: 1 },
    };
  },
  'order/cart/update': async () => {
    const shopper = await member();
    return { shopper, body: { sku_id: await inCart(shopper), quantity: 3 } };
  },
  'order/cart/select': async () => {
    const shopper = await member();
    return { shopper, body: { sku_ids: [await inCart(shopper)], selected: false } };
  },
  'order/cart/select_all': async () => {
    const shopper = await member();
    await inCart(shopper);
    return { shopper, body: { selected: false } };
  },
  'order/cart/delete': async () => {
    const shopper = await member();
    return { shopper, body: { sku_ids: [await inCart(shopper)] } };
  },
  'order/cart/merge': async () => {
    const shopper = await member();
    return {
      shopper,
      body: { items: [{ sku_id: flows.freshSku('ID'), quantity: 1, selected: true }] },
      made: { count: () => cartQuantity(shopper), by: 1 },
    };
  },
  'order/trade/submit': async () => {
    const shopper = await member();
    const lines = line();
    const priced = await shopper.preview(lines);
    return {
      shopper,
      body: {
        buy_type: 'now',
        sku_list: lines,
        address_id: shopper.address_id,
        price_token: priced.price_token,
      },
      made: { count: () => rowsOf(orders, shopper), by: 1 },
    };
  },
  'order/trade/cancel': async () => {
    const shopper = await member();
    return { shopper, body: { order_no: await placed(shopper), reason: 'other' } };
  },
  'order/trade/confirm_receipt': async () => {
    const shopper = await member();
    const orderNo = await flows.paidOrder(shopper, 'ID', line());
    ok(await server.call('POST', '/api/dev/order/ship', { order_no: orderNo }));
    return { shopper, body: { order_no: orderNo } };
  },
  'order/trade/modify_address': async () => {
    const shopper = await member();
    const orderNo = await placed(shopper);
    const added = ok(await server.call('POST', '/api/member/address/add', anotherAddress(), shopper.headers));
    return { shopper, body: { order_no: orderNo, address_id: added.data.address_id } };
  },
  'order/trade/order_again': async () => {
    const shopper = await member();
    const orderNo = await placed(shopper);
    ok(await trade(shopper, 'cancel', { order_no: orderNo, reason: 'other' }));
    return { shopper, body: { order_no: orderNo }, made: { count: () => cartQuantity(shopper), by: 1 } };
  },
  'payment/pay': async () => {
    const shopper = await member();
    const orderNo = await placed(shopper);
    const paymentsOfOrder = async () =>
      number(
        (
          await server.database.db.select({ n: count() }).from(payments).where(eq(payments.orderNo, orderNo))
        )[0]?.n,
      );
    return { shopper, body: { order_no: orderNo, method: 'gopay' }, made: { count: paymentsOfOrder, by: 1 } };
  },
  'payment/extend_deadline': async () => {
    const shopper = await member();
    const orderNo = await placed(shopper);
    // 4 minutes left: inside the last 5, where more time is given (ADR 034).
    const payDeadline = new Date(server.clock.now().getTime() + 4 * 60_000);
    await server.database.db.update(orders).set({ payDeadline }).where(eq(orders.orderNo, orderNo));
    const extensions = async () =>
      (
        await server.database.db
          .select({ n: orders.payExtensions })
          .from(orders)
          .where(eq(orders.orderNo, orderNo))
      )[0]!.n;
    return { shopper, body: { order_no: orderNo }, made: { count: extensions, by: 1 } };
  },
  'member/address/add': async () => {
    const shopper = await member();
    return { shopper, body: anotherAddress(), made: { count: () => rowsOf(addresses, shopper), by: 1 } };
  },
  'order/after_sale/apply': async () => {
    const shopper = await member();
    const { orderNo, lines } = await completed(shopper);
    return {
      shopper,
      body: { order_no: orderNo, type: 'refund_only', reason: 'missing_items', lines },
      made: { count: () => rowsOf(afterSalesRequests, shopper), by: 1 },
    };
  },
  'order/after_sale/cancel': async () => {
    const shopper = await member();
    const { orderNo, lines } = await completed(shopper);
    const applied = ok(
      await flows.apply(shopper, { order_no: orderNo, type: 'refund_only', reason: 'missing_items', lines }),
    );
    return { shopper, body: { after_sale_no: applied.data.after_sale_no } };
  },
  'order/after_sale/logistics': async () => {
    const shopper = await member();
    const { orderNo, lines } = await completed(shopper);
    const applied = ok(
      await flows.apply(shopper, { order_no: orderNo, type: 'return_refund', reason: 'wrong_item', lines }),
    );
    const no = applied.data.after_sale_no as string;
    ok(await flows.merchant(no, 'agree'));
    return { shopper, body: { after_sale_no: no, courier: 'jne', tracking_no: 'JNE1234567890' } };
  },
  'member/refund_card/add': async () => {
    const shopper = await member();
    return {
      shopper,
      body: {
        bank_name: 'bca',
        card_number: '4111 1111 1111 1111',
        expiry_date: '12/30',
        cvn: '7391',
        first_name: 'Sari',
        last_name: 'Wijaya',
        phone_code: '62',
        phone: '81234567890',
        email: 'sari@example.com',
      },
      made: { count: () => rowsOf(refundCards, shopper), by: 1 },
    };
  },
  'member/wishlist/add': async () => {
    const shopper = await member();
    return { shopper, body: { product_no: aProduct() } };
  },
  'member/wishlist/remove': async () => {
    const shopper = await member();
    const productNo = aProduct();
    ok(await server.call('POST', '/api/member/wishlist/add', { product_no: productNo }, shopper.headers));
    return { shopper, body: { product_no: productNo } };
  },
  'member/wishlist/merge': async () => {
    const shopper = await member();
    return { shopper, body: { product_nos: [aProduct()] } };
  },
  'member/recently_viewed/clear': async () => {
    const shopper = await member();
    return { shopper, body: {} };
  },
  'member/recently_viewed/merge': async () => {
    const shopper = await member();
    return { shopper, body: { product_nos: [aProduct()] } };
  },
};

/** A second address in the member's city (the same delivery fee as the first). */
function anotherAddress() {
  return {
    country_code: 'ID',
    surname: 'Dua',
    name: 'Alamat',
    phone: '0812 3456 7890',
    address_line1: 'Jl. Kedua No. 2',
    is_default: false,
    state_code: '31',
    city_code: '31.71',
    area_code: '31.71.01',
    postal_code: '10110',
  };
}

const keyed = storefrontKeyedWrites();

describe('every write the storefront sends an Idempotency-Key with', () => {
  it('has a case here, and every case is such a write', () => {
    const where = Object.fromEntries(keyed.map((write) => [write.path, write.at]));
    expect(Object.keys(where).sort(), JSON.stringify(where, null, 1)).toEqual(Object.keys(writes).sort());
  });

  it.each(keyed)('$method $path ($at) runs once for three parallel requests with one key', async (write) => {
    const setUp = writes[write.path];
    if (!setUp) throw new Error(`No case for ${write.path}: add one to this file`);
    const { shopper, body, made } = await setUp();
    const headers = { ...shopper.headers, [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() };
    const send = () => server.call(write.method, `/api/${write.path}`, body, headers);
    const before = await made?.count();

    const answers = await Promise.all([send(), send(), send()]);
    const ran = answers.filter(
      (answer) => answer.headers.get(IDEMPOTENT_REPLAY_HEADER) === null && answer.json.code !== 1100409,
    );
    expect(
      ran.map((answer) => answer.json.code),
      JSON.stringify(answers.map((a) => a.json)),
    ).toEqual([0]);
    for (const answer of answers)
      if (answer !== ran[0]) {
        if (answer.json.code !== 1100409) expect(answer.json).toEqual(ran[0]!.json);
      }

    const retry = await send();
    expect(retry.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBe('true');
    expect(retry.json).toEqual(ran[0]!.json);
    if (made) expect((await made.count()) - before!).toBe(made.by);
  });
});
