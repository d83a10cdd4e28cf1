import crypto from 'node:crypto';
import type { TestServer } from './test-server';

let counter = 0;
/** A fresh device id and IP per flow, so one test's sends never count against another's limits. */
export const freshDevice = () =>
  `test-device-${(++counter).toString().padStart(4, '0')}-${crypto.randomBytes(3).toString('hex')}`;
export const freshIp = () =>
  `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;

let phoneCounter = 0;
/** A valid Indonesian mobile number nobody else in the test run uses (local form, 11 digits). */
export const freshPhone = () =>
  `812${String(crypto.randomInt(10_000_000)).padStart(7, '0')}${++phoneCounter % 10}`;
export const freshEmail = () => `shopper.${crypto.randomBytes(4).toString('hex')}@example.com`;

export interface Contact {
  /** 'phone' with country_code (phone code, default '62') or 'email'. */
  kind: 'phone' | 'email';
  account: string;
  countryCode?: string;
}

export interface Origin {
  deviceId: string;
  ip: string;
  language?: string;
  locale?: string;
}

export const phone = (account = freshPhone(), countryCode = '62'): Contact => ({
  kind: 'phone',
  account,
  countryCode,
});
export const email = (account = freshEmail()): Contact => ({ kind: 'email', account });
export const freshOrigin = (): Origin => ({ deviceId: freshDevice(), ip: freshIp() });

/** The recipient as /api/dev/outbox names it. */
export function recipientOf(contact: Contact): string {
  return contact.kind === 'email'
    ? contact.account.toLowerCase()
    : `${contact.countryCode ?? '62'}${contact.account.replace(/^0/, '')}`;
}

/** The sign-in steps of SPEC.md §4, called the way the storefront calls them. */
export function memberFlows(server: TestServer) {
  const headersOf = (origin: Origin, extra: Record<string, string> = {}) => ({
    Deviceid: origin.deviceId,
    'X-Forwarded-For': origin.ip,
    ...(origin.language ? { Language: origin.language } : {}),
    ...(origin.locale ? { 'X-Locale': origin.locale } : {}),
    ...extra,
  });

  async function captcha(contact: Contact, origin: Origin) {
    const query = new URLSearchParams({
      account: contact.account,
      type_id: contact.kind === 'phone' ? '2' : '1',
      ...(contact.kind === 'phone' ? { country_code: contact.countryCode ?? '62' } : {}),
    });
    const response = await server.fetch(`/api/member/user/random_code?${query}`, {
      headers: headersOf(origin),
    });
    const imageId = response.headers.get('x-image-id');
    const png = Buffer.from(await response.arrayBuffer());
    let text: string | undefined;
    if (imageId) text = (await server.call('GET', `/api/dev/captcha/${imageId}`)).json.data;
    return { status: response.status, imageId, png, text, contentType: response.headers.get('content-type') };
  }

  function checkCaptcha(
    contact: Contact,
    origin: Origin,
    imageId: string,
    checkCode: string,
    deviceId = origin.deviceId,
  ) {
    return server.call(
      'POST',
      '/api/member/user/random_code_check',
      {
        ...(contact.kind === 'phone' ? { country_code: contact.countryCode ?? '62' } : {}),
        account: contact.account,
        type_id: contact.kind === 'phone' ? '2' : '1',
        device_id: deviceId,
        check_code: checkCode,
        image_id: imageId,
      },
      headersOf(origin),
    );
  }

  /** Draws and solves a captcha: the nonce it buys. */
  async function nonce(contact: Contact, origin: Origin): Promise<string> {
    const drawn = await captcha(contact, origin);
    if (!drawn.imageId || !drawn.text) throw new Error(`captcha failed: HTTP ${drawn.status}`);
    const checked = await checkCaptcha(contact, origin, drawn.imageId, drawn.text);
    if (checked.json.code !== 0) throw new Error(`captcha check failed: ${JSON.stringify(checked.json)}`);
    return checked.json.data;
  }

  /** code_type: CODE_TYPE's number; a signed-in member's own codes (2, 3, 4) need `token`. */
  function sendCodeWith(contact: Contact, origin: Origin, imageNonce: string, codeType = 1, token?: string) {
    const extra: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
    return contact.kind === 'phone'
      ? server.call(
          'POST',
          '/api/member/user/send_sms_code',
          {
            code_type: codeType,
            phone: contact.account,
            country_code: contact.countryCode ?? '62',
            image_code: 'ABCDEF',
            image_nonce: imageNonce,
          },
          headersOf(origin, extra),
        )
      : server.call(
          'POST',
          '/api/member/user/send_email_code',
          { code_type: codeType, email: contact.account, image_code: 'ABCDEF', image_nonce: imageNonce },
          headersOf(origin, extra),
        );
  }

  /** Captcha, check, send: the send's answer. */
  async function sendCode(contact: Contact, origin: Origin, codeType = 1, token?: string) {
    return sendCodeWith(contact, origin, await nonce(contact, origin), codeType, token);
  }

  async function outbox(contact: Contact) {
    const { json } = await server.call(
      'GET',
      `/api/dev/outbox?to=${encodeURIComponent(recipientOf(contact))}`,
    );
    return json.data as {
      channel: string;
      to: string;
      subject: string | null;
      body: string;
      code: string | null;
    }[];
  }

  async function latestCode(contact: Contact): Promise<string> {
    const [latest] = await outbox(contact);
    if (!latest?.code) throw new Error(`no code in the outbox for ${recipientOf(contact)}`);
    return latest.code;
  }

  function login(body: Record<string, unknown>, origin: Origin) {
    return server.call('POST', '/api/member/user/login', body, headersOf(origin));
  }

  function loginWithCode(contact: Contact, origin: Origin, code: string) {
    return login(
      {
        login_type: contact.kind === 'phone' ? 3 : 4,
        account: contact.account,
        ...(contact.kind === 'phone' ? { country_code: contact.countryCode ?? '62' } : {}),
        check_code: code,
      },
      origin,
    );
  }

  /** The whole code login; the login data. */
  async function signIn(contact: Contact, origin: Origin = freshOrigin()) {
    const sent = await sendCode(contact, origin);
    if (sent.json.code !== 0) throw new Error(`send failed: ${JSON.stringify(sent.json)}`);
    const { json } = await loginWithCode(contact, origin, await latestCode(contact));
    if (json.code !== 0) throw new Error(`login failed: ${JSON.stringify(json)}`);
    return json.data as { auth_token: string; member_no: string; user_name: string; points: number };
  }

  /** What the browser does with jsencrypt's encryptOAEP: RSA-OAEP, SHA-256, base64. */
  function encrypt(password: string): string {
    const { public_key } = server.deps.keys.publicKey();
    return crypto
      .publicEncrypt(
        { key: public_key, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(password),
      )
      .toString('base64');
  }

  /** A password login; with a solved captcha's nonce past the account's 5 attempts (ADR 012). */
  function loginWithPassword(contact: Contact, origin: Origin, ciphertext: string, imageNonce?: string) {
    return login(
      {
        login_type: contact.kind === 'phone' ? 3 : 4,
        account: contact.account,
        ...(contact.kind === 'phone' ? { country_code: contact.countryCode ?? '62' } : {}),
        password: ciphertext,
        ...(imageNonce ? { image_nonce: imageNonce } : {}),
      },
      origin,
    );
  }

  /** Sends a reset code and sets the password with it. */
  async function resetPassword(contact: Contact, password: string, origin: Origin = freshOrigin()) {
    const sent = await sendCode(contact, origin, 5);
    if (sent.json.code !== 0) throw new Error(`reset send failed: ${JSON.stringify(sent.json)}`);
    return updatePassword(contact, origin, await latestCode(contact), encrypt(password));
  }

  function updatePassword(contact: Contact, origin: Origin, code: string, ciphertext: string) {
    return server.call(
      'PUT',
      '/api/member/user/update_password',
      {
        ...(contact.kind === 'phone' ? { country_code: contact.countryCode ?? '62' } : {}),
        account: contact.account,
        check_code: code,
        password: ciphertext,
        update_type: contact.kind === 'phone' ? 1 : 2,
      },
      headersOf(origin),
    );
  }

  const info = (token: string) =>
    server.call('GET', '/api/member/user/info', undefined, { Authorization: `Bearer ${token}` });

  return {
    headersOf,
    captcha,
    checkCaptcha,
    nonce,
    sendCodeWith,
    sendCode,
    outbox,
    latestCode,
    login,
    loginWithCode,
    signIn,
    encrypt,
    loginWithPassword,
    resetPassword,
    updatePassword,
    info,
  };
}

/** PUT member/user/update_avatar as a browser sends it: multipart, the picture under `file`. */
export function uploadAvatar(
  server: Pick<TestServer, 'fetch'>,
  token: string,
  bytes: Uint8Array<ArrayBuffer>,
  name = 'me.png',
  type = 'image/png',
) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  return server.fetch('/api/member/user/update_avatar', {
    method: 'PUT',
    body: form,
    headers: { Authorization: `Bearer ${token}` },
  });
}
