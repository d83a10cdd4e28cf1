import { ApiError, isSuccess, readEnvelope, type Envelope } from '../../contract/envelope';
import { shopperLocale } from '../i18n/preferred-locale';
import { isInsideShell } from '../platform/native-bridge';
import type { PersistedState } from '../session/persisted-state';
import { takeEarlyCall, type PreparedCall } from './early-calls';

/** SPEC.md §7: every call goes to /api and gives up after 8000 ms. */
export const API_BASE = '/api';
export const REQUEST_TIMEOUT_MS = 8000;
/** The fixed store number header of §7. Decision: one store, number 1. */
export const STORE_NUMBER = '1';

/** What the session knows that every call must carry (token, device, language, country). */
export interface RequestContext {
  token?: string | undefined;
  deviceId?: string | undefined;
  language?: string | undefined;
  country?: string | undefined;
}

/** What every call carries from the session (SPEC.md §7): token, device id, language, country. */
export function requestContextOf(state: PersistedState): RequestContext {
  return {
    token: state.userInfo.userInfo?.auth_token,
    deviceId: state.userInfo.deviceId || undefined,
    // The language the app shows, chosen or the browser's: before a choice is made the answers
    // (banners, names) must still come in the words around them, not in English.
    language: shopperLocale(state.localeInfo.language),
    country: state.localeInfo.xlocale,
  };
}

let readContext: () => RequestContext = () => ({});

/** main.tsx (and index.html's early calls) register how to read the current context; request() stays pure of React. */
export function setRequestContext(reader: () => RequestContext) {
  readContext = reader;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
  /** Calls an API with this token instead of the session's (start-up inside the native shell). */
  token?: string;
  /**
   * Opts out of the error toast (SPEC.md §8: "a toast shows unless the call opts out").
   * Decision: a silent call also handles its own 401 (start-up's user-info fetch must fail
   * invisibly, §8), so it never triggers the session-expiry redirect.
   */
  silent?: boolean;
  /**
   * Refusals the caller says itself, beside the field they concern (a postal code outside its
   * region): no toast repeats them. Every other failure still toasts.
   */
  shownByCaller?: readonly (number | string)[];
  /**
   * Sent as Idempotency-Key: one per user action, so a write the network retried, or sent again
   * after a lost answer, happens once (server/http/idempotency.ts).
   */
  idempotencyKey?: string;
}

/** A call as data: request(...call) makes it (the calls index.html starts early, storefront/boot). */
export type Call = readonly [path: string, options?: RequestOptions];

/** What request() reports so the app can show a toast or take the session-expiry path. */
export interface RequestHooks {
  onError?(error: ApiError, options: RequestOptions): void;
  onUnauthorized?(error: ApiError): void;
}

let hooks: RequestHooks = {};

/** What real-user monitoring learns of a call (ADR 026): its URL, status, business code and duration, never a body. */
export type CallObserver = (url: string, status: number, code: number | string, durationMs: number) => void;
let observeCall: CallObserver | undefined;

/** The monitoring agent, loaded once the page is idle, watches every call from then on. */
export function setCallObserver(observer: CallObserver) {
  observeCall = observer;
}

export function setRequestHooks(next: RequestHooks) {
  hooks = next;
}

/**
 * The platform header (SPEC.md §7): 'APP' inside the native shell, 'H5' in a browser. The server's
 * app-only vouchers read it (ADR 028). Asked once: the page does not change shells.
 */
let platformHeader: 'APP' | 'H5' | undefined;
function platformOfPage(): 'APP' | 'H5' {
  if (platformHeader) return platformHeader;
  try {
    platformHeader = isInsideShell() ? 'APP' : 'H5';
  } catch {
    // No page to ask (a test's stand-in window): a browser.
    platformHeader = 'H5';
  }
  return platformHeader;
}

function headersFor(context: RequestContext, hasJsonBody: boolean, platform: 'APP' | 'H5'): Headers {
  const headers = new Headers({ platform, 'store-number': STORE_NUMBER });
  if (hasJsonBody) headers.set('Content-Type', 'application/json');
  if (context.token) headers.set('Authorization', `Bearer ${context.token}`);
  if (context.deviceId) headers.set('Deviceid', context.deviceId);
  if (context.language) headers.set('Language', context.language);
  if (context.country) headers.set('X-Locale', context.country);
  return headers;
}

/**
 * A fresh key for one user action. Decision: getRandomValues, not randomUUID, which browsers
 * offer only on https and localhost (a phone testing against a LAN address has neither).
 */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/** The URL and fetch options of a call, with the session's headers: one definition for request() and early calls. */
export function prepareCall(path: string, options: RequestOptions = {}): PreparedCall {
  const context = options.token ? { ...readContext(), token: options.token } : readContext();
  return prepareCallFor(context, window.location.origin, path, options, platformOfPage());
}

/**
 * A call as the page would make it, for a given shopper and origin: the server renders a page's
 * first view with the same calls (storefront/entry-server.tsx), for a visitor in a browser.
 */
export function prepareCallFor(
  context: RequestContext,
  origin: string,
  path: string,
  options: RequestOptions = {},
  platform: 'APP' | 'H5' = 'H5',
): PreparedCall {
  const url = new URL(`${API_BASE}/${path.replace(/^\/+/, '')}`, origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const hasBody = options.body !== undefined;
  const init: PreparedCall['init'] = {
    method: options.method ?? (hasBody ? 'POST' : 'GET'),
    headers: headersFor(context, hasBody, platform),
  };
  if (options.idempotencyKey) init.headers.set('Idempotency-Key', options.idempotencyKey);
  if (hasBody) init.body = JSON.stringify(options.body);
  return { url, init };
}

/**
 * Calls the API and unwraps the envelope: resolves `data` on success (code 0 or status 10000),
 * throws ApiError with the server's code and msg otherwise, `timeout` after 8000 ms and
 * `network` when the server cannot be reached.
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const call = prepareCall(path, options);
  const started = performance.now();
  const observe = (status: number, code: number | string) =>
    observeCall?.(call.url.href, status, code, performance.now() - started);
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  let response: Response;
  try {
    response = await (takeEarlyCall(call, performance.now()) ?? fetch(call.url, { ...call.init, signal }));
  } catch (error) {
    if (options.signal?.aborted && !timeout.aborted) throw error;
    observe(0, timeout.aborted ? 'timeout' : 'network');
    throw report(
      timeout.aborted
        ? new ApiError('timeout', 'The request timed out')
        : new ApiError('network', 'The network is unavailable'),
      options,
    );
  }

  let envelope: Envelope<T> | null = null;
  try {
    envelope = readEnvelope<T>(await response.json());
  } catch {
    // not JSON: handled below like any other answer that is not an envelope
  }
  observe(response.status, envelope?.code ?? 'network');
  if (!envelope)
    throw report(
      new ApiError('network', `Unexpected answer (HTTP ${response.status})`, response.status),
      options,
    );
  if (response.status === 401) {
    const error = new ApiError(envelope.code, envelope.msg, 401);
    // A 401 means the login expired (SPEC.md §6): the session-expiry path.
    if (!options.silent) hooks.onUnauthorized?.(error);
    throw error;
  }
  if (!isSuccess(envelope)) throw report(new ApiError(envelope.code, envelope.msg, response.status), options);
  return envelope.data;
}

function report(error: ApiError, options: RequestOptions): ApiError {
  if (!options.silent && !options.shownByCaller?.includes(error.code)) hooks.onError?.(error, options);
  return error;
}
