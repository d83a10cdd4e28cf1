import { mutate } from 'swr';
import type { ProductPage } from '../../contract/catalogue';
import { FEED_PAGE_SIZE, type ProductSort } from '../../contract/catalogue-constants';
import { session } from '../session/session-store';
import { fetchProductList, useProductPages } from './catalogue';
import { request } from './request';
import { searchKey, searchRecordsKey } from './search';
import { useShopperScope } from './shopper-scope';

// Apart from ./search (which the mobile header loads on every page) so the results' paging code
// loads with the product list only.

/**
 * POST search/search: a keyword's results, sorted and paged like the product list. It records
 * the keyword in the member's history and the hot counts (driver_id: the device, for visitors),
 * so the history key is revalidated once the page is in. Decision: only the first page goes
 * through search/search (one search, one record); further pages of the same list come from
 * consumer/product/list, which the server answers by the same rules and order.
 */
export interface SearchQuery {
  keyword: string;
  typeId?: number | undefined;
  sort?: ProductSort | undefined;
}

export async function fetchSearchPage(query: SearchQuery, pageNum: number) {
  if (pageNum > 1) return fetchProductList(query, pageNum);
  const deviceId = session.get().userInfo.deviceId;
  const page = await request<ProductPage>(searchKey, {
    body: {
      keyword: query.keyword,
      ...(deviceId ? { driver_id: deviceId } : {}),
      ...(query.typeId !== undefined ? { typeId: query.typeId } : {}),
      ...(query.sort ? { sort: query.sort } : {}),
      page_num: 1,
      page_size: FEED_PAGE_SIZE,
    },
  });
  void mutate((key) => Array.isArray(key) && key[0] === searchRecordsKey);
  return page;
}

/** `stamp` (the router state's timestamp) makes a repeated search for the same words a new one. */
export function useSearchResults(query: SearchQuery | null, stamp?: number) {
  const { language, country } = useShopperScope();
  return useProductPages(
    query ? [searchKey, language, country, query.keyword, query.typeId, query.sort, stamp] : null,
    (page) => fetchSearchPage(query ?? { keyword: '' }, page),
  );
}
