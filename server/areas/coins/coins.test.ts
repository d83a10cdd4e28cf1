import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterSalesDetailSchema } from '../../../contract/after-sales';
import { coinsEarnedFor } from '../../../contract/coin-constants';
import { coinPageSchema, coinRulesSchema, coinSummarySchema } from '../../../contract/coins';
import type { CountryCode } from '../../../contract/countries';
import { orderDetailSchema } from '../../../contract/order';
import { coinEntries, memberMessages } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { expireCoinLots } from './coins-expiry';
import { markOrderPaid } from '../orders/order-moves';
import { afterSalesFlows } from '../../test-support/after-sales-helpers';
import { bearer, shopperHeaders } from '../../test-support/catalogue-helpers';
import {
  plainListings,
  type Shopper,
  memberIdOf as memberIdOfShopper,
} from '../../test-support/order-helpers';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { DAY_MS } from '../../../contract/durations';

let server: TestServer;
let flows: ReturnType<typeof afterSalesFlows>;
beforeAll(async () => {
  server = await startTestServer();
  flows = afterSalesFlows(server);
});
afterAll(async () => {
  await server.close();
});

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
        {
          memberId,
          kind: 'earn',
          amount: 50,
          orderNo: `T${memberId}1`,
          expiresAt: at(10),
          countryCode: 'ID' as const,
          createdAt: now,
        },
        {
          memberId,
          kind: 'earn',
          amount: 40,
          orderNo: `T${memberId}2`,
          expiresAt: at(20),
          countryCode: 'ID' as const,
          createdAt: now,
        },
        {
          memberId,
          kind: 'earn',
          amount: 70,
          orderNo: `T${memberId}3`,
          expiresAt: at(365),
          countryCode: 'ID' as const,
          createdAt: now,
        },
      ])
      .returning({ id: coinEntries.id });
    await server.database.db
      .insert(coinEntries)
      .values({ memberId, kind: 'spend', amount: -30, orderNo: 'X', countryCode: 'ID', createdAt: now });

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
        countryCode: 'ID' as const,
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
    // Coins belong to the country (ADR 032): the rules name it in the request's language.
    expect(rules.sections.some((section) => section.body.includes('新加坡'))).toBe(true);
  });
});

// ——— Coins taken back in full, owed when already spent; coins per country (ADR 032) ———

const ok = (answer: { json: { code: number } }) =>
  expect(answer.json.code, JSON.stringify(answer.json)).toBe(0);

/** SKUs no other test of this file took, from the cheaper ones `plain` starts with or the priced ones. */
const taken = new Set<string>();
function skuPriced(country: CountryCode, atLeast: number, below = Number.POSITIVE_INFINITY) {
  const sku = plainListings(country, 50)
    .map((listing) => listing.skus[0]!)
    .find((s) => !taken.has(s.skuId) && s.price >= atLeast && s.price < below);
  if (!sku) throw new Error(`no ${country} SKU priced from ${atLeast}`);
  taken.add(sku.skuId);
  return sku;
}

const summaryIn = async (shopper: Shopper, country: CountryCode = 'ID') =>
  coinSummarySchema.parse(
    (
      await server.call(
        'GET',
        '/api/member/points_record_detail',
        undefined,
        shopperHeaders(country, 'en', bearer(shopper.auth_token)),
      )
    ).json.data,
  );

/** Every entry of the member's ledger, summed (no lot left to expire: what the member has less what they owe). */
async function ledgerSum(shopper: Shopper) {
  const rows = await server.database.db
    .select({ amount: coinEntries.amount })
    .from(coinEntries)
    .where(eq(coinEntries.memberId, await memberIdOf(shopper)));
  return rows.reduce((sum, row) => sum + row.amount, 0);
}

const earnOf = async (orderNo: string) =>
  (
    await server.database.db
      .select({ amount: coinEntries.amount })
      .from(coinEntries)
      .where(and(eq(coinEntries.orderNo, orderNo), eq(coinEntries.kind, 'earn')))
  )[0]?.amount ?? 0;

const spendOf = async (orderNo: string) =>
  -(
    (
      await server.database.db
        .select({ amount: coinEntries.amount })
        .from(coinEntries)
        .where(and(eq(coinEntries.orderNo, orderNo), eq(coinEntries.kind, 'spend')))
    )[0]?.amount ?? 0
  );

/** A completed order of goods worth at least `goods` (one SKU, as many units as it takes): its coins earned. */
async function earningOrder(shopper: Shopper, country: CountryCode, goods: number) {
  const sku = skuPriced(country, Math.ceil(goods / 20));
  const quantity = Math.ceil(goods / sku.price);
  const orderNo = await flows.paidOrder(shopper, country, [{ sku_id: sku.skuId, quantity }]);
  await flows.completeOrder(orderNo);
  const earned = await earnOf(orderNo);
  expect(earned).toBeGreaterThan(0);
  return { orderNo, sku: sku.skuId, quantity, earned };
}

/** An order of one unit placed with the coins switched on, left unpaid (to_pay): the coins it spent. */
async function orderWithCoins(shopper: Shopper, skuId: string) {
  const { orderNo } = await flows.orderWithCoins(shopper, [{ sku_id: skuId, quantity: 1 }]);
  return { orderNo, spent: await spendOf(orderNo) };
}

/** Every unit of the order refunded (refund only, agreed): the coins the refund took back. */
async function refundWhole(shopper: Shopper, orderNo: string, sku: string, quantity: number) {
  const applied = await flows.apply(shopper, {
    order_no: orderNo,
    type: 'refund_only',
    reason: 'missing_items',
    lines: [{ sku_id: sku, quantity }],
  });
  ok(applied);
  const no = afterSalesDetailSchema.parse(applied.json.data).after_sale_no;
  ok(await flows.merchant(no, 'agree'));
  const done = afterSalesDetailSchema.parse((await flows.call(shopper, 'GET', `detail/${no}`)).json.data);
  expect(done.state).toBe('refund_successful');
  return done.refund.coins_clawed_back;
}

const cancel = (shopper: Shopper, orderNo: string) =>
  shopper.call('POST', 'cancel', { order_no: orderNo, reason: 'changed_mind' });

describe('a refund takes back every coin its order earned, owed when already spent', () => {
  it('earned on A, spent on unpaid B, A refunded in full, B cancelled: the member keeps no coin', async () => {
    const shopper = await flows.member('ID');
    const a = await earningOrder(shopper, 'ID', 1_000_000);
    const b = await orderWithCoins(shopper, skuPriced('ID', 50_000).skuId);
    expect(b.spent).toBeGreaterThanOrEqual(100);
    // The coins spent on B are gone from the balance: the refund finds less than A earned.
    expect(await refundWhole(shopper, a.orderNo, a.sku, a.quantity)).toBe(a.earned);
    expect(await summaryIn(shopper)).toMatchObject({ balance: 0, owed: b.spent });
    ok(await cancel(shopper, b.orderNo));
    // B's coins come back and pay what was owed first: nothing is left over.
    expect(await summaryIn(shopper)).toMatchObject({ balance: 0, owed: 0 });
    const info = await server.call('GET', '/api/member/user/info', undefined, shopper.headers);
    expect(info.json.data.data.points).toBe(0);
    expect(await ledgerSum(shopper)).toBe(0);
  });

  it('the other order of events (B cancelled first, then A refunded) ends the same', async () => {
    const shopper = await flows.member('ID');
    const a = await earningOrder(shopper, 'ID', 300_000);
    const b = await orderWithCoins(shopper, skuPriced('ID', 20_000).skuId);
    expect(b.spent).toBeGreaterThanOrEqual(100);
    ok(await cancel(shopper, b.orderNo));
    expect(await refundWhole(shopper, a.orderNo, a.sku, a.quantity)).toBe(a.earned);
    expect(await summaryIn(shopper)).toMatchObject({ balance: 0, owed: 0 });
    expect(await ledgerSum(shopper)).toBe(0);
  });

  it('what is owed shows as 0 coins, survives the expiry of the lots and comes off the next coins earned', async () => {
    const shopper = await flows.member('ID');
    const a = await earningOrder(shopper, 'ID', 300_000);
    const b = await orderWithCoins(shopper, skuPriced('ID', 20_000).skuId);
    await flows.payOrder(shopper, 'ID', b.orderNo); // B is kept: its coins stay spent.
    await refundWhole(shopper, a.orderNo, a.sku, a.quantity);
    expect(await summaryIn(shopper)).toMatchObject({ balance: 0, owed: b.spent });
    // A's lot ends (as if earned a year ago) and the sweep closes it: the debt is not forgiven with it.
    await server.database.db
      .update(coinEntries)
      .set({ expiresAt: new Date(server.clock.now().getTime() + DAY_MS) })
      .where(and(eq(coinEntries.orderNo, a.orderNo), eq(coinEntries.kind, 'earn')));
    server.clock.advance(2 * DAY_MS);
    expect(await expireCoinLots(server.database.db, server.clock.now())).toBeGreaterThan(0);
    expect(await summaryIn(shopper)).toMatchObject({ balance: 0, owed: b.spent });
    // The next coins earned settle it first.
    const c = await earningOrder(shopper, 'ID', 300_000);
    expect(c.earned).toBeGreaterThan(b.spent);
    expect(await summaryIn(shopper)).toMatchObject({ balance: c.earned - b.spent, owed: 0 });
    expect(await ledgerSum(shopper)).toBe(c.earned - b.spent);
  });

  it('two partial refunds that together take every unit take back every coin (no rounding left over)', async () => {
    const shopper = await flows.member('ID');
    // Two units whose coins are odd: half of them is no whole number.
    const sku = plainListings('ID', 50)
      .map((listing) => listing.skus[0]!)
      .find((s) => !taken.has(s.skuId) && coinsEarnedFor(2 * s.price, 'IDR') % 2 === 1)!;
    taken.add(sku.skuId);
    const orderNo = await flows.paidOrder(shopper, 'ID', [{ sku_id: sku.skuId, quantity: 2 }]);
    await flows.completeOrder(orderNo);
    const earned = await earnOf(orderNo);
    expect(earned % 2).toBe(1);
    const first = await refundWhole(shopper, orderNo, sku.skuId, 1);
    const second = await refundWhole(shopper, orderNo, sku.skuId, 1);
    expect(first + second).toBe(earned);
    expect(await summaryIn(shopper)).toMatchObject({ balance: 0, owed: 0 });
  });

  it('a spend after a lot ended and before the sweep closed it takes from the live coins', async () => {
    const shopper = await flows.member('ID');
    const memberId = await memberIdOf(shopper);
    const now = server.clock.now();
    await server.database.db.insert(coinEntries).values([
      {
        memberId,
        kind: 'earn',
        amount: 500,
        orderNo: `T${memberId}e`,
        expiresAt: new Date(now.getTime() + DAY_MS),
        createdAt: now,
        countryCode: 'ID',
      },
      {
        memberId,
        kind: 'earn',
        amount: 500,
        orderNo: `T${memberId}l`,
        expiresAt: new Date(now.getTime() + 300 * DAY_MS),
        createdAt: now,
        countryCode: 'ID',
      },
    ]);
    server.clock.advance(2 * DAY_MS); // the first lot has ended; the hourly job has not run yet
    expect((await summaryIn(shopper)).balance).toBe(500);
    const b = await orderWithCoins(shopper, skuPriced('ID', 20_000).skuId);
    expect(b.spent).toBeGreaterThanOrEqual(100);
    expect((await summaryIn(shopper)).balance).toBe(500 - b.spent);
    await expireCoinLots(server.database.db, server.clock.now());
    expect((await summaryIn(shopper)).balance).toBe(500 - b.spent);
    expect(await ledgerSum(shopper)).toBe(500 - b.spent);
  });

  it('refunds, cancels and completions at once: the coins are what was earned and kept less what was spent and kept', async () => {
    const shopper = await flows.member('ID');
    const a = await earningOrder(shopper, 'ID', 1_500_000);
    // Two orders each spending part of A's coins: B1 will be cancelled, B2 is paid and kept.
    const b1 = await orderWithCoins(shopper, skuPriced('ID', 12_000, 22_000).skuId);
    const b2 = await orderWithCoins(shopper, skuPriced('ID', 12_000, 22_000).skuId);
    expect(b1.spent).toBeGreaterThan(0);
    expect(b2.spent).toBeGreaterThan(0);
    await flows.payOrder(shopper, 'ID', b2.orderNo);
    // Three shipped orders to confirm, each earning coins as A's refund lands.
    const shipped: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const orderNo = await flows.paidOrder(shopper, 'ID', [
        { sku_id: skuPriced('ID', 20_000, 60_000).skuId, quantity: 2 },
      ]);
      ok(await server.call('POST', '/api/dev/order/ship', { order_no: orderNo }));
      shipped.push(orderNo);
    }
    const applied = await flows.apply(shopper, {
      order_no: a.orderNo,
      type: 'refund_only',
      reason: 'missing_items',
      lines: [{ sku_id: a.sku, quantity: a.quantity }],
    });
    ok(applied);
    const answers = await Promise.all([
      flows.merchant(afterSalesDetailSchema.parse(applied.json.data).after_sale_no, 'agree'),
      cancel(shopper, b1.orderNo),
      ...shipped.map((orderNo) => shopper.call('POST', 'confirm_receipt', { order_no: orderNo })),
    ]);
    for (const answer of answers) ok(answer);
    const earnedKept = (await Promise.all(shipped.map(earnOf))).reduce((sum, n) => sum + n, 0);
    // A's coins all taken back, B1's given back, B2's kept spent: whatever order the moves ran in.
    expect(await ledgerSum(shopper)).toBe(earnedKept - b2.spent);
    const summary = await summaryIn(shopper);
    expect(summary.balance - summary.owed).toBe(earnedKept - b2.spent);
    expect(Math.min(summary.balance, summary.owed)).toBe(0);
  });
});

describe('coins belong to the country they were earned in (ADR 032)', () => {
  it('coins earned in Malaysia are neither shown nor spent in Singapore; Singapore’s spend in Singapore', async () => {
    const shopper = await flows.member('MY');
    const my = await earningOrder(shopper, 'MY', 5_000); // RM 50: 500 coins
    const inSg = shopperHeaders('SG', 'en', bearer(shopper.auth_token));
    expect((await summaryIn(shopper, 'MY')).balance).toBe(my.earned);
    expect((await summaryIn(shopper, 'SG')).balance).toBe(0);
    const info = await server.call('GET', '/api/member/user/info', undefined, inSg);
    expect(info.json.data.data.points).toBe(0);
    const history = await server.call('GET', '/api/member/points_record', undefined, inSg);
    expect(coinPageSchema.parse(history.json.data).total).toBe(0);
    // Checkout in Singapore offers none of them.
    const sgSku = skuPriced('SG', 2_000);
    const preview = await server.call(
      'POST',
      '/api/order/trade/preview',
      { buy_type: 'now', sku_list: [{ sku_id: sgSku.skuId, quantity: 2 }], points_deduction_switch: true },
      inSg,
    );
    ok(preview);
    expect(preview.json.data.coins).toMatchObject({ balance: 0, available: 0 });
    expect(preview.json.data.coins_used).toBe(0);

    // Coins earned in Singapore are Singapore's: shown and spent there, Malaysia's untouched.
    const address = await server.call(
      'POST',
      '/api/member/address/add',
      {
        country_code: 'SG',
        surname: 'Tan',
        name: 'Mei',
        phone: '91234567',
        address_line1: '10 Bayfront Ave',
        postal_code: '018956',
        is_default: false,
      },
      inSg,
    );
    ok(address);
    const inSingapore = flows.shopperIn({ ...shopper, address_id: address.json.data.address_id }, 'SG');
    const lines = [{ sku_id: sgSku.skuId, quantity: 2 }];
    const sgOrder = await flows.paidOrder(inSingapore, 'SG', lines);
    await flows.completeOrder(sgOrder);
    const sgEarned = await earnOf(sgOrder);
    expect(sgEarned).toBeGreaterThanOrEqual(100);
    expect((await summaryIn(shopper, 'SG')).balance).toBe(sgEarned);
    const { orderNo: spending } = await flows.orderWithCoins(inSingapore, lines);
    const spent = await spendOf(spending);
    expect(spent).toBeGreaterThan(0);
    expect((await summaryIn(shopper, 'SG')).balance).toBe(sgEarned - spent);
    expect((await summaryIn(shopper, 'MY')).balance).toBe(my.earned);
    const countries = await server.database.db
      .select({ kind: coinEntries.kind, country: coinEntries.countryCode })
      .from(coinEntries)
      .where(eq(coinEntries.memberId, await memberIdOf(shopper)));
    expect(countries.map((e) => `${e.kind}:${e.country}`).sort()).toEqual(['earn:MY', 'earn:SG', 'spend:SG']);
  });
});
