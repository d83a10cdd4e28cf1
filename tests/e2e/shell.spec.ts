import fs from 'node:fs';
import path from 'node:path';
import { expectNoAxeViolations } from './axe';
import { chooseOption, expect, openApp, persisted, test } from './fixtures';

test.describe('mobile layout', () => {
  test.beforeEach(({ layout }) => test.skip(layout !== 'mobile', 'mobile only'));

  test('the tab bar navigates, marks the current tab and scrolls Cart and Me to the top', async ({
    page,
  }) => {
    await openApp(page, '/cate');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Categories' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

    const spacerOn = async () => (await page.getByTestId('tab-bar-spacer').boundingBox())?.height ?? 0;
    const homeSpacer = await spacerOn();
    await page.evaluate(() => {
      document.body.style.minHeight = '3000px';
      window.scrollTo(0, 1500);
    });
    await nav.getByRole('link', { name: 'Cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // The URL changes first; the cart page (and its taller spacer) follows once its code is in.
    await expect.poll(spacerOn).toBeGreaterThan(homeSpacer);
    await expectNoAxeViolations(page);
  });

  test('the root font follows the screen width (16 × width/375)', async ({ page }) => {
    await openApp(page, '/');
    const size = await page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
    expect(parseFloat(size)).toBeCloseTo((16 * 390) / 375, 1);
  });
});

test.describe('desktop layout', () => {
  test.beforeEach(({ layout }) => test.skip(layout !== 'desktop', 'desktop only'));

  test('header, footer and the personal-center side menu', async ({ page }) => {
    await openApp(page, '/me');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'About Us (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(footer.getByText(/ICP filing/)).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'My account' }).last();
    await expect(menu.getByRole('link', { name: 'Personal center' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Payment option' })).toBeVisible();
    // Log out needs a signed-in member (a user_name).
    await expect(menu.getByRole('button', { name: 'Log out' })).toHaveCount(0);
    await page.goto('/points');
    await expect(menu.getByRole('link', { name: 'Personal center' })).toHaveAttribute('aria-current', 'page');
    await page.goto('/refund-settings');
    await expect(menu.getByRole('link', { name: 'Payment option' })).toHaveAttribute('aria-current', 'page');
    await page.goto('/cart');
    await expect(page.getByRole('link', { name: 'Personal center' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('the page has its extra top padding until it is scrolled, and again back at the top', async ({ page }) => {
    await openApp(page, '/');
    const body = page.getByTestId('desktop-body');
    await expect(body).toHaveClass(/\bpt-8\b/);
    await page.mouse.wheel(0, 600);
    await expect(body).toHaveClass(/\bpt-4\b/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(body).toHaveClass(/\bpt-8\b/);
    // Opened part-way down (a reload keeps the place): the scrolled padding, once the app is live.
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.reload();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(body).toHaveClass(/\bpt-4\b/);
  });

  test('the app download QR codes are pictures the server draws, on the home page and /downloadApp', async ({
    page,
  }) => {
    const expectLoaded = async (name: RegExp) => {
      const image = page.getByRole('img', { name });
      await image.scrollIntoViewIfNeeded();
      await expect(image).toHaveAttribute('src', /\/api\/support\/api\/app\/qr\?target=(ios|android)$/);
      // Decoded: the server answered an SVG the browser could draw.
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
        .toBeGreaterThan(0);
    };
    await openApp(page, '/');
    await expectLoaded(/^QR code: Pasar on the App Store$/);
    await expectLoaded(/^QR code: Pasar on Google Play$/);
    await page.goto('/downloadApp');
    await expectLoaded(/^QR code linking to the Pasar app on the App Store$/);
    await expectLoaded(/^QR code linking to the Pasar app on Google Play$/);
  });

  test('the language switcher changes the text, and it stays after a reload', async ({ page }) => {
    // Not /me nor /points: logged out, they open the login dialog over the page (SPEC.md §2).
    await openApp(page, '/faqs');
    await page.getByRole('button', { name: /^Language: English/ }).click();
    await page.getByRole('menuitemradio', { name: 'Bahasa Indonesia' }).click();
    await expect(page.getByRole('button', { name: 'Masuk' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Masuk' })).toBeVisible();
    expect((await persisted(page)).localeInfo.language).toBe('id');
  });
});

test('/setLanguage switches the language, in both layouts', async ({ page }) => {
  await openApp(page, '/setLanguage');
  await chooseOption(page, '简体中文');
  await expect(page.getByRole('heading', { name: '语言' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: '语言' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('/setLanguage changes the language on Enter or a press, never as the arrow keys move', async ({
  page,
}) => {
  await openApp(page, '/setLanguage');
  const option = (name: string) => page.getByRole('option', { name });
  await expect(option('English')).toHaveAttribute('aria-selected', 'true');
  await option('English').focus();
  // Arrows only move the focus: the session keeps no language choice (it would be written at once).
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(option('简体中文')).toBeFocused();
  expect((await persisted(page)).localeInfo?.language ?? null).toBeNull();
  await expect(option('English')).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await expect(page.getByRole('heading', { name: 'Bahasa' })).toBeVisible();
  await expect(option('Bahasa Indonesia')).toHaveAttribute('aria-selected', 'true');
  expect((await persisted(page)).localeInfo.language).toBe('id');

  // react-aria's own words come in Indonesian too: a popover's hidden close button says Tutup.
  await openApp(page, '/accountLogin');
  await page.getByRole('button', { name: /Kode negara/ }).click();
  await expect(page.getByRole('button', { name: 'Tutup' }).first()).toBeAttached();
  await expect(page.getByRole('button', { name: 'Dismiss' })).toHaveCount(0);
});

test('switching country asks first, then clears the cart and logs out', async ({ page, layout }) => {
  // A signed-in visitor with something in the cart, stored as the previous app stored it before
  // the app starts (so nothing it writes at start-up races the test).
  await page.addInitScript(() => {
    if (sessionStorage.getItem('e2e-seeded')) return;
    sessionStorage.setItem('e2e-seeded', '1');
    const user = {
      deviceId: 'e2e-country-device',
      selectSkus: ['SKU-1', 'SKU-2'],
      userInfo: { user_name: 'Sari', auth_token: 'stub-token' },
    };
    localStorage.setItem('persist:root', JSON.stringify({ userInfo: JSON.stringify(user) }));
  });
  await openApp(page, '/setting-country');
  await expect(page.getByRole('option', { name: /Indonesia/ })).toHaveAttribute('aria-selected', 'true');
  await chooseOption(page, /Singapore/);
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('SGD');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('option', { name: /Indonesia/ })).toHaveAttribute('aria-selected', 'true');

  await chooseOption(page, /Singapore/);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Switch country' }).click();
  await expect(page).toHaveURL(/\/$/);
  const state = await persisted(page);
  expect(state.userInfo.selectSkus).toEqual([]);
  expect(state.userInfo.userInfo).toBeNull();
  expect(state.localeInfo.xlocale).toBe('SG');
  expect(await page.evaluate(() => localStorage.getItem('selectedCountry'))).toBe('Singapore');
  // Prices now show in Singapore dollars.
  await expect(page.getByText(/S\$\s?\d/).first()).toBeVisible();
  if (layout === 'desktop') {
    await page.goto('/me');
    // Payment option is hidden in Singapore.
    await expect(page.getByRole('link', { name: 'Personal center' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Payment option' })).toHaveCount(0);
  }
});

test('a page that fails to load shows the error page, and Try again reloads it', async ({ page }) => {
  await openApp(page, '/');
  let block = true;
  await page.route(/set-language-page.*\.js$/, (route) => (block ? route.abort() : route.continue()));
  await page.goto('/setLanguage');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  // Leaving the page in the app (no reload, as a link does) leaves the error behind…
  await page.evaluate(() => {
    window.history.pushState(null, '', '/');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Recommended' })).toBeVisible();
  // …and coming back shows it again: the page's code is still missing.
  await page.goBack();
  await expect(page).toHaveURL(/\/setLanguage$/);
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  block = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Language' })).toBeVisible();
});

test('a phone held in landscape is asked to rotate', async ({ browser, layout, baseURL }) => {
  test.skip(layout !== 'mobile', 'phones only');
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 844, height: 390 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await openApp(page, '/');
  await expect(page.getByRole('heading', { name: 'Please rotate your phone' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { name: 'Please rotate your phone' })).toHaveCount(0);
  await context.close();
});

test('inside the native shell: waits for appMessage, hides the header, posts webViewReady and pageTitle', async ({
  page,
  baseURL,
}) => {
  // The shell's page comes from the shop's own origin: the storefront may be framed by itself
  // only (CSP frame-ancestors 'self'; a native WebView loads it top-level and is not framing).
  await page.route(`${baseURL}/native-shell.html`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: fs.readFileSync(path.join(import.meta.dirname, 'native-shell.html'), 'utf8'),
    }),
  );
  await page.goto('/native-shell.html');
  await page.evaluate((url) => (window as any).openStorefront(url), `${baseURL}/setting-country?app=1`);
  const webview = page.frameLocator('#webview');
  await expect(webview.getByText('Page Loading...')).toBeVisible();
  await page.evaluate(() => (window as any).sendAppMessage({ Token: '', Language: 'id', Locale: 'MY' }));
  // Language id from the message; country MY from its Locale.
  await expect(webview.getByRole('heading', { name: 'Negara atau wilayah' })).toBeVisible();
  await expect(webview.getByRole('option', { name: /Malaysia/ })).toHaveAttribute('aria-selected', 'true');
  const received = () =>
    page.evaluate(() => (window as any).received as Array<{ type: string; title?: string }>);
  await expect.poll(async () => (await received()).map((m) => m.type)).toContain('webViewReady');
  await expect
    .poll(async () => (await received()).findLast((m) => m.type === 'pageTitle')?.title)
    .toBe('Negara atau wilayah');
  await expect(webview.getByRole('banner')).toHaveCount(0);
});
