import { expectNoAxeViolations } from './axe';
import { expect, openApp, screenshotWholePage, test } from './fixtures';
import { asNewShopper, newMemberSignedIn, signedIn } from './member-login';
import { dataOf } from './order-by-api';

/*
 * Vouchers (ADR 028): a new member claims the new-user voucher and the shipping voucher
 * (and the 1-day daily deal) on /coupons, is refused the app-only one with its message (1101047),
 * finds them in /couponsList (the daily deal counting down),
 * opens a voucher's terms and its product list, and searches it. Both layouts, English and
 * Indonesian. The seeded campaigns (server/seed/vouchers.ts) are found by their titles.
 */

const words = {
  en: {
    centre: 'Claim vouchers',
    welcome: 'New user: Rp 10.000 off',
    shipping: 'Free shipping up to Rp 20.000',
    daily: 'Daily deal: Rp 5.000 off',
    appOnly: 'App exclusive: Rp 15.000 off',
    claim: 'Claim',
    claimed: 'Claimed',
    claimedToast: 'Voucher claimed: find it in My vouchers',
    appOnlyRefusal: 'This voucher is for the app only, please download the app',
    wallet: 'My vouchers',
    terms: 'Terms',
    termsTitle: 'Voucher terms',
    minSpend: 'Minimum spend Rp 50.000.',
    use: 'Use',
    productsTitle: 'Products for this voucher',
    search: 'Search these products',
  },
  id: {
    centre: 'Klaim voucher',
    welcome: 'Pengguna baru: potongan Rp 10.000',
    shipping: 'Gratis ongkir hingga Rp 20.000',
    daily: 'Promo harian: potongan Rp 5.000',
    appOnly: 'Khusus aplikasi: potongan Rp 15.000',
    claim: 'Klaim',
    claimed: 'Diklaim',
    claimedToast: 'Voucher berhasil diklaim: cek di Voucherku',
    appOnlyRefusal: 'Voucher ini khusus aplikasi, yuk download aplikasinya',
    wallet: 'Voucherku',
    terms: 'S&K',
    termsTitle: 'S&K voucher',
    minSpend: 'Minimal belanja Rp 50.000.',
    use: 'Pakai',
    productsTitle: 'Produk untuk voucher ini',
    search: 'Cari produk ini',
  },
} as const;

for (const language of ['en', 'id'] as const)
  test.describe(language, () => {
    const w = words[language];
    test.describe.configure({ timeout: 90_000 });

    test(`a new member claims vouchers, finds them in the wallet, reads the terms and the products (${language})`, async ({
      page,
      request,
      layout,
      errorToasts,
    }, testInfo) => {
      errorToasts.allow(w.appOnlyRefusal);
      const shopper = await asNewShopper(page, language);
      const headers = { 'X-Forwarded-For': shopper.ip, 'X-Locale': 'ID', Language: language };
      const member = await dataOf(
        await request.post('/api/dev/member', { data: { country_code: 'ID' }, headers }),
      );
      const info = await dataOf(
        await request.get('/api/member/user/info', {
          headers: { ...headers, Authorization: `Bearer ${member.auth_token}` },
        }),
      );
      await signedIn(page, { auth_token: member.auth_token, user_name: info.data.user_name });

      await openApp(page, '/coupons');
      await expect(page.getByRole('heading', { level: 1, name: w.centre })).toBeVisible();
      const card = (title: string) => page.getByRole('article', { name: title });
      await expect(card(w.welcome)).toBeVisible();
      await expectNoAxeViolations(page);
      await screenshotWholePage(page, testInfo.outputPath(`coupons-${layout}-${language}.png`));

      for (const title of [w.welcome, w.shipping, w.daily]) {
        await card(title).getByRole('button', { name: w.claim }).click();
        await expect(page.getByText(w.claimedToast).first()).toBeVisible();
        await expect(card(title)).toHaveAttribute('data-state', 'claimed');
        await expect(card(title).getByText(w.claimed, { exact: true })).toBeVisible();
        // Claim may give way to "Use": focus stays in the card, never falls to <body>.
        await expect(card(title).locator(':focus')).toHaveCount(1);
      }
      // Refused with its message: the app-only voucher, in a browser.
      await card(w.appOnly).getByRole('button', { name: w.claim }).click();
      await expect(page.getByText(w.appOnlyRefusal)).toBeVisible();
      await expect(card(w.appOnly)).toHaveAttribute('data-state', 'unuse');

      await openApp(page, '/couponsList');
      await expect(page.getByRole('heading', { level: 1, name: w.wallet })).toBeVisible();
      await expect(page.getByTestId('voucher-card')).toHaveCount(3);
      await expect(card(w.welcome)).toBeVisible();
      await expect(card(w.shipping)).toBeVisible();
      // The daily deal is valid 1 day after its claim: it counts down; the others show their date.
      await expect(card(w.daily).getByRole('timer')).toBeVisible();
      await expect(card(w.welcome).getByRole('timer')).toHaveCount(0);
      await expectNoAxeViolations(page);
      await screenshotWholePage(page, testInfo.outputPath(`wallet-${layout}-${language}.png`));

      await page
        .getByRole('listitem')
        .filter({ has: card(w.welcome) })
        .getByRole('link', { name: w.terms })
        .click();
      await expect(page).toHaveURL(/\/vouchertcs\?id=/);
      await expect(page.getByRole('heading', { level: 1, name: w.termsTitle })).toBeVisible();
      await expect(page.getByTestId('voucher-terms')).toContainText(w.minSpend);
      await expectNoAxeViolations(page);
      await screenshotWholePage(page, testInfo.outputPath(`terms-${layout}-${language}.png`));

      await openApp(page, '/couponsList');
      await card(w.shipping).getByRole('link', { name: w.use }).click();
      await expect(page).toHaveURL(/\/coupons\?id=/);
      await expect(page.getByRole('heading', { level: 1, name: w.productsTitle })).toBeVisible();
      const products = page.locator('[data-slot="product-card"]');
      await expect(products.first()).toBeVisible();
      const firstName =
        (await products.first().locator('[data-slot="product-card-name"]').textContent()) ?? '';
      const word = firstName.trim().split(/\s+/)[0]!;
      const box = page.getByRole('searchbox', { name: w.search });
      await box.fill(word);
      const searched = page.waitForResponse((response) =>
        response.url().includes('/api/search/coupon/search'),
      );
      await box.press('Enter');
      const answer = await (await searched).json();
      expect(answer.code).toBe(0);
      expect(answer.data.total).toBeGreaterThan(0);
      await expect(products.first()).toBeVisible();
      await expectNoAxeViolations(page);
      await screenshotWholePage(page, testInfo.outputPath(`products-${layout}-${language}.png`));
    });
  });

test('the campaign page lists the vouchers; a visitor pressing Claim is asked to log in', async ({
  page,
  layout,
}, testInfo) => {
  await asNewShopper(page, 'en');
  await openApp(page, '/activities');
  await expect(page.getByRole('heading', { level: 1, name: 'Voucher festival' })).toBeVisible();
  const welcome = page.getByRole('article', { name: 'New user: Rp 10.000 off' });
  await expect(welcome).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotWholePage(page, testInfo.outputPath(`activities-${layout}.png`));
  await welcome.getByRole('button', { name: 'Claim' }).click();
  if (layout === 'mobile') await expect(page).toHaveURL(/\/login/);
  else await expect(page.getByRole('dialog')).toBeVisible();
});

// A terms page with no voucher to show (no id, or one the shop does not know): "Try again" would
// ask again for the same nothing, so the page offers the way back to the wallet instead.
test('voucher terms without a voucher lead back to My vouchers, not to a retry', async ({
  page,
  request,
}) => {
  await newMemberSignedIn(page, request, 'en');
  // No id at all, and a well-formed id the shop does not know (the server's 1101042).
  for (const path of ['/vouchertcs', '/vouchertcs?id=00000000-0000-4000-8000-000000000000']) {
    await openApp(page, path);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'This voucher could not be found' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await main.getByRole('link', { name: 'Back to My vouchers' }).click();
    await expect(page).toHaveURL(/\/couponsList$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My vouchers' })).toBeVisible();
  }
});
