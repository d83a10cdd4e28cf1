import crypto from 'node:crypto';
import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { buildCatalogue } from '../../server/seed/catalogue';
import { expectNoAxeViolations } from './axe';
import { chooseOption, expect, openApp, screenshotWholePage, test } from './fixtures';
import { recordAnnouncements, spokenText } from './live-region';
import { asNewShopper, freshIp, signedIn } from './member-login';
import { submitOrderByApi } from './order-by-api';

/*
 * After-sales, both layouts, English and Indonesian: a refund
 * only on a to_ship order (interception), the merchant agrees, the refund lands and the order
 * closes; a return and refund of a delivered SG order with two pictures, the fee shown, the return
 * logistics, the merchant inspects and refunds; a COD order refunded to a newly added refund card;
 * cancel a request and apply again; a second open request for the same line and a request after
 * the window refused. Orders are placed and the merchant moves over the API (/api/dev/*), the
 * shopper's side in the browser.
 */

type Language = 'en' | 'id' | 'zh-CN';
type Country = 'ID' | 'SG';
const locales = Object.fromEntries(
  (['en', 'id', 'zh-CN'] as const).map((language) => [
    language,
    JSON.parse(fs.readFileSync(new URL(`../../locales/${language}.json`, import.meta.url), 'utf8')) as Record<
      string,
      string
    >,
  ]),
) as Record<Language, Record<string, string>>;
const t = (language: Language, id: string) => {
  const text = locales[language][id];
  if (!text) throw new Error(`no ${id} in ${language}`);
  return text;
};

const catalogue = buildCatalogue();
/** Plain listings of a country, from the middle of the catalogue (other specs take its ends). */
const plain = (country: Country) =>
  catalogue.listings.filter(
    (listing) =>
      listing.countryCode === country && listing.status === 'on_shelf' && listing.maxPerOrder === null,
  );
/** A SKU no other run of this spec uses: per country, layout, language and journey. */
const skuFor = (country: Country, layout: string, language: Language, journey: number) => {
  const listings = plain(country);
  const slot =
    (journey * 6 + (layout === 'mobile' ? 0 : 3) + ['en', 'id', 'zh-CN'].indexOf(language)) % listings.length;
  return listings[Math.floor(listings.length / 3) + slot]!.skus[0]!.skuId;
};

const METHOD: Record<Country, string> = { ID: 'gopay', SG: 'paynow' };

async function ok<T = any>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json()) as { code: number; data: T };
  expect(body.code, JSON.stringify(body)).toBe(0);
  return body.data;
}

/** A fresh member of `country`, the page in `language` and that country, signed in; the API as them. */
async function memberOnPage(
  page: Page,
  request: APIRequestContext,
  language: Language,
  country: Country = 'ID',
) {
  const { ip } = await asNewShopper(page, language, country);
  const member = await ok(
    await request.post('/api/dev/member', {
      data: { country_code: country },
      headers: { 'X-Forwarded-For': ip },
    }),
  );
  // Every journey opens its own page next: signed in from that page's first load.
  await signedIn(page, { auth_token: member.auth_token, user_name: member.phone });
  const auth = {
    Authorization: `Bearer ${member.auth_token}`,
    'X-Locale': country,
    Language: language,
    'X-Forwarded-For': freshIp(),
  };
  const api = {
    /** An order of `skuId` (stock set first), paid online (or cash on delivery): to_ship. */
    async paidOrder(skuId: string, quantity = 1, cod = false) {
      await ok(await request.post('/api/dev/stock', { data: { sku_id: skuId, stock: 50 }, headers: auth }));
      const orderNo = await submitOrderByApi(request, auth, member.address_id, [{ sku_id: skuId, quantity }]);
      const paying = await ok(
        await request.post('/api/payment/pay', {
          data: {
            order_no: orderNo,
            method: cod ? 'cod' : METHOD[country],
            ...(cod ? {} : { return_url: `/orderDetail/${orderNo}` }),
          },
          headers: { ...auth, 'Idempotency-Key': crypto.randomUUID() },
        }),
      );
      if (!cod) {
        await request.post(`${paying.next_action.url}/decide`, { form: { outcome: 'pay' }, maxRedirects: 0 });
        await expect
          .poll(
            async () =>
              (await ok(await request.get(`/api/payment/status/${orderNo}`, { headers: auth }))).status,
          )
          .toBe('paid');
      }
      return orderNo;
    },
    async deliver(orderNo: string, daysAgo = 0) {
      await ok(
        await request.post('/api/dev/order/ship', { data: { order_no: orderNo, tracking_no: 'JNE0019' } }),
      );
      await ok(
        await request.post('/api/dev/order/deliver', { data: { order_no: orderNo, days_ago: daysAgo } }),
      );
    },
    async merchant(afterSaleNo: string, move: string) {
      await ok(
        await request.post('/api/dev/after_sale/move', { data: { after_sale_no: afterSaleNo, move } }),
      );
    },
    async orderStatus(orderNo: string) {
      return (await ok(await request.get(`/api/order/trade/detail/${orderNo}`, { headers: auth })))
        .status as string;
    },
    async apply(body: Record<string, unknown>) {
      return (await (
        await request.post('/api/order/after_sale/apply', {
          data: body,
          headers: { ...auth, 'Idempotency-Key': crypto.randomUUID() },
        })
      ).json()) as { code: number; data: any };
    },
  };
  return api;
}

/** /applyRefund: tick the line, pick the reason; the type as given. */
async function fillApplyForm(
  page: Page,
  language: Language,
  type: 'refund_only' | 'return_refund',
  reason: string,
) {
  await expect(page.getByTestId('apply-type')).toBeVisible();
  await page.getByTestId(`apply-type-${type}`).click();
  await page.locator('[data-testid^="apply-line-"]').first().click();
  await page.getByTestId('apply-reason').getByRole('button').click();
  await chooseOption(page, t(language, `afterSales.reason.${reason}`));
}

/**
 * Submits and waits for the request's page and the success toast; the fixtures fail the test on
 * any error toast meanwhile (the preview asked again after the request once raised one).
 */
async function submitAndOpenRequest(page: Page, language: Language) {
  await page.getByTestId('apply-submit').click();
  await page.waitForURL(/\/afterSaleOrderDetail\/AS/);
  await expect(page.getByText(t(language, 'afterSales.apply.submitted'))).toBeVisible();
  return page.url().split('/').at(-1)!;
}

for (const language of ['en', 'id'] as const)
  test.describe(language, () => {
    test.describe.configure({ timeout: 120_000 });

    test(`refund only on a to_ship order: interception, the merchant agrees, refunded, the order closes (${language})`, async ({
      page,
      request,
      layout,
    }) => {
      const api = await memberOnPage(page, request, language);
      // A first order ships free (ADR 019): this journey's order is the member's second, and pays shipping.
      await api.paidOrder(skuFor('ID', layout, language, 6));
      const orderNo = await api.paidOrder(skuFor('ID', layout, language, 0));
      await openApp(page, `/orderDetail/${orderNo}`);
      await page.getByTestId('apply-refund').click();
      await page.waitForURL(/\/applyRefund\?order_no=/);
      // Only refund only before delivery; the reason is required (its message, nothing sent).
      await expect(page.getByTestId('apply-type-return_refund')).toHaveCount(0);
      await page.locator('[data-testid^="apply-line-"]').first().click();
      await page.getByTestId('apply-submit').click();
      // Focus on the reason, which says what to do (its error, not its placeholder again).
      const reasonPicker = page.getByTestId('apply-reason').getByRole('button');
      await expect(reasonPicker).toBeFocused();
      await expect(reasonPicker).toHaveAccessibleDescription(t(language, 'afterSales.apply.reasonRequired'));
      expect(t(language, 'afterSales.apply.reasonRequired')).not.toBe(
        t(language, 'afterSales.apply.reasonPlaceholder'),
      );
      await expect(page).toHaveURL(/\/applyRefund/);
      await page.getByTestId('apply-reason').getByRole('button').click();
      await chooseOption(page, t(language, 'afterSales.reason.seller_too_slow'));
      await expect(page.getByTestId('apply-fee')).toHaveCount(0);
      // Every unit of an order not yet shipped: its shipping comes back too.
      await expect(page.getByTestId('apply-shipping')).toBeVisible();
      await expectNoAxeViolations(page);
      await screenshotWholePage(page, test.info().outputPath(`apply-${layout}-${language}.png`));
      const afterSaleNo = await submitAndOpenRequest(page, language);
      await expect(page.getByTestId('request-status')).toHaveAttribute('data-state', 'pending_review');
      await expect(page.getByTestId('request-cancel')).toBeVisible();

      await api.merchant(afterSaleNo, 'request_interception');
      await api.merchant(afterSaleNo, 'agree');
      await page.reload();
      await expect(page.getByTestId('request-status')).toHaveAttribute('data-state', 'refund_successful');
      await expect(page.getByTestId('request-status')).toHaveText(t(language, 'afterSales.state.refunded'));
      await expect(page.getByTestId('request-timeline').locator('li')).toHaveCount(4);
      await expect(page.getByTestId('request-shipping')).toBeVisible();
      await expectNoAxeViolations(page);
      await screenshotWholePage(page, test.info().outputPath(`detail-${layout}-${language}.png`));
      expect(await api.orderStatus(orderNo)).toBe('transaction_closed');

      // The list and /refunds show it.
      await openApp(page, '/afterSaleOrder');
      await expect(
        page.locator(`[data-testid="request-card"][data-after-sale-no="${afterSaleNo}"]`),
      ).toHaveAttribute('data-state', 'refund_successful');
      await expectNoAxeViolations(page);
      await openApp(page, '/refunds');
      await expect(
        page
          .locator(`[data-testid="refund-card"][data-after-sale-no="${afterSaleNo}"]`)
          .getByTestId('refund-shipping'),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test(`return and refund of a delivered SG order with two pictures, the fee, the return logistics (${language})`, async ({
      page,
      request,
      layout,
    }) => {
      const api = await memberOnPage(page, request, language, 'SG');
      const orderNo = await api.paidOrder(skuFor('SG', layout, language, 1), 2);
      await api.deliver(orderNo);
      await openApp(page, `/applyRefund?order_no=${orderNo}`);
      await fillApplyForm(page, language, 'return_refund', 'damaged');
      // SPEC.md §9: SGD 0.50 taken off, shown before submitting.
      await expect(page.getByTestId('apply-fee')).toContainText('0.50');
      // One unit fewer: the new amount is said once, politely.
      const amount = page.getByTestId('apply-refund-amount');
      const before = await spokenText(amount);
      const { said } = await recordAnnouncements(page.getByTestId('apply-announcement'));
      await page.getByRole('button', { name: t(language, 'ui.quantityStepper.decrease') }).click();
      await expect.poll(() => spokenText(amount)).not.toBe(before);
      // Said as the amount's own spoken form ("1.60 Singapore dollars"), never the dotted "S$ 1.60".
      const after = await spokenText(amount);
      await expect.poll(said).toHaveLength(1);
      await page.waitForTimeout(1000);
      expect(await said()).toEqual([expect.stringContaining(after)]);
      expect((await said())[0]).not.toContain('S$');
      await page.getByRole('button', { name: t(language, 'ui.quantityStepper.increase') }).click();
      await expect.poll(() => spokenText(amount)).toBe(before);
      const picture = (background: string) =>
        sharp({ create: { width: 320, height: 240, channels: 3, background } })
          .png()
          .toBuffer();
      const input = page.locator('[data-slot="image-picker"] input[type="file"]');
      await input.setInputFiles([
        { name: 'box.png', mimeType: 'image/png', buffer: await picture('#a33') },
        { name: 'item.png', mimeType: 'image/png', buffer: await picture('#3a3') },
      ]);
      await expect(page.getByTestId('apply-submit')).not.toHaveAttribute('data-pending', 'true');
      const afterSaleNo = await submitAndOpenRequest(page, language);
      await expect(page.getByTestId('request-pictures').locator('img')).toHaveCount(2);
      await expect(page.getByTestId('request-fee')).toContainText('0.50');

      await api.merchant(afterSaleNo, 'agree');
      await page.reload();
      await expect(page.getByTestId('request-status')).toHaveAttribute('data-state', 'awaiting_return');
      await expect(page.getByTestId('return-address')).toBeVisible();
      // Days to send it: the date to send it by, no ticking countdown until its last day.
      await expect(page.getByTestId('request-deadline')).toContainText(
        t(language, 'afterSales.returnBy').split('{date}')[0]!.trim(),
      );
      await expect(page.getByTestId('request-deadline').getByRole('timer')).toHaveCount(0);
      // Both logistics fields are required (SPEC.md §5).
      await page.getByTestId('logistics-submit').click();
      await expect(page.getByTestId('logistics-courier').getByRole('button')).toBeFocused();
      await expect(page.getByTestId('logistics-courier').getByRole('button')).toHaveAccessibleDescription(
        t(language, 'afterSales.detail.logisticsCompanyRequired'),
      );
      await expect(page.getByText(t(language, 'afterSales.detail.trackingNoRequired')).first()).toBeVisible();
      await page.getByTestId('logistics-courier').getByRole('button').click();
      await chooseOption(page, 'Ninja Van');
      await page.getByTestId('logistics-tracking').getByRole('textbox').fill('NV12345678SG');
      await expectNoAxeViolations(page);
      await page.getByTestId('logistics-submit').click();
      await expect(page.getByTestId('request-status')).toHaveAttribute(
        'data-state',
        'returned_awaiting_merchant',
      );
      // The form gave way to what it saved: focus on the new status.
      await expect(page.getByTestId('request-status')).toBeFocused();

      await api.merchant(afterSaleNo, 'receive_return');
      await api.merchant(afterSaleNo, 'inspect');
      await page.reload();
      await expect(page.getByTestId('request-status')).toHaveAttribute('data-state', 'refund_successful');
      await screenshotWholePage(page, test.info().outputPath(`return-${layout}-${language}.png`));
    });

    test(`a COD order refunded to a newly added refund card (${language})`, async ({
      page,
      request,
      layout,
    }) => {
      const api = await memberOnPage(page, request, language);
      // Cash on delivery: paid when it arrives, so refundable once delivered.
      const orderNo = await api.paidOrder(skuFor('ID', layout, language, 2), 1, true);
      await api.deliver(orderNo);
      await openApp(page, `/applyRefund?order_no=${orderNo}`);
      await expect(page.getByTestId('apply-destination')).toContainText(
        t(language, 'afterSales.apply.destinationNone'),
      );
      await page.getByTestId('apply-add-card').click();
      await page.waitForURL(/\/refund-settings$/);
      await page.getByTestId('refund-card-add').click();
      const dialog = page.getByRole('dialog');
      // Every field says "required" first (SPEC.md §5).
      await dialog.getByTestId('card-save').click();
      await expect(dialog.getByText(t(language, 'refundSettings.form.numberRequired'))).toBeVisible();
      await expect(dialog.getByText(t(language, 'refundSettings.form.cvnRequired'))).toBeVisible();
      await dialog.getByTestId('card-bank').getByRole('button').click();
      await chooseOption(page, 'BCA');
      await dialog
        .getByRole('textbox', { name: t(language, 'refundSettings.form.number') })
        .fill('4111 1111 1111 1112');
      await dialog.getByTestId('card-save').click();
      await expect(dialog.getByText(t(language, 'refundSettings.form.numberInvalid'))).toBeVisible();
      await dialog
        .getByRole('textbox', { name: t(language, 'refundSettings.form.number') })
        .fill('4111111111111111');
      await dialog.getByRole('textbox', { name: t(language, 'refundSettings.form.expiry') }).fill('1230');
      await dialog.getByLabel(t(language, 'refundSettings.form.cvn')).fill('123');
      await dialog.getByRole('textbox', { name: t(language, 'refundSettings.form.firstName') }).fill('Sari');
      await dialog
        .getByRole('textbox', { name: t(language, 'refundSettings.form.lastName') })
        .fill('Wulandari');
      await dialog
        .getByRole('textbox', { name: t(language, 'refundSettings.form.phone') })
        .fill('81234567890');
      await dialog
        .getByRole('textbox', { name: t(language, 'refundSettings.form.email') })
        .fill('sari@example.com');
      await dialog.getByTestId('card-save').click();
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('refund-card-name')).toHaveText('BCA •••• 1111');
      await expect(page.getByText('4111111111111111')).toHaveCount(0);
      await expectNoAxeViolations(page);

      // Linking a wallet and unlinking it (/payment-option) swap the row's button, the dialog's
      // opener: focus follows to the new one.
      await openApp(page, '/payment-option');
      await page.getByTestId('wallet-activate-gopay').click();
      const activate = page.getByRole('dialog');
      await activate.getByRole('textbox').fill('81234567890');
      const activateLabel = t(language, 'refundSettings.wallet.activate').replace('{wallet}', 'GoPay');
      await activate.getByRole('button', { name: activateLabel }).click();
      await expect(activate).toBeHidden();
      await expect(page.getByTestId('wallet-unlink-gopay')).toBeFocused();
      await page.getByTestId('wallet-unlink-gopay').press('Enter');
      await page
        .getByRole('alertdialog', {
          name: t(language, 'refundSettings.unlink.title').replace('{name}', 'GoPay'),
        })
        .getByRole('button', { name: t(language, 'refundSettings.unlink.confirm') })
        .click();
      await expect(page.getByTestId('wallet-activate-gopay')).toBeFocused();
      await screenshotWholePage(page, test.info().outputPath(`refund-settings-${layout}-${language}.png`));

      await openApp(page, `/applyRefund?order_no=${orderNo}`);
      await fillApplyForm(page, language, 'refund_only', 'changed_mind');
      await expect(page.getByTestId('apply-destination').getByRole('radio', { checked: true })).toBeVisible();
      const afterSaleNo = await submitAndOpenRequest(page, language);
      await api.merchant(afterSaleNo, 'agree');
      await page.reload();
      await expect(page.getByTestId('request-status')).toHaveAttribute('data-state', 'refund_successful');
      await expect(page.getByTestId('request-destination')).toContainText('1111');
    });

    test(`cancel and apply again; a second open request and one after the window refused (${language})`, async ({
      page,
      request,
      layout,
    }) => {
      const api = await memberOnPage(page, request, language);
      const skuId = skuFor('ID', layout, language, 3);
      const orderNo = await api.paidOrder(skuId);
      await api.deliver(orderNo);
      await openApp(page, `/applyRefund?order_no=${orderNo}`);
      await fillApplyForm(page, language, 'return_refund', 'wrong_item');
      await submitAndOpenRequest(page, language);

      // A second request for the same line: the page says the line is held; the API answers 1103007.
      await openApp(page, `/applyRefund?order_no=${orderNo}`);
      await expect(page.getByText(t(language, 'afterSales.apply.lineHeld')).first()).toBeVisible();
      const second = await api.apply({
        order_no: orderNo,
        type: 'refund_only',
        reason: 'changed_mind',
        lines: [{ sku_id: skuId, quantity: 1 }],
      });
      expect([1103007, 1103038]).toContain(second.code);

      // Cancel (asked first), then apply again from the detail.
      await page.goBack();
      await page.getByTestId('request-cancel').click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByRole('button', { name: t(language, 'afterSales.detail.cancelConfirm') }).click();
      await expect(page.getByTestId('request-status')).toHaveAttribute('data-state', 'cancelled');
      // Cancel went with the request's move: focus on its new status, not on <body>.
      await expect(page.getByTestId('request-status')).toBeFocused();
      await page.getByTestId('request-apply-again').click();
      await page.waitForURL(/\/applyRefund\?order_no=/);
      await fillApplyForm(page, language, 'return_refund', 'wrong_item');
      await submitAndOpenRequest(page, language);
      await expect(page.getByTestId('request-status')).toHaveAttribute('data-state', 'pending_review');

      // An order delivered 8 days ago: past the 7-day window (1103042's message).
      const late = await api.paidOrder(skuFor('ID', layout, language, 4));
      await api.deliver(late, 8);
      await openApp(page, `/applyRefund?order_no=${late}`);
      await expect(page.getByTestId('apply-blocked')).toContainText(t(language, 'errors.1103042'));
    });
  });

for (const language of ['en', 'id', 'zh-CN'] as const)
  test(`the apply form by keyboard only: a refusal focuses the field that says what to do (${language})`, async ({
    page,
    request,
    layout,
  }) => {
    test.skip(layout === 'mobile', 'keyboard journeys run on the desktop layout');
    // An order paid over the API, two refusals, axe and the request: as long as the journeys above.
    test.setTimeout(120_000);
    const api = await memberOnPage(page, request, language);
    const orderNo = await api.paidOrder(skuFor('ID', layout, language, 5));
    await openApp(page, `/applyRefund?order_no=${orderNo}`);
    await expect(page.getByTestId('apply-type')).toBeVisible();
    const line = page.locator('[data-testid^="apply-line-"] input').first();
    const reasonPicker = page.getByTestId('apply-reason').getByRole('button');
    // Nothing chosen: focus on the first line, its group described by what to do.
    await page.getByTestId('apply-submit').focus();
    await page.keyboard.press('Enter');
    await expect(line).toBeFocused();
    await expect(
      page.getByRole('group', { name: t(language, 'afterSales.apply.productsLabel') }),
    ).toHaveAccessibleDescription(t(language, 'afterSales.apply.productsRequired'));
    await page.keyboard.press('Space');
    await expect(line).toBeChecked();
    // No reason: focus on the reason picker, which says to choose one.
    await page.getByTestId('apply-submit').focus();
    await page.keyboard.press('Enter');
    await expect(reasonPicker).toBeFocused();
    await expect(reasonPicker).toHaveAccessibleDescription(t(language, 'afterSales.apply.reasonRequired'));
    await expectNoAxeViolations(page);
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(reasonPicker).not.toHaveText(t(language, 'afterSales.apply.reasonPlaceholder'));
    await page.getByTestId('apply-submit').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/afterSaleOrderDetail\/AS/);
    await expect(page.getByText(t(language, 'afterSales.apply.submitted'))).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`submitted-${layout}-${language}.png`) });
  });

test('SG: the payment option and refund settings say they are not available', async ({
  page,
  request,
  layout,
}) => {
  await memberOnPage(page, request, 'en', 'SG');
  await openApp(page, '/refund-settings');
  await expect(page.getByTestId('refund-options-unavailable')).toContainText(
    t('en', 'refundSettings.notAvailable'),
  );
  if (layout === 'desktop') await expect(page.getByRole('link', { name: 'Payment option' })).toHaveCount(0);
  await openApp(page, '/me');
  await expect(page.getByRole('link', { name: t('en', 'refundSettings.payment.title') })).toHaveCount(0);
});
