import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { chooseRadio, expect, openApp, test } from './fixtures';
import { expectVisibleFocus } from './focus-visible';
import { textOf, type Language } from './locale-text';
import { orderOnPage } from './order-by-api';

/*
 * Paying an order with each kind of method, by clicks alone, in both layouts and the three
 * languages: the provider's hosted page opens as a real provider's does (a full navigation, never
 * the shop's own router), and the provider sends the shopper back to the order's result, its
 * status fresh. The order is placed over the API (order-by-api.ts): the journey is the paying.
 * The sandbox's pages are the provider's site, English only (ADR 021).
 */

type Country = 'ID' | 'SG' | 'MY';
const t = textOf;

// Each journey crosses four pages of the shop and the provider's site, with an order placed first.
test.slow();

/** What the shopper does on the provider's page to pay. */
type OnProviderPage = (page: Page) => Promise<void>;
const press =
  (name: string): OnProviderPage =>
  (page) =>
    page.getByRole('button', { name, exact: true }).click();
const cardWith3ds: OnProviderPage = async (page) => {
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVN').fill('123');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: '3-D Secure' })).toBeVisible();
  await page.getByLabel('One-time code').fill('1234');
  await page.getByRole('button', { name: 'Confirm and pay' }).click();
};

interface Journey {
  kind: string;
  country: Country;
  /** The method's message id under checkout.method.* */
  method: string;
  language: Language;
  /**
   * The shop shows a QR or a code first (`handoff`: its test id), and the shopper opens the
   * provider's page from its link; otherwise the shop goes to the provider's page by itself.
   */
  handoff?: 'handoff-qr' | 'handoff-code';
  onProviderPage?: OnProviderPage;
}

const journeys: Journey[] = [
  { kind: 'redirect (FPX)', country: 'MY', method: 'fpx', language: 'en', onProviderPage: press('Pay') },
  { kind: 'e-wallet (GoPay)', country: 'ID', method: 'gopay', language: 'id', onProviderPage: press('Pay') },
  {
    kind: 'e-wallet (GrabPay)',
    country: 'SG',
    method: 'grabpay',
    language: 'en',
    onProviderPage: press('Pay'),
  },
  {
    kind: 'card with 3-D Secure',
    country: 'ID',
    method: 'card',
    language: 'zh-CN',
    onProviderPage: cardWith3ds,
  },
  {
    kind: 'QR (QRIS)',
    country: 'ID',
    method: 'qris',
    language: 'id',
    handoff: 'handoff-qr',
    onProviderPage: press('Simulate scan and pay'),
  },
  {
    kind: 'QR (PayNow)',
    country: 'SG',
    method: 'paynow',
    language: 'zh-CN',
    handoff: 'handoff-qr',
    onProviderPage: press('Simulate scan and pay'),
  },
  {
    kind: 'virtual account (BCA)',
    country: 'ID',
    method: 'vaBca',
    language: 'en',
    handoff: 'handoff-code',
    onProviderPage: press('Simulate the transfer'),
  },
  {
    kind: 'store code (Indomaret)',
    country: 'ID',
    method: 'indomaret',
    language: 'zh-CN',
    handoff: 'handoff-code',
    onProviderPage: press('Simulate paying at the counter'),
  },
  {
    kind: 'store code (Alfamart)',
    country: 'ID',
    method: 'alfamart',
    language: 'id',
    handoff: 'handoff-code',
    onProviderPage: press('Simulate paying at the counter'),
  },
  { kind: 'cash on delivery', country: 'ID', method: 'cod', language: 'en' },
];

for (const journey of journeys) {
  test(`pays by ${journey.kind} by clicks alone and lands on the order's result (${journey.language})`, async ({
    page,
    request,
  }) => {
    const { language } = journey;
    const { orderNo, status } = await orderOnPage(page, request, language, journey.country);
    await openApp(page, `/checkout?order_no=${orderNo}`);
    await expect(
      page.getByRole('heading', { level: 1, name: t(language, 'checkout.page.title') }),
    ).toBeVisible();
    await chooseRadio(page, t(language, `checkout.method.${journey.method}`));
    await page.getByTestId('pay').click();

    if (journey.handoff) {
      await expect(page.getByTestId(journey.handoff)).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: t(language, 'checkout.openProvider') }).click();
    }
    if (journey.onProviderPage) {
      // The provider's own page, not the shop's "This page is not here".
      await expect(page).toHaveURL(/\/sandbox-pay\/sbx_/);
      await expect(page.getByText('Sandbox payment provider: no real money moves.')).toBeVisible();
      await journey.onProviderPage(page);
    }

    // Back from the provider on the order's result, its status fresh.
    await expect(page).toHaveURL(new RegExp(`/paymentSuccess\\?order_no=${orderNo}$`));
    const success = t(
      language,
      journey.method === 'cod' ? 'paymentSuccess.cod.title' : 'paymentSuccess.page.title',
    );
    await expect(page.getByRole('heading', { level: 1, name: success })).toBeVisible();
    await expect.poll(status).toBe('to_ship');
    await page.getByRole('link', { name: t(language, 'paymentSuccess.viewOrder') }).click();
    await expect(page).toHaveURL(new RegExp(`/orderDetail/${orderNo}$`));
    await expect(page.getByTestId('detail-status')).toHaveAttribute('data-status', 'to_ship');
    await expect(page.getByTestId('detail-status')).toHaveText(t(language, 'orderDetail.status.toShip'));
  });
}

test("PayNow, Singapore's default, by keyboard alone: every Tab stop ringed, the provider's page opened by Enter", async ({
  page,
  request,
}) => {
  const { orderNo, status } = await orderOnPage(page, request, 'en', 'SG');
  await openApp(page, `/checkout?order_no=${orderNo}`);
  const methods = page.getByRole('radiogroup', { name: 'Payment method' });
  await expect(methods).toBeVisible();
  // The first method is the country's default, chosen already.
  await expect(page.getByRole('radio', { name: 'PayNow' })).toBeChecked();
  await page.getByRole('radio', { name: 'PayNow' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('pay')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('handoff-qr')).toBeVisible();
  await expectVisibleFocus(page, 20);

  const open = page.getByRole('link', { name: 'Open the payment page' });
  await open.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/sandbox-pay\/sbx_/);
  await page.getByRole('button', { name: 'Simulate scan and pay' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/paymentSuccess\\?order_no=${orderNo}$`));
  await expect(status()).resolves.toBe('to_ship');
});
