import type { APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, openApp, test } from './fixtures';
import { asNewShopper, signedIn, type Shopper } from './member-login';
import { dataOf, placeOrderByApi } from './order-by-api';

/*
 * Coins (ADR 025): a member whose order completed finds "Coins credited" in the message
 * centre, follows it to /points and sees the balance, the earned entry of that order (with its
 * validity) and the rules. The order is placed, paid cash on delivery, shipped (dev route) and
 * confirmed over the API; the screens are the journey. Both layouts, English and Chinese.
 */

const words = {
  en: {
    message: 'Coins credited',
    title: 'My coins',
    earned: 'Earned',
    order: (no: string) => `Order ${no}`,
    rules: 'Coin rules',
    allLoaded: 'That is your whole history',
  },
  'zh-CN': {
    message: '金币已到账',
    title: '我的金币',
    earned: '获得',
    order: (no: string) => `订单 ${no}`,
    rules: '金币规则',
    allLoaded: '已显示全部记录',
  },
} as const;

/** A sandbox member with one order paid cash on delivery, shipped and confirmed; answers its coins. */
async function memberWithCompletedOrder(request: APIRequestContext, shopper: Shopper, language: string) {
  const { orderNo, headers, auth, authToken } = await placeOrderByApi(request, shopper, {
    language,
    quantity: 2,
  });
  await dataOf(
    await request.post('/api/payment/pay', {
      data: { order_no: orderNo, method: 'cod', return_url: `/orderDetail/${orderNo}` },
      headers: auth,
    }),
  );
  await dataOf(
    await request.post('/api/dev/order/ship', {
      data: { order_no: orderNo, tracking_no: 'JNE0001' },
      headers,
    }),
  );
  const completed = await dataOf(
    await request.post('/api/order/trade/confirm_receipt', {
      data: { order_no: orderNo },
      headers: { ...auth, 'Idempotency-Key': crypto.randomUUID() },
    }),
  );
  expect(completed.coins_earned).toBeGreaterThan(0);
  const info = await dataOf(await request.get('/api/member/user/info', { headers: auth }));
  expect(info.data.points).toBe(completed.coins_earned);
  return {
    user: { auth_token: authToken, user_name: info.data.user_name as string },
    orderNo,
    coins: completed.coins_earned as number,
  };
}

const formatCoins = (coins: number, language: string) =>
  new Intl.NumberFormat(language === 'zh-CN' ? 'zh-CN' : 'en').format(coins);

for (const language of ['en', 'zh-CN'] as const)
  test.describe(language, () => {
    const w = words[language];
    test.describe.configure({ timeout: 60_000 });

    test(`the coins of a completed order: the message, then /points (${language})`, async ({
      page,
      request,
    }) => {
      const shopper = await asNewShopper(page, language);
      await openApp(page, '/');
      const { user, orderNo, coins } = await memberWithCompletedOrder(request, shopper, language);
      await signedIn(page, user);

      await openApp(page, '/message');
      const message = page.getByTestId('message-row').filter({ hasText: w.message });
      await expect(message).toHaveCount(1);
      await expect(message).toContainText(orderNo);
      await message.click();

      await expect(page).toHaveURL(/\/points$/);
      await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
      await expect(page.getByTestId('coin-balance')).toHaveText(formatCoins(coins, language));
      const entry = page.getByTestId('coin-entry');
      await expect(entry).toHaveCount(1);
      await expect(entry).toHaveAttribute('data-kind', 'earn');
      await expect(entry).toContainText(w.earned);
      await expect(entry).toContainText(w.order(orderNo));
      await expect(entry).toContainText(`+${formatCoins(coins, language)}`);
      await expect(page.getByText(w.allLoaded)).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: w.rules })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });

test('a new member sees the empty history; a visitor is sent to log in', async ({
  page,
  request,
  layout,
}) => {
  const shopper = await asNewShopper(page, 'en');
  await openApp(page, '/points');
  if (layout === 'mobile') await expect(page).toHaveURL(/\/login/);
  else await expect(page.getByRole('dialog')).toBeVisible();

  const headers = { 'X-Forwarded-For': shopper.ip, 'X-Locale': 'ID', Language: 'en' };
  const member = await dataOf(
    await request.post('/api/dev/member', { data: { country_code: 'ID' }, headers }),
  );
  const info = await dataOf(
    await request.get('/api/member/user/info', {
      headers: { ...headers, Authorization: `Bearer ${member.auth_token}` },
    }),
  );
  await signedIn(page, { auth_token: member.auth_token, user_name: info.data.user_name });
  await openApp(page, '/points');
  await expect(page.getByTestId('coin-balance')).toHaveText('0');
  await expect(page.getByText('No coins yet')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'My coins' })).toBeVisible();
  await expectNoAxeViolations(page);
});
