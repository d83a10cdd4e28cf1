import type { MiddlewareHandler } from '../../http/route-kit';
import { KEYWORD_MAX_LENGTH } from '../../../contract/search-constants';
import { errorCatalogue } from '../../../contract/errors';
import { DomainError } from '../../lib/domain-error';

/**
 * Route middleware for a body that carries a search keyword, run before the body's schema: a
 * missing or blank keyword where one is required answers 1106001, one longer than
 * KEYWORD_MAX_LENGTH 1106002 (contract/catalogue.ts), so the storefront can say which; anything
 * else wrong is 1101020 from the schema, as everywhere.
 */
export function keywordRules(options: { required: boolean }): MiddlewareHandler {
  return async (c, next) => {
    let raw: unknown;
    try {
      // Hono keeps the parsed body, so the schema's validator reads the same value.
      raw = await c.req.json();
    } catch {
      raw = undefined; // the validator answers 1101020 for it
    }
    if (typeof raw === 'object' && raw !== null && !Array.isArray(raw)) {
      const keyword = (raw as { keyword?: unknown }).keyword;
      const text = typeof keyword === 'string' ? keyword.trim() : undefined;
      if (options.required && (keyword === undefined || keyword === null || text === ''))
        throw new DomainError(errorCatalogue.searchKeywordRequired);
      if (text !== undefined && [...text].length > KEYWORD_MAX_LENGTH)
        throw new DomainError(errorCatalogue.searchKeywordTooLong);
    }
    await next();
  };
}
