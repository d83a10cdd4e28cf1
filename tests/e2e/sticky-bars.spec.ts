import crypto from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { buildCatalogue } from '../../server/seed/catalogue';
import { decideConsent, expect, openApp, test } from './fixtures';
import { freshIp, signedIn } from './member-login';
import { dataOf, submitOrderByApi } from './order-by-api';

/*
 * The mobile layout's sticky and fixed bars (the page header, the tab bar, the cart's and the
 * product page's action bars) never hide what a shopper works with: a control that takes focus
 * is scrolled clear of them (WCAG 2.4.11, Focus Not Obscured), and a short viewport (a browser
 * zoomed to 200 %, where the root font grows with the width) still leaves room for the page.
 */

const catalogue = buildCatalogue();
/** A SKU of its own (other specs take the catalogue's ends and its first third). */
const skuId = catalogue.listings
  .filter(
    (listing) =>
      listing.countryCode === 'ID' && listing.status === 'on_shelf' && listing.maxPerOrder === null,
  )
  .at(-7)!.skus[0]!.skuId;

/** A fresh member signed in on the page, with a paid order they can ask a refund for. */
async function memberWithPaidOrder(page: Page, request: APIRequestContext) {
  const ip = freshIp();
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': ip });
  await page.addInitScript((deviceId) => {
    if (!localStorage.getItem('persist:root'))
      localStorage.setItem('persist:root', JSON.stringify({ userInfo: JSON.stringify({ deviceId }) }));
  }, `e2e-sticky-${crypto.randomUUID()}`);
  const headers = { 'X-Forwarded-For': ip, 'X-Locale': 'ID', Language: 'en' };
  const member = await dataOf(
    await request.post('/api/dev/member', { data: { country_code: 'ID' }, headers }),
  );
  const auth = { ...headers, Authorization: `Bearer ${member.auth_token}` };
  await dataOf(await request.post('/api/dev/stock', { data: { sku_id: skuId, stock: 50 }, headers: auth }));
  const orderNo = await submitOrderByApi(request, auth, member.address_id, [{ sku_id: skuId, quantity: 1 }]);
  const paying = await dataOf(
    await request.post('/api/payment/pay', {
      data: { order_no: orderNo, method: 'gopay', return_url: `/orderDetail/${orderNo}` },
      headers: { ...auth, 'Idempotency-Key': crypto.randomUUID() },
    }),
  );
  await request.post(`${paying.next_action.url}/decide`, { form: { outcome: 'pay' }, maxRedirects: 0 });
  await expect
    .poll(
      async () =>
        (await dataOf(await request.get(`/api/payment/status/${orderNo}`, { headers: auth }))).status,
    )
    .toBe('paid');
  // The journey opens each of its pages next: signed in from the first one's load.
  await signedIn(page, { auth_token: member.auth_token, user_name: member.phone });
  return orderNo as string;
}

/**
 * What covers the focused element at the centre of its part inside the viewport: null when
 * nothing does (the point hits the element, something inside it or around it), else the
 * covering bar's description. A stop scrolled wholly out of the viewport counts as covered.
 */
function coverOfFocus(): string | null {
  const focused = document.activeElement;
  if (!focused || focused === document.body) return null;
  // A visually hidden control (RAC's checkbox and radio inputs, the drop zone's keyboard button)
  // shows its focus on the box around it: that box is what must stay in sight.
  let el: Element = focused;
  while (
    el.parentElement &&
    (el.getBoundingClientRect().width <= 1 || el.getBoundingClientRect().height <= 1)
  )
    el = el.parentElement;
  const r = el.getBoundingClientRect();
  const top = Math.max(r.top, 0);
  const bottom = Math.min(r.bottom, window.innerHeight);
  const left = Math.max(r.left, 0);
  const right = Math.min(r.right, window.innerWidth);
  const name = `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 30)}"`;
  if (bottom <= top || right <= left) return `${name}: outside the viewport`;
  const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
  if (!hit || el.contains(hit) || hit.contains(el)) return null;
  for (let node: Element | null = hit; node; node = node.parentElement) {
    const position = getComputedStyle(node).position;
    if (position === 'fixed' || position === 'sticky')
      return `${name} at y=${Math.round((top + bottom) / 2)}: under ${node.tagName.toLowerCase()}.${String(node.className).slice(0, 40)}`;
  }
  return null;
}

/**
 * Starts after the page's last Tab stop and presses Shift+Tab back to its first, checking at each
 * stop that no sticky or fixed bar covers it. Answers the stops walked and those covered.
 */
async function walkBackwards(page: Page, maxStops = 80) {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  const covered: string[] = [];
  const seen = new Set<string>();
  let stops = 0;
  for (; stops < maxStops; stops++) {
    await page.keyboard.press('Shift+Tab');
    const key = await page.evaluate(() => {
      const el = document.activeElement as (HTMLElement & { stopKey?: string }) | null;
      if (!el || el === document.body) return null;
      el.stopKey ??= crypto.randomUUID();
      return el.stopKey;
    });
    if (!key || seen.has(key)) break;
    seen.add(key);
    const cover = await page.evaluate(coverOfFocus);
    if (cover) covered.push(cover);
  }
  return { stops, covered };
}

test.describe('Shift+Tab never leaves focus under a sticky bar (WCAG 2.4.11)', () => {
  test.describe.configure({ timeout: 120_000 });
  test.skip(({ layout }) => layout !== 'mobile', 'the sticky bars are the mobile layout’s');

  test('/addressDetail, /applyRefund and /couponsList, every stop from the end back to the top', async ({
    page,
    request,
  }) => {
    const orderNo = await memberWithPaidOrder(page, request);
    const pages = [
      { path: '/addressDetail', ready: page.getByRole('textbox', { name: 'First name' }) },
      { path: `/applyRefund?order_no=${orderNo}`, ready: page.getByTestId('apply-type') },
      { path: '/couponsList', ready: page.getByRole('tablist', { name: 'Vouchers by status' }) },
    ];
    const report: string[] = [];
    for (const { path, ready } of pages) {
      await openApp(page, path);
      await expect(ready).toBeVisible();
      const walk = await walkBackwards(page);
      console.log(`${path}: ${walk.stops} stops walked backwards, ${walk.covered.length} covered`);
      expect(walk.stops, `${path}: Shift+Tab reached no stop`).toBeGreaterThan(3);
      report.push(...walk.covered.map((cover) => `${path}: ${cover}`));
    }
    expect(report, 'stops covered by a sticky bar').toEqual([]);
  });
});

/** The height the page keeps between the bars stuck to the top and those fixed to the bottom. */
async function contentHeight(page: Page) {
  return page.evaluate(() => {
    let top = 0;
    let bottom = window.innerHeight;
    for (const el of document.querySelectorAll('body *')) {
      const style = getComputedStyle(el);
      if (style.position !== 'fixed' && style.position !== 'sticky') continue;
      const r = el.getBoundingClientRect();
      // A bar spans the page's width; a dialog, an overlay or a small floating button does not count.
      if (r.width < window.innerWidth * 0.9 || r.height === 0 || r.height >= window.innerHeight) continue;
      if (r.bottom <= 0 || r.top >= window.innerHeight) continue;
      // In the upper half, a bar held at its top offset (a header, stuck); in the lower half, one
      // held at its bottom offset (the tab bar, the cart's bar above it). A sticky bar still in
      // the flow (not stuck yet) is neither.
      const fromTop = parseFloat(style.top) || 0;
      const fromBottom = parseFloat(style.bottom) || 0;
      if ((r.top + r.bottom) / 2 < window.innerHeight / 2) {
        if (r.top <= fromTop + 1) top = Math.max(top, r.bottom);
      } else if (r.bottom >= window.innerHeight - fromBottom - 1) bottom = Math.min(bottom, r.top);
    }
    return { content: Math.round(bottom - top), viewport: window.innerHeight };
  });
}

test.describe('a short viewport keeps room for the page between the bars', () => {
  test.skip(({ layout }) => layout !== 'mobile', 'the fixed bars are the mobile layout’s');

  // 390×420: a phone's width at half its height. 640×360: a 1280×720 window at 200 % zoom, where
  // the root font (16 px × width / 375) is 27 px and the cart's three bars took 288 of 360 px.
  for (const { width, height, pointer } of [
    { width: 390, height: 420, pointer: 'coarse' },
    { width: 640, height: 360, pointer: 'fine' },
  ] as const) {
    test(`/cart and a product page at ${width}×${height} (${pointer} pointer) keep at least half the height`, async ({
      browser,
    }) => {
      // A zoomed desktop browser has a mouse: no touch, so no "rotate your phone" prompt.
      const context = await browser.newContext({
        viewport: { width, height },
        deviceScaleFactor: 2,
        hasTouch: pointer === 'coarse',
        isMobile: pointer === 'coarse',
      });
      await decideConsent(context);
      const page = await context.newPage();
      const product = `/commodDetail?product_no=${catalogue.showcase.ID.multiSku}`;
      await openApp(page, product);
      await page.getByRole('radiogroup', { name: 'Options' }).locator('label').first().click();
      await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
      await expect(page.getByText('Added to cart').first()).toBeVisible();
      for (const path of ['/cart', product]) {
        await openApp(page, path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 3));
        const { content, viewport } = await contentHeight(page);
        console.log(`${path} at ${width}×${height}: ${content} of ${viewport} px between the bars`);
        expect(content, `${path}: the height left between the bars`).toBeGreaterThanOrEqual(viewport / 2);
      }
      await context.close();
    });
  }
});
