import type { Context } from 'hono';
import type { z } from 'zod';
import { KEYWORD_MAX_LENGTH } from '../../contract/catalogue';
import { errorCatalogue } from '../../contract/errors';
import { DomainError } from './respond';
import { readBody, readJsonText } from './validate';

/**
 * Reads a body that carries a search keyword: a missing or blank keyword where one is required
 * answers 1106001, one longer than KEYWORD_MAX_LENGTH 1106002 (contract/catalogue.ts), so the
 * storefront can say which; anything else wrong is 1101020 as everywhere.
 */
export async function readKeywordBody<S extends z.ZodType>(
  c: Context,
  schema: S,
  options: { required: boolean },
): Promise<z.infer<S>> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readJsonText(c));
  } catch {
    raw = undefined; // readBody answers 1101020 for it
  }
  if (typeof raw === 'object' && raw !== null && !Array.isArray(raw)) {
    const keyword = (raw as { keyword?: unknown }).keyword;
    const text = typeof keyword === 'string' ? keyword.trim() : undefined;
    if (options.required && (keyword === undefined || keyword === null || text === ''))
      throw new DomainError(errorCatalogue.searchKeywordRequired);
    if (text !== undefined && [...text].length > KEYWORD_MAX_LENGTH)
      throw new DomainError(errorCatalogue.searchKeywordTooLong);
  }
  return readBody(c, schema);
}
