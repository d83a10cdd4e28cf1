import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPageSchema } from '../../../contract/catalogue';
import * as errorCodes from '../../../contract/error-codes';
import {
  couponCenterSchema,
  voucherPageSchema,
  voucherSchema,
  voucherTermsSchema,
  type CouponCenterItem,
} from '../../../contract/voucher';
import { VOUCHER_CLAIMS_PER_MINUTE } from '../../../contract/voucher-constants';
import { voucherCampaignProducts, voucherCampaigns, voucherClaims } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { markOrderPaid } from '../orders/order-moves';
import { returnOrderClaims, useClaims } from './voucher-moves';
import { accountErasers } from '../member/account-erasers';
import { SEED_VOUCHER_CODE, seedCampaignId } from '../../seed/vouchers';
import {
  plainListings,
  orderFlows,
  type Shopper,
  memberIdOf as memberIdOfShopper,
} from '../../test-support/order-helpers';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let server: TestServer;
let flows: ReturnType<typeof orderFlows>;
beforeAll(async () => {
  server = await startTestServer();
  flows = orderFlows(server);
});
afterAll(async () => {
  await server.close();
});

const DAY = 24 * 60 * 60_000;
const id = (slug: string, country: 'ID' | 'SG' | 'MY' = 'ID') => seedCampaignId(country, slug);
const promo = (
  shopper: Shopper | null,
  method: string,
  path: string,
  body?: unknown,
  extra: Record<string, string> = {},
) =>
  server.call(method, `/api/promotion/api/${path}`, body, {
    ...(shopper ? shopper.headers : { 'X-Locale': 'ID', Language: 'en' }),
    ...extra,
  });
const claim = (shopper: Shopper, campaignId: string, extra: Record<string, string> = {}) =>
  promo(shopper, 'POST', 'claim', { campaign_id: campaignId }, extra);
const memberIdOf = (shopper: Shopper) => memberIdOfShopper(server, shopper);
/** The rate limit counts presses per member: a test that presses often waits the minute out. */
const nextMinute = () => server.clock.advance(61_000);

describe('the claim centre', () => {
  it('lists the live and coming campaigns of the country, in the request language, without code-only or ended ones', async () => {
    const answer = await server.call('GET', '/api/promotion/api/coupon_center', undefined, {
      'X-Locale': 'ID',
      Language: 'id',
    });
    const center = couponCenterSchema.parse(answer.json.data);
    const ids = center.list.map((item) => item.voucher.campaign_id);
    expect(ids).toContain(id('welcome'));
    expect(ids).toContain(id('not-started'));
    expect(ids).not.toContain(id('ended'));
    expect(ids).not.toContain(id('code-only'));
    expect(ids).not.toContain(id('welcome', 'SG'));
    const welcome = center.list.find((item) => item.voucher.campaign_id === id('welcome'))!;
    expect(welcome.voucher.title).toBe('Pengguna baru: potongan Rp 10.000');
    expect(welcome.voucher).toMatchObject({
      currency: 'IDR',
      status: null,
      id: null,
      valid_days_after_claim: 7,
    });
    const refusal = (slug: string) =>
      center.list.find((item) => item.voucher.campaign_id === id(slug))!.refusal;
    expect(refusal('welcome')).toBeNull();
    expect(refusal('not-started')).toBe(errorCodes.voucherEventNotStarted);
    expect(refusal('sold-out')).toBe(errorCodes.voucherFullyClaimed);
    expect(refusal('app-only')).toBe(errorCodes.voucherAppOnly);
  });

  it("shows the member's own claim state", async () => {
    const shopper = await flows.member('ID');
    expect((await claim(shopper, id('welcome'))).json.code).toBe(0);
    const center = couponCenterSchema.parse((await promo(shopper, 'GET', 'coupon_center')).json.data);
    const welcome = center.list.find((item: CouponCenterItem) => item.voucher.campaign_id === id('welcome'))!;
    expect(welcome).toMatchObject({ member_claims: 1, refusal: errorCodes.voucherClaimLimit });
    const inApp = couponCenterSchema.parse(
      (await promo(shopper, 'GET', 'coupon_center', undefined, { platform: 'APP' })).json.data,
    );
    expect(inApp.list.find((item) => item.voucher.campaign_id === id('app-only'))!.refusal).toBeNull();
  });
});

describe('claiming: every rule and its code', () => {
  it('claims a voucher valid N days after the claim, and refuses the second claim (1101037)', async () => {
    const shopper = await flows.member('ID');
    const answer = await claim(shopper, id('welcome'));
    expect(answer.json.code, JSON.stringify(answer.json)).toBe(0);
    const voucher = voucherSchema.parse(answer.json.data);
    const now = server.clock.now().getTime();
    expect(voucher).toMatchObject({
      status: 'unuse',
      valid_from: now,
      valid_until: now + 7 * DAY,
      kind: 'discount',
    });
    expect((await claim(shopper, id('welcome'))).json.code).toBe(errorCodes.voucherClaimLimit);
  });

  it('lets a member claim up to the per-member limit', async () => {
    const shopper = await flows.member('ID');
    for (let n = 0; n < 2; n += 1) expect((await claim(shopper, id('daily-deal'))).json.code).toBe(0);
    expect((await claim(shopper, id('daily-deal'))).json.code).toBe(errorCodes.voucherClaimLimit);
  });

  it('answers each rule with its code and changes nothing', async () => {
    const shopper = await flows.member('ID');
    const before = await server.database.db.select({ n: sql<number>`count(*)::int` }).from(voucherClaims);
    expect((await claim(shopper, id('not-started'))).json.code).toBe(errorCodes.voucherEventNotStarted);
    expect((await claim(shopper, id('ended'))).json.code).toBe(errorCodes.voucherEventExpired);
    expect((await claim(shopper, id('sold-out'))).json.code).toBe(errorCodes.voucherFullyClaimed);
    expect((await claim(shopper, id('app-only'))).json.code).toBe(errorCodes.voucherAppOnly);
    expect((await claim(shopper, id('code-only'))).json.code).toBe(errorCodes.voucherNotEligible);
    expect((await claim(shopper, id('welcome', 'SG'))).json.code).toBe(errorCodes.voucherCountryMismatch);
    expect((await claim(shopper, '00000000-0000-4000-8000-000000000000')).json.code).toBe(
      errorCodes.voucherNotFound,
    );
    expect((await claim(shopper, 'not-a-uuid' as string)).json.code).toBe(errorCodes.invalidParameter);
    const after = await server.database.db.select({ n: sql<number>`count(*)::int` }).from(voucherClaims);
    expect(after[0]!.n).toBe(before[0]!.n);
    const [soldOut] = await server.database.db
      .select({ claimed: voucherCampaigns.claimedCount })
      .from(voucherCampaigns)
      .where(eq(voucherCampaigns.id, id('sold-out')));
    expect(soldOut!.claimed).toBe(5);
    nextMinute();
  });

  it('claims an app-only voucher inside the app', async () => {
    const shopper = await flows.member('ID');
    expect((await claim(shopper, id('app-only'), { platform: 'APP' })).json.code).toBe(0);
  });

  it('refuses a new-user voucher to a member with a completed order (1101049)', async () => {
    const shopper = await flows.member('ID');
    const sku = plainListings('ID')[40]!.skus[0]!.skuId;
    const placed = await shopper.submit([{ sku_id: sku, quantity: 1 }]);
    const orderNo = placed.json.data.order_no as string;
    await inTransaction(server.database.db, (tx) =>
      markOrderPaid(tx, {
        orderNo,
        method: 'gopay',
        paidAt: server.clock.now(),
        providerRef: `sb-${orderNo}`,
      }),
    );
    await server.call('POST', '/api/dev/order/ship', { order_no: orderNo, tracking_no: 'JNE1' });
    expect((await shopper.call('POST', 'confirm_receipt', { order_no: orderNo })).json.code).toBe(0);
    expect((await claim(shopper, id('welcome'))).json.code).toBe(errorCodes.voucherNewUsersOnly);
    // The shipping voucher has no such rule.
    expect((await claim(shopper, id('free-shipping'))).json.code).toBe(0);
  });

  it('refuses the press past the limit a minute (1101039), then lets the member claim again', async () => {
    nextMinute();
    const shopper = await flows.member('ID');
    for (let n = 0; n < VOUCHER_CLAIMS_PER_MINUTE; n += 1) await claim(shopper, id('not-started'));
    expect((await claim(shopper, id('welcome'))).json.code).toBe(errorCodes.voucherTooFrequent);
    nextMinute();
    expect((await claim(shopper, id('welcome'))).json.code).toBe(0);
  });

  it('claims a typed code (virtual/mapping) and refuses an unknown one (1101043)', async () => {
    const shopper = await flows.member('ID');
    const mapped = await promo(shopper, 'POST', 'virtual/mapping', { code: SEED_VOUCHER_CODE.toLowerCase() });
    expect(mapped.json.code, JSON.stringify(mapped.json)).toBe(0);
    expect(voucherSchema.parse(mapped.json.data).campaign_id).toBe(id('code-only'));
    expect((await promo(shopper, 'POST', 'virtual/mapping', { code: 'NOSUCHCODE' })).json.code).toBe(
      errorCodes.voucherCodeNotFound,
    );
    expect((await promo(shopper, 'POST', 'virtual/mapping', { code: SEED_VOUCHER_CODE })).json.code).toBe(
      errorCodes.voucherClaimLimit,
    );
  });

  it('asks a visitor to log in', async () => {
    const answer = await server.call(
      'POST',
      '/api/promotion/api/claim',
      { campaign_id: id('welcome') },
      { 'X-Locale': 'ID' },
    );
    expect(answer.status).toBe(401);
  });
});

describe('the race: a campaign of N never gives N + 1', () => {
  it('grants exactly the quantity when more members claim at once, one claim each', async () => {
    const quantity = 10;
    const campaignId = crypto.randomUUID();
    const now = server.clock.now();
    await server.database.db.insert(voucherCampaigns).values({
      id: campaignId,
      countryCode: 'ID',
      kind: 'discount',
      discountType: 'fixed',
      value: 1000,
      startsAt: new Date(now.getTime() - DAY),
      endsAt: new Date(now.getTime() + DAY),
      validDaysAfterClaim: 1,
      totalQuantity: quantity,
      title: { en: 'Race', id: 'Balapan', 'zh-CN': '抢' },
      terms: { en: '', id: '', 'zh-CN': '' },
    });
    const shoppers = await Promise.all(Array.from({ length: 25 }, () => flows.member('ID')));
    // Each member presses twice at once too: the member's lock counts their own claims one at a time.
    const answers = await Promise.all(
      shoppers.flatMap((shopper) => [claim(shopper, campaignId), claim(shopper, campaignId)]),
    );
    const codes = answers.map((answer) => answer.json.code);
    expect(codes.filter((code) => code === 0)).toHaveLength(quantity);
    expect(
      codes.every((code) => [0, errorCodes.voucherFullyClaimed, errorCodes.voucherClaimLimit].includes(code)),
    ).toBe(true);
    const rows = await server.database.db
      .select()
      .from(voucherClaims)
      .where(eq(voucherClaims.campaignId, campaignId));
    expect(rows).toHaveLength(quantity);
    expect(new Set(rows.map((row) => row.memberId)).size).toBe(quantity);
    const [campaign] = await server.database.db
      .select()
      .from(voucherCampaigns)
      .where(eq(voucherCampaigns.id, campaignId));
    expect(campaign!.claimedCount).toBe(quantity);
  });
});

describe('the wallet', () => {
  it('shows the tabs, derives expiry from the clock, and shows only the member’s own claims', async () => {
    const owner = await flows.member('ID');
    const other = await flows.member('ID');
    const welcome = voucherSchema.parse((await claim(owner, id('welcome'))).json.data);
    const deal = voucherSchema.parse((await claim(owner, id('daily-deal'))).json.data);
    const tab = async (shopper: Shopper, status: string) =>
      voucherPageSchema.parse((await promo(shopper, 'GET', `my_coupons?status=${status}`)).json.data);

    expect((await tab(owner, 'unuse')).list.map((v) => v.id)).toEqual([deal.id, welcome.id]);
    expect((await tab(other, 'unuse')).total).toBe(0);

    server.clock.advance(DAY);
    const unuse = await tab(owner, 'unuse');
    expect(unuse.list.map((v) => v.id)).toEqual([welcome.id]);
    const expired = await tab(owner, 'expired');
    expect(expired.list.map((v) => [v.id, v.status])).toEqual([[deal.id, 'expired']]);

    // Another member's claim is missing to them: terms and products answer as for an unknown id.
    expect((await promo(other, 'GET', `coupon_detail/${welcome.id}`)).json.code).toBe(
      errorCodes.voucherNotFound,
    );
    expect(
      (await promo(other, 'POST', 'fetch/coupon_product_list', { coupon_id: welcome.id })).json.code,
    ).toBe(errorCodes.couponNotFound);
    // And they cannot use it.
    const otherId = await memberIdOf(other);
    const used = await inTransaction(server.database.db, (tx) =>
      useClaims(tx, { memberId: otherId, claimIds: [welcome.id!], orderNo: 'X1', at: server.clock.now() }),
    );
    expect(used).toEqual({ ok: false, claimId: welcome.id, reason: 'not_found' });
  });

  it('moves a claim to used and back on cancel; a shipping voucher stays used on refund; an ended one returns expired', async () => {
    const shopper = await flows.member('ID');
    const memberId = await memberIdOf(shopper);
    const welcome = voucherSchema.parse((await claim(shopper, id('welcome'))).json.data);
    const shipping = voucherSchema.parse((await claim(shopper, id('free-shipping'))).json.data);
    const use = (orderNo: string, claimIds: string[]) =>
      inTransaction(server.database.db, (tx) =>
        useClaims(tx, { memberId, claimIds, orderNo, at: server.clock.now() }),
      );
    const giveBack = (orderNo: string, cause: 'cancel' | 'refund') =>
      inTransaction(server.database.db, (tx) =>
        returnOrderClaims(tx, { orderNo, cause, at: server.clock.now() }),
      );

    expect(await use('ORDER-A', [welcome.id!, shipping.id!])).toEqual({ ok: true });
    expect(await use('ORDER-B', [welcome.id!])).toEqual({
      ok: false,
      claimId: welcome.id,
      reason: 'not_usable',
    });
    const usedTab = voucherPageSchema.parse(
      (await promo(shopper, 'GET', 'my_coupons?status=used')).json.data,
    );
    expect(usedTab.list.map((v) => v.used_order_no)).toEqual(['ORDER-A', 'ORDER-A']);

    expect(await giveBack('ORDER-A', 'refund')).toEqual(
      expect.arrayContaining([
        { id: welcome.id, outcome: 'unuse' },
        { id: shipping.id, outcome: 'kept' },
      ]),
    );
    expect(await use('ORDER-C', [welcome.id!])).toEqual({ ok: true });
    server.clock.advance(8 * DAY);
    expect(await giveBack('ORDER-C', 'cancel')).toEqual([{ id: welcome.id, outcome: 'expired' }]);
    expect(await giveBack('ORDER-C', 'cancel')).toEqual([]);
    const expired = voucherPageSchema.parse(
      (await promo(shopper, 'GET', 'my_coupons?status=expired')).json.data,
    );
    expect(expired.list.map((v) => v.id)).toContain(welcome.id);
  });
});

describe('terms and products', () => {
  it('answers the terms in the request language', async () => {
    const answer = await server.call('GET', `/api/promotion/api/coupon_detail/${id('welcome')}`, undefined, {
      'X-Locale': 'ID',
      Language: 'zh-CN',
    });
    const terms = voucherTermsSchema.parse(answer.json.data);
    expect(terms.terms[0]).toBe('最低消费Rp 50.000。');
    expect(terms.voucher.title).toBe('新用户立减Rp 10.000');
    expect((await promo(null, 'GET', `coupon_detail/${id('code-only')}`)).json.code).toBe(
      errorCodes.voucherNotFound,
    );
  });

  it("lists a selected-products voucher's products, searchable, and all products for the rest", async () => {
    const covered = await server.database.db
      .select({ productNo: voucherCampaignProducts.productNo })
      .from(voucherCampaignProducts)
      .where(eq(voucherCampaignProducts.campaignId, id('percent-picks')));
    expect(covered.length).toBeGreaterThan(0);
    const page = productPageSchema.parse(
      (
        await promo(null, 'POST', 'fetch/coupon_product_list', {
          coupon_id: id('percent-picks'),
          page_size: 50,
        })
      ).json.data,
    );
    const set = new Set(covered.map((row) => row.productNo));
    expect(page.total).toBeGreaterThan(0);
    expect(page.list.every((card) => set.has(card.product_no))).toBe(true);

    const word = page.list[0]!.product_name.split(/\s+/)[0]!;
    const searched = productPageSchema.parse(
      (
        await server.call(
          'POST',
          '/api/search/coupon/search',
          { coupon_id: id('percent-picks'), keyword: word },
          { 'X-Locale': 'ID' },
        )
      ).json.data,
    );
    expect(searched.list.length).toBeGreaterThan(0);
    expect(searched.list.every((card) => set.has(card.product_no))).toBe(true);

    const all = productPageSchema.parse(
      (await promo(null, 'POST', 'fetch/coupon_product_list', { coupon_id: id('welcome') })).json.data,
    );
    expect(all.total).toBeGreaterThan(page.total);
    expect(
      (await promo(null, 'POST', 'fetch/coupon_product_list', { coupon_id: crypto.randomUUID() })).json.code,
    ).toBe(errorCodes.couponNotFound);
  });
});

describe('account deletion', () => {
  it("erases the member's claims and keeps the campaign's count", async () => {
    const shopper = await flows.member('ID');
    const memberId = await memberIdOf(shopper);
    expect((await claim(shopper, id('free-shipping'))).json.code).toBe(0);
    const countOf = async () =>
      (
        await server.database.db
          .select({ n: voucherCampaigns.claimedCount })
          .from(voucherCampaigns)
          .where(eq(voucherCampaigns.id, id('free-shipping')))
      )[0]!.n;
    const before = await countOf();
    const eraser = accountErasers.find((entry) => entry.area === 'vouchers')!;
    await inTransaction(server.database.db, (tx) => eraser.erase(tx, memberId, server.clock.now()));
    const left = await server.database.db
      .select()
      .from(voucherClaims)
      .where(eq(voucherClaims.memberId, memberId));
    expect(left).toHaveLength(0);
    expect(await countOf()).toBe(before);
  });
});
