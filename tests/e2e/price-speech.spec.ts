import { buildCatalogue } from '../../server/seed/catalogue';
import { expect, openApp, test } from './fixtures';
import { asNewShopper } from './member-login';

/*
 * A price a screen reader can say. "Rp 33.900" groups thousands with a dot, as rupiah do; an
 * English or Chinese voice reads that dot as a decimal point ("thirty-three point nine"). The
 * kit's Price shows "Rp 33.900" to the eye (hidden from the accessibility tree) and gives the
 * tree the amount in the page's own language ("33,900 rupiah", "33,900印尼盾").
 */

const showcase = buildCatalogue().showcase.ID;

const spoken = {
  en: (rupiah: number) => `${rupiah.toLocaleString('en')} rupiah`,
  'zh-CN': (rupiah: number) => `${rupiah.toLocaleString('zh-CN')}印尼盾`,
} as const;

for (const language of ['en', 'zh-CN'] as const) {
  test(`a product page's price is spoken as an amount, not a decimal (${language})`, async ({ page }) => {
    await asNewShopper(page, language);
    await openApp(page, `/commodDetail?product_no=${showcase.multiSku}`);
    const price = page.getByRole('main').locator('[data-slot="price"]').first();
    const shown = (await price.locator('[data-slot="price-amount"]').textContent())!;
    expect(shown, 'the visible format (SPEC.md §9) stays').toMatch(/^Rp \d{1,3}(\.\d{3})+$/);
    const rupiah = Number(shown.replace(/\D/g, ''));
    const tree = await price.ariaSnapshot();
    expect(tree).toContain(spoken[language](rupiah));
    expect(tree, 'the dotted amount is not in the tree').not.toContain(shown);
  });
}
