import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, openApp, persisted, test } from './fixtures';
import { asNewShopper, passwordLoginByApi, setPasswordByApi, signInByApi, signedIn } from './member-login';

/*
 * Account deletion (SPEC.md §2 "Account/data deletion", §4 its states, §9 3–7 working days; ADR
 * 018): a member asks on /delete (reason, what is lost, a code by captcha and WhatsApp, the
 * notice), sees the processing state, logs out, signs in again through the login screens, is
 * offered to cancel and declines (the request stays, the member is logged out); the erasure job
 * then runs with the clock moved forward (the sandbox route) and the same phone signs up afresh
 * as a new member. Both layouts, English and Indonesian; the reason and the code by keyboard.
 */

const words = {
  en: {
    title: 'Delete account',
    lose: 'What you will lose',
    loseLogin: 'Signing in with the same phone or e-mail later starts a brand-new account',
    reasons: 'Why are you leaving?',
    firstReason: 'I no longer use Pasar',
    secondReason: 'I have another account',
    other: 'Other',
    otherText: 'Tell us more',
    verify: 'Confirm it is you',
    send: 'Send code',
    captchaTitle: 'Enter the characters you see',
    captchaInput: 'Picture code',
    captchaConfirm: 'Confirm',
    digit: 'Verification code',
    notice: /takes 3 to 7 working days/,
    submit: 'Delete my account',
    processing: 'Your account is being deleted',
    cancelRequest: 'Cancel deletion request',
    promptKeep: 'Keep request and log out',
    myAccount: 'My account',
    logOut: 'Log out',
    logOutTitle: 'Are you sure you want to log out?',
    logOutConfirm: 'Confirm',
    logIn: 'Log in',
    phone: 'WhatsApp number',
    sendWhatsApp: 'Send code via WhatsApp',
    agree: /I have read and agree/,
    passwordMethod: 'Password',
    passwordTitle: 'Log in with password',
    passwordPhone: 'Phone number',
    password: 'Password',
    passwordSubmit: 'Log In',
    welcome: 'Welcome to Pasar!',
    unread: 'Unread',
  },
  id: {
    title: 'Hapus akun',
    lose: 'Yang akan hilang',
    loseLogin:
      'Masuk lagi dengan nomor HP atau email yang sama nanti akan membuat akun yang benar-benar baru',
    reasons: 'Kenapa kamu ingin pergi?',
    firstReason: 'Aku sudah tidak memakai Pasar',
    secondReason: 'Aku punya akun lain',
    other: 'Lainnya',
    otherText: 'Ceritakan lebih lanjut',
    verify: 'Pastikan ini kamu',
    send: 'Kirim kode',
    captchaTitle: 'Masukkan karakter yang kamu lihat',
    captchaInput: 'Kode gambar',
    captchaConfirm: 'Konfirmasi',
    digit: 'Kode verifikasi',
    notice: /3 sampai 7 hari kerja/,
    submit: 'Hapus akunku',
    processing: 'Akunmu sedang dalam proses penghapusan',
    cancelRequest: 'Batalkan permintaan hapus akun',
    promptKeep: 'Lanjutkan penghapusan dan keluar',
    myAccount: 'Akunku',
    logOut: 'Keluar',
    logOutTitle: 'Yakin ingin keluar?',
    logOutConfirm: 'Konfirmasi',
    logIn: 'Masuk',
    phone: 'Nomor WhatsApp',
    sendWhatsApp: 'Kirim kode via WhatsApp',
    agree: /Aku telah membaca dan menyetujui/,
    passwordMethod: 'Kata sandi',
    passwordTitle: 'Masuk dengan kata sandi',
    passwordPhone: 'Nomor HP',
    password: 'Kata sandi',
    passwordSubmit: 'Masuk',
    welcome: 'Selamat datang di Pasar!',
    unread: 'Belum dibaca',
  },
} as const;
type Words = (typeof words)[keyof typeof words];

const outboxCount = async (request: APIRequestContext, phone: string) =>
  ((await (await request.get(`/api/dev/outbox?to=62${phone}`)).json()).data as unknown[]).length;

/** The newest code sent to the phone, once more than `seen` messages have gone to it. */
async function codeFor(request: APIRequestContext, phone: string, seen: number): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const messages = (await (await request.get(`/api/dev/outbox?to=62${phone}`)).json()).data;
      code = messages.length > seen ? messages[0].code : null;
      return code;
    })
    .not.toBeNull();
  return code!;
}

/** `send` opens the picture captcha; it is answered with the sandbox's text (by keyboard). */
async function passCaptcha(page: Page, request: APIRequestContext, w: Words, send: () => Promise<void>) {
  const picture = page.waitForResponse((r) => r.url().includes('/api/member/user/random_code?'));
  await send();
  const imageId = (await picture).headers()['x-image-id']!;
  const text: string = (await (await request.get(`/api/dev/captcha/${imageId}`)).json()).data;
  const captcha = page.getByRole('dialog', { name: w.captchaTitle });
  await captcha.getByRole('textbox', { name: w.captchaInput }).fill(text);
  await captcha.getByRole('button', { name: w.captchaConfirm }).click();
  await expect(captcha).toHaveCount(0);
}

/** The element has keyboard focus and shows the kit's focus ring (react-aria's data-focus-visible). */
async function expectFocusRing(target: Locator) {
  await expect(target).toBeFocused();
  await expect(target.locator('xpath=ancestor-or-self::*[@data-focus-visible]').first()).toBeVisible();
}

/** Logs out the way a shopper does: /login's "Log out" on mobile, the side menu's on desktop. */
async function logOutByMenu(page: Page, layout: 'mobile' | 'desktop', w: Words) {
  if (layout === 'mobile') {
    await openApp(page, '/login');
    await page.getByRole('button', { name: w.logOut }).click();
  } else {
    await openApp(page, '/me');
    await page
      .getByRole('navigation', { name: w.myAccount })
      .last()
      .getByRole('button', { name: w.logOut })
      .click();
  }
  await page
    .getByRole('alertdialog', { name: w.logOutTitle })
    .getByRole('button', { name: w.logOutConfirm })
    .click();
  await expect.poll(async () => (await persisted(page)).userInfo?.userInfo ?? null).toBeNull();
}

/**
 * Signs in through the login screens with the phone and password (the page on mobile, the
 * header's dialog on desktop). Decision: by password, not a WhatsApp code: the server refuses a
 * second login code to a phone within 60 s (RESEND_SECONDS) and this server runs on the real clock.
 */
async function logInByScreens(
  page: Page,
  layout: 'mobile' | 'desktop',
  w: Words,
  phone: string,
  password: string,
) {
  if (layout === 'mobile') {
    await openApp(page, '/login');
    await page.getByRole('main').getByRole('button', { name: w.passwordMethod, exact: true }).click();
  } else {
    await openApp(page, '/faqs');
    await page.getByRole('banner').getByRole('button', { name: w.logIn, exact: true }).click();
    await page
      .getByRole('dialog', { name: w.logIn, exact: true })
      .getByRole('button', { name: w.passwordMethod, exact: true })
      .click();
  }
  const form =
    layout === 'mobile' ? page.getByRole('main') : page.getByRole('dialog', { name: w.passwordTitle });
  await form.getByRole('textbox', { name: w.passwordPhone }).fill(phone);
  await form.getByLabel(w.password, { exact: true }).fill(password);
  await form.locator('[data-slot="checkbox-box"]').click();
  await expect(form.getByRole('checkbox', { name: w.agree })).toBeChecked();
  await form.getByRole('button', { name: w.passwordSubmit, exact: true }).click();
}

for (const language of ['en', 'id'] as const) {
  const w = words[language];

  test(`a member asks to delete the account, declines to cancel at the next sign-in, is erased and can sign up afresh (${language})`, async ({
    page,
    request,
    layout,
  }) => {
    // Two sign-ins, three axe passes and the job.
    test.setTimeout(120_000);
    const shopper = await asNewShopper(page, language);
    await openApp(page, '/');
    // A new member with a password (setting it ends the first session): the second sign-in below
    // goes through the password screen.
    const created = await signInByApi(request, shopper);
    const password = 'Leave1pass';
    await setPasswordByApi(request, created.phone, password);
    const user = await passwordLoginByApi(request, shopper, created.phone, password);
    await signedIn(page, user);

    await openApp(page, '/delete');
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    const lose = page.getByRole('region', { name: w.lose });
    await expect(lose.getByRole('listitem')).toHaveCount(4);
    await expect(lose).toContainText(w.loseLogin);
    await expect(page.getByText(w.notice)).toBeVisible();
    const submit = page.getByRole('button', { name: w.submit });
    await expect(submit).toBeDisabled();
    await expectNoAxeViolations(page);

    // The reason by keyboard: Tab into the group lands on its first choice; arrows move and choose.
    const first = page.getByRole('radio', { name: w.firstReason });
    await page.getByRole('heading', { level: 1, name: w.title }).click();
    for (let i = 0; i < 30 && !(await first.evaluate((e) => e === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expectFocusRing(first);
    await page.keyboard.press('ArrowDown');
    const second = page.getByRole('radio', { name: w.secondReason });
    await expect(second).toBeChecked();
    await expectFocusRing(second);
    // "Other" asks for the shopper's words.
    await page.getByRole('radio', { name: w.other, exact: true }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: w.other, exact: true })).toBeChecked();
    const otherText = page.getByRole('textbox', { name: w.otherText });
    await page.keyboard.press('Tab');
    await expect(otherText).toBeFocused();
    await page.keyboard.type('Pindah ke luar negeri');

    // The code to the member's own phone: Send (by keyboard), the captcha, the code typed in.
    const seen = await outboxCount(request, user.phone);
    const send = page.getByRole('button', { name: w.send });
    await passCaptcha(page, request, w, async () => {
      await send.focus();
      await page.keyboard.press('Enter');
    });
    const code = await codeFor(request, user.phone, seen);
    const digit = page.getByRole('textbox', { name: w.digit });
    await digit.focus();
    await expectFocusRing(digit);
    await page.keyboard.type(code);
    await expect(submit).toBeEnabled();
    await expectNoAxeViolations(page);
    await submit.focus();
    await page.keyboard.press('Enter');

    // Processing: the request and its due date; the server agrees.
    const processing = page.getByTestId('deletion-processing');
    await expect(processing.getByRole('heading', { name: w.processing })).toBeVisible();
    await expect(processing.getByRole('button', { name: w.cancelRequest })).toBeVisible();
    const status = await request.get('/api/member/deletion/status', {
      headers: { Authorization: `Bearer ${user.auth_token}` },
    });
    const applied = (await status.json()).data as { state: string; due_at: number };
    expect(applied.state).toBe('processing');
    await expectNoAxeViolations(page);

    // Log out, sign in again through the screens: the app offers to cancel; the member declines.
    await logOutByMenu(page, layout, w);
    await logInByScreens(page, layout, w, user.phone, password);
    const prompt = page.getByRole('alertdialog', { name: w.processing });
    // The status call, then the prompt's own chunk: both only after the sign-in (a loaded CI
    // machine took 5 s here).
    await expect(prompt).toBeVisible({ timeout: 15_000 });
    await expectNoAxeViolations(page);
    await prompt.getByRole('button', { name: w.promptKeep }).click();
    await expect(prompt).toHaveCount(0);
    await expect.poll(async () => (await persisted(page)).userInfo?.userInfo ?? null).toBeNull();
    // The request stands: the member is still there, due on the same day.
    const member = await request.post('/api/dev/deletion/run', {
      data: { advance_days: 0, member_no: user.member_no },
    });
    expect((await member.json()).data.erased).toBe(0);

    // The job, with the clock moved past the due date (7 working days: at most 11 calendar days).
    const run = await request.post('/api/dev/deletion/run', {
      data: { advance_days: 12, member_no: user.member_no },
    });
    expect((await run.json()).data.erased).toBe(1);

    // The same phone signs up as a new member, welcomed afresh. Its login code would wait out the
    // 60 s since the journey's first one (the server's rule): the sandbox moves those sends a
    // minute back instead of the journey waiting on the real clock.
    const aged = await request.post('/api/dev/code-sends/age', {
      data: { account: `62${user.phone}`, seconds: 60 },
    });
    expect((await aged.json()).code).toBe(0);
    const again = await signInByApi(request, shopper, user.phone);
    expect(again.member_no).not.toBe(user.member_no);
    await signedIn(page, again);
    await openApp(page, '/message');
    await expect(page.getByTestId('message-row')).toHaveCount(1);
    await expect(page.getByTestId('message-row')).toHaveAccessibleName(
      new RegExp(`^${w.unread} ${w.welcome}`),
    );
    const fresh = await request.get('/api/member/deletion/status', {
      headers: { Authorization: `Bearer ${again.auth_token}` },
    });
    expect((await fresh.json()).data.state).toBe('none');
  });
}

test('a visitor opening /delete is sent to log in', async ({ page, layout }) => {
  await openApp(page, '/delete');
  if (layout === 'mobile') await expect(page).toHaveURL(/\/login/);
  else await expect(page.getByRole('dialog', { name: 'Log in', exact: true })).toBeVisible();
});
