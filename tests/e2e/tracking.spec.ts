import crypto from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { buildCatalogue } from '../../server/seed/catalogue';
import { expectNoAxeViolations } from './axe';
import { expect, openApp, test } from './fixtures';
import { asNewShopper, signedIn } from './member-login';

/*
 * Shipment tracking: a shipped order's tracking followed to delivered, the
 * sandbox courier's time compressed by its dev tool (each press: the next event now), then
 * receipt confirmed and the order complete. Both layouts (the projects), in English and Chinese.
 * The order is placed and paid cash on delivery over the API: the journey is about what follows.
 */

const catalogue = buildCatalogue();
const multiSku = catalogue.listings.find(
  (listing) => listing.productNo === catalogue.showcase.ID.multiSku && listing.countryCode === 'ID',
)!.skus;
const skuId = multiSku[0]!.skuId;

const words = {
  en: {
    track: 'Track package',
    title: 'Package tracking',
    noEvents: /first scan soon/,
    events: [
      'Picked up by the courier',
      'At the sorting centre',
      'On its way',
      'Out for delivery',
      'Delivered',
    ],
    toReceive: 'Pending receipt',
    complete: 'Transaction complete',
  },
  'zh-CN': {
    track: '查看物流',
    title: '包裹跟踪',
    noEvents: /第一条物流信息/,
    events: ['快递员已揽收', '已到达分拣中心', '运输中', '派送中', '已签收'],
    toReceive: '待收货',
    complete: '交易完成',
  },
} as const;

interface DevMember {
  auth_token: string;
  phone: string;
  address_id: string;
}

/** A member's order of one unit, accepted cash on delivery and shipped by the merchant tool. */
async function shippedOrder(
  request: APIRequestContext,
  member: DevMember,
  ip: string,
  skuIds: string[] = [skuId],
  packages?: string[][],
) {
  const headers = { Authorization: `Bearer ${member.auth_token}`, 'X-Locale': 'ID', 'X-Forwarded-For': ip };
  const lines = skuIds.map((sku_id) => ({ sku_id, quantity: 1 }));
  const preview = await (
    await request.post('/api/order/trade/preview', { headers, data: { buy_type: 'now', sku_list: lines } })
  ).json();
  expect(preview.code, JSON.stringify(preview)).toBe(0);
  const submitted = await (
    await request.post('/api/order/trade/submit', {
      headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
      data: {
        buy_type: 'now',
        sku_list: lines,
        address_id: member.address_id,
        price_token: preview.data.price_token,
      },
    })
  ).json();
  expect(submitted.code, JSON.stringify(submitted)).toBe(0);
  const orderNo = submitted.data.order_no as string;
  const cod = await (
    await request.post('/api/payment/pay', { headers, data: { order_no: orderNo, method: 'cod' } })
  ).json();
  expect(cod.code, JSON.stringify(cod)).toBe(0);
  const ship = await (
    await request.post('/api/dev/order/ship', { data: { order_no: orderNo, packages } })
  ).json();
  expect(ship.code, JSON.stringify(ship)).toBe(0);
  const trackingNos = ship.data.tracking_nos as string[];
  return { orderNo, trackingNo: trackingNos[0]!, trackingNos, headers };
}

for (const language of ['en', 'zh-CN'] as const) {
  test(`a shipped order's tracking followed to delivered, then receipt confirmed (${language})`, async ({
    page,
    request,
  }) => {
    // Five courier events, each a reload, in both layouts: longer than one page's journey.
    test.setTimeout(90_000);
    const w = words[language];
    const shopper = await asNewShopper(page, language);
    const member = (await (await request.post('/api/dev/member', { data: { country_code: 'ID' } })).json())
      .data as DevMember;
    const { orderNo, trackingNo, headers } = await shippedOrder(request, member, shopper.ip);
    await signedIn(page, { auth_token: member.auth_token, user_name: member.phone });

    await openApp(page, `/orderDetail/${orderNo}`);
    await expect(page.getByTestId('detail-status')).toHaveText(w.toReceive);
    await page.getByTestId('track-order').click();
    await expect(page).toHaveURL(new RegExp(`/tracking\\?order_no=${orderNo}$`));
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    await expect(page.getByTestId('parcel-number')).toHaveText(trackingNo);
    await expect(page.getByText(w.noEvents)).toBeVisible();
    await expect(page.getByTestId('estimate')).toBeVisible();

    // The courier's five events, one press of the dev tool each; the page shows each as it lands.
    const timeline = page.getByTestId('parcel-timeline');
    for (const [index, name] of w.events.entries()) {
      const advanced = await (
        await request.post('/api/dev/shipment/advance', { data: { tracking_no: trackingNo } })
      ).json();
      expect(advanced.code, JSON.stringify(advanced)).toBe(0);
      await page.reload();
      const current = timeline.locator('[aria-current="step"]');
      await expect(current).toContainText(name);
      // Every earlier event is listed with its place and time.
      await expect(timeline.locator('[data-state="complete"]')).toHaveCount(index);
    }
    await expect(page.getByTestId('estimate')).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The delivered message reached the message centre, linking to the order.
    const messages = await (
      await request.post('/api/message/page', { headers, data: { page_num: 1, page_size: 20 } })
    ).json();
    expect(JSON.stringify(messages.data)).toContain(`/orderDetail/${orderNo}`);

    // Delivered is not received: the order waits for the shopper, who confirms.
    await openApp(page, `/orderDetail/${orderNo}`);
    await expect(page.getByTestId('detail-status')).toHaveText(w.toReceive);
    const confirmed = await (
      await request.post('/api/order/trade/confirm_receipt', {
        headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
        data: { order_no: orderNo },
      })
    ).json();
    expect(confirmed.code, JSON.stringify(confirmed)).toBe(0);
    await page.reload();
    await expect(page.getByTestId('detail-status')).toHaveText(w.complete);
    // The tracking stays to be read after completion.
    await page.getByTestId('track-order').click();
    await expect(page.getByTestId('parcel-timeline').locator('[aria-current="step"]')).toContainText(
      w.events[4],
    );
  });
}

test('an order shipped in two packages lists both; each has its own timeline', async ({ page, request }) => {
  const shopper = await asNewShopper(page, 'en');
  const member = (await (await request.post('/api/dev/member', { data: { country_code: 'ID' } })).json())
    .data as DevMember;
  const [first, second] = [multiSku[0]!.skuId, multiSku[1]!.skuId];
  const { orderNo, trackingNos } = await shippedOrder(
    request,
    member,
    shopper.ip,
    [first, second],
    [[first], [second]],
  );
  await request.post('/api/dev/shipment/advance', { data: { tracking_no: trackingNos[1] } });
  await signedIn(page, { auth_token: member.auth_token, user_name: member.phone });

  // "Track package" on an order of two packages shows the list.
  await openApp(page, `/orderDetail/${orderNo}`);
  await page.getByTestId('track-order').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shipment tracking' })).toBeVisible();
  const cards = page.getByTestId('package-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0).getByRole('heading', { name: /Package 1 of 2/ })).toBeVisible();
  await expect(cards.nth(0).getByTestId('package-latest')).toHaveCount(0);
  await expect(cards.nth(1).getByTestId('package-latest')).toContainText('Picked up by the courier');
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'View tracking of package 2' }).click();
  await expect(page).toHaveURL(new RegExp(`/trackingDetail\\?tracking_no=${trackingNos[1]}$`));
  // The list stays on screen until the timeline has loaded: wait for the new page's heading.
  await expect(page.getByRole('heading', { level: 1, name: 'Package tracking' })).toBeVisible();
  await expect(page.getByTestId('parcel-number')).toHaveText(trackingNos[1]!);
  await expect(page.getByText('Package 2 of 2')).toBeVisible();
  await page.getByRole('link', { name: 'All packages of this order' }).click();
  await expect(page).toHaveURL(new RegExp(`/shipmentTracking\\?order_no=${orderNo}$`));
  await expect(page.getByTestId('package-card')).toHaveCount(2);
});

/*
 * WCAG 2.5.3 (label in name): a speech user says what they see ("查看物流"), so each package's
 * link keeps its visible words inside the longer name that tells the packages apart.
 */
for (const language of ['en', 'id', 'zh-CN'] as const)
  test(`each package's link is named with its visible words (${language})`, async ({ page, request }) => {
    const shopper = await asNewShopper(page, language);
    const member = (await (await request.post('/api/dev/member', { data: { country_code: 'ID' } })).json())
      .data as DevMember;
    const [first, second] = [multiSku[0]!.skuId, multiSku[1]!.skuId];
    const { orderNo } = await shippedOrder(request, member, shopper.ip, [first, second], [[first], [second]]);
    await signedIn(page, { auth_token: member.auth_token, user_name: member.phone });
    await openApp(page, `/shipmentTracking?order_no=${orderNo}`);
    const links = page.getByTestId('package-card').getByRole('link');
    await expect(links).toHaveCount(2);
    for (const link of await links.all()) {
      const visible = (await link.innerText()).trim();
      expect(visible.length).toBeGreaterThan(0);
      await expect(link).toHaveAccessibleName(new RegExp(visible.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    }
    await expectNoAxeViolations(page);
  });
