import crypto from 'node:crypto';
import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { buildCatalogue } from '../../server/seed/catalogue';
import { expectNoAxeViolations } from './axe';
import { chooseRadio, expect, openApp, test } from './fixtures';
import { asNewShopper, freshIp, signedIn } from './member-login';
import { submitOrderByApi } from './order-by-api';

/*
 * After the order: a member with orders in every status sees the
 * right counts on /me (and the desktop side menu) and /order; cancels an unpaid order (stock
 * back); cancels a paid order before shipping (the sandbox refund recorded, the message
 * received); changes an order's address before shipping; orders again. Both layouts, English
 * and Chinese. Orders are placed and moved over the API (the sandbox tools: /api/dev/member,
 * stock, order ship/deliver; the sandbox provider's decide page), the journeys in the browser.
 */

type Language = 'en' | 'id' | 'zh-CN';
const locales = Object.fromEntries(
  (['en', 'id', 'zh-CN'] as const).map((language) => [
    language,
    JSON.parse(fs.readFileSync(new URL(`../../locales/${language}.json`, import.meta.url), 'utf8')) as Record<
      string,
      string
    >,
  ]),
) as Record<Language, Record<string, string>>;
/** The text of a message without placeholders, in `language`. */
const t = (language: Language, id: string) => {
  const text = locales[language][id];
  if (!text) throw new Error(`no ${id} in ${language}`);
  return text;
};

const catalogue = buildCatalogue();
const flashDeals = new Set(
  catalogue.sections
    .filter((section) => section.countryCode === 'ID' && section.kind === 'flash_deals')
    .flatMap((section) => section.productNos),
);
const showcaseNos = new Set(Object.values(catalogue.showcase.ID));
// From the end of the catalogue (the other journeys take the showcase and the first products).
const plain = catalogue.listings
  .filter(
    (listing) =>
      listing.countryCode === 'ID' &&
      listing.status === 'on_shelf' &&
      listing.maxPerOrder === null &&
      !flashDeals.has(listing.productNo) &&
      !showcaseNos.has(listing.productNo as never),
  )
  .reverse();
/** A SKU no other run of this spec uses: per layout, language and journey. */
const skuFor = (layout: string, language: Language, journey: number, n = 0) => {
  const slot =
    (journey * 6 + (layout === 'mobile' ? 0 : 3) + ['en', 'zh-CN', 'id'].indexOf(language)) * 3 + n;
  const listing = plain[slot]!;
  return { productNo: listing.productNo, skuId: listing.skus[0]!.skuId };
};

async function ok<T = any>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json()) as { code: number; data: T };
  expect(body.code, JSON.stringify(body)).toBe(0);
  return body.data;
}

/** A fresh member (one default address in Jakarta), signed in on the page in `language`, and the API as them. */
async function memberOnPage(page: Page, request: APIRequestContext, language: Language) {
  const shopper = await asNewShopper(page, language);
  const member = await ok(
    await request.post('/api/dev/member', {
      data: { country_code: 'ID' },
      headers: { 'X-Forwarded-For': shopper.ip },
    }),
  );
  // Every journey opens its own page next: signed in from that page's first load.
  await signedIn(page, { auth_token: member.auth_token, user_name: member.phone });
  const auth = {
    Authorization: `Bearer ${member.auth_token}`,
    'X-Locale': 'ID',
    Language: language,
    'X-Forwarded-For': freshIp(),
  };
  const api = {
    member,
    auth,
    async setStock(skuId: string, stock: number) {
      await ok(await request.post('/api/dev/stock', { data: { sku_id: skuId, stock }, headers: auth }));
    },
    async stockOf(productNo: string, skuId: string) {
      const detail = await ok<{ skus: { sku_id: string; stock: number }[] }>(
        await request.get(`/api/consumer/product/min_sku_detail/${productNo}`, { headers: auth }),
      );
      return detail.skus.find((sku) => sku.sku_id === skuId)?.stock;
    },
    /** Places an order of `quantity` units (stock set to 50 first); answers its number. */
    async place(skuId: string, quantity = 1): Promise<string> {
      await api.setStock(skuId, 50);
      return submitOrderByApi(request, auth, member.address_id, [{ sku_id: skuId, quantity }]);
    },
    /** Pays on the sandbox provider's page (GoPay, "pay"), waiting until the payment is paid. */
    async payOnline(orderNo: string) {
      const paying = await ok(
        await request.post('/api/payment/pay', {
          data: { order_no: orderNo, method: 'gopay', return_url: `/orderDetail/${orderNo}` },
          headers: { ...auth, 'Idempotency-Key': crypto.randomUUID() },
        }),
      );
      await request.post(`${paying.next_action.url}/decide`, { form: { outcome: 'pay' }, maxRedirects: 0 });
      await expect.poll(() => api.paymentStatus(orderNo)).toBe('paid');
    },
    async paymentStatus(orderNo: string) {
      return (await ok(await request.get(`/api/payment/status/${orderNo}`, { headers: auth })))
        .status as string;
    },
    /** Cash on delivery: to_ship at once, nothing paid. */
    async payCod(orderNo: string) {
      await ok(
        await request.post('/api/payment/pay', {
          data: { order_no: orderNo, method: 'cod' },
          headers: { ...auth, 'Idempotency-Key': crypto.randomUUID() },
        }),
      );
    },
    async ship(orderNo: string) {
      await ok(
        await request.post('/api/dev/order/ship', { data: { order_no: orderNo, tracking_no: 'JNE0017' } }),
      );
    },
    async deliver(orderNo: string) {
      await ok(await request.post('/api/dev/order/deliver', { data: { order_no: orderNo } }));
    },
    async cancel(orderNo: string) {
      await ok(
        await request.post('/api/order/trade/cancel', {
          data: { order_no: orderNo, reason: 'other' },
          headers: auth,
        }),
      );
    },
    async status(orderNo: string) {
      return (await ok(await request.get(`/api/order/trade/detail/${orderNo}`, { headers: auth })))
        .status as string;
    },
  };
  return api;
}

/** The cancel dialog: a reason, then Cancel order. */
async function cancelOnPage(page: Page, language: Language) {
  await page.getByTestId('cancel-order').click();
  // By its title: the success toast is an alertdialog too.
  const dialog = page.getByRole('alertdialog', { name: t(language, 'orderDetail.cancel.title') });
  await expect(dialog).toBeVisible();
  await chooseRadio(page, t(language, 'orderDetail.reason.changedMind'));
  await dialog.getByRole('button', { name: t(language, 'orderDetail.cancel.confirm'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('detail-status')).toHaveAttribute('data-status', 'transaction_closed');
  // Cancel is gone with the order's move: focus goes to the new status, not to <body>.
  await expect(page.getByTestId('detail-status')).toBeFocused();
}

/**
 * A card's action by keyboard: its button, then the dialog's confirm (destructive dialogs start
 * on Keep). The dialog by its title: the success toast is an alertdialog too.
 */
async function actOnCardByKeyboard(
  page: Page,
  card: ReturnType<Page['locator']>,
  action: { button: string; title: string; confirm: string },
) {
  await card.getByTestId(action.button).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: action.title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: action.confirm, exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
}

for (const language of ['en', 'zh-CN'] as const)
  test.describe(language, () => {
    // Orders placed and moved over the API, then several pages and axe passes.
    test.describe.configure({ timeout: 90_000 });

    test(`the tab counts on /me and /order for orders in every status (${language})`, async ({
      page,
      request,
      layout,
    }) => {
      const api = await memberOnPage(page, request, language);
      const sku = (n: number) => skuFor(layout, language, 0, n).skuId;
      await api.place(sku(0));
      const toShip = await api.place(sku(1));
      await api.payCod(toShip);
      const toReceive = await api.place(sku(2));
      await api.payCod(toReceive);
      await api.ship(toReceive);
      const complete = await api.place(sku(0));
      await api.payCod(complete);
      await api.ship(complete);
      await api.deliver(complete);
      await api.cancel(await api.place(sku(1)));

      await openApp(page, '/me');
      for (const tab of ['to_pay', 'to_ship', 'to_receive'])
        await expect(page.getByTestId(`me-orders-${tab}`)).toHaveAttribute('data-count', '1');
      if (layout === 'desktop')
        for (const tab of ['to_pay', 'to_ship', 'to_receive'])
          await expect(
            page.getByTestId(`side-orders-${tab}`).getByTestId(`order-count-${tab}`),
          ).toHaveAttribute('data-count', '1');
      await expectNoAxeViolations(page);

      await page.getByTestId('me-orders-to_ship').click();
      await expect(page).toHaveURL(/\/order\?tab=toShip$/);
      await expect(page.getByTestId('order-tab-toShip')).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByTestId('orders-card')).toHaveCount(1);
      await expect(page.getByTestId('orders-card')).toHaveAttribute('data-order-no', toShip);
      const counts = {
        all: '5',
        to_pay: '1',
        to_ship: '1',
        to_receive: '1',
        transaction_complete: '1',
        transaction_closed: '1',
      };
      for (const [tab, count] of Object.entries(counts))
        await expect(page.getByTestId(`order-count-${tab}`).first()).toHaveAttribute('data-count', count);
      await page.getByTestId('order-tab-all').click();
      await expect(page.getByTestId('orders-card')).toHaveCount(5);
      await expectNoAxeViolations(page);
      // The complete order's card offers "Order again"; the one to receive "Confirm receipt".
      await expect(
        page.locator(`[data-testid="orders-card"][data-order-no="${complete}"]`).getByTestId('orders-again'),
      ).toBeVisible();
      await expect(
        page
          .locator(`[data-testid="orders-card"][data-order-no="${toReceive}"]`)
          .getByTestId('confirm-receipt'),
      ).toBeVisible();
      // An empty tab says so: the unpaid order cancelled from the API, then Refresh.
      await page.getByTestId('order-tab-toPay').click();
      await expect(page.getByTestId('orders-card')).toHaveCount(1);
      const unpaid = (await page.getByTestId('orders-card').getAttribute('data-order-no'))!;
      await api.cancel(unpaid);
      await page.getByTestId('orders-refresh').click();
      await expect(page.getByTestId('orders-empty')).toContainText(t(language, 'orders.empty.toPay'));
    });

    test(`cancels an unpaid order (stock back), then orders it again (${language})`, async ({
      page,
      request,
      layout,
    }) => {
      const api = await memberOnPage(page, request, language);
      const { productNo, skuId } = skuFor(layout, language, 1);
      const orderNo = await api.place(skuId, 2);
      expect(await api.stockOf(productNo, skuId)).toBe(48);
      await openApp(page, `/orderDetail/${orderNo}`);
      await expect(page.getByTestId('detail-countdown')).toHaveText(/\d\d:\d\d/);
      await expectNoAxeViolations(page);
      await cancelOnPage(page, language);
      await expect(page.getByTestId('detail-status-text')).toHaveText(t(language, 'orderDetail.text.closed'));
      expect(await api.stockOf(productNo, skuId)).toBe(50);

      await page.getByTestId('orders-again').click();
      await page.waitForURL('**/cart');
      await expect(page.getByText(t(language, 'orders.again.added'))).toBeVisible();
    });

    test(`cancels a paid order before shipping: refunded and told (${language})`, async ({
      page,
      request,
      layout,
    }) => {
      const api = await memberOnPage(page, request, language);
      const orderNo = await api.place(skuFor(layout, language, 2).skuId);
      await api.payOnline(orderNo);
      await openApp(page, `/order?tab=toShip`);
      const card = page.locator(`[data-testid="orders-card"][data-order-no="${orderNo}"]`);
      await expect(card).toBeVisible();
      await card.getByRole('link').first().click();
      await page.waitForURL(`**/orderDetail/${orderNo}`);
      await expect(page.getByTestId('detail-status')).toHaveAttribute('data-status', 'to_ship');
      await cancelOnPage(page, language);
      await expect(page.getByText(t(language, 'orderDetail.text.refund'))).toBeVisible();
      await expect.poll(() => api.paymentStatus(orderNo)).toBe('refunded');

      await openApp(page, '/message');
      const cancelled = { en: 'Order cancelled', 'zh-CN': '订单已取消' }[language];
      await expect(page.getByTestId('message-row').filter({ hasText: cancelled })).toHaveCount(1);
      await expect(page.getByTestId('message-row').filter({ hasText: orderNo }).first()).toBeVisible();
    });

    test(`changes the address of an order before it ships (${language})`, async ({
      page,
      request,
      layout,
    }) => {
      const api = await memberOnPage(page, request, language);
      const orderNo = await api.place(skuFor(layout, language, 3).skuId);
      await api.payCod(orderNo);
      // A second address in the same delivery area (Jakarta Pusat): same fee.
      await ok(
        await request.post('/api/member/address/add', {
          headers: api.auth,
          data: {
            country_code: 'ID',
            surname: 'Kedua',
            name: 'Alamat',
            phone: '0812 3456 7890',
            state_code: '31',
            city_code: '31.71',
            area_code: '31.71.01',
            address_line1: 'Jl. Medan Merdeka Barat No. 12',
            postal_code: '10110',
            is_default: false,
          },
        }),
      );
      await openApp(page, `/orderDetail/${orderNo}`);
      await expect(page.getByTestId('detail-address')).toContainText('Jl. Melawai Raya');
      await expectNoAxeViolations(page);
      await page.getByTestId('modify-address').click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      // Each address's radio is named by its recipient and address (axe's "label" rule).
      await expectNoAxeViolations(page);
      await chooseRadio(page, 'Kedua Alamat');
      await dialog.getByTestId('address-choice-use').click();
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('detail-address')).toContainText('Jl. Medan Merdeka Barat No. 12');
      expect(await api.status(orderNo)).toBe('to_ship');
      await page.reload();
      await expect(page.getByTestId('detail-address')).toContainText('Jl. Medan Merdeka Barat No. 12');
    });
  });

test('a card whose action takes its own button away leaves focus on the order, or on its tab when it leaves the tab', async ({
  page,
  request,
  layout,
}) => {
  const language = 'en';
  const api = await memberOnPage(page, request, language);
  const toReceive = await api.place(skuFor(layout, language, 4).skuId);
  await api.payCod(toReceive);
  await api.ship(toReceive);
  const unpaid = await api.place(skuFor(layout, language, 4, 1).skuId);
  const card = (orderNo: string) => page.locator(`[data-testid="orders-card"][data-order-no="${orderNo}"]`);

  // "All": the card stays, with its new status, which takes focus.
  await openApp(page, '/order?tab=all');
  await actOnCardByKeyboard(page, card(toReceive), {
    button: 'confirm-receipt',
    title: t(language, 'orders.receipt.title'),
    confirm: t(language, 'orders.receipt.confirm'),
  });
  await expect(card(toReceive)).toHaveAttribute('data-status', 'transaction_complete');
  await expect(card(toReceive).locator('[data-slot="status-badge"]')).toBeFocused();

  // "To pay": the cancelled order leaves the tab; focus goes to the tab, which says the new count.
  await openApp(page, '/order?tab=toPay');
  await actOnCardByKeyboard(page, card(unpaid), {
    button: 'cancel-order',
    title: t(language, 'orderDetail.cancel.title'),
    confirm: t(language, 'orderDetail.cancel.confirm'),
  });
  await expect(page.getByTestId('orders-empty')).toBeVisible();
  await expect(page.getByTestId('order-tab-toPay')).toBeFocused();
  await expectNoAxeViolations(page);
});

/*
 * An order number beside a long status ("Menunggu pembayaran") on a phone: the number wraps and is
 * read whole, never cut. Looked at in Indonesian and Chinese (the screenshots).
 */
for (const language of ['id', 'zh-CN'] as const)
  test(`the order number on a card is whole beside a long status at mobile width (${language})`, async ({
    page,
    request,
    layout,
  }) => {
    test.skip(layout !== 'mobile', 'the width of a phone');
    const api = await memberOnPage(page, request, language);
    const orderNo = await api.place(skuFor(layout, language, 5).skuId);
    await openApp(page, '/order?tab=toPay');
    const card = page.locator(`[data-testid="orders-card"][data-order-no="${orderNo}"]`);
    const link = card.getByRole('heading', { level: 2 }).getByRole('link');
    await expect(link).toBeVisible();
    await expect(link).toHaveAccessibleName(new RegExp(orderNo));
    await expect(link).toContainText(orderNo);
    const fits = await link.evaluate((element, number) => {
      const heading = element.closest('h2')!;
      const box = element.getBoundingClientRect();
      const article = element.closest('article')!.getBoundingClientRect();
      // The number's own boxes: one, when it stands on a single line.
      const text = [...element.childNodes].find((node) => node.textContent?.includes(number))!;
      const range = document.createRange();
      const start = text.textContent!.indexOf(number);
      range.setStart(text, start);
      range.setEnd(text, start + number.length);
      return {
        clipped: heading.scrollWidth > heading.clientWidth || element.scrollWidth > element.clientWidth,
        inside: box.left >= article.left && box.right <= article.right,
        lines: range.getClientRects().length,
      };
    }, orderNo);
    expect(fits).toEqual({ clipped: false, inside: true, lines: 1 });
    await card.screenshot({ path: test.info().outputPath(`order-card-${language}.png`) });
    await expectNoAxeViolations(page);
  });
