import type { Context } from 'hono';
import type { z } from 'zod';
import { errorCatalogue } from '../../contract/errors';
import { DomainError } from './respond';

/**
 * Reads and validates a JSON body with the contract's schema. A body that does not parse or
 * does not match answers 1101020 (invalid parameter) with HTTP 400 and changes nothing.
 */
export async function readBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let raw: unknown;
  const text = await c.req.text();
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
