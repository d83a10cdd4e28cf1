import { buildCatalogue } from '../../server/seed/catalogue';
import { chooseOption, expect, openApp, test } from './fixtures';
import { asNewShopper } from './member-login';
import { expectNoAxeViolations } from './axe';
const showcase = buildCatalogue().showcase.ID;
const names = { id: 'Bahasa Indonesia', 'zh-CN': '简体中文' } as const;
for (const lang of ['id', 'zh-CN'] as const) {
  test(`shots ${lang}`, async ({ page, layout }) => {
    test.setTimeout(120_000);
    await asNewShopper(page);
    await openApp(page, '/setLanguage');
    await chooseOption(page, names[lang]);
    const shot = (name: string, fullPage = true) => page.screenshot({ path: `/tmp/a-focus-shots/${layout}-${lang}-${name}.png`, fullPage });
    await openApp(page, '/');
    await expect(page.locator('main [data-slot="product-card"]').first()).toBeVisible();
    await page.waitForTimeout(800);
    await shot('home', false);
    await expectNoAxeViolations(page);
    await openApp(page, `/commodDetail?product_no=${showcase.multiSku}`);
    await page.getByRole('radiogroup').locator('label').first().click();
    const add = page.locator('main button').filter({ hasText: lang === 'id' ? '+ Keranjang' : '加入购物车' });
    await add.click();
    await page.waitForTimeout(600);
    await shot('product');
    await expectNoAxeViolations(page);
    await openApp(page, '/cart');
    await page.waitForTimeout(800);
    await shot('cart');
    await expectNoAxeViolations(page);
    if (layout === 'mobile') {
      await openApp(page, '/login');
    } else {
      await openApp(page, '/faqs');
      await page.getByRole('banner').getByRole('link').filter({ hasText: lang === 'id' ? 'Masuk' : '登录' }).first().click();
      await expect(page.getByRole('dialog').first()).toBeVisible();
    }
    await page.waitForTimeout(800);
    await shot('login', false);
    await expectNoAxeViolations(page);
    // The skip link, focused.
    await openApp(page, '/');
    await page.keyboard.press('Tab');
    await shot('skiplink', false);
  });
}
