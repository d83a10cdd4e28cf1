/** Every API answer: `{ code, msg, data }` (SPEC.md §7). */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
  /** Some upstream services answer `status: 10000` for success instead of code 0. */
  status?: number;
}

export const SUCCESS_CODE = 0;
export const SUCCESS_STATUS = 10000;

/**
 * Reads an answer as an envelope. Hand-written rather than zod so the storefront's first load
 * does not carry the schema library for one shape. Null when the value is not an envelope.
 */
export function readEnvelope<T = unknown>(value: unknown): Envelope<T> | null {
  if (typeof value !== 'object' || value === null) return null;
  const { code, msg, data, status } = value as Record<string, unknown>;
  if (typeof code !== 'number' || !Number.isInteger(code)) return null;
  return {
    code,
    msg: typeof msg === 'string' ? msg : '',
    data: data as T,
    ...(typeof status === 'number' ? { status } : {}),
  };
}

/** Success is code 0 or status 10000; anything else is an error to show or handle. */
export function isSuccess(envelope: Pick<Envelope, 'code' | 'status'>): boolean {
  return envelope.code === SUCCESS_CODE || envelope.status === SUCCESS_STATUS;
}

export function ok<T>(data: T, msg = 'success'): Envelope<T> {
  return { code: SUCCESS_CODE, msg, data };
}

export function fail(code: number, msg: string): Envelope<null> {
  return { code, msg, data: null };
}

/** A call that did not succeed: the envelope's code and message (or a client-side cause). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: number | 'network' | 'timeout',
    message: string,
    readonly httpStatus?: number,
  ) {
    super(message);
  }
}
