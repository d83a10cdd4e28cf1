import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartSchema } from '../../contract/cart';
import * as errorCodes from '../../contract/error-codes';
import { idempotencyKeys } from '../db/schema';
import { purgeExpired } from '../areas/member/housekeeping';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAY_HEADER } from './idempotency';
import { bearer, listingsIn, shopperHeaders } from '../test-support/catalogue-helpers';
import { freshOrigin, memberFlows, phone } from '../test-support/member-flows';
import { insertOrder, pay, paymentMember, paymentRows, sandboxOf } from '../test-support/payment-helpers';
import { startTestServer, type TestServer } from '../test-support/test-server';

// Idempotent cart writes (server/http/idempotency.ts): a retry after a lost answer adds once.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const listing = listingsIn('ID').find(
  (l) => l.status === 'on_shelf' && l.maxPerOrder === null && l.skus.every((s) => s.stock >= 50),
)!;
const skuId = listing.skus[0]!.skuId;
let keyCounter = 0;
const freshKey = () => `test-key-${++keyCounter}-${Math.random().toString(36).slice(2)}`;

async function member() {
  const { auth_token } = await memberFlows(server).signIn(phone(), freshOrigin());
  const headers = shopperHeaders('ID', 'en', bearer(auth_token));
  const add = (quantity: number, key?: string) =>
    server.call(
      'POST',
      '/api/order/cart/add',
      { sku_id: skuId, quantity },
      key ? { ...headers, [IDEMPOTENCY_KEY_HEADER]: key } : headers,
    );
  const quantity = async () => {
    const { json } = await server.call('GET', '/api/order/cart/list', undefined, headers);
    const cart = cartSchema.parse(json.data);
    return cart.lines.find((line) => line.sku_id === skuId)?.quantity ?? 0;
  };
  return { headers, add, quantity };
}

describe('Idempotency-Key on member writes', () => {
  it('answers a retry with the same key and body with the stored answer, adding once', async () => {
    const shopper = await member();
    const key = freshKey();
    const first = await shopper.add(2, key);
    expect(first.json.code).toBe(0);
    const retry = await shopper.add(2, key);
    expect(retry.status).toBe(first.status);
    expect(retry.json).toEqual(first.json);
    expect(retry.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBe('true');
    expect(await shopper.quantity()).toBe(2);
    // Another action, another key: it adds.
    await shopper.add(2, freshKey());
    expect(await shopper.quantity()).toBe(4);
  });

  it('runs one of ten parallel duplicates; the others wait or replay, none adds', async () => {
    const shopper = await member();
    const key = freshKey();
    const answers = await Promise.all(Array.from({ length: 10 }, () => shopper.add(1, key)));
    expect(answers.filter((a) => a.json.code === 0).length).toBeGreaterThanOrEqual(1);
    for (const answer of answers) expect([0, 1100409]).toContain(answer.json.code);
    expect(await shopper.quantity()).toBe(1);
    // Once the first has answered, a retry replays it.
    expect((await shopper.add(1, key)).headers.get(IDEMPOTENT_REPLAY_HEADER)).toBe('true');
    expect(await shopper.quantity()).toBe(1);
  });

  it('refuses the same key with another body (422, 1100422) and changes nothing', async () => {
    const shopper = await member();
    const key = freshKey();
    await shopper.add(1, key);
    const reused = await shopper.add(5, key);
    expect([reused.status, reused.json.code]).toEqual([422, 1100422]);
    expect(await shopper.quantity()).toBe(1);
  });

  it('keeps keys apart per member and per route, and keeps a refusal as the answer', async () => {
    const one = await member();
    const two = await member();
    const key = freshKey();
    await one.add(1, key);
    expect((await two.add(1, key)).headers.get(IDEMPOTENT_REPLAY_HEADER)).toBeNull();
    expect(await two.quantity()).toBe(1);
    const update = await server.call(
      'POST',
      '/api/order/cart/update',
      { sku_id: skuId, quantity: 3 },
      { ...one.headers, [IDEMPOTENCY_KEY_HEADER]: key },
    );
    expect(update.json.code).toBe(0);
    expect(await one.quantity()).toBe(3);
    // A refusal (too many) is an answer like any other: replayed, not run again.
    const tooMany = freshKey();
    const refused = await one.add(100_000, tooMany);
    expect(refused.status).toBe(400);
    expect((await one.add(100_000, tooMany)).headers.get(IDEMPOTENT_REPLAY_HEADER)).toBe('true');
  });

  it('keeps no 5xx: the failed write is rolled back whole, and a retry with the key runs it again', async () => {
    const { token, memberId } = await paymentMember(server);
    const orderNo = await insertOrder(server, memberId);
    const key = { [IDEMPOTENCY_KEY_HEADER]: freshKey() };
    const send = () => pay(server, token, { order_no: orderNo, method: 'gopay' }, key);
    // The provider refuses after the payment row was written in the route's first step.
    const sandbox = sandboxOf(server);
    sandbox.createPayment = () => {
      Reflect.deleteProperty(sandbox, 'createPayment');
      return Promise.reject(new Error('the provider is down'));
    };
    const failed = await send();
    expect([failed.status, failed.json.code]).toEqual([502, errorCodes.paymentError]);
    expect(await paymentRows(server, orderNo)).toEqual([]);
    const retry = await send();
    expect(retry.json.code, JSON.stringify(retry.json)).toBe(0);
    expect(retry.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBeNull();
    expect((await paymentRows(server, orderNo)).map((row) => row.status)).toEqual(['pending']);
  });

  it('still runs a write without the header, and refuses a malformed key', async () => {
    const shopper = await member();
    await shopper.add(1);
    await shopper.add(1);
    expect(await shopper.quantity()).toBe(2);
    const bad = await shopper.add(1, 'bad key with spaces');
    expect([bad.status, bad.json.code]).toEqual([400, 1101020]);
    expect(await shopper.quantity()).toBe(2);
  });

  it('answers a visitor 401 before looking at the key', async () => {
    const { status, json } = await server.call(
      'POST',
      '/api/order/cart/add',
      { sku_id: skuId, quantity: 1 },
      { ...shopperHeaders(), [IDEMPOTENCY_KEY_HEADER]: freshKey() },
    );
    expect([status, json.code]).toEqual([401, 1105001]);
  });

  it('forgets keys after a day (housekeeping)', async () => {
    const shopper = await member();
    await shopper.add(1, freshKey());
    server.clock.advance(25 * 60 * 60_000);
    await purgeExpired(server.database.db, server.clock.now());
    expect(await server.database.db.select().from(idempotencyKeys)).toEqual([]);
  });
});
