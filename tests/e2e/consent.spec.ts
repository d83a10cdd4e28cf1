import type { APIRequestContext, Page } from '@playwright/test';
import { buildCatalogue } from '../../server/seed/catalogue';
import { expectNoAxeViolations } from './axe';
import { CONSENT_STORAGE_KEY, CONSENT_VERSION } from '../../storefront/session/consent-choice';
import { expect, openApp, test } from './fixtures';
import { freshIp, signInPage } from './member-login';

/*
 * Consent and the third parties (ADR 027). The e2e server is configured with a test
 * GA id and Meta pixel (playwright.config.ts); every request that leaves 127.0.0.1 is answered
 * here with an empty script and recorded, so "nothing third-party before consent" is a list that
 * must stay empty, and nothing reaches Google or Meta.
 */

test.use({ consentDecided: false });

const product = buildCatalogue().showcase.ID.multiSku;
const googleTag = 'https://www.googletagmanager.com/gtag/js?id=G-E2ETEST00';
const metaPixel = 'https://connect.facebook.net/en_US/fbevents.js';

/** Answers and records every request to another origin. */
async function watchThirdParties(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.context().route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => {
      asked.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    },
  );
  return asked;
}

/** The names of the gtag events on the page's data layer. */
const dataLayerEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter((entry) => entry[0] === 'event')
      .map((entry) => entry[1] as string),
  );

/** A fresh member with an address (the sandbox tool), signed in on the page. */
async function memberOnPage(page: Page, request: APIRequestContext) {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': freshIp() });
  const body = await (await request.post('/api/dev/member', { data: { country_code: 'ID' } })).json();
  expect(body.code, JSON.stringify(body)).toBe(0);
  await signInPage(page, { auth_token: body.data.auth_token, user_name: body.data.phone });
}

const banner = (page: Page) => page.getByRole('region', { name: 'Your privacy choices' });

test('nothing third-party before the choice; "Accept all" loads Google and the pixel, and the GA4 events reach the data layer', async ({
  page,
  request,
}) => {
  const asked = await watchThirdParties(page);
  await memberOnPage(page, request);
  await openApp(page, `/commodDetail?product_no=${product}`);

  // The banner asks once the page is idle; the shop stays usable around it.
  await expect(banner(page)).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(page.getByRole('button', { name: 'Add to cart', exact: true })).toBeEnabled();
  expect(asked).toEqual([]);
  expect(await dataLayerEvents(page)).toEqual([]);

  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect.poll(() => asked).toEqual(expect.arrayContaining([googleTag, metaPixel]));
  // Consent on an open page: that page's view counts from now.
  await expect.poll(() => dataLayerEvents(page)).toEqual(['page_view']);

  // Remembered: the next visit asks nothing, views the product and adds it.
  await page.reload();
  await expect.poll(() => dataLayerEvents(page)).toEqual(expect.arrayContaining(['page_view', 'view_item']));
  await expect(banner(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect.poll(() => dataLayerEvents(page)).toContain('add_to_cart');
  const added = await page.evaluate(() =>
    Array.from(
      ((window as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).find(
        (entry) => entry[0] === 'event' && entry[1] === 'add_to_cart',
      )!,
    ),
  );
  expect(added[2]).toMatchObject({
    currency: 'IDR',
    items: [expect.objectContaining({ item_id: product, quantity: 1 })],
  });

  // A route change is a page view; the confirm page begins the checkout.
  await page.getByRole('button', { name: 'Buy now', exact: true }).click();
  await expect(page).toHaveURL(/\/orderConfirm$/);
  await expect.poll(() => dataLayerEvents(page)).toEqual(expect.arrayContaining(['begin_checkout']));
  expect((await dataLayerEvents(page)).filter((name) => name === 'page_view').length).toBeGreaterThanOrEqual(
    2,
  );
});

test('"Reject all" loads nothing third-party and records nothing', async ({ page, request }) => {
  const asked = await watchThirdParties(page);
  await memberOnPage(page, request);
  await expect(banner(page)).toBeVisible();
  await banner(page).getByRole('button', { name: 'Reject all' }).click();
  await expect(banner(page)).toHaveCount(0);

  await openApp(page, `/commodDetail?product_no=${product}`);
  await expect(page.getByRole('button', { name: 'Add to cart', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByText('Added to cart').first()).toBeVisible();
  expect(await dataLayerEvents(page)).toEqual([]);
  expect(asked).toEqual([]);
});

test.describe('with "Reject all" stored', () => {
  test.use({ consentDecided: true });

  test('/setting changes the choice to analytics only, then withdraws it', async ({ page, request }) => {
    const asked = await watchThirdParties(page);
    await memberOnPage(page, request);
    await openApp(page, '/setting');
    await page.getByTestId('setting-consent').getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: 'Privacy choices' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    const analytics = dialog.getByRole('checkbox', { name: 'Analytics' });
    const advertising = dialog.getByRole('checkbox', { name: 'Advertising' });
    await expect(analytics).not.toBeChecked();
    await expect(advertising).not.toBeChecked();
    expect(asked).toEqual([]);

    await dialog.getByText('Analytics', { exact: true }).click();
    await expect(analytics).toBeChecked();
    await dialog.getByRole('button', { name: 'Save choices' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('Your privacy choices are saved').first()).toBeVisible();
    await expect.poll(() => asked).toEqual([googleTag]);
    await expect.poll(() => dataLayerEvents(page)).toEqual(['page_view']);

    // Withdrawn the same way: consent mode says denied again and nothing more is recorded.
    await page.getByTestId('setting-consent').getByRole('button').click();
    await expect(analytics).toBeChecked();
    await dialog.getByRole('button', { name: 'Reject all' }).click();
    await expect(dialog).toHaveCount(0);
    const lastConsent = await page.evaluate(() =>
      Array.from(
        ((window as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).findLast(
          (entry) => entry[0] === 'consent',
        )!,
      ),
    );
    expect(lastConsent[2]).toMatchObject({ analytics_storage: 'denied', ad_storage: 'denied' });
    await openApp(page, '/');
    expect(await dataLayerEvents(page)).toEqual([]);
    expect(asked).toEqual([googleTag]);
  });
});

test('the desktop footer reopens the choices, by keyboard too', async ({ page, layout }) => {
  test.skip(layout === 'mobile', 'The footer is the desktop layout’s');
  const asked = await watchThirdParties(page);
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': freshIp() });
  await openApp(page, '/');
  await banner(page).getByRole('button', { name: 'Choose' }).click();
  const dialog = page.getByRole('dialog', { name: 'Privacy choices' });
  await expect(dialog).toBeVisible();
  // Closed without a choice: nothing changes and the banner asks again.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(banner(page)).toBeVisible();
  await banner(page).getByRole('button', { name: 'Accept all' }).click();

  const footerButton = page.getByRole('contentinfo').getByRole('button', { name: 'Privacy choices' });
  await footerButton.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Advertising' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect.poll(() => asked).toEqual(expect.arrayContaining([googleTag, metaPixel]));
});

test.describe('with "Accept all" stored', () => {
  test('paying records add_payment_info, then purchase with the order number', async ({ page, request }) => {
    await page.addInitScript(
      ([key, version]) => {
        if (!localStorage.getItem(key))
          localStorage.setItem(
            key,
            JSON.stringify({ analytics: true, advertising: true, version, decidedAt: 1 }),
          );
      },
      [CONSENT_STORAGE_KEY, CONSENT_VERSION] as const,
    );
    const asked = await watchThirdParties(page);
    await memberOnPage(page, request);
    await openApp(page, `/commodDetail?product_no=${product}`);
    await page.getByRole('button', { name: 'Buy now', exact: true }).click();
    await page.getByRole('button', { name: 'Submit order' }).click();
    await expect(page).toHaveURL(/\/checkout\?order_no=/);
    const orderNo = new URL(page.url()).searchParams.get('order_no')!;
    await page.getByRole('radio', { name: 'Cash on delivery' }).focus();
    await page.keyboard.press('Space');
    await page.getByTestId('pay').click();
    await expect(page).toHaveURL(/\/paymentSuccess\?order_no=/);
    await expect
      .poll(() => dataLayerEvents(page))
      .toEqual(expect.arrayContaining(['add_payment_info', 'purchase']));
    const purchase = await page.evaluate(() =>
      Array.from(
        ((window as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).find(
          (entry) => entry[0] === 'event' && entry[1] === 'purchase',
        )!,
      ),
    );
    expect(purchase[2]).toMatchObject({ transaction_id: orderNo, currency: 'IDR' });
    expect(asked).toEqual(expect.arrayContaining([googleTag, metaPixel]));
  });
});
