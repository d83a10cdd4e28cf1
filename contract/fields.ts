import { z } from 'zod';
import { plainText } from './rules/text';
import { FEED_PAGE_SIZE, MAX_PAGE_SIZE, TYPE_ID_MAX } from './catalogue-constants';
import { currencyCodes } from './countries';
import { KEYWORD_MAX_LENGTH } from './search-constants';

/**
 * The zod building blocks the catalogue, search and cart shapes share: amounts, ids, keywords,
 * paging and lists of cards.
 *
 * Every call reads the country from the X-Locale header and the language from Language; texts in
 * answers are already in that language, amounts in that country's currency. Money is an integer
 * count of minor units (contract/money.ts): rupiah for IDR, cents for SGD and MYR.
 */

/** An amount in minor units: whole, never negative. */
export const minorUnitsSchema = z.number().int().nonnegative();
export const currencyCodeSchema = z.enum(currencyCodes);

// Numbers arrive as numbers in JSON bodies and as strings in query strings; both read as numbers.
export const fromDigits = (value: unknown) =>
  typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;
export const int = (min: number, max: number) => z.preprocess(fromDigits, z.number().int().min(min).max(max));
// An empty string or null means "not given" (forms send every field).
export const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

/** page_num and page_size of a paged call. */
export const paging = {
  page_num: int(1, 10_000).default(1),
  page_size: int(1, MAX_PAGE_SIZE).default(FEED_PAGE_SIZE),
};

/** Ids: product numbers are 8 digits ("10000042"), SKU ids 10 ("1000004201"). */
export const productNoSchema = z.string().regex(/^\d{6,20}$/);
export const skuIdSchema = z.string().regex(/^\d{6,24}$/);
/** nav_type_id: tops are 100, 200, …; children 101, 102, … */
export const typeIdSchema = int(1, TYPE_ID_MAX);
/** Decision: a keyword is 1–64 characters after trimming (longer answers searchKeywordTooLong). */
export const keywordSchema = plainText().min(1).max(KEYWORD_MAX_LENGTH);

/** SPEC.md §9: the sold-out flag is 1. */
export const flagSchema = z.union([z.literal(0), z.literal(1)]);

/** A page of anything: `total` counts every match, `list` holds this page. */
export const pageOf = <S extends z.ZodType>(item: S) =>
  z.object({ total: z.number().int().nonnegative(), list: z.array(item) });
