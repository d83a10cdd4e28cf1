import crypto from 'node:crypto';
import { Hono, type Context } from 'hono';
import { errorCatalogue } from '../../contract/errors';
import {
  CAPTCHA_TYPE,
  googleAuthQuerySchema,
  IMAGE_ID_HEADER,
  loginRequestSchema,
  randomCodeCheckRequestSchema,
  randomCodeQuerySchema,
  sendEmailCodeRequestSchema,
  sendSmsCodeRequestSchema,
  updatePasswordRequestSchema,
} from '../../contract/member';
import type { AppEnv } from '../app-env';
import { accountKey, emailAccount, phoneAccount, type Account } from '../domain/accounts';
import { checkCaptcha, createCaptcha } from '../domain/captcha';
import { googleRedirectUri, login } from '../domain/login';
import { memberView } from '../domain/members';
import { resetPassword } from '../domain/password-reset';
import { revokeSession } from '../domain/sessions';
import { sendCode, type CodePurpose } from '../domain/verification-codes';
import { bearerToken, requireMember } from '../http/auth';
import { clientIp } from '../http/client-ip';
import {
  languageOf,
  localeOf,
  optionalDeviceId,
  requestOrigin,
  requireDeviceId,
} from '../http/client-info';
import { answer, DomainError } from '../http/respond';
import { readBody, readQuery } from '../http/validate';

/** Sign-in calls of SPEC.md §7 "Member and login", under /member/user/. */
export const memberAuthRoutes = new Hono<AppEnv>()
  // Nothing here may sit in a shared cache: captchas, nonces, tokens, the member.
  .use('/member/user/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  })
  .get('/member/user/public_key', (c) => answer(c, c.var.deps.keys.publicKey()))
  .get('/member/user/random_code', async (c) => {
    const { db, clock } = c.var.deps;
    const query = readQuery(c, randomCodeQuerySchema);
    const deviceId = requireDeviceId(c);
    const account =
      query.type_id === CAPTCHA_TYPE.phone
        ? phoneAccount(query.country_code, query.account)
        : emailAccount(query.account);
    const captcha = await createCaptcha(
      db,
      { accountKey: accountKey(account), deviceId, ip: clientIp(c) },
      clock.now(),
    );
    return c.body(new Uint8Array(captcha.png), 200, {
      'Content-Type': 'image/png',
      [IMAGE_ID_HEADER]: captcha.id,
    });
  })
  .post('/member/user/random_code_check', async (c) => {
    const { db, clock } = c.var.deps;
    const body = await readBody(c, randomCodeCheckRequestSchema);
    const account =
      body.type_id === CAPTCHA_TYPE.phone
        ? phoneAccount(body.country_code, body.account)
        : emailAccount(body.account);
    const nonce = await checkCaptcha(db, {
      imageId: body.image_id,
      accountKey: accountKey(account),
      deviceId: body.device_id,
      answer: body.check_code,
      now: clock.now(),
    });
    return answer(c, nonce);
  })
  .post('/member/user/send_sms_code', async (c) => {
    const body = await readBody(c, sendSmsCodeRequestSchema);
    return answer(
      c,
      await send(c, phoneAccount(body.country_code, body.phone), body.code_type, body.image_nonce),
    );
  })
  .post('/member/user/send_email_code', async (c) => {
    const body = await readBody(c, sendEmailCodeRequestSchema);
    return answer(c, await send(c, emailAccount(body.email), body.code_type, body.image_nonce));
  })
  .post('/member/user/login', async (c) => {
    const body = await readBody(c, loginRequestSchema);
    const data = await login(c.var.deps, body, {
      deviceId: optionalDeviceId(c),
      locale: localeOf(c),
      origin: c.var.deps.publicOrigin ?? requestOrigin(c),
    });
    return answer(c, data);
  })
  // Decision: logout is POST /member/user/logout and is idempotent: an unknown or expired token
  // still answers 0, since the storefront clears its state either way.
  .post('/member/user/logout', async (c) => {
    const token = bearerToken(c);
    if (token) await revokeSession(c.var.deps.db, token, c.var.deps.clock.now());
    return answer(c, null);
  })
  .get('/member/user/info', async (c) => {
    const { member } = await requireMember(c);
    return answer(c, { data: memberView(member) });
  })
  .put('/member/user/update_password', async (c) => {
    await resetPassword(c.var.deps, await readBody(c, updatePasswordRequestSchema));
    return answer(c, null);
  })
  .get('/member/user/google_auth', (c) => {
    const { device } = readQuery(c, googleAuthQuerySchema);
    const redirectUri = googleRedirectUri(c.var.deps.publicOrigin ?? requestOrigin(c), device);
    try {
      return answer(
        c,
        c.var.deps.google.authorizationUrl(crypto.randomBytes(16).toString('base64url'), redirectUri),
      );
    } catch (error) {
      console.warn(error instanceof Error ? error.message : error);
      throw new DomainError(errorCatalogue.loginFailed, 'Google sign-in is not available');
    }
  });

/** Both code sends: device and IP from the request, the message in its Language. */
function send(c: Context<AppEnv>, account: Account, purpose: CodePurpose, nonce: string) {
  const { db, clock, delivery } = c.var.deps;
  return sendCode(db, delivery, {
    account,
    purpose,
    nonce,
    deviceId: requireDeviceId(c),
    ip: clientIp(c),
    language: languageOf(c),
    locale: localeOf(c),
    now: clock.now(),
  });
}
