import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { errorCatalogue } from '../../contract/errors';
import type { Logger } from '../lib/logger';
import { answerError } from './respond';
import { DomainError } from '../lib/domain-error';

/** PostgreSQL's "this text cannot be stored": NUL in text (22021), a broken UTF-8 sequence (22P05). */
const TEXT_ENCODING_ERRORS = new Set(['22021', '22P05']);

/** The SQLSTATE of a database error, looked up through drizzle's wrapping (`cause`). */
function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * The API's last word on a thrown error: a catalogue error answers itself; text the database
 * cannot store is the caller's fault, 1101020 (the text schema refuses it first, this is the
 * net under it); a request the client abandoned is one log line, no stack (nobody reads the
 * answer); anything else is logged and answers 1100500.
 */
/** Where an unexpected error is counted (the monitoring area's throttled recorder, given by the app). */
export type RecordUnexpected = (
  error: unknown,
  where: { path: string; detail?: string | undefined },
) => Promise<unknown>;

export function answerThrown(error: unknown, c: Context, logger: Logger, record?: RecordUnexpected) {
  if (error instanceof DomainError) return answerError(c, error.entry, error.message);
  // Decision: the validators' own refusals (a body that is not JSON: HTTP 400 from
  // @hono/zod-openapi) are bad input like any other: 1101020 with HTTP 400. A body sent as
  // another type never gets that far (./json-only.ts answers 415).
  if (error instanceof HTTPException && error.status === 400)
    return answerError(c, errorCatalogue.invalidParameter, 'Invalid parameter: the body is not JSON');
  // Any other refusal of the framework's (a multipart body its validator cannot read answers 415)
  // is still the sender's: never a 500 and never a monitoring row.
  if (error instanceof HTTPException && error.status === 415)
    return answerError(c, errorCatalogue.unsupportedMediaType);
  if (error instanceof HTTPException && error.status >= 400 && error.status < 500)
    return answerError(c, errorCatalogue.invalidParameter);
  if (c.req.raw.signal.aborted) {
    logger.warn(
      { requestId: c.get('requestId'), method: c.req.method, path: c.req.path },
      'request aborted by the client',
    );
    return answerError(c, errorCatalogue.invalidParameter, 'The request was aborted');
  }
  if (TEXT_ENCODING_ERRORS.has(sqlState(error) ?? ''))
    return answerError(c, errorCatalogue.invalidParameter, 'Invalid parameter: text the shop cannot store');
  const requestId = c.get('requestId') as string | undefined;
  logger.error({ err: error, requestId }, 'unhandled error');
  // Counted in the monitoring report beside the browsers' errors (ADR 026). Not awaited: the
  // answer does not wait for it, and a database that is the cause of the error may refuse it too.
  record?.(error, { path: c.req.path, detail: requestId }).catch((failure: unknown) =>
    logger.warn({ err: failure, requestId }, 'could not record the error for monitoring'),
  );
  return answerError(c, errorCatalogue.internal);
}
