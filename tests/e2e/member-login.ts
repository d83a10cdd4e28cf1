import crypto from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { test } from '@playwright/test';
import { localeCookieValue, LOCALE_COOKIE } from '../../contract/locale-cookie';
import { expect, openApp, serverOriginOf } from './fixtures';

/*
 * A shopper of their own for each test (device and IP: the server limits code sends per both),
 * and a member signed in by the WhatsApp code flow over the API: captcha, its answer from
 * /api/dev/captcha, the code from /api/dev/outbox, login; then the session put into the page
 * the way the app stores it (persist:root).
 */

/** An IP of its own for one shopper (the server's limits count per X-Forwarded-For). */
export const freshIp = () =>
  `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
let phones = 0;
export const freshPhone = () => `813${String(crypto.randomInt(10_000_000)).padStart(7, '0')}${++phones % 10}`;

export interface Shopper {
  deviceId: string;
  ip: string;
}

const countryNames = { ID: 'Indonesia', SG: 'Singapore', MY: 'Malaysia' } as const;

/**
 * A shopper on a device and IP of their own; reading `language` when given (else the default),
 * shopping in `country` when given (else the default, Indonesia): both the session's country and
 * the remembered choice, as a shopper who picked it would have.
 */
export async function asNewShopper(
  page: Page,
  language?: 'en' | 'id' | 'zh-CN',
  country?: keyof typeof countryNames,
): Promise<Shopper> {
  const shopper = { deviceId: `e2e-cart-${crypto.randomUUID()}`, ip: freshIp() };
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': shopper.ip });
  // The cookie the app writes beside its stored choice (ADR 043), as a shopper who chose has it:
  // the server draws their first page, and a member page's frame, in their language and country.
  if (language || country)
    await page.context().addCookies([
      {
        name: LOCALE_COOKIE,
        value: localeCookieValue(language ?? 'en', country ?? 'ID'),
        url: serverOriginOf(test.info().parallelIndex),
      },
    ]);
  await page.addInitScript(
    ({ deviceId, language, country, countryName }) => {
      if (localStorage.getItem('persist:root')) return;
      const state: Record<string, string> = { userInfo: JSON.stringify({ deviceId }) };
      if (language || country)
        state.localeInfo = JSON.stringify({
          ...(language ? { language } : {}),
          ...(country ? { xlocale: country } : {}),
        });
      if (countryName) localStorage.setItem('selectedCountry', countryName);
      localStorage.setItem('persist:root', JSON.stringify(state));
    },
    {
      deviceId: shopper.deviceId,
      language,
      country,
      countryName: country ? countryNames[country] : undefined,
    },
  );
  return shopper;
}

const apiHeaders = (shopper: Shopper) => ({ Deviceid: shopper.deviceId, 'X-Forwarded-For': shopper.ip });
const outbox = async (request: APIRequestContext, phone: string): Promise<{ code: string | null }[]> =>
  (await (await request.get(`/api/dev/outbox?to=62${phone}`)).json()).data;

/**
 * A WhatsApp code of `codeType` (1 login, 5 password reset) to an Indonesian phone, as the
 * storefront asks: captcha, its answer from the sandbox, the send; then the code from the outbox.
 */
async function codeByApi(request: APIRequestContext, shopper: Shopper, phone: string, codeType: 1 | 5) {
  const seen = (await outbox(request, phone)).length;
  const headers = apiHeaders(shopper);
  const picture = await request.get(
    `/api/member/user/random_code?account=${phone}&type_id=2&country_code=62`,
    {
      headers,
    },
  );
  const imageId = picture.headers()['x-image-id']!;
  const text = (await (await request.get(`/api/dev/captcha/${imageId}`)).json()).data;
  const check = await request.post('/api/member/user/random_code_check', {
    headers,
    data: {
      country_code: '62',
      account: phone,
      type_id: '2',
      device_id: shopper.deviceId,
      check_code: text,
      image_id: imageId,
    },
  });
  const nonce = (await check.json()).data;
  const sent = await request.post('/api/member/user/send_sms_code', {
    headers,
    data: { code_type: codeType, phone, country_code: '62', image_nonce: nonce },
  });
  expect((await sent.json()).code).toBe(0);
  let code: string | null = null;
  await expect
    .poll(async () => {
      const messages = await outbox(request, phone);
      // The newest message, once a new one has come (a phone used before has older codes).
      code = messages.length > seen ? (messages[0]?.code ?? null) : null;
      return code;
    })
    .not.toBeNull();
  return code!;
}

type LoggedIn = { auth_token: string; user_name: string; member_no: string; phone: string };

async function logIn(
  request: APIRequestContext,
  shopper: Shopper,
  data: Record<string, unknown>,
): Promise<LoggedIn> {
  const login = await request.post('/api/member/user/login', { headers: apiHeaders(shopper), data });
  const body = await login.json();
  expect(body.code).toBe(0);
  return { ...body.data, phone: data.account as string };
}

/**
 * A WhatsApp code login by API. A new phone registers a new member; `phone` signs in (or up)
 * with a given one (within 60 s of its last login code the server refuses a new one).
 */
export async function signInByApi(request: APIRequestContext, shopper: Shopper, phone = freshPhone()) {
  const code = await codeByApi(request, shopper, phone, 1);
  return logIn(request, shopper, { login_type: 3, account: phone, country_code: '62', check_code: code });
}

/** A password as the browser sends it: RSA-OAEP (SHA-256) with the server's public key. */
async function encryptPassword(request: APIRequestContext, password: string) {
  const key = (await (await request.get('/api/member/user/public_key')).json()).data.public_key;
  return crypto
    .publicEncrypt(
      { key, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(password),
    )
    .toString('base64');
}

/** Sets a phone member's password through the reset code (which ends the member's sessions). */
export async function setPasswordByApi(request: APIRequestContext, phone: string, password: string) {
  const shopper = { deviceId: `e2e-api-${crypto.randomUUID()}`, ip: freshIp() };
  const code = await codeByApi(request, shopper, phone, 5);
  const reset = await request.put('/api/member/user/update_password', {
    headers: apiHeaders(shopper),
    data: {
      country_code: '62',
      account: phone,
      check_code: code,
      password: await encryptPassword(request, password),
      update_type: 1,
    },
  });
  expect((await reset.json()).code).toBe(0);
}

/** A phone and password login by API (no code: the phone's 60 s wait does not apply). */
export async function passwordLoginByApi(
  request: APIRequestContext,
  shopper: Shopper,
  phone: string,
  password: string,
) {
  const encrypted = await encryptPassword(request, password);
  return logIn(request, shopper, { login_type: 3, account: phone, country_code: '62', password: encrypted });
}

/**
 * Puts the member into the page the way a login stores it, for the page's next load: seeded before
 * the app runs, so nothing it writes at start-up (country list, app config, fingerprint) can
 * overwrite the login. Loads nothing itself: for a journey whose next step opens its own page.
 */
export async function signedIn(page: Page, user: { auth_token: string; user_name: string }) {
  const mark = `e2e-signed-in-${user.auth_token.slice(0, 8)}`;
  await page.addInitScript(
    ({ u, mark }) => {
      if (sessionStorage.getItem(mark)) return;
      sessionStorage.setItem(mark, '1');
      const state = JSON.parse(localStorage.getItem('persist:root') ?? '{}');
      const slice = state.userInfo ? JSON.parse(state.userInfo) : {};
      slice.userInfo = u;
      state.userInfo = JSON.stringify(slice);
      localStorage.setItem('persist:root', JSON.stringify(state));
    },
    { u: user, mark },
  );
}

/**
 * Signs the member in on the page: the page reloaded as them, or, when nothing is open yet, the
 * home page opened as them (one load, not a visitor's load and then a reload).
 */
export async function signInPage(page: Page, user: { auth_token: string; user_name: string }) {
  await signedIn(page, user);
  if (page.url() === 'about:blank') await openApp(page, '/');
  else await page.reload();
}

/**
 * A new member (reading `language`), signed in from the page's next load: for a journey that opens
 * its own page next, so no page is loaded for nothing.
 */
export async function newMemberSignedIn(
  page: Page,
  request: APIRequestContext,
  language?: 'en' | 'id' | 'zh-CN',
) {
  const shopper = await asNewShopper(page, language);
  const user = await signInByApi(request, shopper);
  await signedIn(page, user);
  return { shopper, user };
}

/** A new member, signed in on the page (reading `language`), on the home page. */
export async function newMemberOnPage(
  page: Page,
  request: APIRequestContext,
  language?: 'en' | 'id' | 'zh-CN',
) {
  const member = await newMemberSignedIn(page, request, language);
  await openApp(page, '/');
  return member;
}
