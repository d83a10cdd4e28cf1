import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coinsEarnedFor } from '../contract/coin-constants';
import { coinPageSchema, coinRulesSchema, coinSummarySchema } from '../contract/coins';
import { orderDetailSchema } from '../contract/order';
import { coinEntries, memberMessages } from './db/schema';
import { inTransaction } from './db/transaction';
import { expireCoinLots } from './domain/coins-expiry';
import { markOrderPaid } from './domain/order-moves';
import {
  plainListings,
  orderFlows,
  type Shopper,
  memberIdOf as memberIdOfShopper,
} from './test-support/order-helpers';
import { startTestServer, type TestServer } from './test-support/test-server';

let server: TestServer;
let flows: ReturnType<typeof orderFlows>;
beforeAll(async () => {
  server = await startTestServer();
  flows = orderFlows(server);
});
afterAll(async () => {
  await server.close();
});

const DAY_MS = 24 * 60 * 60_000;
const plain = plainListings('ID');
let next = 0;
const freshSku = () => plain[next++]!.skus[0]!.skuId;

const memberIdOf = (shopper: Shopper) => memberIdOfShopper(server, shopper);
const coinsCall = (shopper: Shopper, path: string) =>
  server.call('GET', `/api/member/${path}`, undefined, shopper.headers);

/** An order of `shopper` paid and shipped: to_receive, ready to be confirmed. */
async function shippedOrder(shopper: Shopper, quantity = 2): Promise<string> {
  const placed = await shopper.submit([{ sku_id: freshSku(), quantity }]);
  expect(placed.json.code, JSON.stringify(placed.json)).toBe(0);
  const orderNo = placed.json.data.order_no as string;
  await inTransaction(server.database.db, (tx) =>
    markOrderPaid(tx, { orderNo, method: 'gopay', paidAt: server.clock.now(), providerRef: `sb-${orderNo}` }),
  );
  const ship = await server.call('POST', '/api/dev/order/ship', { order_no: orderNo, tracking_no: 'JNE1' });
  expect(ship.json.data.status).toBe('to_receive');
  return orderNo;
}

describe('earning coins when an order completes', () => {
  it('credits once when receipt is confirmed twice at the same moment, with one message', async () => {
    const shopper = await flows.member('ID');
    const orderNo = await shippedOrder(shopper);
    const answers = await Promise.all([
      shopper.call('POST', 'confirm_receipt', { order_no: orderNo }),
      shopper.call('POST', 'confirm_receipt', { order_no: orderNo }),
    ]);
    expect(answers.map((a) => a.json.code).sort()).toEqual([0, 1103028]);
    const detail = orderDetailSchema.parse((await shopper.call('GET', `detail/${orderNo}`)).json.data);
    const expected = coinsEarnedFor(detail.total - detail.shipping_fee, 'IDR');
    expect(expected).toBeGreaterThan(0);
    expect(detail.coins_earned).toBe(expected);

    const memberId = await memberIdOf(shopper);
    const entries = await server.database.db
      .select()
      .from(coinEntries)
      .where(eq(coinEntries.memberId, memberId));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'earn', amount: expected, orderNo });
    const messages = await server.database.db
      .select()
      .from(memberMessages)
      .where(and(eq(memberMessages.memberId, memberId), eq(memberMessages.link, '/points')));
    expect(messages).toHaveLength(1);
    expect(messages[0]!.title.en).toBe('Coins credited');

    const summary = coinSummarySchema.parse((await coinsCall(shopper, 'points_record_detail')).json.data);
    expect(summary).toMatchObject({ balance: expected, expiring_soon: 0, next_expiry_at: null });
    const info = await server.call('GET', '/api/member/user/info', undefined, shopper.headers);
    expect(info.json.data.data.points).toBe(expected);
  });

  it('the sandbox delivery earns through the same move; an unfinished order has coins_earned null', async () => {
    const shopper = await flows.member('ID');
    const orderNo = await shippedOrder(shopper, 1);
    const before = orderDetailSchema.parse((await shopper.call('GET', `detail/${orderNo}`)).json.data);
    expect(before.coins_earned).toBeNull();
    const delivered = await server.call('POST', '/api/dev/order/deliver', { order_no: orderNo });
    expect(delivered.json.data.status).toBe('transaction_complete');
    const page = coinPageSchema.parse((await coinsCall(shopper, 'points_record')).json.data);
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({
      kind: 'earn',
      order_no: orderNo,
      amount: coinsEarnedFor(before.total - before.shipping_fee, 'IDR'),
    });
  });
});

describe('coins expire after 12 months, exactly once', () => {
  it('two sweepers at once write one expire entry per lot, for what remained first in first out', async () => {
    const shopper = await flows.member('ID');
    const memberId = await memberIdOf(shopper);
    const now = server.clock.now();
    const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
    // Two lots ending in 10 and 20 days, one ending in a year; 30 coins spent (taken from the first).
    const [first, second, third] = await server.database.db
      .insert(coinEntries)
      .values([
        { memberId, kind: 'earn', amount: 50, orderNo: `T${memberId}1`, expiresAt: at(10), createdAt: now },
        { memberId, kind: 'earn', amount: 40, orderNo: `T${memberId}2`, expiresAt: at(20), createdAt: now },
        { memberId, kind: 'earn', amount: 70, orderNo: `T${memberId}3`, expiresAt: at(365), createdAt: now },
      ])
      .returning({ id: coinEntries.id });
    await server.database.db
      .insert(coinEntries)
      .values({ memberId, kind: 'spend', amount: -30, orderNo: 'X', createdAt: now });

    const soon = coinSummarySchema.parse((await coinsCall(shopper, 'points_record_detail')).json.data);
    expect(soon).toMatchObject({ balance: 130, expiring_soon: 60, next_expiry_at: at(10).getTime() });

    const later = at(21);
    const swept = await Promise.all([
      expireCoinLots(server.database.db, later),
      expireCoinLots(server.database.db, later),
    ]);
    expect(swept.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(2);
    const expiries = await server.database.db
      .select()
      .from(coinEntries)
      .where(and(eq(coinEntries.memberId, memberId), eq(coinEntries.kind, 'expire')));
    expect(expiries.map((e) => [e.lotId, e.amount]).sort()).toEqual(
      [
        [first!.id, -20],
        [second!.id, -40],
      ].sort(),
    );
    expect(third).toBeDefined();
    expect(await expireCoinLots(server.database.db, later)).toBe(0);
    server.clock.advance(21 * DAY_MS);
    const after = coinSummarySchema.parse((await coinsCall(shopper, 'points_record_detail')).json.data);
    expect(after.balance).toBe(70);
    const history = coinPageSchema.parse((await coinsCall(shopper, 'points_record')).json.data);
    expect(history.list.map((e) => e.kind)).toEqual(['expire', 'expire', 'spend', 'earn', 'earn', 'earn']);
  });
});

describe('points_record pages', () => {
  it('newest first across pages, page_size honoured, the total counting every shown entry', async () => {
    const shopper = await flows.member('ID');
    const memberId = await memberIdOf(shopper);
    const now = server.clock.now();
    await server.database.db.insert(coinEntries).values(
      Array.from({ length: 25 }, (_, index) => ({
        memberId,
        kind: 'adjust' as const,
        amount: index + 1,
        createdAt: now,
      })),
    );
    const first = coinPageSchema.parse((await coinsCall(shopper, 'points_record')).json.data);
    expect(first.total).toBe(25);
    expect(first.list).toHaveLength(20);
    expect(first.list[0]!.amount).toBe(25);
    const second = coinPageSchema.parse((await coinsCall(shopper, 'points_record?page_num=2')).json.data);
    expect(second.list.map((e) => e.amount)).toEqual([5, 4, 3, 2, 1]);
    const small = coinPageSchema.parse(
      (await coinsCall(shopper, 'points_record?page_num=3&page_size=10')).json.data,
    );
    expect(small.list.map((e) => e.amount)).toEqual([5, 4, 3, 2, 1]);
    expect(
      coinSummarySchema.parse((await coinsCall(shopper, 'points_record_detail')).json.data).balance,
    ).toBe(325);
  });
});

describe("a member's ledger is their own", () => {
  it('another member sees none of it; a visitor gets 401', async () => {
    const [owner, other] = [await flows.member('ID'), await flows.member('ID')];
    const orderNo = await shippedOrder(owner, 1);
    await owner.call('POST', 'confirm_receipt', { order_no: orderNo });
    expect(coinPageSchema.parse((await coinsCall(owner, 'points_record')).json.data).total).toBe(1);
    const theirs = coinPageSchema.parse((await coinsCall(other, 'points_record')).json.data);
    expect(theirs).toEqual({ total: 0, list: [] });
    expect(coinSummarySchema.parse((await coinsCall(other, 'points_record_detail')).json.data).balance).toBe(
      0,
    );
    // The owner's order detail, with its coins, stays the owner's.
    expect((await other.call('GET', `detail/${orderNo}`)).json.code).toBe(1103001);
    for (const path of ['points_record', 'points_record_detail', 'membersrv_system'])
      expect((await server.call('GET', `/api/member/${path}`)).status).toBe(401);
    expect((await coinsCall(owner, 'points_record?page_size=500')).json.code).toBe(1101020);
  });

  it('membersrv_system answers the rules in the request language with the country’s money', async () => {
    const shopper = await flows.member('SG', 'zh-CN');
    const rules = coinRulesSchema.parse((await coinsCall(shopper, 'membersrv_system')).json.data);
    expect(rules).toMatchObject({
      title: '金币规则',
      currency: 'SGD',
      earn_unit_minor: 10,
      redeem_max_percent: 25,
    });
    expect(rules.sections[0]!.body).toContain('S$ 0.10');
  });
});
