import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COIN_REDEEM_STEP } from '../../../contract/coin-constants';
import { errorCatalogue } from '../../../contract/errors';
import { orderDetailSchema, orderPreviewSchema, type OrderPreview } from '../../../contract/order';
import { coinEntries, voucherCampaignProducts, voucherCampaigns, voucherClaims } from '../../db/schema';
import { closeOverdueOrders } from '../orders/orders';
import {
  memberIdOf as memberIdOfShopper,
  orderFlows,
  plainListings,
  type Shopper,
} from '../../test-support/order-helpers';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { DAY_MS } from '../../../contract/durations';

/**
 * Vouchers and coins at checkout (ADR 029), on PGlite and PostgreSQL: the preview's
 * best choice and reasons, submit marking claims used and spending coins, every close giving
 * them back (an expired voucher not), two orders racing for one claim, and another member's claim.
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

// Cheap SKUs, so one unit stays under the free-shipping threshold (Rp 150.000, ADR 019).
const cheap = plainListings('ID').filter((listing) => listing.skus[0]!.price < 60_000);
let next = 0;
const freshSku = () => {
  const listing = cheap[next++]!;
  return { skuId: listing.skus[0]!.skuId, productNo: listing.productNo, price: listing.skus[0]!.price };
};

const memberIdOf = (shopper: Shopper) => memberIdOfShopper(server, shopper);

type CampaignInput = Partial<typeof voucherCampaigns.$inferInsert>;

/** A campaign of Indonesia and one claim of it for `memberId`, valid for `days` from now. */
async function claimed(memberId: string, campaign: CampaignInput, days = 7, productNos: string[] = []) {
  const now = server.clock.now();
  const [row] = await server.database.db
    .insert(voucherCampaigns)
    .values({
      countryCode: 'ID',
      kind: 'discount',
      discountType: 'fixed',
      value: 5_000,
      startsAt: new Date(now.getTime() - DAY_MS),
      endsAt: new Date(now.getTime() + 30 * DAY_MS),
      validDaysAfterClaim: 30,
      title: { en: 'Test voucher', id: 'Voucher uji', 'zh-CN': '测试优惠券' },
      terms: { en: 'Terms', id: 'Syarat', 'zh-CN': '条款' },
      ...campaign,
      scope: productNos.length > 0 ? 'selected' : 'all',
    })
    .returning({ id: voucherCampaigns.id });
  if (productNos.length > 0)
    await server.database.db
      .insert(voucherCampaignProducts)
      .values(productNos.map((productNo) => ({ campaignId: row!.id, productNo })));
  const [claim] = await server.database.db
    .insert(voucherClaims)
    .values({
      campaignId: row!.id,
      memberId,
      claimedAt: now,
      validFrom: now,
      validUntil: new Date(now.getTime() + days * DAY_MS),
    })
    .returning({ id: voucherClaims.id });
  return claim!.id;
}

async function giveCoins(memberId: string, amount: number) {
  const now = server.clock.now();
  await server.database.db.insert(coinEntries).values({
    memberId,
    kind: 'earn',
    amount,
    orderNo: `GIFT${crypto.randomUUID()}`,
    countryCode: 'ID',
    expiresAt: new Date(now.getTime() + 100 * DAY_MS),
    createdAt: now,
  });
}

const claimStatus = async (id: string) =>
  (await server.database.db.select().from(voucherClaims).where(eq(voucherClaims.id, id)))[0]!;

/** A member whose next order is not the first (so it pays shipping): one earlier order left to pay. */
async function returningMember() {
  const shopper = await flows.member('ID');
  const earlier = await shopper.submit([{ sku_id: freshSku().skuId, quantity: 1 }]);
  expect(earlier.json.code, JSON.stringify(earlier.json)).toBe(0);
  return { shopper, memberId: await memberIdOf(shopper) };
}

const previewOf = async (shopper: Shopper, skuId: string, more: object = {}) =>
  shopper.call('POST', 'preview', { buy_type: 'now', sku_list: [{ sku_id: skuId, quantity: 1 }], ...more });

async function submitWith(shopper: Shopper, skuId: string, preview: OrderPreview, more: object) {
  return shopper.call(
    'POST',
    'submit',
    {
      buy_type: 'now',
      sku_list: [{ sku_id: skuId, quantity: 1 }],
      address_id: shopper.address_id,
      price_token: preview.price_token,
      ...more,
    },
    { 'Idempotency-Key': crypto.randomUUID() },
  );
}

describe('the preview picks the best vouchers and says why the others cannot apply', () => {
  it('the larger discount, the shipping voucher and the coins; min spend with its shortfall', async () => {
    const { shopper, memberId } = await returningMember();
    const sku = freshSku();
    const small = await claimed(memberId, { value: 1_000 });
    const larger = await claimed(memberId, { value: 3_000 });
    const ship = await claimed(memberId, { kind: 'shipping', discountType: 'percent', value: 10_000 });
    const far = await claimed(memberId, { value: 2_000, minSpend: sku.price + 7_000 });
    const other = await claimed(memberId, { value: 2_000 }, 7, [cheap.at(-1)!.productNo]);
    await giveCoins(memberId, 1_000);

    const answer = await previewOf(shopper, sku.skuId, { points_deduction_switch: true });
    expect(answer.json.code, JSON.stringify(answer.json)).toBe(0);
    const preview = orderPreviewSchema.parse(answer.json.data);
    expect(preview.shipping_fee).toBeGreaterThan(0);
    expect(preview.vouchers.applied.map((v) => v.id).sort()).toEqual([larger, ship].sort());
    expect(preview.voucher_discount).toBe(3_000);
    expect(preview.shipping_discount).toBe(preview.shipping_fee);
    expect(preview.vouchers.usable.map((v) => v.id).sort()).toEqual([small, larger, ship].sort());
    expect(preview.vouchers.unusable).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          reason: 'min_spend',
          shortfall: 7_000,
          voucher: expect.objectContaining({ id: far }),
        }),
        expect.objectContaining({
          reason: 'products_not_covered',
          voucher: expect.objectContaining({ id: other }),
        }),
      ]),
    );
    // Coins: 25 % of what is left, in steps of 100 coins (Rp 1.000 each), within the balance.
    const left = preview.subtotal - 3_000;
    const steps = Math.min(Math.floor(left / 4 / 1_000), 10);
    expect(preview.coins).toMatchObject({
      balance: 1_000,
      available: steps * COIN_REDEEM_STEP,
      switch_on: true,
    });
    expect(preview.coins_value).toBe(steps * 1_000);
    expect(preview.total).toBe(left - steps * 1_000);
    expect(preview.lines[0]!.paid_amount).toBe(preview.total);

    const none = orderPreviewSchema.parse(
      (await previewOf(shopper, sku.skuId, { coupon_ids: [] })).json.data,
    );
    expect(none.vouchers.applied).toEqual([]);
    expect(none.total).toBe(none.subtotal + none.shipping_fee);
    expect(none.coins_used).toBe(0);
  });

  it('a choice that cannot apply answers the voucher code; another member’s claim reads as not claimed', async () => {
    const { shopper, memberId } = await returningMember();
    const stranger = await flows.member('ID');
    const theirs = await claimed(await memberIdOf(stranger), { value: 1_000 });
    const sku = freshSku();
    const a = await claimed(memberId, { value: 1_000 });
    const b = await claimed(memberId, { value: 2_000 });
    const far = await claimed(memberId, { minSpend: 10_000_000 });
    const app = await claimed(memberId, { appOnly: true });
    const codeOf = async (ids: string[], headers: Record<string, string> = {}) =>
      (
        await shopper.call(
          'POST',
          'preview',
          { buy_type: 'now', sku_list: [{ sku_id: sku.skuId, quantity: 1 }], coupon_ids: ids },
          headers,
        )
      ).json.code as number;
    expect(await codeOf([theirs])).toBe(errorCatalogue.voucherNotClaimed.code);
    expect(await codeOf([a, b])).toBe(errorCatalogue.voucherNotStackable.code);
    expect(await codeOf([far])).toBe(errorCatalogue.voucherMinSpendNotMet.code);
    expect(await codeOf([app])).toBe(errorCatalogue.voucherAppOnly.code);
    const ended = await claimed(memberId, { value: 1_000 }, -1);
    const elsewhere = await claimed(memberId, { value: 1_000 }, 7, [cheap.at(-1)!.productNo]);
    expect(await codeOf([ended])).toBe(errorCatalogue.voucherExpired.code);
    expect(await codeOf([elsewhere])).toBe(errorCatalogue.voucherNotApplicable.code);
    expect(await codeOf([app], { platform: 'APP' })).toBe(0);
    // The stranger's claim is untouched and theirs alone.
    expect((await claimStatus(theirs)).status).toBe('unuse');
  });
});

describe('submit uses the vouchers and the coins; closing the order gives them back', () => {
  it('marks the claims used, spends the coins once, keeps the discounts and the line paid share', async () => {
    const { shopper, memberId } = await returningMember();
    const sku = freshSku();
    const discount = await claimed(memberId, { value: 2_000 });
    const ship = await claimed(memberId, { kind: 'shipping', discountType: 'fixed', value: 5_000 }, 1);
    await giveCoins(memberId, 300);
    const preview = orderPreviewSchema.parse(
      (await previewOf(shopper, sku.skuId, { points_deduction_switch: true })).json.data,
    );
    const placed = await submitWith(shopper, sku.skuId, preview, {
      coupon_ids: preview.vouchers.applied.map((v) => v.id),
      points_deduction_switch: true,
    });
    expect(placed.json.code, JSON.stringify(placed.json)).toBe(0);
    const orderNo = placed.json.data.order_no as string;

    expect(await claimStatus(discount)).toMatchObject({ status: 'used', usedOrderNo: orderNo });
    expect(await claimStatus(ship)).toMatchObject({ status: 'used', usedOrderNo: orderNo });
    const spends = await server.database.db
      .select()
      .from(coinEntries)
      .where(and(eq(coinEntries.memberId, memberId), eq(coinEntries.kind, 'spend')));
    expect(spends).toEqual([expect.objectContaining({ amount: -preview.coins_used, orderNo })]);
    expect(preview.coins_used).toBeGreaterThan(0);

    const detail = orderDetailSchema.parse((await shopper.call('GET', `detail/${orderNo}`)).json.data);
    expect(detail).toMatchObject({
      voucher_discount: 2_000,
      shipping_discount: Math.min(5_000, preview.shipping_fee),
      coins_used: preview.coins_used,
      coins_value: preview.coins_used * 10, // 100 coins = Rp 1.000
      total: preview.total,
    });
    expect(detail.lines[0]!.paid_amount).toBe(preview.lines[0]!.paid_amount);

    // The shipping voucher ends in a day: cancel two days later returns the discount one only.
    server.clock.advance(2 * DAY_MS);
    const cancelled = await shopper.call('POST', 'cancel', { order_no: orderNo, reason: 'changed_mind' });
    expect(cancelled.json.code, JSON.stringify(cancelled.json)).toBe(0);
    expect(await claimStatus(discount)).toMatchObject({ status: 'unuse', usedOrderNo: null });
    expect(await claimStatus(ship)).toMatchObject({ status: 'expired', usedOrderNo: null });
    const back = await server.database.db
      .select()
      .from(coinEntries)
      .where(and(eq(coinEntries.orderNo, orderNo), eq(coinEntries.kind, 'adjust')));
    // The coins come back with the end of the lot they were taken from (never a longer life).
    expect(back).toEqual([expect.objectContaining({ amount: preview.coins_used })]);
    expect(back[0]!.expiresAt).not.toBeNull();
    const info = await server.call('GET', '/api/member/user/info', undefined, shopper.headers);
    expect(info.json.data.data.points).toBe(300);
  });

  it('the overdue job returns them too, exactly once', async () => {
    const { shopper, memberId } = await returningMember();
    const sku = freshSku();
    const discount = await claimed(memberId, { value: 1_000 });
    await giveCoins(memberId, 200);
    const preview = orderPreviewSchema.parse(
      (await previewOf(shopper, sku.skuId, { points_deduction_switch: true })).json.data,
    );
    const placed = await submitWith(shopper, sku.skuId, preview, { points_deduction_switch: true });
    expect(placed.json.code, JSON.stringify(placed.json)).toBe(0);
    const orderNo = placed.json.data.order_no as string;
    expect((await claimStatus(discount)).status).toBe('used');

    const later = new Date(server.clock.now().getTime() + 60 * 60_000);
    await Promise.all([
      closeOverdueOrders(server.database.db, later),
      closeOverdueOrders(server.database.db, later),
    ]);
    expect((await claimStatus(discount)).status).toBe('unuse');
    const back = await server.database.db
      .select()
      .from(coinEntries)
      .where(and(eq(coinEntries.orderNo, orderNo), eq(coinEntries.kind, 'adjust')));
    expect(back).toHaveLength(1);
  });

  it('two orders racing for one claim: exactly one uses it, the other is refused and changes nothing', async () => {
    const { shopper, memberId } = await returningMember();
    const voucher = await claimed(memberId, { value: 1_000 });
    const [one, two] = [freshSku(), freshSku()];
    const previews = await Promise.all(
      [one, two].map(async (sku) =>
        orderPreviewSchema.parse((await previewOf(shopper, sku.skuId, { coupon_ids: [voucher] })).json.data),
      ),
    );
    const answers = await Promise.all(
      [one, two].map((sku, index) =>
        submitWith(shopper, sku.skuId, previews[index]!, { coupon_ids: [voucher] }),
      ),
    );
    expect(answers.map((a) => a.json.code).sort()).toEqual(
      [0, errorCatalogue.voucherAlreadyUsed.code].sort(),
    );
    const winner = answers.find((a) => a.json.code === 0)!.json.data.order_no as string;
    expect(await claimStatus(voucher)).toMatchObject({ status: 'used', usedOrderNo: winner });
  });

  it('a token from before the balance changed answers 1103019', async () => {
    const { shopper, memberId } = await returningMember();
    const sku = freshSku();
    await giveCoins(memberId, 100);
    const preview = orderPreviewSchema.parse(
      (await previewOf(shopper, sku.skuId, { points_deduction_switch: true })).json.data,
    );
    expect(preview.coins_used).toBe(100);
    // Support takes the coins back before the shopper presses Submit.
    await server.database.db.insert(coinEntries).values({
      memberId,
      kind: 'adjust',
      amount: -100,
      countryCode: 'ID',
      createdAt: server.clock.now(),
    });
    const placed = await submitWith(shopper, sku.skuId, preview, { points_deduction_switch: true });
    expect(placed.json.code).toBe(errorCatalogue.priceChanged.code);
  });
});

describe('a voucher for online payment only', () => {
  it('closes cash on delivery to the order (1101038); an online method still pays', async () => {
    const { shopper, memberId } = await returningMember();
    const sku = freshSku();
    await claimed(memberId, { value: 1_000, onlineOnly: true });
    const preview = orderPreviewSchema.parse((await previewOf(shopper, sku.skuId)).json.data);
    expect(preview.vouchers.applied).toHaveLength(1);
    expect(preview.payment_methods.map((method) => method.kind)).not.toContain('cod');
    const placed = await submitWith(shopper, sku.skuId, preview, {});
    const orderNo = placed.json.data.order_no as string;
    // The payment page lists what the order can be paid with from the detail: no cash on delivery.
    const detail = orderDetailSchema.parse(
      (await server.call('GET', `/api/order/trade/detail/${orderNo}`, undefined, shopper.headers)).json.data,
    );
    expect(detail.payment_methods.length).toBeGreaterThan(0);
    expect(detail.payment_methods.map((method) => method.kind)).not.toContain('cod');
    const pay = (method: string) =>
      server.call(
        'POST',
        '/api/payment/pay',
        { order_no: orderNo, method, return_url: '/order' },
        shopper.headers,
      );
    expect((await pay('cod')).json.code).toBe(errorCatalogue.voucherOnlineOnly.code);
    expect((await pay('gopay')).json.code).toBe(0);
  });

  it('leaves cash on delivery open to an order without one, and lists no method once it is paid', async () => {
    const { shopper } = await returningMember();
    const sku = freshSku();
    const preview = orderPreviewSchema.parse((await previewOf(shopper, sku.skuId)).json.data);
    const orderNo = (await submitWith(shopper, sku.skuId, preview, {})).json.data.order_no as string;
    const detail = async () =>
      orderDetailSchema.parse(
        (await server.call('GET', `/api/order/trade/detail/${orderNo}`, undefined, shopper.headers)).json
          .data,
      );
    expect((await detail()).payment_methods.map((method) => method.kind)).toContain('cod');
    await server.call(
      'POST',
      '/api/payment/pay',
      { order_no: orderNo, method: 'cod', return_url: '/order' },
      shopper.headers,
    );
    expect((await detail()).payment_methods).toEqual([]);
  });
});

describe('get_minimum_purchase_shortfall', () => {
  it('answers the claim nearest to its min spend and what is missing; nothing for a visitor or when none is short', async () => {
    const { shopper, memberId } = await returningMember();
    const sku = freshSku();
    const call = (headers = shopper.headers) =>
      server.call(
        'POST',
        '/api/promotion/api/get_minimum_purchase_shortfall',
        { sku_list: [{ sku_id: sku.skuId, quantity: 1 }] },
        headers,
      );
    expect((await call()).json.data).toEqual({ voucher: null, shortfall: null, currency: 'IDR' });
    await claimed(memberId, { value: 9_000, minSpend: sku.price + 20_000 });
    const near = await claimed(memberId, { value: 2_000, minSpend: sku.price + 5_000 });
    const answer = (await call()).json;
    expect(answer.data).toMatchObject({ shortfall: 5_000, voucher: { id: near } });
    const stranger = await flows.member('ID');
    expect((await call(stranger.headers)).json.data.voucher).toBeNull();
    const { Authorization: _, ...visitor } = shopper.headers as Record<string, string>;
    expect((await call(visitor)).status).toBe(401);
  });
});
