import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
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
import { googleStateCookie, startGoogleLogin } from '../domain/google-login';
import { login } from '../domain/login';
import { memberView } from '../domain/members';
import { resetPassword } from '../domain/password-reset';
import { HANDOFF_TTL_MS, createHandoffCode } from '../domain/session-handoffs';
import { revokeAllSessions, revokeSession } from '../domain/sessions';
import { sendCode, type CodePurpose } from '../domain/verification-codes';
import { bearerToken, requireMember } from '../http/auth';
import { clientIp, languageOf, localeOf, optionalDeviceId, requireDeviceId } from '../http/client-info';
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
    const cookie = googleStateCookie(c.var.deps.publicOrigin);
    const googleState = getCookie(c, cookie.name);
    // A state is used once, whatever the outcome: the cookie goes with the answer.
    if (googleState) deleteCookie(c, cookie.name, cookie.options);
    const data = await login(c.var.deps, body, {
      deviceId: optionalDeviceId(c),
      locale: localeOf(c),
      ip: clientIp(c),
      googleState,
    });
    return answer(c, data);
  })
  // A signed-in app asks for a one-time code to open the storefront signed in (login_type 6).
  .post('/member/user/handoff_code', async (c) => {
    const { sessionId } = await requireMember(c);
    const code = await createHandoffCode(c.var.deps.db, sessionId, c.var.deps.clock.now());
    return answer(c, { code, expires_in: HANDOFF_TTL_MS / 1000 });
  })
  // Decision (ADR 012): "log out everywhere" revokes every session of the member, this one too.
  .post('/member/user/logout_all', async (c) => {
    const { member } = await requireMember(c);
    await revokeAllSessions(c.var.deps.db, member.id, c.var.deps.clock.now());
    return answer(c, null);
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
  .get('/member/user/google_auth', async (c) => {
    const { device } = readQuery(c, googleAuthQuerySchema);
    let started;
    try {
      started = await startGoogleLogin(c.var.deps, device);
    } catch (error) {
      console.warn(error instanceof Error ? error.message : error);
      throw new DomainError(errorCatalogue.loginFailed, 'Google sign-in is not available');
    }
    const cookie = googleStateCookie(c.var.deps.publicOrigin);
    setCookie(c, cookie.name, started.state, cookie.options);
    return answer(c, started.url);
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
