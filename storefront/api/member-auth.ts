import { ApiError, isSuccess, readEnvelope } from '../../contract/envelope';
import type { LoginResponse } from '../../contract/member';
import {
  CAPTCHA_TYPE,
  CODE_TYPE,
  IMAGE_ID_HEADER,
  LOGIN_TYPE,
  UPDATE_TYPE,
} from '../../contract/member-constants';
import { MOBILE_BREAKPOINT } from '@pasar/ui';
import type {
  CaptchaImage,
  CheckCaptchaInput,
  LoadCaptchaAudioInput,
  LoadCaptchaInput,
  LogInInput,
  LogInWithPasswordInput,
  RequestCodeInput,
  ResetPasswordInput,
} from '../../machines';
import { ensureDeviceId } from '../session/device-id';
import { readLogin } from '../session/login-storage';
import { session } from '../session/session-store';
import { encryptPassword } from './encrypt-password';
import { API_BASE, newIdempotencyKey, request, REQUEST_TIMEOUT_MS, STORE_NUMBER } from './request';

/**
 * The sign-in calls of SPEC.md §7 "Member and login" (server/areas/member/sign-in-routes.ts). Every call
 * is `silent`: the login screens show what went wrong next to the field that caused it, so a
 * toast on top would say it twice.
 */

/**
 * The captcha, the code sends and their limits count per device, so these calls need a device
 * id. Decision: a shopper whose token came from the native shell may have none (the fingerprint
 * is skipped when a token is stored); a random one is kept for this device from then on.
 */
async function deviceId(): Promise<string> {
  const known =
    session.get().userInfo.deviceId || (await ensureDeviceId(session, { now: true }).catch(() => null));
  if (known) return known;
  // The random hex of an Idempotency-Key: randomUUID needs a secure context (see newIdempotencyKey).
  const made = newIdempotencyKey();
  session.update((s) => ({ ...s, userInfo: { ...s.userInfo, deviceId: made } }));
  return made;
}

/** 'pc' on the desktop layout, else empty (SPEC.md §7 login and google_auth `device`). */
function layoutDevice(): 'pc' | '' {
  return window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT}px)`).matches ? 'pc' : '';
}

/** The `channel` of a login: where the shopper came from, when a campaign link said so. */
function channel(): string | undefined {
  return readLogin('sourceChannel') ?? undefined;
}

const captchaAccount = (input: LoadCaptchaInput) =>
  input.method === 'phone'
    ? { account: input.contact.trim(), type_id: CAPTCHA_TYPE.phone, country_code: input.countryCode }
    : { account: input.contact.trim(), type_id: CAPTCHA_TYPE.email };

// Only one picture and one audio are on screen at a time: a new one frees the last one's memory.
let shownCaptchaUrl: string | null = null;
let heardCaptchaUrl: string | null = null;

/** Frees the last captcha picture and its audio (the dialog closed). */
export function releaseCaptchaImage() {
  if (shownCaptchaUrl) URL.revokeObjectURL(shownCaptchaUrl);
  shownCaptchaUrl = null;
  releaseCaptchaAudio();
}

function releaseCaptchaAudio() {
  if (heardCaptchaUrl) URL.revokeObjectURL(heardCaptchaUrl);
  heardCaptchaUrl = null;
}

/**
 * GET a captcha file (random_code's PNG, random_code_audio's WAV) with fetch() (request() reads
 * JSON), with the headers request() would send; a refusal (too many, 1101023; no speech engine,
 * 1101060) comes back as the usual envelope and is thrown as ApiError.
 */
async function fetchCaptchaFile(
  path: string,
  params: Record<string, string | undefined>,
  type: 'image/' | 'audio/',
): Promise<Response> {
  const device = await deviceId();
  const url = new URL(`${API_BASE}/${path}`, window.location.origin);
  for (const [key, value] of Object.entries(params))
    if (value !== undefined) url.searchParams.set(key, value);
  const { localeInfo } = session.get();
  const headers = new Headers({ platform: 'H5', 'store-number': STORE_NUMBER, Deviceid: device });
  if (localeInfo.language) headers.set('Language', localeInfo.language);
  headers.set('X-Locale', localeInfo.xlocale);

  let response: Response;
  try {
    response = await fetch(url, { headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch (error) {
    throw error instanceof DOMException && error.name === 'TimeoutError'
      ? new ApiError('timeout', 'The request timed out')
      : new ApiError('network', 'The network is unavailable');
  }
  if (!response.ok || !response.headers.get('content-type')?.startsWith(type)) {
    const envelope = readEnvelope(await response.json().catch(() => null));
    if (envelope && !isSuccess(envelope)) throw new ApiError(envelope.code, envelope.msg, response.status);
    throw new ApiError('network', `Unexpected answer (HTTP ${response.status})`, response.status);
  }
  return response;
}

/** GET random_code: a PNG, its id in the x-image-id header. */
export async function loadCaptcha(input: LoadCaptchaInput): Promise<CaptchaImage> {
  const response = await fetchCaptchaFile('member/user/random_code', captchaAccount(input), 'image/');
  const imageId = response.headers.get(IMAGE_ID_HEADER);
  if (!imageId) throw new ApiError('network', 'The captcha came without its id', response.status);
  const imageUrl = URL.createObjectURL(await response.blob());
  releaseCaptchaImage();
  shownCaptchaUrl = imageUrl;
  return { imageUrl, imageId };
}

/**
 * GET random_code_audio (ADR 014): the challenge on screen spoken in the shopper's language, a
 * WAV the dialog's audio element replays (the server speaks each challenge once).
 */
export async function loadCaptchaAudio(input: LoadCaptchaAudioInput): Promise<string> {
  const response = await fetchCaptchaFile(
    'member/user/random_code_audio',
    { ...captchaAccount(input), image_id: input.imageId },
    'audio/',
  );
  const audioUrl = URL.createObjectURL(await response.blob());
  releaseCaptchaAudio();
  heardCaptchaUrl = audioUrl;
  return audioUrl;
}

/** POST random_code_check: data is the nonce that pays for one code send. */
export async function checkCaptcha(input: CheckCaptchaInput): Promise<string> {
  return request<string>('member/user/random_code_check', {
    body: {
      ...captchaAccount(input),
      device_id: await deviceId(),
      check_code: input.code,
      image_id: input.imageId,
    },
    silent: true,
  });
}

/** POST send_sms_code (WhatsApp) or send_email_code; data is the masked target. */
export async function sendCode(input: RequestCodeInput): Promise<string> {
  await deviceId();
  const code_type = CODE_TYPE[input.purpose];
  const proof = { image_code: input.imageCode, image_nonce: input.nonce };
  return input.method === 'phone'
    ? request<string>('member/user/send_sms_code', {
        body: { code_type, phone: input.contact.trim(), country_code: input.countryCode, ...proof },
        silent: true,
      })
    : request<string>('member/user/send_email_code', {
        body: { code_type, email: input.contact.trim(), ...proof },
        silent: true,
      });
}

function logIn(body: Record<string, unknown>): Promise<LoginResponse> {
  return request<LoginResponse>('member/user/login', { body: { channel: channel(), ...body }, silent: true });
}

const loginAccount = (method: 'phone' | 'email', account: string, countryCode: string) =>
  method === 'phone'
    ? { login_type: LOGIN_TYPE.phone, account: account.trim(), country_code: countryCode }
    : { login_type: LOGIN_TYPE.email, account: account.trim() };

/** POST login with the six-digit code (login_type 3 phone, 4 e-mail). */
export function logInWithCode(input: LogInInput): Promise<LoginResponse> {
  return logIn({
    ...loginAccount(input.method, input.contact, input.countryCode),
    check_code: input.code,
    image_code: input.imageCode,
    image_nonce: input.nonce,
    device: layoutDevice(),
  });
}

/** POST login with a password, encrypted right before it leaves (SPEC.md §5). */
export async function logInWithPassword(input: LogInWithPasswordInput): Promise<LoginResponse> {
  return logIn({
    ...loginAccount(input.method, input.contact, input.countryCode),
    password: await encryptPassword(input.password),
    ...(input.nonce ? { image_nonce: input.nonce } : {}),
    device: layoutDevice(),
  });
}

/**
 * POST login with Google's authorisation code (login_type 5) and the `state` it came back with;
 * the browser's HttpOnly state cookie from google_auth goes along by itself (same origin).
 */
export function logInWithGoogle(code: string, state: string, device: 'pc' | ''): Promise<LoginResponse> {
  return logIn({ login_type: LOGIN_TYPE.google, check_code: code, state, device });
}

/** POST login with a one-time hand-off code from the URL's `token` (login_type 6; ADR 012). */
export function logInWithToken(token: string): Promise<LoginResponse> {
  return logIn({ login_type: LOGIN_TYPE.token, check_code: token, device: layoutDevice() });
}

/** GET google_auth: the address of Google's sign-in page; it returns to / (pc) or /login. */
export function fetchGoogleAuthUrl(device: 'pc' | ''): Promise<string> {
  return request<string>('member/user/google_auth', { query: { device }, silent: true });
}

/** PUT update_password with a reset code (code_type 5); update_type 1 phone, 2 e-mail. */
export async function resetPassword(input: ResetPasswordInput): Promise<null> {
  return request<null>('member/user/update_password', {
    method: 'PUT',
    body: {
      ...(input.method === 'phone' ? { country_code: input.countryCode } : {}),
      account: input.contact.trim(),
      check_code: input.code,
      password: await encryptPassword(input.password),
      update_type: input.method === 'phone' ? UPDATE_TYPE.phone : UPDATE_TYPE.email,
      image_nonce: input.nonce,
    },
    silent: true,
  });
}
