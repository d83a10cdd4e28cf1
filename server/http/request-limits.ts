import { EVIDENCE_MAX_BYTES } from '../../contract/after-sales-constants';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorCatalogue } from '../../contract/errors';
import { AVATAR_MAX_BYTES } from '../../contract/rules/avatar';
import { answerError } from './respond';

/**
 * Decision: 64 KiB for a JSON body. The largest real one, a visitor's cart merged at login
 * (CART_MAX_LINES lines), is under 10 KiB. Uploads (the avatar, after-sales evidence) get their own
 * limit on their own route (bodyLimits below).
 */
export const JSON_BODY_LIMIT = 64 * 1024;

/**
 * Refuses a larger body with 413 (1100413) while it streams in: by its Content-Length before a
 * byte is read, else as soon as the count passes the limit, so a 600 MB body costs the server
 * 64 KiB of memory, not 600 MB.
 */
export function jsonBodyLimit(maxSize: number = JSON_BODY_LIMIT): MiddlewareHandler {
  return limitBody(maxSize, (c) => answerError(c, errorCatalogue.requestTooLarge));
}

/**
 * Hono's bodyLimit, with the declared length judged before the body is touched. Why: hono's
 * middleware opens the request's stream even when it refuses by Content-Length; the unread body is
 * then neither read by the app nor dumped by Node, the adapter gives up draining it after 500 ms and
 * closes the socket, and a client still sending (Node's fetch) loses the answer to a reset
 * (`UND_ERR_SOCKET`) although curl showed the 413. Untouched, Node discards the rest itself and the
 * client reads the answer whole. A chunked body that outgrows the limit has been half read: its
 * answer says `Connection: close`, so the client expects the end of the connection after it.
 */
function limitBody(maxSize: number, refuse: (c: Context) => Response | Promise<Response>): MiddlewareHandler {
  const streamed = bodyLimit({
    maxSize,
    onError: (c) => {
      c.header('Connection', 'close');
      return refuse(c);
    },
  });
  return async (c, next) => {
    const declared = c.req.header('content-length');
    if (declared !== undefined && c.req.header('transfer-encoding') === undefined)
      return Number(declared) > maxSize ? refuse(c) : next();
    return streamed(c, next);
  };
}

/**
 * Decision (ADR 016): the one route that takes a file, the avatar upload, is exempt from the JSON
 * limit and has its own: 800 KB and 16 KiB for the multipart envelope. A larger body is refused
 * while it streams in, with the avatar's own message (1101018); one just under the cap but over
 * 800 KB of picture is refused by the domain with the same code.
 */
export const AVATAR_UPLOAD_PATH = '/api/member/user/update_avatar';
export const AVATAR_BODY_LIMIT = AVATAR_MAX_BYTES + 16 * 1024;

/** An after-sales evidence picture, at most EVIDENCE_MAX_BYTES (Decision) plus the envelope, refused as it streams. */
export const EVIDENCE_UPLOAD_PATH = '/api/order/after_sale/evidence';
export const EVIDENCE_BODY_LIMIT = EVIDENCE_MAX_BYTES + 16 * 1024;

/** Every body's limit: the avatar's and the evidence upload's on their routes, the JSON limit everywhere else. */
export function bodyLimits(): MiddlewareHandler {
  const json = jsonBodyLimit();
  const avatar = limitBody(AVATAR_BODY_LIMIT, (c) => answerError(c, errorCatalogue.avatarTooLarge));
  const evidence = limitBody(EVIDENCE_BODY_LIMIT, (c) => answerError(c, errorCatalogue.requestTooLarge));
  return (c, next) =>
    c.req.path === AVATAR_UPLOAD_PATH
      ? avatar(c, next)
      : c.req.path === EVIDENCE_UPLOAD_PATH
        ? evidence(c, next)
        : json(c, next);
}
