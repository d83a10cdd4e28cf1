import useSWR from 'swr';
import { shopKey } from './keys';
import { request } from './request';
import { useShopperScope } from './shopper-scope';

/**
 * The search calls (SPEC.md §7 "Search and products", server/areas/search/routes.ts), but for a
 * keyword's results: those are a product list, paged like a category's (./catalogue.ts,
 * useSearchResults). The mobile header needs this module on every page; the search panel's
 * history, suggestions and rank lists are in ./search-panel.ts, on the panel's chunk only.
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
