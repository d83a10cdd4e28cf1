import crypto from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import type { Logger } from '../lib/logger';
import { setAnswerHeader } from './respond';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * An incoming X-Request-Id is kept only when it is a plain token (what proxies and tracing
 * tools send: letters, digits, - _ . :, at most 128): anything else could forge or garble log
 * lines, so the request gets a fresh UUID instead.
 */
export function requestIdOf(incoming: string | undefined): string {
  return incoming && /^[A-Za-z0-9._:-]{1,128}$/.test(incoming) ? incoming : crypto.randomUUID();
}

/**
 * One JSON line per request, after it is answered: method, path (never the query string, which
 * may carry an account or a code), status, duration in ms, request id, and the member number
 * when the request was signed in. Headers and bodies are never logged. The request id goes
 * back in the answer's X-Request-Id and is kept in `c.var.requestId` for error lines.
 */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const requestId = requestIdOf(c.req.header(REQUEST_ID_HEADER));
    c.set('requestId', requestId);
    const started = performance.now();
    await next();
    setAnswerHeader(c, REQUEST_ID_HEADER, requestId);
    const memberNo = c.get('member')?.member.memberNo;
    logger.info(
      {
        requestId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
        ...(memberNo ? { memberNo } : {}),
      },
      'request',
    );
  };
}
