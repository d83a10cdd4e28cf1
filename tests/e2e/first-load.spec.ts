import type { Page } from '@playwright/test';
import { buildCatalogue } from '../../server/seed/catalogue';
import { expect, openApp, test } from './fixtures';

const productNo = buildCatalogue().showcase.ID.multiSku;

/**
 * What a shopper's first load of a page costs (storefront/boot, scripts/app-start.ts): the
 * start-up screen is in the page itself, the page's first calls start before the app and the app
 * takes their answers instead of asking again, and the page's own chunks come preloaded.
 */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/static/')) {
      calls.push(`${request.method()} ${url.pathname}`);
    }
  });
  return calls;
}

/**
 * The page as built, as the server sends it when it has not drawn its first view (a render that
 * failed or came late, the native shell: server/first-view-pages.ts): the document is asked for
 * with the shell's user agent, which the server never draws for; the page itself still runs as a
 * browser's (navigator.userAgent is unchanged).
 */
async function servedAsBuilt(page: Page, path: string) {
  const pathname = new URL(path, 'http://pasar.invalid').pathname;
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      const headers = { ...route.request().headers(), 'user-agent': 'PasarApp/1.0' };
      await route.fulfill({ response: await route.fetch({ headers }) });
    },
  );
}

/** The early calls not yet taken by the app; null when index.html started none. */
const earlyCallsLeft = (page: Page) =>
  page.evaluate(() => {
    const calls = (window as { __pasarEarlyCalls?: object }).__pasarEarlyCalls;
    return calls ? Object.keys(calls) : null;
  });

test('the start-up screen is painted from the page itself, before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // A page the server does not draw (every public page comes drawn: first-view.spec.ts).
  await page.goto('/setLanguage');
  // The mark and the spinner, in the brand colour; nothing else is there without the app.
  await expect(page.locator('#root svg')).toBeVisible();
  await expect(page.locator('#root .animate-spin')).toBeVisible();
  expect(await page.locator('#root svg rect').evaluate((rect) => getComputedStyle(rect).fill)).toBe(
    'rgb(200, 34, 27)',
  );
  await context.close();
});

const pages = [
  {
    name: 'home',
    path: '/',
    shown: (page: Page) => page.getByRole('link', { name: /.+/ }).locator('img').first(),
    early: [
      'POST /api/support/api/app/load',
      'GET /api/cms/api/decoration',
      'GET /api/nav/type/list',
      'POST /api/consumer/product/product_recommend',
    ],
  },
  {
    name: 'a category list sorted by price',
    path: '/commodityList?typeId=300&sort=price_asc',
    shown: (page: Page) => page.getByRole('list').getByRole('link').first(),
    early: ['POST /api/support/api/app/load', 'POST /api/consumer/product/list', 'GET /api/nav/type/list'],
  },
  {
    name: 'a product page',
    path: `/commodDetail?product_no=${productNo}`,
    shown: (page: Page) => page.getByRole('heading', { level: 1 }),
    early: ['POST /api/support/api/app/load', `GET /api/consumer/product/min_sku_detail/${productNo}`],
  },
];

for (const { name, path, shown, early } of pages) {
  test(`${name}: not drawn by the server, its first calls start early and are made once`, async ({
    page,
  }) => {
    await servedAsBuilt(page, path);
    const calls = apiCalls(page);
    await page.goto(path);
    await expect(shown(page)).toBeVisible();
    await expect.poll(() => earlyCallsLeft(page)).toEqual([]);
    // The early calls were made first (their order is not kept: a routed page makes Chromium pause
    // and release every request)…
    expect([...calls.slice(0, early.length)].sort()).toEqual([...early].sort());
    // …and the app took their answers rather than asking again.
    for (const call of early)
      expect(
        calls.filter((made) => made === call),
        call,
      ).toHaveLength(1);
  });
}

test('a visitor who chose Chinese gets early answers in Chinese, and the app uses them', async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('persist:root')) {
      localStorage.setItem(
        'persist:root',
        JSON.stringify({ localeInfo: JSON.stringify({ language: 'zh-CN' }) }),
      );
    }
  });
  await servedAsBuilt(page, '/commodDetail');
  const languages: (string | null)[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/consumer/product/min_sku_detail/'))
      languages.push(request.headers()['language'] ?? null);
  });
  await page.goto(`/commodDetail?product_no=${productNo}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(languages).toEqual(['zh-CN']);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
});

/** The app's script, the entry chunk, by its address. */
const ENTRY_SCRIPT = /\/assets\/index-[\w-]{8}\.js$/;

/** The chunks asked for by modulepreload links so far, by name without their hash. */
const preloaded = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
      new URL(link.href).pathname.replace(/^\/assets\//, '').replace(/-[\w-]{8}\.js$/, ''),
    ),
  );

// The main group's route table is a chunk of its own (storefront/app/main-routes.tsx, ADR 008):
// off the landing pages' first load, preloaded with a main page, and asked for once a landing page
// is idle, so a first tap on a main page waits for that page's chunk only.
test('a main page opened directly has its route table preloaded by index.html, beside the page', async ({
  page,
}) => {
  // The app's script is held back, so every preload seen is index.html's own.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(ENTRY_SCRIPT, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/faqs', { waitUntil: 'domcontentloaded' });
  await expect.poll(() => preloaded(page)).toEqual(expect.arrayContaining(['main-routes', 'faqs-page']));
  release();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

// (That a landing page's first load leaves it out is bench:bundle's budget: index.html's lists.)
test('a landing page asks for the main route table once idle; its catch-all shows the not-found page', async ({
  page,
}) => {
  const chunks: string[] = [];
  page.on('request', (request) => chunks.push(new URL(request.url()).pathname));
  await openApp(page, '/');
  await expect.poll(() => chunks.some((chunk) => /\/main-routes-[\w-]+\.js$/.test(chunk))).toBe(true);
  // The catch-all is in that table too: a path nobody knows shows the not-found page.
  await page.evaluate(() => {
    window.history.pushState(null, '', '/noSuchPage');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { name: 'This page is not here' })).toBeVisible();
});

/** The app's script (the entry chunk) as the page's own timeline has it: when it was asked for. */
const appAskedForAt = (page: Page) =>
  page.evaluate(
    (entryScript) =>
      performance
        .getEntriesByType('resource')
        .find((entry) => new RegExp(entryScript).test(new URL(entry.name).pathname))?.startTime ?? null,
    ENTRY_SCRIPT.source,
  );

// A drawn page's app is asked for only once its first screen's pictures are painted
// (scripts/app-start.ts), so that on a phone's 4G the largest paint has the connection to itself.
test('a drawn product page asks for the app once its picture is painted, then hydrates', async ({ page }) => {
  await page.addInitScript(() => {
    const paints: number[] = [];
    (window as { pictureOnScreenAt?: number[] }).pictureOnScreenAt = paints;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { url: string })[])
        if (entry.url.includes('/product-images/')) paints.push(entry.startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(`/commodDetail?product_no=${productNo}`);
  await expect(page.locator('html')).not.toHaveAttribute('data-first-view');
  const paintedAt = await page.evaluate(
    () => (window as { pictureOnScreenAt?: number[] }).pictureOnScreenAt!,
  );
  expect(paintedAt.length).toBeGreaterThan(0);
  expect(await appAskedForAt(page)).toBeGreaterThanOrEqual(Math.max(...paintedAt));
  // The mark that told the page when the picture was painted is gone: the DOM is as drawn.
  await expect(page.locator('[elementtiming]')).toHaveCount(0);
});

test('a first-screen picture that never arrives does not keep the app from starting', async ({ page }) => {
  let releasePictures = () => {};
  const pictures = new Promise<void>((resolve) => (releasePictures = resolve));
  await page.route('**/api/static/product-images/**', async (route) => {
    await pictures;
    await route.abort();
  });
  // The page's load never comes while its picture is on its way.
  await page.goto(`/commodDetail?product_no=${productNo}`, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).not.toHaveAttribute('data-first-view');
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();
  releasePictures();
});
