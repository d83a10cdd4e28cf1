import crypto from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, openApp, persisted, test } from './fixtures';
import { asNewShopper, passwordLoginByApi, setPasswordByApi, signedIn } from './member-login';
import { dataOf, placeOrderByApi } from './order-by-api';

/*
 * A session that ends on a page (SPEC.md §4 "Session expiry") brings the shopper back to that very
 * page after signing in again: its address with the query (/checkout?order_no=) and its router
 * state (/orderConfirm's lines from the cart, which live nowhere else). The session is ended from
 * outside, as an expiry looks to the page: the member's token is logged out over the API, and the
 * page's next call answers 401. Mobile signs in on /login and is sent back; desktop signs in in
 * the dialog over the page and continues. Both layouts.
 */

const PASSWORD = 'Return1pass';
const expiredToast = 'Session expired, please log in first';

/** A member with a password and an order to pay, signed in on the page (not loaded yet). */
async function memberWithOrder(page: Page, request: APIRequestContext) {
  const shopper = await asNewShopper(page, 'en');
  const { orderNo, phone, headers } = await placeOrderByApi(request, shopper);
  // Setting the password ends the sandbox member's first session; the password signs in anew.
  await setPasswordByApi(request, phone, PASSWORD);
  const user = await passwordLoginByApi(request, shopper, phone, PASSWORD);
  await signedIn(page, { auth_token: user.auth_token, user_name: user.user_name });
  return { orderNo, phone, auth: { ...headers, Authorization: `Bearer ${user.auth_token}` } };
}

/**
 * Two products in stock into the member's cart over the API, one of them twice. Decision: by the
 * API rather than the seed catalogue's showcase: the seed's module brings the server's catalogue
 * area along, which the test runner's loader cannot resolve.
 */
async function cartOfTwo(request: APIRequestContext, auth: Record<string, string>) {
  const products = await dataOf(
    await request.post('/api/consumer/product/list', { data: { page_num: 1, page_size: 20 }, headers: auth }),
  );
  const inStock = products.list.filter((card: { flag_sold_out: number }) => card.flag_sold_out === 0);
  for (const [index, quantity] of [
    [0, 1],
    [1, 2],
  ] as const) {
    const skuId = inStock[index].default_sku_id as string;
    await dataOf(await request.post('/api/dev/stock', { data: { sku_id: skuId, stock: 50 }, headers: auth }));
    await dataOf(
      await request.post('/api/order/cart/add', {
        data: { sku_id: skuId, quantity },
        headers: { ...auth, 'Idempotency-Key': crypto.randomUUID() },
      }),
    );
  }
}

/** Ends the page's session elsewhere, then lets the page call again: the 401 sends it to log in. */
async function expireSession(page: Page, request: APIRequestContext, layout: 'mobile' | 'desktop') {
  const token: string = (await persisted(page)).userInfo.userInfo.auth_token;
  const ended = await request.post('/api/member/user/logout', {
    headers: { Authorization: `Bearer ${token}` },
    data: {},
  });
  expect(ended.ok()).toBe(true);
  // The next call of the page: its data asked again (a reload keeps the history entry's state).
  await page.reload();
  await expect(page.getByText(expiredToast).first()).toBeVisible();
  if (layout === 'mobile') await expect(page).toHaveURL(/\/login$/);
  else await expect(page.getByRole('dialog', { name: 'Log in', exact: true })).toBeVisible();
}

/** Signs in with the phone and password, on /login (mobile) or in the dialog over the page (desktop). */
async function signInAgain(page: Page, phone: string, layout: 'mobile' | 'desktop') {
  const start = layout === 'mobile' ? page.getByRole('main') : page.getByRole('dialog');
  await start.getByRole('button', { name: 'Password' }).click();
  const form =
    layout === 'mobile' ? page.getByRole('main') : page.getByRole('dialog', { name: 'Log in with password' });
  await form.getByRole('textbox', { name: 'Phone number' }).fill(phone);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.locator('[data-slot="checkbox-box"]').click();
  await form.getByRole('button', { name: 'Log In', exact: true }).click();
  if (layout === 'desktop')
    await page
      .getByRole('dialog', { name: 'Logged in' })
      .getByRole('button', { name: 'Continue shopping' })
      .click();
  await expect.poll(async () => (await persisted(page)).userInfo?.userInfo?.auth_token).toBeTruthy();
}

test.describe.configure({ timeout: 90_000 });
test.beforeEach(({ errorToasts }) => errorToasts.allow(expiredToast));

test('after an expired session the checkout of the same order opens again', async ({
  page,
  request,
  layout,
}) => {
  const { orderNo, phone } = await memberWithOrder(page, request);
  await openApp(page, `/checkout?order_no=${orderNo}`);
  await expect(page.getByRole('main').getByText(`Order ${orderNo}`)).toBeVisible();

  await expireSession(page, request, layout);
  await signInAgain(page, phone, layout);

  await expect(page).toHaveURL(new RegExp(`/checkout\\?order_no=${orderNo}$`));
  await expect(page.getByRole('main').getByText(`Order ${orderNo}`)).toBeVisible();
  await expect(page.getByTestId('pay-countdown')).toHaveText(/\d\d:\d\d/);
});

test("after an expired session the order confirmation shows the cart's same lines", async ({
  page,
  request,
  layout,
}) => {
  const { phone, auth } = await memberWithOrder(page, request);
  // Two products in the cart, then Check out: the lines are /orderConfirm's router state.
  await cartOfTwo(request, auth);
  await openApp(page, '/cart');
  await page.getByRole('button', { name: /^Check out \(/ }).click();
  await expect(page).toHaveURL(/\/orderConfirm$/);
  const lines = page.getByTestId('bought-line');
  await expect(lines).toHaveCount(2);
  await expect(page.getByTestId('amounts-table')).toBeVisible();
  const before = await lines.allInnerTexts();

  await expireSession(page, request, layout);
  await signInAgain(page, phone, layout);

  await expect(page).toHaveURL(/\/orderConfirm$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm order' })).toBeVisible();
  await expect(lines).toHaveCount(2);
  await expect(page.getByTestId('amounts-table')).toBeVisible();
  expect(await lines.allInnerTexts()).toEqual(before);
});
