import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorCatalogue } from '../../contract/errors';
import { answerError } from './respond';

/**
 * Decision: 64 KiB for a JSON body. The largest real one, a visitor's cart merged at login
 * (CART_MAX_LINES lines), is under 10 KiB. Uploads (the avatar, after-sales evidence) get their own
 * limit on their own route when they come.
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
 * Decision: slow clients are cut off by the node server itself (@hono/node-server serve options):
 * 10 s for the request head and 30 s for the whole request. The defaults (60 s, 300 s) let a few
 * hundred slow-loris connections hold the server; a phone on 4G sends a 64 KiB body in well under a
 * second.
 */
export const SERVER_TIMEOUTS = { headersTimeout: 10_000, requestTimeout: 30_000 } as const;
