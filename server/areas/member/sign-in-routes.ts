import { $, createRoute, deleteCookie, getCookie, setCookie, type Context } from '../../http/route-kit';
import { z } from 'zod';
import { errorCatalogue } from '../../../contract/errors';
import {
  googleAuthQuerySchema,
  googleAuthResponseSchema,
  handoffCodeResponseSchema,
  publicKeyResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  memberInfoResponseSchema,
  randomCodeCheckRequestSchema,
  randomCodeAudioQuerySchema,
  randomCodeCheckResponseSchema,
  randomCodeQuerySchema,
  sendCodeResponseSchema,
  sendEmailCodeRequestSchema,
  sendSmsCodeRequestSchema,
} from '../../../contract/member';
import { anyPasswordUpdateRequestSchema, isPasswordReset } from '../../../contract/profile';
import { CAPTCHA_TYPE, IMAGE_ID_HEADER, MEMBER_CODE_TYPES } from '../../../contract/member-constants';
import type { AppEnv } from '../../app-env';
import { accountKey, emailAccount, phoneAccount, type Account } from './accounts';
import { espeakSpeech } from './captcha-speech';
import { checkCaptcha, createCaptcha } from './captcha';
import { createCaptchaAudio } from './captcha-audio';
import type { SendOrigin } from './send-limits';
import { googleStateCookie, startGoogleLogin } from './google-login';
import { login } from './login';
import { resetPassword } from './password-reset';
import { changePassword, memberInfoView } from './profile';
import { HANDOFF_TTL_MS, createHandoffCode } from './session-handoffs';
import { revokeAllSessions, revokeSession } from './sessions';
import { sendCode, type CodePurpose } from './verification-codes';
import {
  answers,
  apiRoutes,
  jsonBody,
  shopperHeaders,
  signedIn,
  signedInOrVisitor,
} from '../../http/api-routes';
import { clientIp } from '../../http/client-ip';
import { localeOf, requireDeviceId } from '../../http/client-info';
import { answer, setAnswerHeader } from '../../http/respond';
import { DomainError } from '../../lib/domain-error';
import { coinBalance } from '../coins';
import { logger } from '../../lib/logger';
import { callerOf, requireMember, memberRequired, optionalMember, bearerToken } from '../../http/caller';

const tags = ['Member and login'];

// espeak-ng from the PATH, unless the deps bring another speaker (tests).
const defaultSpeech = espeakSpeech();

/** The account a captcha call names: type_id '2' a phone with its country code, '1' an e-mail. */
function captchaAccount(fields: { type_id: string; account: string; country_code?: string }): Account {
  return fields.type_id === CAPTCHA_TYPE.phone
    ? phoneAccount(fields.country_code, fields.account)
    : emailAccount(fields.account);
}

/** Who asks for a captcha (picture or audio): the account, the Deviceid header, the client IP. */
function captchaOrigin(c: Context<AppEnv>, query: Parameters<typeof captchaAccount>[0]): SendOrigin {
  return { accountKey: accountKey(captchaAccount(query)), deviceId: requireDeviceId(c), ip: clientIp(c) };
}

/** Sign-in calls of SPEC.md §7 "Member and login", under /member/user/. */
export const memberAuthRoutes = $(
  apiRoutes()
    // Nothing here may sit in a shared cache: captchas, nonces, tokens, the member.
    .use('/member/user/*', async (c, next) => {
      await next();
      setAnswerHeader(c, 'Cache-Control', 'no-store');
    }),
)
  .openapi(
    createRoute({
      method: 'get',
      path: '/member/user/public_key',
      tags,
      summary: 'The RSA key the browser encrypts passwords for',
      request: { headers: shopperHeaders },
      responses: answers(publicKeyResponseSchema, 'The public key'),
    }),
    (c) => answer(c, c.var.deps.keys.publicKey()),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/member/user/random_code',
      tags,
      summary: 'A captcha picture for the account (needs Deviceid)',
      request: { headers: shopperHeaders, query: randomCodeQuerySchema },
      responses: {
        200: {
          description: `The captcha as PNG; its id is in the ${IMAGE_ID_HEADER} header`,
          headers: { [IMAGE_ID_HEADER]: { schema: { type: 'string' }, description: 'The captcha id' } },
          content: { 'image/png': { schema: z.string().meta({ format: 'binary' }) } },
        },
        default: answers(z.null(), '').default,
      },
    }),
    async (c) => {
      const { db, clock } = c.var.deps;
      const captcha = await createCaptcha(db, captchaOrigin(c, c.req.valid('query')), clock.now());
      return c.body(new Uint8Array(captcha.png), 200, {
        'Content-Type': 'image/png',
        [IMAGE_ID_HEADER]: captcha.id,
      });
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/member/user/random_code_audio',
      tags,
      summary: 'The same captcha spoken, for shoppers who cannot see the picture (needs Deviceid)',
      description:
        'Decision (ADR 014): a route of its own beside random_code, not a format query on it: it speaks an ' +
        'existing challenge (image_id, the x-image-id of random_code) rather than drawing a new one. The ' +
        "characters are spoken one by one in the Language header's language (en, id, zh-CN) with noise; " +
        'the answer goes to random_code_check with the same image_id. Each challenge is spoken once ' +
        "(1101061 after that, or when it is answered, expired or another account's or device's), each " +
        "audio counts against the picture's hourly limits (1101023, also when the speech queue is full), " +
        'and 1101060 means the speech engine (espeak-ng) is not available: use the picture.',
      request: { headers: shopperHeaders, query: randomCodeAudioQuerySchema },
      responses: {
        200: {
          description: 'The captcha spoken, as 16-bit mono PCM WAV',
          content: { 'audio/wav': { schema: z.string().meta({ format: 'binary' }) } },
        },
        default: answers(z.null(), '').default,
      },
    }),
    async (c) => {
      const { db, clock } = c.var.deps;
      const query = c.req.valid('query');
      const audio = await createCaptchaAudio(db, c.var.deps.speech ?? defaultSpeech, {
        imageId: query.image_id,
        origin: captchaOrigin(c, query),
        language: callerOf(c).language,
        now: clock.now(),
      });
      return c.body(new Uint8Array(audio.wav), 200, { 'Content-Type': 'audio/wav' });
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/member/user/random_code_check',
      tags,
      summary: "Checks a captcha's answer; data is the nonce that pays for one code send",
      request: { headers: shopperHeaders, body: jsonBody(randomCodeCheckRequestSchema) },
      responses: answers(randomCodeCheckResponseSchema, 'The nonce'),
    }),
    async (c) => {
      const { db, clock } = c.var.deps;
      const body = c.req.valid('json');
      const nonce = await checkCaptcha(db, {
        imageId: body.image_id,
        accountKey: accountKey(captchaAccount(body)),
        deviceId: body.device_id,
        answer: body.check_code,
        now: clock.now(),
      });
      return answer(c, nonce);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/member/user/send_sms_code',
      tags,
      summary: 'Sends a code by WhatsApp or SMS (needs Deviceid and a captcha nonce)',
      security: signedInOrVisitor,
      request: { headers: shopperHeaders, body: jsonBody(sendSmsCodeRequestSchema) },
      responses: answers(sendCodeResponseSchema, 'Sent'),
    }),
    async (c) => {
      const body = c.req.valid('json');
      return answer(
        c,
        await send(c, phoneAccount(body.country_code, body.phone), body.code_type, body.image_nonce),
      );
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/member/user/send_email_code',
      tags,
      summary: 'Sends a code by e-mail (needs Deviceid and a captcha nonce)',
      security: signedInOrVisitor,
      request: { headers: shopperHeaders, body: jsonBody(sendEmailCodeRequestSchema) },
      responses: answers(sendCodeResponseSchema, 'Sent'),
    }),
    async (c) => {
      const body = c.req.valid('json');
      return answer(c, await send(c, emailAccount(body.email), body.code_type, body.image_nonce));
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/member/user/login',
      tags,
      summary: 'Logs in with a code, a password or Google; data carries the token',
      request: { headers: shopperHeaders, body: jsonBody(loginRequestSchema) },
      responses: answers(loginResponseSchema, 'The session and the member'),
    }),
    async (c) => {
      const cookie = googleStateCookie(c.var.deps.publicOrigin);
      const googleState = getCookie(c, cookie.name);
      // A state is used once, whatever the outcome: the cookie goes with the answer.
      if (googleState) deleteCookie(c, cookie.name, cookie.options);
      const data = await login(c.var.deps, c.req.valid('json'), {
        deviceId: callerOf(c).deviceId,
        locale: localeOf(c),
        country: callerOf(c).country,
        ip: clientIp(c),
        googleState,
      });
      return answer(c, data);
    },
  )
  // A signed-in app asks for a one-time code to open the storefront signed in (login_type 6).
  .openapi(
    createRoute({
      method: 'post',
      path: '/member/user/handoff_code',
      tags,
      summary: 'A one-time code (60 s) that opens the storefront signed in (login_type 6)',
      security: signedIn,
      middleware: [memberRequired],
      request: { headers: shopperHeaders },
      responses: answers(handoffCodeResponseSchema, 'The hand-off code'),
    }),
    async (c) => {
      const { sessionId } = await requireMember(c);
      const code = await createHandoffCode(c.var.deps.db, sessionId, c.var.deps.clock.now());
      return answer(c, { code, expires_in: HANDOFF_TTL_MS / 1000 });
    },
  )
  // Decision (ADR 012): "log out everywhere" revokes every session of the member, this one too.
  .openapi(
    createRoute({
      method: 'post',
      path: '/member/user/logout_all',
      tags,
      summary: 'Revokes every session of the member, this one too',
      security: signedIn,
      middleware: [memberRequired],
      request: { headers: shopperHeaders },
      responses: answers(z.null(), 'Logged out everywhere'),
    }),
    async (c) => {
      const { member } = await requireMember(c);
      await revokeAllSessions(c.var.deps.db, member.id, c.var.deps.clock.now());
      return answer(c, null);
    },
  )
  // Decision: logout is POST /member/user/logout and is idempotent: an unknown or expired token
  // still answers 0, since the storefront clears its state either way.
  .openapi(
    createRoute({
      method: 'post',
      path: '/member/user/logout',
      tags,
      summary: "Revokes the bearer token's session (idempotent)",
      security: signedInOrVisitor,
      request: { headers: shopperHeaders },
      responses: answers(z.null(), 'Logged out'),
    }),
    async (c) => {
      const token = bearerToken(c);
      if (token) await revokeSession(c.var.deps.db, token, c.var.deps.clock.now());
      return answer(c, null);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/member/user/info',
      tags,
      summary: 'The signed-in member',
      security: signedIn,
      middleware: [memberRequired],
      request: { headers: shopperHeaders },
      responses: answers(memberInfoResponseSchema, 'The member'),
    }),
    async (c) => {
      const { member } = await requireMember(c);
      // userInfo.points: the coins of the request's country (ADR 032).
      const points = await coinBalance(c.var.deps.db, member.id, callerOf(c).country, c.var.deps.clock.now());
      return answer(c, { data: memberInfoView(member, c.var.deps.clock.now(), points) });
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/member/user/update_password',
      tags,
      summary:
        'Resets the password with a code of code_type 5 (update_type 1, 2), or, signed in, changes it ' +
        'with the old password (3) or a code of code_type 2 to the own phone (4) or e-mail (5)',
      security: signedInOrVisitor,
      request: { headers: shopperHeaders, body: jsonBody(anyPasswordUpdateRequestSchema) },
      responses: answers(z.null(), 'Changed'),
    }),
    async (c) => {
      const body = c.req.valid('json');
      if (isPasswordReset(body)) await resetPassword(c.var.deps, body);
      else await changePassword(c.var.deps, await requireMember(c), body);
      return answer(c, null);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/member/user/google_auth',
      tags,
      summary: "Google's authorisation URL to send the browser to",
      request: { headers: shopperHeaders, query: googleAuthQuerySchema },
      responses: answers(googleAuthResponseSchema, 'The URL'),
    }),
    async (c) => {
      const { device } = c.req.valid('query');
      let started;
      try {
        started = await startGoogleLogin(c.var.deps, device);
      } catch (error) {
        logger.warn(
          { reason: error instanceof Error ? error.message : String(error), requestId: c.get('requestId') },
          'Google sign-in is not available',
        );
        throw new DomainError(errorCatalogue.loginFailed, 'Google sign-in is not available');
      }
      const cookie = googleStateCookie(c.var.deps.publicOrigin);
      setCookie(c, cookie.name, started.state, cookie.options);
      return answer(c, started.url);
    },
  );

/** Both code sends: device and IP from the request, the message in its Language. */
async function send(c: Context<AppEnv>, account: Account, purpose: CodePurpose, nonce: string) {
  const { db, clock, delivery } = c.var.deps;
  // The member's own code types (2, 3, 4) need the bearer token; login and reset never read it.
  const member = MEMBER_CODE_TYPES.includes(purpose) ? ((await optionalMember(c))?.member ?? null) : null;
  return sendCode(db, delivery, {
    member,
    account,
    purpose,
    nonce,
    deviceId: requireDeviceId(c),
    ip: clientIp(c),
    language: callerOf(c).language,
    locale: localeOf(c),
    now: clock.now(),
  });
}
