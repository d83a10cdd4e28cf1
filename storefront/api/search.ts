import useSWR, { mutate } from 'swr';
import type { RankItem, SearchRecord, Suggestion } from '../../contract/search';
import { RANK_LIST_SIZE, type SearchType } from '../../contract/search-constants';
import { request } from './request';
import { useShopperScope } from './shopper-scope';

/** The search calls (SPEC.md §7 "Search and products", contract/catalogue.ts). */
export const searchKey = 'search/search';
export const searchRecordsKey = 'search/records';
export const searchRecordsDeleteKey = 'search/records/del';
export const suggestKey = 'search/suggest';
export const rankListKey = 'search/rank/list';
export const searchRecommendKey = 'search/recommend';
export const searchClickKey = 'search/manager/click/update';

/** GET search/recommend: the keywords the mobile header's search bar rotates through. */
export function useRecommendedKeywords() {
  const { language, country } = useShopperScope();
  return useSWR([searchRecommendKey, language, country], async () => {
    const data = await request<{ keyword: string[] }>(searchRecommendKey, { silent: true });
    return data.keyword;
  });
}

/** POST search/records: the member's last ten keywords, newest first; visitors have none (SPEC.md §6). */
export function useSearchHistory(enabled: boolean) {
  const { language, country, token } = useShopperScope();
  return useSWR(enabled && token ? [searchRecordsKey, language, country, token] : null, () =>
    request<SearchRecord[]>(searchRecordsKey, { body: {}, silent: true }),
  );
}

/** POST search/records/del: clears the history. */
export async function clearSearchHistory() {
  await request<null>(searchRecordsDeleteKey, { body: {} });
  await mutate((key) => Array.isArray(key) && key[0] === searchRecordsKey, [], { revalidate: false });
}

/** POST search/suggest {keyword}: product names while typing; nothing is recorded. */
export function useSuggestions(keyword: string) {
  const { language, country } = useShopperScope();
  const trimmed = keyword.trim();
  return useSWR(
    trimmed ? [suggestKey, language, country, trimmed] : null,
    () => request<Suggestion[]>(suggestKey, { body: { keyword: trimmed }, silent: true }),
    { keepPreviousData: true },
  );
}

/** POST search/rank/list {search_type, page_num 1, page_size 10}: hot (1) or recommended (2) searches. */
export function useRankList(searchType: SearchType) {
  const { language, country } = useShopperScope();
  return useSWR([rankListKey, language, country, searchType], async () => {
    const data = await request<{ list: RankItem[] }>(rankListKey, {
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
  void request<null>(searchClickKey, {
    body: { keyword: trimmed, product_no: productNo },
    silent: true,
  }).catch(() => null);
}
