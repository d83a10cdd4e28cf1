/**
 * Search's plain values (SPEC.md §2, §9). Zod-free (see contract/catalogue-constants.ts):
 * contract/search.ts builds its schemas from them, the storefront imports them directly.
 */

/**
 * Decision: a keyword is 1–64 characters after trimming; a longer one answers
 * errorCatalogue.searchKeywordTooLong. The storefront cuts what is typed to this length.
 */
export const KEYWORD_MAX_LENGTH = 64;

/** SPEC.md §9: history keeps 10, newest first, each keyword once. */
export const SEARCH_HISTORY_LIMIT = 10;

/** Decision: search/suggest answers up to 10 names. */
export const SUGGEST_LIMIT = 10;

/** search_type of search/rank/list: 1 hot, 2 recommended. */
export const SEARCH_TYPE = { hot: 1, recommended: 2 } as const;
export type SearchType = (typeof SEARCH_TYPE)[keyof typeof SEARCH_TYPE];

/** SPEC.md §9: hot and recommended lists hold 10 each. */
export const RANK_LIST_SIZE = 10;
