import type { Page } from '@playwright/test';
import { buildCatalogue } from '../../server/seed/catalogue';
import { expectNoAxeViolations } from './axe';
import { expect, openApp, test } from './fixtures';
import { expectVisibleFocus, walkTabStops } from './focus-visible';
import { asNewShopper } from './member-login';

/*
 * Focus you can see and a keyboard that gets somewhere: every Tab stop of home, a
 * product page, the cart and login shows a ring; the skip link is the first stop; "Add to cart"
 * keeps focus; a new page takes focus to its heading; the header's search panel leaves the Tab
 * order when it closes.
 */

const catalogue = buildCatalogue();
const showcase = catalogue.showcase.ID;
const productPath = `/commodDetail?product_no=${showcase.multiSku}`;
/** Enough Tab stops to cross the header, the page's first screens and the footer's start. */
const STOPS = 60;

const cards = (page: Page) => page.getByRole('main').locator('[data-slot="product-card"]');
const activeSlot = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-slot') ?? null);
const activeTag = (page: Page) => page.evaluate(() => document.activeElement?.tagName.toLowerCase() ?? null);

/** Puts one item into a visitor's cart from its product page. */
async function addOneToCart(page: Page) {
  await openApp(page, productPath);
  await page.getByRole('radiogroup', { name: 'Options' }).locator('label').first().click();
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByText('Added to cart').first()).toBeVisible();
}

test.describe('every Tab stop shows a ring (WCAG 2.4.7, 2.4.13)', () => {
  // Each stop is read focused and blurred, a few round trips each: sixty stops take a while.
  test.describe.configure({ timeout: 90_000 });
  test('home', async ({ page }) => {
    await openApp(page, '/');
    await expect(cards(page).first()).toBeVisible();
    await expectVisibleFocus(page, STOPS);
  });

  test('a product page', async ({ page }) => {
    await openApp(page, productPath);
    await expect(page.getByRole('button', { name: 'Add to cart', exact: true })).toBeVisible();
    await expectVisibleFocus(page, STOPS);
  });

  test('the cart with an item', async ({ page }) => {
    await asNewShopper(page);
    await addOneToCart(page);
    await openApp(page, '/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Cart (1)' })).toBeVisible();
    await expectVisibleFocus(page, STOPS);
  });

  test('login (the page on mobile, the dialog on desktop)', async ({ page, layout }) => {
    if (layout === 'mobile') {
      await openApp(page, '/login');
    } else {
      await openApp(page, '/faqs');
      await page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Log in', exact: true })).toBeVisible();
    }
    await expectVisibleFocus(page, STOPS);
  });
});

// The check must be able to fail: with every ring taken away (as the Tailwind 4 outline bug once
// took them, ui/lib/focus-ring.ts), the walk over home reports the stops it found bare.
test('the focus check fails when the rings are removed (probe)', async ({ page }) => {
  test.setTimeout(90_000);
  await openApp(page, '/');
  await expect(cards(page).first()).toBeVisible();
  await page.evaluate(() => {
    const bare = new CSSStyleSheet();
    bare.replaceSync('*:focus, *:focus-visible, *:focus-within { outline: none !important; box-shadow: none !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, bare];
  });
  const walk = await walkTabStops(page, 12);
  expect(walk.stops.length).toBeGreaterThan(5);
  // Many stops go bare (mobile home 9 of 12, desktop 4 of 12 in the last full run, 5 before: a
  // third at least); the rest still change on focus in other ways (the skip link comes on
  // screen, a header link or button changes colour).
  expect(walk.failures.length).toBeGreaterThanOrEqual(walk.stops.length / 3);
});

test.describe('the skip link', () => {
  for (const path of ['/', productPath, '/login']) {
    test(`is the first Tab stop and takes focus to the main content (${path})`, async ({ page }) => {
      await openApp(page, path);
      await expect(page.getByRole('main')).toBeVisible();
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to main content' });
      await expect(skip).toBeFocused();
      // On screen while focused (it is off screen otherwise).
      const box = await skip.boundingBox();
      expect(box && box.width > 20 && box.height > 20 && box.y >= 0).toBe(true);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main')).toBeFocused();
      await expectNoAxeViolations(page);
    });
  }
});

test('a keyboard alone: via the skip link to the first product, then into the cart with focus kept', async ({
  page,
  layout,
}) => {
  await asNewShopper(page);
  await openApp(page, '/');
  await expect(cards(page).first()).toBeVisible();

  // Tab 1 is the skip link; Enter puts focus on <main>; then Tab to the first product card.
  let tabs = 0;
  const tab = async () => {
    tabs++;
    await page.keyboard.press('Tab');
  };
  await tab();
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  while ((await activeSlot(page)) !== 'product-card' && tabs < 40) await tab();
  console.log(`${layout}: ${tabs} Tabs from load to the first product on home (skip link included)`);
  expect(await activeSlot(page)).toBe('product-card');
  // On a phone the category shortcuts come before the first product: counted, not bounded.
  if (layout === 'mobile') return;
  expect(tabs).toBeLessThan(15);

  // Enter opens it; the new page's heading (or main) has focus.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/commodDetail\?product_no=/);
  const add = page.getByRole('button', { name: 'Add to cart', exact: true });
  await expect(add).toBeVisible();
  await expect.poll(() => activeTag(page)).toMatch(/^(h1|main)$/);

  let toAdd = 0;
  while (!(await add.evaluate((el) => el === document.activeElement)) && toAdd < 60) {
    toAdd++;
    await page.keyboard.press('Tab');
  }
  console.log(`desktop: ${toAdd} Tabs from the product page's heading to "Add to cart"`);
  await expect(add).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Added to cart').first()).toBeVisible();
  // Pending, not disabled: focus never left the button.
  await expect(add).toBeFocused();
});

test('a shopper who leaves the first page before the focus code has arrived still lands on the next page’s heading', async ({
  page,
}) => {
  // The route focus comes in its own chunk once the page is ready (on a page the server drew:
  // once it has hydrated); on a slow phone the shopper may press a link before it arrives.
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/route-focus-[^/]+\.js$/, async (route) => {
    await arrived;
    await route.continue();
  });
  await openApp(page, productPath);
  await page.getByRole('link', { name: /^Cart/ }).first().click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test('the header search panel: Escape closes it, keeps focus in the box, and takes its entries out of the Tab order', async ({
  page,
  layout,
}) => {
  test.skip(layout === 'mobile', 'the header search box is desktop only');
  await openApp(page, '/faqs');
  const box = page.getByRole('banner').getByRole('searchbox');
  const panel = page.locator('[data-slot="header-search-panel"]');
  await box.focus();
  await expect(panel).toBeVisible();
  const entry = panel.getByRole('button').first();
  await expect(entry).toBeVisible();
  await entry.focus();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(box).toBeFocused();
  await expect(panel.getByRole('button')).toHaveCount(0);

  // Open again and leave with Tab past the search button: closed, no entries left behind.
  await page.keyboard.type('r');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(box).toHaveValue('r');
  await box.blur();
  await expect(panel.locator('a, button')).toHaveCount(0);
});
