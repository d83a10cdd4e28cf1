import { z } from 'zod';
import { plainText } from './rules/text';
import { productSorts } from './catalogue-constants';
import { fromDigits, int, keywordSchema, optional, paging, productNoSchema, typeIdSchema } from './fields';
import { RANK_LIST_SIZE, SEARCH_HISTORY_LIMIT, SEARCH_TYPE, SUGGEST_LIMIT } from './search-constants';

/**
 * The search calls (SPEC.md §2 Search, §7): results, history, suggestions, hot and recommended
 * keywords, and the voucher product search. Results are pages of the catalogue's product cards
 * (productPageSchema in ./catalogue.ts); the plain values are in ./search-constants.ts.
 */

/**
 * POST search/search: the search results page. Records the keyword in the shopper's history
 * (signed in) and in the hot-search counts. Decision: driver_id (SPEC.md §7, meaning not shown) is
 * read as the device id, which keys the counts for visitors; the answer is a page of cards, with
 * the product list's typeId filter and sorts.
 */
export const searchRequestSchema = z.object({
  keyword: keywordSchema,
  driver_id: optional(plainText().max(64)),
  typeId: optional(typeIdSchema),
  sort: optional(z.enum(productSorts)),
  ...paging,
});
export type SearchRequest = z.infer<typeof searchRequestSchema>;

/** POST search/records: the signed-in shopper's history (an empty list for visitors). */
export const searchRecordSchema = z.object({ keyword: z.string() });
export type SearchRecord = z.infer<typeof searchRecordSchema>;
export const searchRecordsResponseSchema = z.array(searchRecordSchema).max(SEARCH_HISTORY_LIMIT);
/** POST search/records/del: clears the history; data is null. */

/**
 * POST search/suggest: names while typing, in the request's language, most relevant first.
 * Decision: up to SUGGEST_LIMIT; product_no rides along for a direct jump; nothing is recorded.
 */
export const suggestRequestSchema = z.object({ keyword: keywordSchema });
export const suggestionSchema = z.object({ product_name: z.string(), product_no: productNoSchema });
export type Suggestion = z.infer<typeof suggestionSchema>;
export const suggestResponseSchema = z.array(suggestionSchema).max(SUGGEST_LIMIT);

/** POST search/rank/list: {search_type, page_num 1, page_size 10}. */
export const rankListRequestSchema = z.object({
  search_type: z.preprocess(
    fromDigits,
    z.union([z.literal(SEARCH_TYPE.hot), z.literal(SEARCH_TYPE.recommended)]),
  ),
  page_num: int(1, 100).default(1),
  page_size: int(1, 50).default(RANK_LIST_SIZE),
});
export type RankListRequest = z.infer<typeof rankListRequestSchema>;
/** search_count of 1000 or more shows shortened in the shopper's language, "1.2K" (contract/counts.ts formatCount). */
export const rankItemSchema = z.object({ keyword: z.string(), search_count: z.number().int().nonnegative() });
export type RankItem = z.infer<typeof rankItemSchema>;
export const rankListResponseSchema = z.object({ list: z.array(rankItemSchema) });

/** GET search/recommend: the keywords the mobile header rotates every 3.5 s. */
export const searchRecommendResponseSchema = z.object({ keyword: z.array(z.string()) });

/** POST search/manager/click/update: a result was opened while search text was set; data is null. */
export const searchClickRequestSchema = z.object({ keyword: keywordSchema, product_no: productNoSchema });

/**
 * POST search/coupon/search: Decision: searches the products a voucher applies to ("Voucher
 * product list", /coupons); without coupon_id, every coupon product (isCouponGoods). coupon_id is
 * a campaign or claim id (contract/voucher.ts), answered as fetch/coupon_product_list (ADR 028).
 */
export const couponSearchRequestSchema = z.object({
  keyword: optional(keywordSchema),
  coupon_id: optional(z.string().uuid()),
  sort: optional(z.enum(productSorts)),
  ...paging,
});
export type CouponSearchRequest = z.infer<typeof couponSearchRequestSchema>;
