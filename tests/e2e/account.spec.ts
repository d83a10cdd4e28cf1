import sharp from 'sharp';
import en from '../../locales/en.json' with { type: 'json' };
import id from '../../locales/id.json' with { type: 'json' };
import { expectNoAxeViolations } from './axe';
import { chooseOption, expect, openApp, test } from './fixtures';
import { asNewShopper, signInByApi, signInPage } from './member-login';

/*
 * Me and /setting: a member opens Me from the tab bar (mobile) or the header (desktop),
 * changes the name and is refused a second change the same year, sets a birthdate, uploads an
 * avatar and is refused a 900 KB one by the picker. In English and Indonesian, both layouts.
 */

const locales = { en, id } as const;
const languageNames = { en: 'English', id: 'Bahasa Indonesia' } as const;

for (const language of ['en', 'id'] as const) {
  const t = (key: keyof typeof en) => locales[language][key];

  test(`Me, then the profile: name once a year, birthdate, avatar (${language})`, async ({
    page,
    request,
    layout,
  }) => {
    // A long journey (two axe runs, an upload) on a shared machine: more room than the default 30 s.
    test.setTimeout(90_000);
    const shopper = await asNewShopper(page);
    const member = await signInByApi(request, shopper);
    if (language !== 'en') {
      await openApp(page, '/setLanguage');
      await chooseOption(page, languageNames[language]);
    }
    // Home, as the member: the tab bar and the header's name start from there.
    await openApp(page, '/');
    await signInPage(page, member);

    // Me: from the tab bar on a phone, from the header's name on a desktop.
    if (layout === 'mobile') {
      await page
        .getByRole('navigation')
        .getByRole('link', { name: t('layout.tabBar.me'), exact: true })
        .click();
    } else {
      await page
        .locator('[data-slot="desktop-header"]')
        .getByRole('link', { name: member.user_name })
        .click();
    }
    await expect(page).toHaveURL(/\/me$/);
    await expect(page.getByTestId('me-name')).toHaveText(member.user_name);
    await expect(page.getByTestId('me-coins')).toBeVisible();
    if (layout === 'desktop')
      await expect(page.locator('nav a[aria-current="page"]')).toHaveAttribute('href', '/me');
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: t('me.editProfile') }).click();
    await expect(page).toHaveURL(/\/setting$/);
    await expect(page.getByRole('heading', { name: t('setting.personalInfo') })).toBeVisible();

    // The name: changed once, then refused with the once-a-year message; the typed name stays.
    await page.getByTestId('setting-name').getByRole('button').click();
    let dialog = page.getByRole('dialog', { name: t('profile.name.title') });
    await dialog.getByRole('textbox', { name: t('profile.name.label') }).fill('Siti Rahma');
    await dialog.getByRole('button', { name: t('profile.save') }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('setting-name')).toContainText('Siti Rahma');
    await page.getByTestId('setting-name').getByRole('button').click();
    dialog = page.getByRole('dialog', { name: t('profile.name.title') });
    await expect(dialog).toContainText(t('profile.name.lockedUntil').split('{date}')[0]!.trim());
    await dialog.getByRole('textbox', { name: t('profile.name.label') }).fill('Siti R.');
    await dialog.getByRole('button', { name: t('profile.save') }).click();
    await expect(dialog.getByText(t('errors.1101012'))).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: t('profile.name.label') })).toHaveValue('Siti R.');
    await dialog.getByRole('button', { name: t('profile.cancel') }).click();
    await expect(page.getByTestId('setting-name')).toContainText('Siti Rahma');

    // The birthdate, typed into the date picker's segments (day, month, year).
    await page.getByTestId('setting-birthday').getByRole('button').click();
    dialog = page.getByRole('dialog', { name: t('profile.birthday.title') });
    await dialog.getByRole('spinbutton').first().click();
    await page.keyboard.type('17081994');
    await dialog.getByRole('button', { name: t('profile.save') }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('setting-birthday')).toContainText('17/08/1994');

    // The avatar: a 900 KB file is refused by the picker; a small picture is cropped, uploaded, shown.
    const fileInput = page.locator('[data-slot="image-picker"] input[type="file"]');
    await fileInput.setInputFiles({
      name: 'big.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(900 * 1024, 1),
    });
    await expect(page.locator('[data-slot="image-picker"] [role="alert"]')).toContainText('big.png');
    const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#2a8' } })
      .png()
      .toBuffer();
    await fileInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByTestId('avatar-crop-preview')).toBeVisible();
    await page.getByRole('button', { name: t('profile.avatar.save') }).click();
    await expect(page.getByText(t('profile.avatar.saved'))).toBeVisible();
    await expect(page.getByTestId('avatar-crop-preview')).toBeHidden();
    await expect(page.getByTestId('member-avatar').locator('img')).toHaveAttribute(
      'src',
      /^\/api\/member\/avatar\//,
    );
    await expectNoAxeViolations(page);

    // Me shows the new name and picture.
    await openApp(page, '/me');
    await expect(page.getByTestId('me-name')).toHaveText('Siti Rahma');
    await expect(page.getByTestId('member-avatar').locator('img')).toHaveAttribute(
      'src',
      /^\/api\/member\/avatar\//,
    );
  });
}

test('a visitor opening /setting is asked to log in', async ({ page, layout }) => {
  await asNewShopper(page);
  // page.goto, not openApp: on desktop the login dialog's own chunk shows a loading state inside
  // the dialog, which openApp would wait out.
  await page.goto('/setting');
  if (layout === 'mobile') await expect(page).toHaveURL(/\/login/);
  else await expect(page.getByRole('dialog')).toBeVisible();
});
