import useSWR, { mutate } from 'swr';
import type { RankItem, SearchRecord, Suggestion } from '../../contract/search';
import { RANK_LIST_SIZE, type SearchType } from '../../contract/search-constants';
import { keysOf, memberKey, shopKey } from './keys';
import { request, type Call } from './request';
import { rankListPath, searchRecordsDeletePath, searchRecordsPath, suggestPath } from './search';
import { useShopperScope } from './shopper-scope';

/*
 * The search panel's calls (storefront/features/search): the member's history, suggestions while
 * typing, the hot and recommended lists. Apart from ./search.ts, which the mobile header puts on
 * every page's first load: these load with the panel.
 */

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
export const rankListCall = (searchType: SearchType): Call => [
  rankListPath,
  { body: { search_type: searchType, page_num: 1, page_size: RANK_LIST_SIZE }, silent: true },
];

/** The list of a rank list's answer: what its hook keeps (and a drawn page hands it). */
export const rankItemsOf = (answer: { list: RankItem[] }) => answer.list;

export function useRankList(searchType: SearchType) {
  return useSWR(shopKey(rankListPath, useShopperScope(), searchType), async () =>
    rankItemsOf(await request<{ list: RankItem[] }>(...rankListCall(searchType))),
  );
}
