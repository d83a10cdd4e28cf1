import type { APIRequestContext, Page } from '@playwright/test';
import { buildCatalogue } from '../../server/seed/catalogue';
import { expectNoAxeViolations } from './axe';
import { expect, openApp, persisted, test } from './fixtures';
import { asNewShopper, newMemberSignedIn, signInByApi, signInPage } from './member-login';

/*
 * The wishlist ("Favorit") and recently viewed (ADR 041): hearts on the product page and on a
 * card, the wishlist page, a visitor's hearts merged at login, and the recently viewed list with
 * Clear. Set-up through the API; each test a new shopper on a device and IP of their own.
 */

const catalogue = buildCatalogue();
const onShelf = catalogue.listings.filter(
  (listing) =>
    listing.countryCode === 'ID' &&
    listing.status === 'on_shelf' &&
    listing.skus.some((sku) => sku.stock > 0),
);
const nameOf = (productNo: string) => catalogue.products.find((p) => p.productNo === productNo)!.name.en;
const product = (index: number) => onShelf[index]!.productNo;
const productPage = (productNo: string) => `/commodDetail?product_no=${productNo}`;

const auth = (token: string) => ({ Authorization: `Bearer ${token}`, 'X-Locale': 'ID', Language: 'en' });
async function savedOnServer(request: APIRequestContext, token: string): Promise<string[]> {
  const answer = await request.get('/api/member/wishlist/ids', { headers: auth(token) });
  return (await answer.json()).data.product_nos;
}
async function viewedOnServer(request: APIRequestContext, token: string): Promise<string[]> {
  const answer = await request.get('/api/member/recently_viewed/list', { headers: auth(token) });
  return ((await answer.json()).data.list as { product_no: string }[]).map((card) => card.product_no);
}

/** The product page's heart (named without the product: the page is the product's). */
const pageHeart = (page: Page) => page.getByRole('button', { name: 'Save to wishlist', exact: true });
/** A card's heart, named after its product. */
const cardHeart = (page: Page, productNo: string) =>
  page.getByRole('button', { name: `Save ${nameOf(productNo)} to wishlist`, exact: true }).first();

test('a member hearts a product on its page and on a card, finds both on the wishlist page, removes one', async ({
  page,
  request,
}) => {
  const { user } = await newMemberSignedIn(page, request);
  const [first] = [product(0)];

  await openApp(page, productPage(first));
  await expect(pageHeart(page)).toHaveAttribute('aria-pressed', 'false');
  await pageHeart(page).click();
  await expect(pageHeart(page)).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => savedOnServer(request, user.auth_token)).toEqual([first]);

  // A card of the product list: its heart, by keyboard.
  await openApp(page, '/commodityList');
  const card = page.locator('[data-slot="product-card"]').nth(1);
  const second = (await card.getAttribute('data-product-no'))!;
  expect(second).not.toBe(first);
  await cardHeart(page, second).focus();
  await page.keyboard.press('Space');
  await expect(cardHeart(page, second)).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => savedOnServer(request, user.auth_token)).toEqual([second, first]);

  // The wishlist page, from /me: newest first.
  await openApp(page, '/me');
  await page.getByRole('link', { name: 'My wishlist' }).first().click();
  await expect(page).toHaveURL(/\/wishlist$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My wishlist' })).toBeVisible();
  const cards = page.getByTestId('wishlist').locator('[data-slot="product-card"]');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toHaveAttribute('data-product-no', second);
  await expect(cards.nth(1)).toHaveAttribute('data-product-no', first);
  await expectNoAxeViolations(page);

  // Removed with its heart: off at once, gone from the list the next time.
  await cardHeart(page, first).click();
  await expect(cardHeart(page, first)).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => savedOnServer(request, user.auth_token)).toEqual([second]);
  await page.reload();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toHaveAttribute('data-product-no', second);
});

test('an empty wishlist says how to fill it', async ({ page, request }) => {
  await newMemberSignedIn(page, request);
  await openApp(page, '/wishlist');
  await expect(page.getByRole('heading', { level: 2, name: 'Your wishlist is empty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go shopping' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a visitor's hearts stay on the device and join the member's wishlist at login", async ({
  page,
  request,
}) => {
  const shopper = await asNewShopper(page);
  const saved = product(2);
  await openApp(page, productPage(saved));
  await pageHeart(page).click();
  await expect(pageHeart(page)).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await persisted(page)).userInfo.visitorWishlist).toEqual([saved]);

  const user = await signInByApi(request, shopper);
  await signInPage(page, user);
  await expect.poll(() => savedOnServer(request, user.auth_token)).toEqual([saved]);
  await expect.poll(async () => (await persisted(page)).userInfo.visitorWishlist).toEqual([]);
  await expect(pageHeart(page)).toHaveAttribute('aria-pressed', 'true');
});

test('recently viewed shows the products opened, newest first, on /me and home, and clears', async ({
  page,
  request,
}) => {
  const { user } = await newMemberSignedIn(page, request);
  const opened = [product(3), product(4), product(5)];
  for (const productNo of opened) {
    await openApp(page, productPage(productNo));
    await expect(page.getByRole('heading', { level: 1, name: nameOf(productNo) })).toBeVisible();
  }
  const newestFirst = [...opened].reverse();
  await expect.poll(() => viewedOnServer(request, user.auth_token)).toEqual(newestFirst);

  await openApp(page, '/me');
  const section = page.getByTestId('recently-viewed');
  await expect(section.getByRole('heading', { level: 2, name: 'Recently viewed' })).toBeVisible();
  const shown = section.locator('[data-slot="product-card"]');
  await expect(shown).toHaveCount(3);
  expect(
    await shown.evaluateAll((cards) => cards.map((card) => card.getAttribute('data-product-no'))),
  ).toEqual(newestFirst);
  await expectNoAxeViolations(page);

  await openApp(page, '/');
  await expect(page.getByTestId('recently-viewed').locator('[data-slot="product-card"]')).toHaveCount(3);

  // Clear: the list empties here and on the server, and the focus goes to the section's heading.
  await page.getByRole('button', { name: 'Clear recently viewed' }).click();
  const heading = page.getByTestId('recently-viewed').getByRole('heading', { name: 'Recently viewed' });
  await expect(heading).toBeFocused();
  await expect(page.getByText('Products you open will show here.')).toBeVisible();
  await expect.poll(() => viewedOnServer(request, user.auth_token)).toEqual([]);
});
