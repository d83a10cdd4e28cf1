import type { APIRequestContext } from '@playwright/test';
import { buildCatalogue } from '../../server/seed/catalogue';
import { expectNoAxeViolations } from './axe';
import { chooseOption, expect, openApp, persisted, test } from './fixtures';
import { asNewShopper, signInByApi, signInPage } from './member-login';

/*
 * The cart (SPEC.md §2 cart; contract/catalogue.ts "Cart"): a visitor's cart kept in the browser
 * and priced by the server, refusals that change nothing, and the merge into the member's cart
 * at login. Every test is a new shopper on a device and IP of their own (the sign-in limits).
 */

const catalogue = buildCatalogue();
const showcase = catalogue.showcase.ID;
const skusOf = (productNo: string) =>
  catalogue.listings.find((listing) => listing.productNo === productNo && listing.countryCode === 'ID')!.skus;

async function serverCart(request: APIRequestContext, token: string) {
  const response = await request.get('/api/order/cart/list', {
    headers: { Authorization: `Bearer ${token}`, 'X-Locale': 'ID' },
  });
  return (await response.json()).data as { lines: { sku_id: string; quantity: number }[] };
}

const languageNames = { en: 'English', id: 'Bahasa Indonesia', 'zh-CN': '简体中文' } as const;
const words = {
  en: {
    options: 'Options',
    add: 'Add to cart',
    added: 'Added to cart',
    cartLink: (n: number) => `Cart, ${n} items`,
    cartTitle: (n: number) => `Cart (${n})`,
    quantity: /^Quantity of /,
    stock: 'Insufficient stock',
    deleteLine: /^Delete /,
    confirmDelete: 'Delete',
    selectAll: 'All',
    checkout: /^Check out \(/,
  },
  id: {
    options: 'Varian',
    add: '+ Keranjang',
    added: 'Berhasil dimasukkan ke keranjang',
    cartLink: (n: number) => `Keranjang, ${n} barang`,
    cartTitle: (n: number) => `Keranjang (${n})`,
    quantity: /^Jumlah /,
    stock: 'Stok tidak mencukupi',
    deleteLine: /^Hapus /,
    confirmDelete: 'Hapus',
    selectAll: 'Semua',
    checkout: /^Checkout \(/,
  },
  'zh-CN': {
    options: '规格',
    add: '加入购物车',
    added: '已加入购物车',
    cartLink: (n: number) => `购物车，${n} 件商品`,
    cartTitle: (n: number) => `购物车（${n}）`,
    quantity: / 的数量$/,
    stock: '库存不足',
    deleteLine: /^删除 /,
    confirmDelete: '删除',
    selectAll: '全选',
    checkout: /^去结算（/,
  },
} as const;

for (const language of ['en', 'id', 'zh-CN'] as const) {
  test(`a visitor's two options, a refused quantity, then login merges the cart (${language})`, async ({
    page,
    request,
    errorToasts,
  }) => {
    const w = words[language];
    // Both refused quantities (the visitor's, the member's) are said in a toast as well.
    errorToasts.allow(w.stock);
    const shopper = await asNewShopper(page);
    if (language !== 'en') {
      await openApp(page, '/setLanguage');
      await chooseOption(page, languageNames[language]);
    }
    const [first, second] = skusOf(showcase.multiSku);

    // Two options of one product, each added once.
    await openApp(page, `/commodDetail?product_no=${showcase.multiSku}`);
    const options = page.getByRole('radiogroup', { name: w.options });
    for (const index of [0, 1]) {
      await options.locator('label').nth(index).click();
      await page.getByRole('button', { name: w.add, exact: true }).click();
      await expect(page.getByText(w.added).first()).toBeVisible();
    }
    await expect
      .poll(async () => (await persisted(page)).userInfo.visitorCart)
      .toEqual(
        expect.arrayContaining([
          { sku_id: first!.skuId, quantity: 1, selected: true },
          { sku_id: second!.skuId, quantity: 1, selected: true },
        ]),
      );

    await page.getByRole('link', { name: w.cartLink(2) }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { level: 1, name: w.cartTitle(2) })).toBeVisible();
    const quantities = page.getByRole('textbox', { name: w.quantity });
    await expect(quantities).toHaveCount(2);
    await expectNoAxeViolations(page);

    // More than the stock: refused with the server's words, and nothing changes.
    const field = quantities.first();
    await field.fill('999');
    await field.press('Enter');
    await expect(page.getByTestId('cart-line-error').first()).toHaveText(w.stock);
    await expect(field).toHaveValue('1');
    expect(
      (await persisted(page)).userInfo.visitorCart.map((item: { quantity: number }) => item.quantity),
    ).toEqual([1, 1]);

    // Login: the visitor's lines join the member's cart on the server.
    const user = await signInByApi(request, shopper);
    await signInPage(page, user);
    await expect.poll(async () => (await persisted(page)).userInfo.visitorCart).toEqual([]);
    await expect
      .poll(async () => (await serverCart(request, user.auth_token)).lines.map((line) => line.sku_id).sort())
      .toEqual([first!.skuId, second!.skuId].sort());
    await expect(page.getByRole('heading', { level: 1, name: w.cartTitle(2) })).toBeVisible();

    // A member's refusal comes from the server (1105007): the same words, the line unchanged.
    const memberField = page.getByRole('textbox', { name: w.quantity }).first();
    await memberField.fill('999');
    await memberField.press('Enter');
    await expect(page.getByTestId('cart-line-error').first()).toHaveText(w.stock);
    await expect(memberField).toHaveValue('1');
    expect((await serverCart(request, user.auth_token)).lines.every((line) => line.quantity === 1)).toBe(
      true,
    );

    // Delete asks first; select all; checkout takes the selected lines to order confirmation.
    await page.getByRole('button', { name: w.deleteLine }).first().click();
    await page.getByRole('alertdialog').getByRole('button', { name: w.confirmDelete }).click();
    await expect(page.getByRole('heading', { level: 1, name: w.cartTitle(1) })).toBeVisible();
    // The line went with its Delete button: focus on the heading and its new count, not on <body>.
    await expect(page.getByRole('heading', { level: 1, name: w.cartTitle(1) })).toBeFocused();
    await expect.poll(async () => (await serverCart(request, user.auth_token)).lines.length).toBe(1);
    const selectAll = page.getByTestId('cart-summary').getByRole('checkbox', { name: w.selectAll });
    await expect(selectAll).toBeChecked();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: w.checkout }).click();
    await expect(page).toHaveURL(/\/orderConfirm$/);
    expect(await page.evaluate(() => history.state?.usr)).toMatchObject({
      source: 'cart',
      items: [{ quantity: 1 }],
    });
  });
}

test('unavailable lines sit apart, cannot be selected and can be cleared', async ({ page }) => {
  const buyable = skusOf(showcase.discounted)[0]!.skuId;
  const soldOut = skusOf(showcase.soldOut)[0]!.skuId;
  const removed = skusOf(showcase.removed)[0]!.skuId;
  // As if they sold out or left the shelf after the visitor added them (stored before the app starts).
  await page.addInitScript(
    (items) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem(
        'persist:root',
        JSON.stringify({
          userInfo: JSON.stringify({ deviceId: 'e2e-cart-unavailable', visitorCart: items }),
        }),
      );
    },
    [buyable, soldOut, removed].map((sku_id) => ({ sku_id, quantity: 1, selected: true })),
  );
  await openApp(page, '/cart');
  await expect(page.getByRole('heading', { name: 'Unavailable (2)' })).toBeVisible();
  await expect(page.getByText('Sold out', { exact: true })).toBeVisible();
  await expect(page.getByText('No longer sold', { exact: true })).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(2); // the available line and select all
  // The discount shows in the totals.
  await expect(page.getByTestId('cart-summary')).toContainText('Saved');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Clear unavailable items' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { name: /Unavailable/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect
    .poll(async () => (await persisted(page)).userInfo.visitorCart)
    .toEqual([{ sku_id: buyable, quantity: 1, selected: true }]);

  // Unticking the line: nothing to check out.
  const lineBox = page.getByRole('checkbox').first();
  await page.locator('[data-slot="checkbox"]').first().click();
  await expect(lineBox).not.toBeChecked();
  await expect(page.getByRole('button', { name: /^Check out/ })).toBeDisabled();
});

test('an empty cart points back to the shop', async ({ page, layout }) => {
  await openApp(page, '/cart');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You may like' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Go shopping' }).click();
  await expect(page).toHaveURL(/\/$/);
  if (layout === 'mobile') await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('checkout asks a visitor to log in first', async ({ page, layout }) => {
  await asNewShopper(page);
  await openApp(page, `/commodDetail?product_no=${showcase.discounted}`);
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await openApp(page, '/cart');
  await page.getByRole('button', { name: /^Check out/ }).click();
  if (layout === 'mobile') await expect(page).toHaveURL(/\/login/);
  else await expect(page.getByRole('dialog')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('jump-back-path'))).toBe('/cart');
});
