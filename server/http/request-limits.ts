import { EVIDENCE_MAX_BYTES } from '../../contract/after-sales-constants';
import type { MiddlewareHandler } from 'hono';
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
 * 64 KiB of memory, not 600 MB (issue 13, finding 8).
 */
export function jsonBodyLimit(maxSize: number = JSON_BODY_LIMIT): MiddlewareHandler {
  return bodyLimit({ maxSize, onError: (c) => answerError(c, errorCatalogue.requestTooLarge) });
}

/**
 * Decision (ADR 016): the one route that takes a file, the avatar upload, is exempt from the JSON
 * limit and has its own: 800 KB and 16 KiB for the multipart envelope. A larger body is refused
 * while it streams in, with the avatar's own message (1101018); one just under the cap but over
 * 800 KB of picture is refused by the domain with the same code.
 */
export const AVATAR_UPLOAD_PATH = '/api/member/user/update_avatar';
export const AVATAR_BODY_LIMIT = AVATAR_MAX_BYTES + 16 * 1024;

/** Issue 19: an evidence picture, at most EVIDENCE_MAX_BYTES (Decision) plus the envelope, refused as it streams. */
export const EVIDENCE_UPLOAD_PATH = '/api/order/after_sale/evidence';
export const EVIDENCE_BODY_LIMIT = EVIDENCE_MAX_BYTES + 16 * 1024;

/** Every body's limit: the avatar's and the evidence upload's on their routes, the JSON limit everywhere else. */
export function bodyLimits(): MiddlewareHandler {
  const json = jsonBodyLimit();
  const avatar = bodyLimit({
    maxSize: AVATAR_BODY_LIMIT,
    onError: (c) => answerError(c, errorCatalogue.avatarTooLarge),
  });
  const evidence = bodyLimit({
    maxSize: EVIDENCE_BODY_LIMIT,
    onError: (c) => answerError(c, errorCatalogue.requestTooLarge),
  });
  return (c, next) =>
    c.req.path === AVATAR_UPLOAD_PATH
      ? avatar(c, next)
      : c.req.path === EVIDENCE_UPLOAD_PATH
        ? evidence(c, next)
        : json(c, next);
}

/**
 * Decision: slow clients are cut off by the node server itself (@hono/node-server serve options):
 * 10 s for the request head and 30 s for the whole request. The defaults (60 s, 300 s) let a few
 * hundred slow-loris connections hold the server; a phone on 4G sends a 64 KiB body in well under a
 * second.
 */
export const SERVER_TIMEOUTS = { headersTimeout: 10_000, requestTimeout: 30_000 } as const;
