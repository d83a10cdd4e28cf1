import type { Context, TypedResponse } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { JSONParsed } from 'hono/utils/types';
import { fail, ok } from '../../contract/envelope';
import type { ErrorEntry } from '../../contract/errors';

/** The JSON each answer below was made from, for server/http/compress-answers.ts to gzip at once. */
const jsonBodies = new WeakMap<Response, string>();

/** The JSON an answer of `answer()` or `answerError()` carries; undefined for any other answer. */
export const jsonBodyOf = (response: Response): string | undefined => jsonBodies.get(response);

/**
 * A JSON answer with its Content-Length. Why the length: the API's compression skips an answer
 * under 1 KiB only when it knows the size, and without it gzipped every answer; most answers are a
 * few hundred bytes, which fit in the first packet anyway (zlib was 3.6% of the server's time under
 * `npm run bench:checkout`).
 */
function jsonAnswer<T, U extends ContentfulStatusCode>(c: Context, body: T, status: U) {
  const json = JSON.stringify(body);
  const response = c.body(json, status, {
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(json)),
  });
  jsonBodies.set(response, json);
  // Typed as c.json's answer: the same bytes, so the route's declared schema still checks it.
  return response as unknown as Response & TypedResponse<JSONParsed<T>, U, 'json'>;
}

/**
 * Sets a header on the answer a route has made: in a middleware, after `await next()`.
 * Decision: not `c.header()`, which there rebuilds the answer around its body as a stream (in
 * case its headers are read-only, as a fetched answer's are), so the node server streams what it
 * would have written at once, and the compression reads a stream (ADR 040). Every answer of this
 * server has headers that can be set; Hono's way stays for one that has not.
 */
export function setAnswerHeader(c: Context, name: string, value: string) {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
}

/** Answers the success envelope. */
export function answer<T>(c: Context, data: T) {
  return jsonAnswer(c, ok(data), 200);
}

export function answerError(c: Context, entry: ErrorEntry, message: string = entry.message) {
  return jsonAnswer(c, fail(entry.code, message), entry.httpStatus as ContentfulStatusCode);
}
