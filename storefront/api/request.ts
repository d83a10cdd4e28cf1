import { ApiError, isSuccess, readEnvelope, type Envelope } from '../../contract/envelope';

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

let readContext: () => RequestContext = () => ({});

/** The session module registers how to read the current context; request() stays pure of React. */
export function setRequestContext(reader: () => RequestContext) {
  readContext = reader;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
}

function headersFor(context: RequestContext, hasJsonBody: boolean): Headers {
  const headers = new Headers({ platform: 'H5', 'store-number': STORE_NUMBER });
  if (hasJsonBody) headers.set('Content-Type', 'application/json');
  if (context.token) headers.set('Authorization', `Bearer ${context.token}`);
  if (context.deviceId) headers.set('Deviceid', context.deviceId);
  if (context.language) headers.set('Language', context.language);
  if (context.country) headers.set('X-Locale', context.country);
  return headers;
}

/**
 * Calls the API and unwraps the envelope: resolves `data` on success (code 0 or status 10000),
 * throws ApiError with the server's code and msg otherwise, `timeout` after 8000 ms and
 * `network` when the server cannot be reached.
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const url = new URL(`${API_BASE}/${path.replace(/^\/+/, '')}`, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const hasBody = options.body !== undefined;

  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? (hasBody ? 'POST' : 'GET'),
      headers: headersFor(readContext(), hasBody),
      body: hasBody ? JSON.stringify(options.body) : undefined,
      signal,
    });
  } catch (error) {
    if (timeout.aborted) throw new ApiError('timeout', 'The request timed out');
    if (options.signal?.aborted) throw error;
    throw new ApiError('network', 'The network is unavailable');
  }

  let envelope: Envelope<T> | null = null;
  try {
    envelope = readEnvelope<T>(await response.json());
  } catch {
    // not JSON: handled below like any other answer that is not an envelope
  }
  if (!envelope) throw new ApiError('network', `Unexpected answer (HTTP ${response.status})`, response.status);
  if (!isSuccess(envelope)) throw new ApiError(envelope.code, envelope.msg, response.status);
  return envelope.data;
}
