import useSWR, { mutate } from 'swr';
import type { RankItem, SearchRecord, Suggestion } from '../../contract/search';
import { RANK_LIST_SIZE, type SearchType } from '../../contract/search-constants';
import { keysOf, memberKey, shopKey } from './keys';
import { request } from './request';
import { useShopperScope } from './shopper-scope';

/**
 * The search calls (SPEC.md §7 "Search and products", server/areas/search/routes.ts), but for a
 * keyword's results: those are a product list, paged like a category's (./catalogue.ts,
 * useSearchResults). The mobile header needs this module on every page; the lists do not.
 */
export const searchPath = 'search/search';
export const searchRecordsPath = 'search/records';
export const searchRecordsDeletePath = 'search/records/del';
export const suggestPath = 'search/suggest';
export const rankListPath = 'search/rank/list';
export const searchRecommendPath = 'search/recommend';
export const searchClickPath = 'search/manager/click/update';

/** GET search/recommend: the keywords the mobile header's search bar rotates through. */
export function useRecommendedKeywords() {
  return useSWR(shopKey(searchRecommendPath, useShopperScope()), async () => {
    const data = await request<{ keyword: string[] }>(searchRecommendPath, { silent: true });
    return data.keyword;
  });
}

/** POST search/records: the member's last ten keywords, newest first; visitors have none (SPEC.md §6). */
export function useSearchHistory(enabled: boolean) {
  const scope = useShopperScope();
  return useSWR(enabled && scope.token ? memberKey(searchRecordsPath, scope) : null, () =>
    request<SearchRecord[]>(searchRecordsPath, { body: {}, silent: true }),
  );
}

/** POST search/records/del: clears the history. */
export async function clearSearchHistory() {
  await request<null>(searchRecordsDeletePath, { body: {} });
  await mutate(keysOf(searchRecordsPath), [], { revalidate: false });
}

/** POST search/suggest {keyword}: product names while typing; nothing is recorded. */
export function useSuggestions(keyword: string) {
  const scope = useShopperScope();
  const trimmed = keyword.trim();
  return useSWR(
    trimmed ? shopKey(suggestPath, scope, trimmed) : null,
    () => request<Suggestion[]>(suggestPath, { body: { keyword: trimmed }, silent: true }),
    { keepPreviousData: true },
  );
}

/** POST search/rank/list {search_type, page_num 1, page_size 10}: hot (1) or recommended (2) searches. */
export function useRankList(searchType: SearchType) {
  return useSWR(shopKey(rankListPath, useShopperScope(), searchType), async () => {
    const data = await request<{ list: RankItem[] }>(rankListPath, {
      body: { search_type: searchType, page_num: 1, page_size: RANK_LIST_SIZE },
      silent: true,
    });
    return data.list;
  });
}

/**
 * POST search/manager/click/update {keyword, product_no}: a product was opened while search text
 * was set. The answer is unused (SPEC.md §7) and a failure never stops the navigation.
 */
export function reportSearchClick(keyword: string, productNo: string) {
  const trimmed = keyword.trim();
  if (!trimmed) return;
  void request<null>(searchClickPath, {
    body: { keyword: trimmed, product_no: productNo },
    silent: true,
  }).catch(() => null);
}
