import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { chooseOption, expect, openApp, persisted, test } from './fixtures';
import { asNewShopper, signInByApi, signInPage, signedIn, type Shopper } from './member-login';

/*
 * Linking a phone or e-mail (SPEC.md §2 /verifyPhone /bindPhone /verifyEmail /bindEmail, §5)
 * in both layouts, in English and Indonesian: the texts come from the locale files,
 * codes from the sandbox outbox, captcha answers from /api/dev/captcha/<x-image-id>.
 */

type Language = 'en' | 'id';
const languageNames = { en: 'English', id: 'Bahasa Indonesia' } as const;
const words = Object.fromEntries(
  (['en', 'id'] as const).map((language) => [
    language,
    JSON.parse(
      fs.readFileSync(path.join(import.meta.dirname, `../../locales/${language}.json`), 'utf8'),
    ) as Record<string, string>,
  ]),
) as Record<Language, Record<string, string>>;

const freshEmail = () => `link.${crypto.randomUUID().slice(0, 8)}@example.com`;

async function outbox(request: APIRequestContext, to: string): Promise<{ code: string | null }[]> {
  return (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).json()).data;
}

/** The code of the newest message to `to`, once there are more than `seen`. */
async function codeFor(request: APIRequestContext, to: string, seen: number): Promise<string> {
  let messages: { code: string | null }[] = [];
  await expect
    .poll(async () => {
      messages = await outbox(request, to);
      return messages.length;
    })
    .toBeGreaterThan(seen);
  return messages[0]!.code!;
}

/** Presses Send and passes the picture captcha it opens with the server's answer. */
async function sendWithCaptcha(page: Page, request: APIRequestContext, t: Record<string, string>) {
  const picture = page.waitForResponse((r) => r.url().includes('/api/member/user/random_code?'));
  await page.getByRole('button', { name: t['link.code.send'] }).click();
  const imageId = (await picture).headers()['x-image-id']!;
  const text: string = (await (await request.get(`/api/dev/captcha/${imageId}`)).json()).data;
  const captcha = page.getByRole('dialog', { name: t['auth.captcha.title'] });
  await expect(captcha.getByRole('img', { name: t['auth.captcha.alt'] })).toBeVisible();
  await captcha.getByRole('textbox', { name: t['auth.captcha.input'] }).fill(text);
  await captcha.getByRole('button', { name: t['auth.captcha.confirm'] }).click();
  await expect(page.getByText(t['link.code.sent']!).first()).toBeVisible();
}

/** "Resend in 59s" in the page's language, whatever the seconds. */
const countdownName = (t: Record<string, string>) =>
  new RegExp(t['link.code.sendAgainIn']!.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace('{seconds}', '\\d+'));

/** Types the six digits into the code field (one field drawn as six boxes), from the keyboard. */
async function typeCode(page: Page, t: Record<string, string>, code: string) {
  await page.getByRole('textbox', { name: t['link.code.label'] }).focus();
  await page.keyboard.type(code);
}

/** An e-mail code login by API (captcha, code from the outbox): the member number it reaches. */
async function memberNoByEmail(request: APIRequestContext, shopper: Shopper, email: string) {
  const headers = { Deviceid: shopper.deviceId, 'X-Forwarded-For': shopper.ip };
  const picture = await request.get(`/api/member/user/random_code?account=${email}&type_id=1`, { headers });
  const imageId = picture.headers()['x-image-id']!;
  const text = (await (await request.get(`/api/dev/captcha/${imageId}`)).json()).data;
  const check = await request.post('/api/member/user/random_code_check', {
    headers,
    data: { account: email, type_id: '1', device_id: shopper.deviceId, check_code: text, image_id: imageId },
  });
  const seen = (await outbox(request, email)).length;
  const sent = await request.post('/api/member/user/send_email_code', {
    headers,
    data: { code_type: 1, email, image_nonce: (await check.json()).data },
  });
  expect((await sent.json()).code).toBe(0);
  const login = await request.post('/api/member/user/login', {
    headers,
    data: { login_type: 4, account: email, check_code: await codeFor(request, email, seen) },
  });
  const body = await login.json();
  expect(body.code).toBe(0);
  return body.data.member_no as string;
}

for (const language of ['en', 'id'] as const) {
  test(`a phone member links an e-mail after verifying the phone, then signs in with it (${language})`, async ({
    page,
    request,
  }) => {
    const t = words[language];
    const shopper = await asNewShopper(page);
    const user = await signInByApi(request, shopper);
    const phone = (user as unknown as { phone: string }).phone;
    await openApp(page, '/');
    if (language !== 'en') {
      await openApp(page, '/setLanguage');
      await chooseOption(page, languageNames[language]);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
    }
    await signInPage(page, user);

    // No e-mail yet: linking one starts by verifying the phone the member has.
    await openApp(page, '/verifyEmail');
    await expect(page).toHaveURL(/\/verifyPhone$/);
    await expect(page.getByRole('heading', { name: t['link.verifyPhone.title'] })).toBeVisible();
    await expect(page.getByText(`+62 ${phone.slice(0, 3)}`).first()).toBeVisible();
    await expectNoAxeViolations(page);

    const next = page.getByRole('button', { name: t['link.verify.next'] });
    await expect(next).toBeDisabled();
    let seen = (await outbox(request, `62${phone}`)).length;
    await sendWithCaptcha(page, request, t);
    // The 60 s wait before another send.
    await expect(page.getByRole('button', { name: countdownName(t) })).toBeDisabled();
    await typeCode(page, t, await codeFor(request, `62${phone}`, seen));
    await next.click();

    await expect(page).toHaveURL(/\/bindEmail$/);
    await expect(page.getByRole('heading', { name: t['link.bindEmail.title'] })).toBeVisible();
    await expectNoAxeViolations(page);

    // A taken e-mail is refused at Send with the §8 message, before any captcha.
    const taken = freshEmail();
    await memberNoByEmail(request, { deviceId: `e2e-${crypto.randomUUID()}`, ip: shopper.ip }, taken);
    const emailField = page.getByRole('textbox', { name: t['auth.email.label'] });
    await emailField.fill(taken);
    await page.getByRole('button', { name: t['link.code.send'] }).click();
    await expect(page.getByText(t['errors.1101010']!)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const email = freshEmail();
    await emailField.fill(email);
    seen = (await outbox(request, email)).length;
    await sendWithCaptcha(page, request, t);
    await typeCode(page, t, await codeFor(request, email, seen));
    await page.getByRole('button', { name: t['link.bind.confirm'] }).click();

    await expect(page).toHaveURL(/\/setting$/);
    await expect(page.getByText(t['link.bindEmail.done']!).first()).toBeVisible();
    await expect.poll(async () => (await persisted(page)).userInfo?.userInfo?.email).toBe(email);

    // The e-mail now signs in to the same member.
    expect(await memberNoByEmail(request, shopper, email)).toBe(user.member_no);
  });
}

test('/bindPhone without a proof sends a member with a phone to verify it first', async ({
  page,
  request,
}) => {
  const shopper = await asNewShopper(page);
  const user = await signInByApi(request, shopper);
  await signedIn(page, user);
  await openApp(page, '/bindPhone');
  await expect(page).toHaveURL(/\/verifyPhone$/);
});
