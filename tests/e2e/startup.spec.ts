import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { buildCatalogue } from '../../server/seed/catalogue';

const showcase = buildCatalogue().showcase.ID;

test.describe('start-up', () => {
  test('shows "Page Loading..." while app/load is pending, then the shell', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/support/api/app/load', async (route) => {
      await held;
      await route.continue();
    });
    // A page the server does not draw (every public page arrives drawn: first-view.spec.ts).
    await page.goto('/setLanguage');
    await expect(page.getByRole('status').getByText('Page Loading...')).toBeVisible();
    release();
    await expect(page.getByText('Page Loading...')).toHaveCount(0);
    await expect(page.getByRole('main')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the real server answers app/load with ID, SG and MY', async ({ request }) => {
    const response = await request.post('/api/support/api/app/load');
    const body = await response.json();
    expect(body.code).toBe(0);
    expect(body.data.countrys.map((c: { country_code: string }) => c.country_code)).toEqual([
      'ID',
      'SG',
      'MY',
    ]);
  });

  test('an unknown path answers 404 with the catch-all page, and /pc redirects home', async ({
    page,
    request,
  }) => {
    const unknown = await page.goto('/no-such-page');
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'This page is not here' })).toBeVisible();
    // A load balancer's or a scanner's probe is told the truth, not the app with a 200.
    // …and so is a crawler following a link to a product never sold (404) or taken off the shelf (410).
    for (const probe of ['/healthz', '/readyz', '/orderDetail/P1/x', '/commodDetail?product_no=1'])
      expect((await request.get(probe)).status(), probe).toBe(404);
    expect((await request.get(`/commodDetail?product_no=${showcase.removed}`)).status()).toBe(410);
    for (const known of [
      '/',
      '/cart',
      '/orderDetail/P2026112300001',
      `/commodDetail?product_no=${showcase.featured}`,
    ])
      expect((await request.get(known)).status(), known).toBe(200);
    await page.goto('/pc');
    await expect(page).toHaveURL(/\/$/);
  });

  test("a shared product link carries the product's name, price and picture for a chat app's preview", async ({
    request,
  }) => {
    const html = await (
      await request.get(`/commodDetail?product_no=${showcase.featured}`, {
        headers: { 'Accept-Language': 'id-ID' },
      })
    ).text();
    const product = buildCatalogue().products.find((p) => p.productNo === showcase.featured)!;
    const ogTitle = html.match(/<meta property="og:title" content="([^"]*)"/)?.[1];
    expect(ogTitle).toBe(product.name.id.replaceAll('&', '&amp;').replaceAll('"', '&quot;'));
    expect(html).toMatch(/<meta property="og:description" content="[^"]* seharga Rp [\d.]+ di Pasar\."/);
    expect(html).toMatch(
      /<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/api\/static\/product-images\//,
    );
  });

  test('an unknown /api path answers the 404 envelope, not the storefront', async ({ request }) => {
    const response = await request.get('/api/definitely/not/here');
    expect(response.status()).toBe(404);
    expect((await response.json()).code).toBe(1108001);
  });
});
