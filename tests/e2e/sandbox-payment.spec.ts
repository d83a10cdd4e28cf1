import type { APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { asNewShopper, type Shopper } from './member-login';
import { dataOf, placeOrderByApi } from './order-by-api';

/*
 * The sandbox payment provider's hosted page (ADR 021), walked in a browser with the keyboard:
 * the order is placed over the API (POST /api/dev/member, preview, submit, payment/pay), then the
 * shopper is on "the provider's site" at next_action.url, and comes back to return_url paid.
 * The storefront's /checkout journey that leads here is the checkout screen's own spec.
 */

async function placeOrder(request: APIRequestContext, shopper: Shopper) {
  const { orderNo, auth } = await placeOrderByApi(request, shopper);
  const json = dataOf;
  /**
   * The order's payment status, polled: the browser steps between two API calls can outlast the
   * server's keep-alive (5 s), and a reused socket closed by the server reads as ECONNRESET once.
   */
  const paymentStatus = () =>
    expect.poll(
      async () => (await json(await request.get(`/api/payment/status/${orderNo}`, { headers: auth }))).status,
    );
  return { orderNo, auth, json, paymentStatus };
}

test('pays by card on the sandbox provider page by keyboard, through 3-D Secure, and comes back paid', async ({
  page,
  request,
}) => {
  const shopper = await asNewShopper(page);
  const { orderNo, auth, json, paymentStatus } = await placeOrder(request, shopper);
  const paying = await json(
    await request.post('/api/payment/pay', {
      data: { order_no: orderNo, method: 'card', return_url: `/orderDetail/${orderNo}` },
      headers: auth,
    }),
  );
  expect(paying.next_action.type).toBe('redirect');

  await page.goto(`${paying.next_action.url}?lang=id`);
  await expect(page.getByRole('heading', { name: 'Pay by card' })).toBeVisible();
  await expectNoAxeViolations(page);
  // Keyboard only: the first Tab stop is the card number, then expiry, CVN, Continue.
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Card number')).toBeFocused();
  await page.keyboard.type('4111 1111 1111 1111');
  await page.keyboard.press('Tab');
  await page.keyboard.type('12/30');
  await page.keyboard.press('Tab');
  await page.keyboard.type('123');
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: '3-D Secure' })).toBeVisible();
  await expect(page.getByText('card ending 1111')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('One-time code')).toBeFocused();
  await page.keyboard.type('0000');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('That code is not right. Try again.');
  await page.getByLabel('One-time code').fill('1234');
  await page.getByRole('button', { name: 'Confirm and pay' }).press('Enter');

  await page.waitForURL(`**/orderDetail/${orderNo}`);
  await paymentStatus().toBe('paid');
});

test('pays a QRIS order by "simulate scan and pay", and abandons another back to the shop unpaid', async ({
  page,
  request,
}) => {
  const shopper = await asNewShopper(page);
  const { orderNo, auth, json, paymentStatus } = await placeOrder(request, shopper);
  const qr = await json(
    await request.post('/api/payment/pay', {
      data: { order_no: orderNo, method: 'qris', return_url: `/orderDetail/${orderNo}` },
      headers: auth,
    }),
  );
  await page.goto(qr.next_action.url);
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Abandon (back to shop)' }).click();
  await page.waitForURL(`**/orderDetail/${orderNo}`);
  await paymentStatus().toBe('pending');

  await page.goto(qr.next_action.url);
  await page.getByRole('button', { name: 'Simulate scan and pay' }).click();
  await page.waitForURL(`**/orderDetail/${orderNo}`);
  await paymentStatus().toBe('paid');
});
