import type { Page } from '@playwright/test';
import { buildCatalogue } from '../../server/seed/catalogue';
import { expect, openApp, test } from './fixtures';
import { asNewShopper } from './member-login';

/*
 * The installable, offline-tolerant shop (ADR 042): Workbox's service worker keeps what a shopper
 * has seen (the shell, the pages' chunks, the catalogue's answers and pictures), the cart page its
 * last cart on the device; offline, a banner says so, and what needs the server is disabled with
 * the reason. The suite blocks service workers (playwright.config.ts); these journeys allow it.
 */
test.use({ serviceWorkers: 'allow' });

const catalogue = buildCatalogue();
const productNo = catalogue.showcase.ID.discounted;

const words = {
  en: {
    banner: "You're offline. Pages you've opened still show; buying needs a connection.",
    reason: "You're offline: this needs a connection.",
    add: 'Add to cart',
    added: 'Added to cart',
    buy: 'Buy now',
    cartAsShown: /^You're offline: this is your cart as it was last shown/,
  },
  id: {
    banner:
      'Kamu sedang offline. Halaman yang sudah kamu buka tetap bisa dilihat; belanja perlu koneksi internet.',
    reason: 'Kamu sedang offline: ini perlu koneksi internet.',
    add: '+ Keranjang',
    added: 'Berhasil dimasukkan ke keranjang',
    buy: 'Beli sekarang',
    cartAsShown: /^Kamu sedang offline: ini keranjangmu/,
  },
} as const;

/** The page is controlled by the shop's worker (registered once the page went idle). */
async function workerInControl(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
}

/** A page the server drew has asked for its answers again, for the worker (app/offline-root.tsx). */
async function drawnAnswersKept(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-drawn-answers-kept', 'true', { timeout: 20_000 });
}

test('a visited product and the cart open offline, by a link and by reload; buying waits for the connection', async ({
  page,
  context,
  layout,
}) => {
  const w = words.en;
  await asNewShopper(page);
  await openApp(page, '/');
  await expect(page.locator('html')).toHaveAttribute('data-service-worker', 'registered');
  await workerInControl(page);
  // The online page has the banner's live region, empty, so going offline is announced.
  const banner = page.locator('[data-slot="offline-banner-region"]');
  await expect(banner).toHaveAttribute('aria-live', 'polite');
  await expect(banner).toBeEmpty();

  // Online: a product opened and added to the cart, then the cart shown. The server drew the
  // page with its answers: once idle, the page asks for them again for the worker to keep.
  await openApp(page, `/commodDetail?product_no=${productNo}`);
  await drawnAnswersKept(page);
  await page.getByRole('button', { name: w.add, exact: true }).click();
  await expect(page.getByText(w.added).first()).toBeVisible();
  await openApp(page, '/cart');
  const line = page.getByRole('region', { name: 'Items in your cart' }).getByRole('link').first();
  await expect(line).toBeVisible();
  const productName = (await line.textContent())!.trim();
  await expect(page.getByTestId('cart-summary')).toBeVisible();

  await context.setOffline(true);
  await expect(banner).toHaveText(w.banner);
  await expect(page.getByText(w.banner)).toBeVisible();
  // The cart as last shown, read-only: checkout disabled with the reason.
  await expect(page.getByTestId('cart-as-last-shown')).toHaveText(w.cartAsShown);
  await expect(page.getByRole('button', { name: /^Check out/ })).toBeDisabled();
  await expect(page.getByTestId('cart-summary').getByTestId('needs-connection')).toHaveText(w.reason);
  await page.screenshot({ path: test.info().outputPath(`offline-cart-${layout}.png`) });

  // The product by a link in the app: its page, its answer and its picture from the worker.
  await line.click();
  await expect(page).toHaveURL(new RegExp(`/commodDetail\\?product_no=${productNo}$`));
  await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(productName);
  await expect(page.getByRole('button', { name: w.add, exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: w.buy, exact: true })).toBeDisabled();
  await expect(page.getByTestId('needs-connection')).toHaveText(w.reason);
  await page.screenshot({ path: test.info().outputPath(`offline-product-${layout}.png`) });

  // …and by reload: the app starts from the worker's copy.
  await page.reload();
  await expect(page.locator('[data-slot="page-loading"]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(productName);
  await expect(page.getByRole('button', { name: w.add, exact: true })).toBeDisabled();
  await expect(page.getByText(w.banner)).toBeVisible();

  // The cart after a reload offline: the one last shown, on the device.
  await page.goto('/cart');
  await expect(page.getByTestId('cart-as-last-shown')).toBeVisible();
  await expect(page.getByRole('link', { name: productName })).toBeVisible();

  // Back online: the banner goes, the cart can be changed again.
  await context.setOffline(false);
  await expect(banner).toBeEmpty();
  await expect(page.getByTestId('cart-as-last-shown')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Check out/ })).toBeEnabled();
});

test('the offline banner and the reason in Indonesian', async ({ page, context, layout }) => {
  const w = words.id;
  await asNewShopper(page, 'id');
  await openApp(page, `/commodDetail?product_no=${productNo}`);
  await workerInControl(page);
  // Once controlled, the page's calls go through the worker: open it again so they are kept.
  await page.reload();
  await expect(page.getByRole('button', { name: w.add, exact: true })).toBeEnabled();

  await context.setOffline(true);
  await expect(page.getByText(w.banner)).toBeVisible();
  await expect(page.getByRole('button', { name: w.add, exact: true })).toBeDisabled();
  await expect(page.getByTestId('needs-connection')).toHaveText(w.reason);
  await page.screenshot({ path: test.info().outputPath(`offline-banner-id-${layout}.png`) });
  await page.reload();
  await expect(page.getByRole('button', { name: w.buy, exact: true })).toBeDisabled();

  await context.setOffline(false);
  await expect(page.getByText(w.banner)).toHaveCount(0);
  await expect(page.getByRole('button', { name: w.add, exact: true })).toBeEnabled();
});

test('the shop is installable: its manifest, icons and worker pass the browser’s checks', async ({
  page,
  request,
}) => {
  await openApp(page, '/');
  await workerInControl(page);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);

  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const body = await manifest.json();
  expect(body).toMatchObject({ short_name: 'Pasar', display: 'standalone', start_url: '/' });
  expect(Object.keys(body.translations)).toEqual(['id', 'zh-CN']);
  const worker = await request.get('/sw.js');
  expect(worker.headers()['content-type']).toMatch(/^text\/javascript/);
  expect(worker.headers()['cache-control']).toBe('no-cache');
});

test('a member’s answers are never kept by the worker', async ({ page }) => {
  await asNewShopper(page);
  await openApp(page, `/commodDetail?product_no=${productNo}`);
  await workerInControl(page);
  await page.reload();
  await expect(page.getByRole('button', { name: words.en.add, exact: true })).toBeVisible();
  await drawnAnswersKept(page);
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  // The catalogue's answer and the picture are kept; nothing of a member's.
  expect(kept).toContain(`/api/consumer/product/min_sku_detail/${productNo}`);
  expect(kept.some((url) => url.startsWith('/api/static/product-images/'))).toBe(true);
  expect(
    kept.filter((url) => /^\/api\/(member|order|payment|promotion\/api\/my_coupons)\//.test(url)),
  ).toEqual([]);
});

test('inside the native shell no worker is registered: the shell keeps its own cache', async ({ page }) => {
  // The shell's start URL (storefront/platform/native-bridge.ts, isInsideShell), then its appMessage.
  await page.goto('/?app=1');
  // Once the app listens (main.tsx), as the shell would call it.
  await page.waitForFunction(() => typeof (window as { onAppMessage?: unknown }).onAppMessage === 'function');
  await page.evaluate(() =>
    (window as unknown as { onAppMessage(message: object): void }).onAppMessage({
      Token: '',
      Language: 'en',
      Locale: 'ID',
    }),
  );
  await expect(page.locator('[data-slot="page-loading"]')).toHaveCount(0);
  // The offline root has mounted and decided (a browser tab's is 'registered').
  await expect(page.locator('html')).toHaveAttribute('data-service-worker', 'none');
  expect(
    await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => all.length)),
  ).toBe(0);
  expect(
    await page.evaluate(() =>
      performance.getEntriesByType('resource').some((entry) => /workbox-window|\/sw\.js/.test(entry.name)),
    ),
  ).toBe(false);
});
