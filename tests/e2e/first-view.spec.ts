import type { APIRequestContext, Page } from '@playwright/test';
import type { Decoration, NavItem, ProductDetail, ProductPage } from '../../contract/catalogue';
import type { RankItem } from '../../contract/search';
import { formatMoney } from '../../contract/money';
import { buildCatalogue } from '../../server/seed/catalogue';
import { chooseOption, chooseRadio, expect, openApp, persisted, test } from './fixtures';
import { asNewShopper, signedIn, signInByApi } from './member-login';

/**
 * The landing pages' first view drawn by the server (docs/decisions/044-server-rendered-first-
 * view.md): readable before (and without) any script, in the shopper's country and language from
 * the `pasar_locale` cookie (ADR 043), and hydrated by the app without a mismatch and without
 * asking again for what the page came with.
 */

const showcase = buildCatalogue().showcase;
const productNo = showcase.SG.multiSku;
const CATEGORY = 300;

/** A visitor in Singapore reading English, as the storefront's cookie says after a choice. */
const singapore = { name: 'pasar_locale', value: 'en-SG', path: '/' } as const;

const apiHeaders = { language: 'en', 'x-locale': 'SG' };
async function answer<T>(request: APIRequestContext, path: string, body?: object): Promise<T> {
  const res = body
    ? await request.post(`/api/${path}`, { headers: apiHeaders, data: body })
    : await request.get(`/api/${path}`, { headers: apiHeaders });
  return ((await res.json()) as { data: T }).data;
}

/** What each landing page must show before any script: a product's name and its price. */
async function expectedProducts(request: APIRequestContext) {
  const decoration = await answer<Decoration>(request, 'cms/api/decoration');
  const list = await answer<ProductPage>(request, 'consumer/product/list', {
    typeId: CATEGORY,
    page_num: 1,
    page_size: 10,
  });
  const detail = await answer<ProductDetail>(request, `consumer/product/min_sku_detail/${productNo}`);
  const card = (item: {
    product_name: string;
    price: number;
    currency_code: ProductDetail['currency_code'];
  }) => ({
    name: item.product_name,
    price: formatMoney(item.price, item.currency_code),
  });
  return [
    { path: '/', ...card(decoration.sections.find((section) => section.products.length > 0)!.products[0]!) },
    { path: `/commodityList?typeId=${CATEGORY}`, ...card(list.list[0]!) },
    { path: `/commodDetail?product_no=${productNo}`, ...card(detail) },
  ];
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("home, a category list and a product page show names and prices in the shopper's currency", async ({
    page,
    context,
    request,
  }) => {
    await context.addCookies([{ ...singapore, domain: '127.0.0.1' }]);
    for (const { path, name, price } of await expectedProducts(request)) {
      // A page streamed as it is drawn is for no shared cache (its headers go out before its calls
      // are answered); the page kept once drawn whole is, for every visitor of its audience.
      await page.goto(path);
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(response?.headers()['cache-control'], path).toContain('stale-while-revalidate');
      expect(response?.headers()['vary'], path).toContain('Cookie');
      await expect(page.locator('html'), path).toHaveAttribute('lang', 'en');
      await expect(page.getByText(name).first(), path).toBeVisible();
      await expect(page.getByText(price).first(), path).toBeVisible();
      expect(price, path).toMatch(/^S\$/);
      // No start-up screen: the page is there before the app.
      await expect(page.locator('[data-slot="page-loading"]'), path).toHaveCount(0);
    }
  });

  test('categories, search, the claim centre and the documents show their first screen', async ({
    page,
    context,
    request,
  }) => {
    await context.addCookies([{ ...singapore, domain: '127.0.0.1' }]);
    const tops = await answer<NavItem[]>(request, 'nav/type/list');
    const recommended = await answer<{ list: RankItem[] }>(request, 'search/rank/list', { search_type: 2 });
    const mayLike = await answer<ProductPage>(request, 'consumer/product/product_recommend', {
      page_num: 1,
      page_size: 10,
    });
    const shown: { path: string; texts: string[] }[] = [
      { path: '/cate', texts: [tops[0]!.nav_type_name, tops[0]!.child_list[0]!.nav_type_name] },
      {
        path: '/search',
        texts: [
          recommended.list[0]!.keyword,
          mayLike.list[0]!.product_name,
          formatMoney(mayLike.list[0]!.price, mayLike.list[0]!.currency_code),
        ],
      },
      { path: '/coupons', texts: ['Claim'] },
      { path: '/privacy', texts: ['Privacy Policy'] },
      // A document fixed to another language than the shopper's.
      { path: '/agreement-id', texts: ['Perjanjian Pengguna'] },
    ];
    for (const { path, texts } of shown) {
      // The second answer is the page kept once drawn whole (the first may have been streamed).
      await page.goto(path);
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(response?.headers()['cache-control'], path).toContain('stale-while-revalidate');
      await expect(page.locator('[data-slot="page-loading"]'), path).toHaveCount(0);
      await expect(page.locator('[aria-busy="true"]'), path).toHaveCount(0);
      for (const text of texts) await expect(page.getByText(text).first(), `${path}: ${text}`).toBeVisible();
      // Its head says what it is, for the tab and a shared link's preview.
      const ogTitle = await page.locator('meta[property="og:title"]').getAttribute('content');
      expect(await page.title(), path).toBe(ogTitle);
      expect(ogTitle, path).not.toBe('Pasar');
      await expect(page.locator('meta[property="og:image"]'), path).toHaveAttribute(
        'content',
        /\/icons\/icon-512\.png$/,
      );
      await expect(page.locator('meta[property="og:url"]'), path).toHaveAttribute(
        'content',
        new RegExp(`${path}$`),
      );
    }
    expect(await page.title()).toBe('Perjanjian Pengguna');
  });

  test('a drawn page read only in part lays out what it has as it will be whole', async ({
    page,
    layout,
  }) => {
    test.skip(layout !== 'mobile', "the mobile layout's header and tab bar");
    // Drawn once before: a first render on a just-started server can miss its time and go out as
    // the browser draws it.
    await page.request.get('/');
    const whole = await (await page.request.get('/')).text();
    const logo = page.locator('[data-slot="mobile-header"] a').first();
    const firstTab = page.locator('[data-slot="tab-bar-link"]').first();
    const boxesOf = async () => [await logo.boundingBox(), await firstTab.boundingBox()];
    const load = async (name: string, body: string) => {
      await page.route(`**/${name}`, (route) => route.fulfill({ contentType: 'text/html', body }));
      await page.goto(`/${name}`);
    };
    await load('read-whole', whole);
    const [logoWhole, tabWhole] = await boxesOf();
    // A slow phone's parser yields as it reads a page that comes in parts, and paints what it has:
    // the header before its search box (its logo was 4 px higher), the tab bar with its first
    // tab only (which took the width of all four, then moved).
    const header = whole.indexOf('data-slot="mobile-header"');
    await load('read-to-search-box', whole.slice(0, whole.indexOf('<button', header)));
    expect(await logo.boundingBox()).toEqual(logoWhole);
    const tab = whole.indexOf('data-slot="tab-bar-link"');
    await load('read-to-first-tab', whole.slice(0, whole.indexOf('</li>', tab) + '</li>'.length));
    await expect(page.locator('[data-slot="tab-bar-link"]')).toHaveCount(1);
    expect(await firstTab.boundingBox()).toEqual(tabWhole);
  });
});

test.describe('a member page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("shows the shop's frame and the page's skeleton, never a member's data", async ({ page, layout }) => {
    await page.goto('/order');
    const response = await page.goto('/order');
    expect(response?.status()).toBe(200);
    // The same frame for every visitor of a country and language: cacheable like a landing page
    // once kept (the first answer may have been streamed as it was drawn).
    expect(response?.headers()['cache-control']).toContain('stale-while-revalidate');
    await expect(page.locator('[data-slot="page-loading"]')).toHaveCount(0);
    await expect(page.getByTestId('member-page-skeleton')).toBeVisible();
    await expect(page.getByTestId('member-page-skeleton')).toHaveAttribute('aria-busy', 'true');
    if (layout === 'desktop') {
      // The header's way home and the personal centre's side menu are there before any script.
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('link', { name: 'My orders' }).first()).toBeVisible();
    }
    // /me has the tab bar on a phone; its frame is drawn with it.
    await page.goto('/me');
    await expect(page.getByTestId('member-page-skeleton')).toBeVisible();
    if (layout === 'mobile') await expect(page.getByRole('link', { name: 'Me', exact: true })).toBeVisible();
  });
});

/** Every console error and uncaught error of the page (a hydration mismatch is one). */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The API calls the browser makes (pictures aside). */
function callsOf(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/static/'))
      calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
}

const hydrated = [
  { path: '/', served: ['GET /api/cms/api/decoration', 'GET /api/nav/type/list'] },
  {
    path: `/commodityList?typeId=${CATEGORY}&sort=price_asc`,
    served: ['POST /api/consumer/product/list', 'GET /api/nav/type/list'],
  },
  {
    path: `/commodDetail?product_no=${showcase.ID.multiSku}`,
    served: [`GET /api/consumer/product/min_sku_detail/${showcase.ID.multiSku}`],
  },
  { path: '/cate', served: ['GET /api/nav/type/list'] },
  {
    path: '/search',
    served: ['POST /api/search/rank/list', 'POST /api/consumer/product/product_recommend'],
  },
  { path: '/coupons', served: ['GET /api/promotion/api/coupon_center'] },
  { path: '/activities', served: ['GET /api/promotion/api/coupon_center'] },
  { path: '/privacy', served: [] },
  { path: '/agreement-zh-CN', served: [] },
  { path: '/faqs', served: [] },
  { path: '/downloadApp', served: [] },
];

for (const { path, served } of hydrated) {
  test(`${path}: the app hydrates the server's first view with no error and asks none of its answers again`, async ({
    page,
  }) => {
    const errors = errorsOf(page);
    const calls = callsOf(page);
    const response = await page.goto(path);
    expect(await response?.text()).toContain('<html lang="en" data-first-view>');
    // The app removes the mark once it is live (storefront/app/app-root.tsx).
    await expect(page.locator('html')).not.toHaveAttribute('data-first-view');
    await expect(page.getByRole('main')).toBeVisible();
    // What the page does once live (the recently viewed row, the view count, the feed) has begun.
    await expect.poll(() => calls.includes('POST /api/support/api/app/load')).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    for (const call of served) expect(calls, call).not.toContain(call);
  });
}

test('a member opening their orders directly: the frame hydrates, then their own page, with no error', async ({
  page,
  request,
}) => {
  const errors = errorsOf(page);
  const user = await signInByApi(request, await asNewShopper(page));
  await signedIn(page, user);
  const response = await page.goto('/order');
  expect(await response?.text()).toContain('data-testid="member-page-skeleton"');
  await expect(page.locator('html')).not.toHaveAttribute('data-first-view');
  await expect(page.getByTestId('member-page-skeleton')).toHaveCount(0);
  // Their own page, with their (no) orders: a new member sees the empty list, not a login.
  await expect(page.getByTestId('orders-empty')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/order');
  expect(errors).toEqual([]);
});

test('a visitor opening a member page directly is asked to log in once the app is live', async ({
  page,
  layout,
}) => {
  const errors = errorsOf(page);
  await page.goto('/order');
  if (layout === 'mobile') await expect(page).toHaveURL(/\/login/);
  else await expect(page.getByRole('dialog')).toBeVisible();
  expect(errors).toEqual([]);
});

test("the app writes the shopper's language and country for the server, and the next page is drawn in them", async ({
  page,
}) => {
  await openApp(page, '/setLanguage');
  await chooseOption(page, 'Bahasa Indonesia');
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === 'pasar_locale')?.value)
    .toBe('id-ID');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'pasar_locale')!;
  expect(cookie.httpOnly).toBe(false);
  expect(cookie.sameSite).toBe('Lax');
  const html = await (await page.request.get('/')).text();
  expect(html).toContain('<html lang="id" data-first-view>');
});

test('taps on the drawn page before its script has arrived are answered, in order, once the app listens', async ({
  page,
}) => {
  const errors = errorsOf(page);
  const scripts = await openProductWithScriptsHeld(page, showcase.ID.multiSku);
  const options = page.getByRole('radiogroup');
  const second =
    (await options.getByRole('radio').nth(1).getAttribute('aria-label')) ??
    (await options.locator('label').nth(1).innerText());
  // The second option, the quantity up twice, then the cart: a shopper's taps on a slow phone.
  await chooseRadio(page, second);
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  // Held, not acted on by the browser: the label did not check its radio behind the app's back.
  await expect(options.getByRole('radio', { name: second })).not.toBeChecked();

  await scripts.release();
  await expect(page.locator('html')).not.toHaveAttribute('data-first-view');
  await expect(page.getByText('Added to cart')).toBeVisible();
  await expect(options.getByRole('radio', { name: second })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Quantity' })).toHaveValue('3');
  const cart = (await persisted(page)).userInfo.visitorCart as { quantity: number }[];
  expect(cart.map((line) => line.quantity)).toEqual([3]);
  expect(errors).toEqual([]);
});

test('text typed and a choice made by keyboard on the drawn page before its script has arrived are what the app acts on', async ({
  page,
  layout,
}) => {
  const errors = errorsOf(page);
  const scripts = await openProductWithScriptsHeld(page, showcase.ID.multiSku);
  const addToCart = page.getByRole('button', { name: 'Add to cart', exact: true });
  // The second SKU chosen by keyboard: the arrow key clicks it, held; React, hydrating the radio
  // only as that click was played, heard no change and the choice went back to the first.
  const options = page.getByRole('radiogroup').getByRole('radio');
  // The radio's value is its SKU.
  const secondSku = await options.nth(1).getAttribute('value');
  await options.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(options.nth(1)).not.toBeChecked();
  // A quantity typed in, then the cart: the app knew only the drawn quantity, 1, and added that.
  await page.getByRole('textbox', { name: 'Quantity' }).fill('4');
  await addToCart.click();
  // The tap is seen to be taken: the button pressed and busy, the page's pointer busy.
  await expect(addToCart).toHaveAttribute('aria-busy', 'true');
  await expect(addToCart).toHaveCSS('background-image', /linear-gradient/);
  await expect(page.locator('html')).toHaveAttribute('data-taps-held');
  // …and heard: the page's live region says it is still loading, once, in the page's words.
  const said = tapsHeldWords(page);
  await expect(said).toHaveCount(1);
  // A search typed and sent with Enter: the app searched for nothing, then and after.
  if (layout === 'desktop') await searchFromHeader(page, 'kaos');
  await expect(page).toHaveURL(/\/commodDetail/);

  await scripts.release();
  await expect(page.locator('html')).not.toHaveAttribute('data-first-view');
  await expect(page.getByText('Added to cart')).toBeVisible();
  const cart = (await persisted(page)).userInfo.visitorCart as { sku_id: string; quantity: number }[];
  expect(cart).toMatchObject([{ sku_id: secondSku, quantity: 4 }]);
  await expect(page.locator('html')).not.toHaveAttribute('data-taps-held');
  await expect(said).toHaveCount(0);
  if (layout === 'desktop') {
    await expect(page).toHaveURL(/\/commodityList\?.*keyword=kaos/);
    await expect(page.getByRole('banner').getByRole('searchbox')).toHaveValue('kaos');
  } else {
    await expect(addToCart).not.toHaveAttribute('aria-busy');
    await expect(addToCart).not.toHaveAttribute('data-held-tap');
    await expect(page.getByRole('textbox', { name: 'Quantity' })).toHaveValue('4');
    await expect(options.nth(1)).toBeChecked();
  }
  expect(errors).toEqual([]);
});

test('inside the native shell, taps held on a drawn page are dropped, and the app draws its own page to answer them', async ({
  page,
  layout,
}) => {
  const errors = errorsOf(page);
  // A shell the server could not tell from a browser (its user agent and address say nothing):
  // the page is drawn, and the app, finding the shell's bridge, draws the page again itself.
  await page.addInitScript(() => {
    (window as unknown as { ReactNativeWebView: object }).ReactNativeWebView = {
      postMessage: () => undefined,
    };
  });
  const scripts = await openProductWithScriptsHeld(page, showcase.ID.multiSku);
  const addToCart = page.getByRole('button', { name: 'Add to cart', exact: true });
  await addToCart.click();
  await expect(addToCart).toHaveAttribute('aria-busy', 'true');
  const said = tapsHeldWords(page);
  await expect(said).toHaveCount(1);
  // A search sent with Enter: played to the drawn form, with no app behind it, it would be sent
  // to the server and the page left.
  if (layout === 'desktop') await searchFromHeader(page, 'kaos');

  await scripts.release();
  // The parts the tap was aimed at are about to go: it is dropped, its marks and words with it.
  await expect(page.locator('html')).not.toHaveAttribute('data-taps-held');
  await expect(said).toHaveCount(0);
  // Inside the shell the app waits for its appMessage, then draws the page afresh.
  await page.evaluate(() =>
    window.postMessage({ type: 'appMessage', payload: { Token: '', Language: 'en', Locale: 'ID' } }, '*'),
  );
  await expect(addToCart).toBeEnabled();
  await expect(addToCart).not.toHaveAttribute('aria-busy');
  // The app's own page answers; the cart holds this tap's one, not the held tap's as well.
  await addToCart.click();
  await expect(page.getByText('Added to cart')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/commodDetail\\?product_no=${showcase.ID.multiSku}$`));
  const cart = (await persisted(page)).userInfo.visitorCart as { quantity: number }[];
  expect(cart.map((line) => line.quantity)).toEqual([1]);
  expect(errors).toEqual([]);
});

/** The drawn page's live region while a tap is held, saying so (en). */
const tapsHeldWords = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'The page is still loading, one moment…' });

/** Types `keyword` into the desktop header's search box and sends it with Enter. */
async function searchFromHeader(page: Page, keyword: string) {
  const search = page.getByRole('banner').getByRole('searchbox');
  await search.fill(keyword);
  await search.press('Enter');
}

/**
 * Opens a product's page on a slow network: the page the server drew is on screen and its scripts
 * are asked for, but held until `release`, so the journey acts on the page before the app listens.
 */
async function openProductWithScriptsHeld(
  page: Page,
  productNo: string,
): Promise<{ release: () => Promise<void> }> {
  const path = `/commodDetail?product_no=${productNo}`;
  const held: (() => Promise<void>)[] = [];
  let holding = true;
  await page.route('**/assets/*.js', (route) => {
    if (holding) held.push(() => route.continue());
    else void route.continue();
  });
  // Drawn once before: a first render on a just-started server can miss its time and go out as
  // the browser draws it.
  await page.request.get(path);
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('data-first-view');
  await expect(page.getByRole('button', { name: 'Add to cart', exact: true })).toBeVisible();
  await expect.poll(() => held.length, { message: 'the scripts are asked for and held' }).toBeGreaterThan(0);
  return {
    release: async () => {
      holding = false;
      await Promise.all(held.splice(0).map((release) => release()));
    },
  };
}

/** The layout shifts a page has had so far (the Layout Instability API's score, as CLS adds it). */
function watchLayoutShifts() {
  const shifts: { value: number; sources: string[] }[] = [];
  (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      const sources = entry.sources.map(({ node }) =>
        node instanceof Element ? `${node.tagName} "${(node.textContent ?? '').slice(0, 30)}"` : String(node),
      );
      shifts.push({ value: entry.value, sources });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

const landingPages = [
  // Home is settled once its feed's tabs are there: every section before them has been revealed.
  { path: '/', settled: (page: Page) => expect(page.getByRole('tablist')).toBeVisible({ timeout: 60_000 }) },
  { path: `/commodityList?typeId=${CATEGORY}`, settled: () => Promise.resolve() },
  { path: `/commodDetail?product_no=${showcase.ID.multiSku}`, settled: () => Promise.resolve() },
];

for (const { path, settled } of landingPages) {
  test(`${path}: nothing the server drew moves as the app hydrates and fills in the page`, async ({
    page,
    context,
  }) => {
    // A budget phone's pace (Lighthouse's mobile profile): what hydration redraws has time to paint.
    // At 4x on a CI machine already busy with the other worker, home's reveals took over 20 s.
    test.slow();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(watchLayoutShifts);
    await page.goto(path);
    await settled(page);
    await page.waitForLoadState('networkidle');
    const shifts = await page.evaluate(
      () => (window as unknown as { layoutShifts: { value: number; sources: string[] }[] }).layoutShifts,
    );
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    // A page hydrated as it was drawn, its rem sized before the first paint and its reveals in
    // place, moves by nothing at all: 0.005 leaves room for a sub-pixel rounding only (the
    // issue's ceiling is 0.02; the root font set by script alone shifted a 390 px list by 0.014).
    expect(total, JSON.stringify(shifts, null, 1)).toBeLessThanOrEqual(0.005);
  });
}
