import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, openApp, test } from './fixtures';
import { newMemberOnPage } from './member-login';

/*
 * The message centre (SPEC.md §2 "Message center", the desktop bell): a new member finds
 * the welcome message, sees the unread badge, opens the message (read, its link followed) and the
 * badge clears; "read all" on a tab; another tab's empty state. Both layouts, English and
 * Indonesian. Mobile has no bell: /me's entry arrives with the Me page, so mobile reads the tabs'
 * badges on /message.
 */

const words = {
  en: {
    title: 'Messages',
    bell: 'Messages',
    bellUnread: 'Messages, 1 unread',
    all: 'All',
    allUnread: 'All, 1 unread',
    updates: 'Updates',
    updatesUnread: 'Updates, 1 unread',
    orders: 'Orders',
    unread: 'Unread',
    welcome: 'Welcome to Pasar!',
    readAll: 'Mark all as read',
    empty: 'No messages yet',
  },
  id: {
    title: 'Pesan',
    bell: 'Pesan',
    bellUnread: 'Pesan, 1 belum dibaca',
    all: 'Semua',
    allUnread: 'Semua, 1 belum dibaca',
    updates: 'Info',
    updatesUnread: 'Info, 1 belum dibaca',
    orders: 'Pesanan',
    unread: 'Belum dibaca',
    welcome: 'Selamat datang di Pasar!',
    readAll: 'Tandai semua sudah dibaca',
    empty: 'Belum ada pesan',
  },
} as const;
type Language = keyof typeof words;

const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^(Messages|Pesan)\b/ });
const welcomeRow = (page: Page, w: (typeof words)[Language]) =>
  page.getByTestId('message-row').filter({ hasText: w.welcome });

for (const language of ['en', 'id'] as const)
  test.describe(language, () => {
    const w = words[language];
    // A sign-in and several axe passes on desktop: more than the default 30 s.
    test.describe.configure({ timeout: 60_000 });
    test.beforeEach(async ({ page, request }) => {
      await newMemberOnPage(page, request, language);
    });

    test(`a new member reads the welcome message and the badge clears (${language})`, async ({
      page,
      layout,
    }) => {
      if (layout === 'desktop') {
        // The header's bell says the count in its name and shows it as a badge.
        await expect(bell(page)).toHaveAccessibleName(w.bellUnread);
        await expect(bell(page)).toContainText('1');
        await bell(page).click();
      } else await openApp(page, '/message');
      await expect(page).toHaveURL(/\/message$/);
      await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
      await expect(page.getByRole('tab', { name: w.allUnread })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tab', { name: w.updatesUnread })).toBeVisible();
      const row = welcomeRow(page, w);
      await expect(row).toHaveAccessibleName(new RegExp(`^${w.unread} ${w.welcome}`));
      await expectNoAxeViolations(page);

      // Opening it marks it read and follows its link (the home page).
      const read = page.waitForResponse((r) => r.url().endsWith('/api/message/read'));
      await row.click();
      expect((await (await read).json()).data.unread).toBe(0);
      await expect(page).toHaveURL(/\/$/);
      if (layout === 'desktop') {
        await expect(bell(page)).toHaveAccessibleName(w.bell);
        await expect(bell(page)).not.toContainText('1');
        await bell(page).click();
      } else await openApp(page, '/message');
      await expect(page.getByRole('tab', { name: w.all, exact: true })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page.getByRole('tab', { name: w.updates, exact: true })).toBeVisible();
      await expect(welcomeRow(page, w)).toHaveAttribute('data-read', 'true');
      await expect(welcomeRow(page, w)).toHaveAccessibleName(new RegExp(`^${w.welcome}`));
      // Nothing unread: "read all" has nothing to do.
      await expect(page.getByRole('button', { name: w.readAll })).toBeDisabled();
    });

    test(`"read all" on a tab reads its messages; an empty tab says so (${language})`, async ({
      page,
      layout,
    }) => {
      await openApp(page, '/message');

      // Another kind's tab, chosen by keyboard: nothing there yet.
      await page.getByRole('tab', { name: w.allUnread }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('tab', { name: w.orders })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel').getByText(w.empty)).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByRole('tab', { name: w.updatesUnread }).click();
      await expect(welcomeRow(page, w)).not.toHaveAttribute('data-read');
      await page.getByRole('button', { name: w.readAll }).click();
      await expect(welcomeRow(page, w)).toHaveAttribute('data-read', 'true');
      await expect(page.getByRole('tab', { name: w.updates, exact: true })).toBeVisible();
      await expect(page.getByRole('tab', { name: w.all, exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: w.readAll })).toBeDisabled();
      if (layout === 'desktop') await expect(bell(page)).toHaveAccessibleName(w.bell);
      // The count is the server's, not only the page's.
      await page.reload();
      await expect(page.getByRole('tab', { name: w.all, exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });

test('a visitor opening /message is sent to log in', async ({ page, layout }) => {
  await openApp(page, '/message');
  if (layout === 'mobile') await expect(page).toHaveURL(/\/login/);
  else await expect(page.getByRole('dialog', { name: 'Log in', exact: true })).toBeVisible();
});
