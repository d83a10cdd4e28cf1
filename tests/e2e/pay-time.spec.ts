import type { APIRequestContext, Page } from '@playwright/test';
import { buildCatalogue } from '../../server/seed/catalogue';
import { expectNoAxeViolations } from './axe';
import { chooseRadio, expect, openApp, test } from './fixtures';
import { expectVisibleFocus } from './focus-visible';
import { textOf, type Language } from './locale-text';
import { dataOf, orderOnPage } from './order-by-api';

/*
 * The time to pay (WCAG 2.2.1, ADR 034), in both layouts and the three languages: the window is
 * told before the order is placed; at 5 minutes left the checkout says so once, politely, and
 * offers 15 more minutes, pressed by keyboard; the server moves the deadline, and what was on
 * screen follows (a QR is issued again, a virtual account keeps its number). The e2e server runs
 * on the real clock, so the order's deadline is set 4 minutes ahead by the sandbox tool
 * (/api/dev/order/pay-deadline) instead of waiting 26 minutes.
 */

test.slow();

const catalogue = buildCatalogue();

/** The order's deadline `minutes` from now on the server. */
async function minutesLeft(request: APIRequestContext, orderNo: string, minutes: number) {
  await dataOf(
    await request.post('/api/dev/order/pay-deadline', { data: { order_no: orderNo, minutes_left: minutes } }),
  );
}

/** mm:ss (or h:mm:ss) on the checkout's countdown, in seconds. */
async function countdownSeconds(page: Page) {
  const shown = (await page.getByTestId('pay-countdown').locator('time').textContent()) ?? '';
  return shown.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}

/** Counts what changes inside the live region from now on (a region rewritten on every tick would be read out again). */
async function watchLiveRegion(page: Page) {
  await page.getByTestId('pay-time-status').evaluate((region) => {
    const seen = { changes: 0 };
    (window as unknown as { regionChanges: typeof seen }).regionChanges = seen;
    new MutationObserver((records) => (seen.changes += records.length)).observe(region, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { regionChanges: { changes: number } }).regionChanges.changes);
}

/** Presses "Add 15 minutes" by keyboard: focus on the button, Enter. */
async function addTimeByKeyboard(page: Page, language: Language) {
  const more = page.getByRole('button', { name: textOf(language, 'checkout.time.more', { minutes: 15 }) });
  await more.focus();
  await expect(more).toBeFocused();
  await page.keyboard.press('Enter');
}

const journeys = [
  { what: 'a PayNow QR on screen is issued again', language: 'en', country: 'SG', method: 'paynow' },
  { what: 'a virtual account keeps its number', language: 'id', country: 'ID', method: 'vaBca' },
  {
    what: 'with the methods on screen, the countdown moves on',
    language: 'zh-CN',
    country: 'ID',
    method: null,
  },
] as const;

for (const journey of journeys) {
  test(`warned once at 5 minutes, 15 more by keyboard: ${journey.what} (${journey.language})`, async ({
    page,
    request,
  }) => {
    const { language } = journey;
    const t = (id: string, values?: Record<string, number>) => textOf(language, id, values);
    // The browser's clock runs on its own, and is run forward instead of waited on.
    await page.clock.install();
    const { orderNo, auth } = await orderOnPage(page, request, language, journey.country);
    await openApp(page, `/checkout?order_no=${orderNo}`);
    await expect(page.getByRole('radiogroup', { name: t('checkout.methods.label') })).toBeVisible();
    // Nothing said while there is time.
    await expect(page.getByTestId('pay-time-status')).toHaveText('');
    await expect(page.getByTestId('more-time')).toHaveCount(0);

    if (journey.method === 'vaBca') {
      // A virtual account's 24 hours are told before it is chosen.
      await expect(page.getByText(t('checkout.window.longer', { hours: 24 }))).toBeVisible();
      await chooseRadio(page, t('checkout.method.vaBca'));
      await page.getByTestId('pay').click();
      await expect(page.getByTestId('payment-code')).toBeVisible();
    }
    const code = journey.method === 'vaBca' ? await page.getByTestId('payment-code').textContent() : null;
    await minutesLeft(request, orderNo, 4);
    // The page reads the deadline again (a reload; the sandbox tool moved it behind its back).
    await page.reload();
    if (journey.method === 'paynow') {
      await chooseRadio(page, t('checkout.method.paynow'));
      await page.getByTestId('pay').click();
      await expect(page.getByTestId('payment-qr')).toBeVisible();
    }
    const qr = journey.method === 'paynow' ? await page.getByTestId('payment-qr').getAttribute('src') : null;

    const warning = t('checkout.time.warning', { minutes: 5 });
    await expect(page.getByRole('status').filter({ hasText: warning })).toBeVisible();
    expect(await countdownSeconds(page)).toBeLessThanOrEqual(4 * 60);
    // Said once: the region does not change while the seconds tick.
    const changes = await watchLiveRegion(page);
    const before = await countdownSeconds(page);
    await page.clock.runFor(3000);
    await expect.poll(() => countdownSeconds(page)).toBeLessThan(before);
    expect(await changes()).toBe(0);
    await expectNoAxeViolations(page);
    await expectVisibleFocus(page, 40);

    await addTimeByKeyboard(page, language);
    await expect(page.getByTestId('pay-time-status')).toHaveText(t('checkout.time.added', { minutes: 15 }));
    await expect.poll(() => countdownSeconds(page)).toBeGreaterThan(18 * 60);
    await expect(page.getByTestId('more-time')).toHaveCount(0);
    // What the server holds is read once the page shows the outcome: the new QR is issued by a
    // call of its own after the extension, and between the two the payment has no QR.
    const paymentState = async () =>
      dataOf(await request.get(`/api/payment/status/${orderNo}`, { headers: auth }));

    if (journey.method === 'paynow') {
      await expect(page.getByTestId('payment-qr')).toBeVisible();
      await expect(page.getByTestId('payment-qr')).not.toHaveAttribute('src', qr!);
      expect(await paymentState()).toMatchObject({ status: 'pending', next_action: { type: 'qr' } });
    } else if (journey.method === 'vaBca') {
      await expect(page.getByTestId('payment-code')).toHaveText(code!);
      expect(await paymentState()).toMatchObject({ status: 'pending', next_action: { code } });
    } else {
      await expect(page.getByRole('radiogroup', { name: t('checkout.methods.label') })).toBeVisible();
    }
    expect((await paymentState()).extensions_left).toBe(9);
    await expectNoAxeViolations(page);
  });
}

test('the window is told before the order is placed, and Submit order names it', async ({
  page,
  request,
}) => {
  await orderOnPage(page, request, 'en', 'ID');
  const productNo = catalogue.showcase.ID.multiSku;
  await openApp(page, `/commodDetail?product_no=${productNo}`);
  await page.getByRole('radiogroup', { name: 'Options' }).locator('label').first().click();
  await page.getByRole('button', { name: 'Buy now', exact: true }).click();
  await expect(page).toHaveURL(/\/orderConfirm$/);
  const note = page.getByTestId('pay-window');
  await expect(note).toHaveText(textOf('en', 'confirm.payWindow', { minutes: 30 }));
  await expect(page.getByRole('button', { name: 'Submit order' })).toHaveAccessibleDescription(
    textOf('en', 'confirm.payWindow', { minutes: 30 }),
  );
  await expectNoAxeViolations(page);
});
