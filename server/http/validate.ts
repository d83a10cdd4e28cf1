import type { Context } from 'hono';
import type { z } from 'zod';
import { errorCatalogue } from '../../contract/errors';
import { DomainError } from './respond';

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/**
 * The body's text, refused with 415 (1100415) unless it is sent as JSON. Decision: 415 rather
 * than 400, so the sender learns what to change; a body-less POST without a Content-Type is
 * fine (the storefront's bare calls). Why at all: a cross-site form or `fetch` with text/plain is
 * a "simple request" that no CORS preflight stops, and it must not reach a write
 * (docs/decisions/013-server-edges.md). The size was already bounded by jsonBodyLimit.
 */
export async function readJsonText(c: Context): Promise<string> {
  const type = c.req.header('content-type');
  if (type !== undefined && type.trim() !== '' && !JSON_TYPE.test(type))
    throw new DomainError(errorCatalogue.unsupportedMediaType);
  const text = await c.req.text();
  if ((type === undefined || type.trim() === '') && text.trim() !== '')
    throw new DomainError(errorCatalogue.unsupportedMediaType);
  return text;
}

/**
 * Reads and validates a JSON body with the contract's schema. A body that does not parse or
 * does not match answers 1101020 (invalid parameter) with HTTP 400 and changes nothing.
 */
export async function readBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let raw: unknown;
  const text = await readJsonText(c);
  try {
    raw = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new DomainError(errorCatalogue.invalidParameter, 'Invalid parameter: the body is not JSON');
  }
  return parseWith(schema, raw);
}

/** Validates query parameters the same way. */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parseWith(schema, c.req.query());
}

function parseWith<S extends z.ZodType>(schema: S, raw: unknown): z.infer<S> {
  const result = schema.safeParse(raw);
  if (!result.success) {
    const where = result.error.issues[0]?.path.join('.') || 'body';
    throw new DomainError(errorCatalogue.invalidParameter, `Invalid parameter: ${where}`);
  }
  return result.data;
}
