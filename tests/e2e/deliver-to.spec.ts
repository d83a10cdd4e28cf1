import type { APIRequestContext, Page } from '@playwright/test';
import { buildCatalogue } from '../../server/seed/catalogue';
import { expectNoAxeViolations } from './axe';
import { expect, openApp, test } from './fixtures';
import { tabTo } from './focus-visible';
import { asNewShopper, signInByApi, signedIn } from './member-login';
import { pickRegion } from './region-picker';

/*
 * The product page's "deliver to" (ADR 035; SPEC.md §9: 1–2 days in the city, 4–7 out of town,
 * the city being the warehouse's province or state, ADR 019): a member's default address and
 * another chosen there, a visitor's area or Singapore, in three languages, by keyboard.
 */

const showcase = buildCatalogue().showcase;

/** Tab to the skip link and press it: focus on the page's main content, where a keyboard user starts. */
async function skipToMain(page: Page) {
  await page.keyboard.press('Tab');
  await expect(page.locator('[data-slot="skip-link"]')).toBeFocused();
  await page.keyboard.press('Enter');
}

async function addAddress(request: APIRequestContext, token: string, address: Record<string, unknown>) {
  const added = await request.post('/api/member/address/add', {
    headers: { Authorization: `Bearer ${token}`, 'X-Locale': 'ID' },
    data: { country_code: 'ID', surname: 'Ayu', name: 'Lestari', phone: '81234567890', ...address },
  });
  expect((await added.json()).code).toBe(0);
}

test('a member sees their default address and its estimate, and changes it by keyboard (id)', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const shopper = await asNewShopper(page, 'id');
  const user = await signInByApi(request, shopper);
  await addAddress(request, user.auth_token, {
    state_code: '31',
    city_code: '31.74',
    area_code: '31.74.07',
    address_line1: 'Jl. Melawai Raya No. 10',
    postal_code: '12160',
    is_default: true,
  });
  await addAddress(request, user.auth_token, {
    surname: 'Budi',
    name: 'Santoso',
    state_code: '32',
    city_code: '32.73',
    area_code: '32.73.02',
    address_line1: 'Jl. Dipatiukur No. 35',
    postal_code: '40132',
    is_default: false,
  });
  await signedIn(page, user);
  await openApp(page, `/commodDetail?product_no=${showcase.ID.multiSku}`);

  const deliverTo = page.getByTestId('deliver-to');
  await expect(deliverTo).toContainText('Dikirim ke Kebayoran Baru, Kota Administrasi Jakarta Selatan');
  await expect(page.getByText('Tiba dalam 1–2 hari (dalam kota)')).toBeVisible();
  await expectNoAxeViolations(page);

  // Keyboard only: past the header by the skip link, Tab to Change, Enter; the other address.
  const change = deliverTo.getByRole('button', { name: 'Ubah tujuan pengiriman' });
  await skipToMain(page);
  await tabTo(page, change);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Dikirim ke' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  const bandung = dialog.getByRole('radio', { name: /Budi Santoso/ });
  await tabTo(page, dialog.getByRole('radio', { checked: true }));
  await page.keyboard.press('ArrowDown');
  await expect(bandung).toBeChecked();
  await tabTo(page, dialog.getByRole('button', { name: 'Kirim ke sini' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(deliverTo).toContainText('Dikirim ke Coblong, Kota Bandung');
  await expect(page.getByText('Tiba dalam 4–7 hari (luar kota)')).toBeVisible();
  // Focus is back on Change.
  await expect(change).toBeFocused();

  // The choice follows the shopper to the next product page (for the tab), the default unchanged.
  await openApp(page, `/commodDetail?product_no=${showcase.ID.hot}`);
  await expect(page.getByTestId('deliver-to')).toContainText('Coblong, Kota Bandung');
  await expectNoAxeViolations(page);
});

test('a visitor chooses an area, or logs in to use their addresses (zh-CN)', async ({ page, layout }) => {
  test.setTimeout(60_000);
  await asNewShopper(page, 'zh-CN');
  await openApp(page, `/commodDetail?product_no=${showcase.ID.multiSku}`);
  const deliverTo = page.getByTestId('deliver-to');
  await expect(deliverTo).toContainText('选择地区即可查看预计送达时间');
  // Without a place, both estimates.
  await expect(page.getByText('同城 1–2 天送达，外地 4–7 天送达')).toBeVisible();
  await expectNoAxeViolations(page);

  await skipToMain(page);
  await tabTo(page, deliverTo.getByRole('button', { name: '选择地区' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '配送至' });
  await expect(dialog).toBeVisible();
  await pickRegion(page, '省份', 'jawa barat', 'Jawa Barat');
  await expectNoAxeViolations(page);
  await tabTo(page, dialog.getByRole('button', { name: '配送到这里' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(deliverTo).toContainText('配送至 Jawa Barat');
  await expect(page.getByText('4–7 天送达（外地）')).toBeVisible();

  // Log in instead: the login screen on mobile, the dialog on desktop, back here afterwards.
  await deliverTo.getByRole('button', { name: '登录以使用您的地址' }).click();
  if (layout === 'mobile') await expect(page).toHaveURL(/\/login$/);
  else await expect(page.getByRole('dialog')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('jump-back-path'))).toBe('/commodDetail');
});

test('in Singapore, everyone is in the city (en)', async ({ page }) => {
  await asNewShopper(page, 'en', 'SG');
  await openApp(page, `/commodDetail?product_no=${showcase.SG.multiSku}`);
  await expect(page.getByTestId('deliver-to')).toContainText('Deliver to Singapore');
  await expect(page.getByText('Arrives in 1–2 days (in the city)')).toBeVisible();
  await expect(page.getByTestId('deliver-to').getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page);
});
