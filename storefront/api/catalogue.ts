import { useDeferredValue } from 'react';
import useSWR, { mutate, preload } from 'swr';
import useSWRInfinite from 'swr/infinite';
import type {
  ArrivalNoticeRequest,
  Decoration,
  NavItem,
  ProductDetail,
  ProductPage,
  Sku,
} from '../../contract/catalogue';
import { FEED_PAGE_SIZE, type ProductSort } from '../../contract/catalogue-constants';
import { session } from '../session/session-store';
import { keysOf, memberKey, shopKey, type ApiKey } from './keys';
import { request, type Call } from './request';
import { searchPath, searchRecordsPath } from './search';
import { currentScope, useShopperScope } from './shopper-scope';
import { servedWithPage } from './served-answers';

/**
 * The catalogue calls (server/areas/catalogue/routes.ts): navigation, home decoration, product lists,
 * the recommendation feed, product detail and the back-in-stock notice. A read call is data
 * first (`…Call`: path and options), so index.html's early calls (storefront/boot) build exactly
 * the call the hook then makes; the before-app script's bundle keeps only those (swr and React
 * have no side effects, so the hooks fall away there).
 */

export const navTypesPath = 'nav/type/list';
export const decorationPath = 'cms/api/decoration';
export const productListPath = 'consumer/product/list';
export const recommendationsPath = 'consumer/product/product_recommend';
export const productDetailPath = 'consumer/product/min_sku_detail';
export const productViewPath = 'consumer/product/visit/views';
export const specOrderListPath = 'consumer/product/spec_order_list';
export const arrivalNoticePath = 'consumer/product/arrival_notice';
export const arrivalNoticeCancelPath = 'consumer/product/arrival_notice/cancel';

export interface ProductListQuery {
  typeId?: number | undefined;
  keyword?: string | undefined;
  sort?: ProductSort | undefined;
}

/** GET nav/type/list: the category tree, tops in menu order (keyword null: the whole tree). */
export const navTypesCall = (): Call => [navTypesPath];

/** GET cms/api/decoration: the home page's banners and sections. */
export const decorationCall = (): Call => [decorationPath];

/** POST consumer/product/list: a category's products (a top includes its children), sorted. */
export const productListCall = (query: ProductListQuery, pageNum: number): Call => [
  productListPath,
  { body: { ...query, page_num: pageNum, page_size: FEED_PAGE_SIZE } },
];

/**
 * POST consumer/product/product_recommend: the home feed and "may like" (without product_no),
 * or a product's similar products (with it).
 */
export const recommendationsCall = (pageNum: number, productNo?: string): Call => [
  recommendationsPath,
  {
    body: { page_num: pageNum, page_size: FEED_PAGE_SIZE, ...(productNo ? { product_no: productNo } : {}) },
    // Similar products are extra: a failure hides the section instead of showing a toast.
    silent: Boolean(productNo),
  },
];

/**
 * GET consumer/product/min_sku_detail/{product_no}. Silent: the page handles an unknown product
 * (1105002) by going to /commodDetailEmpty instead of a toast.
 */
export const productDetailCall = (productNo: string): Call => [
  `${productDetailPath}/${encodeURIComponent(productNo)}`,
  { silent: true },
];

/** GET nav/type/list: the category tree, tops in menu order (keyword null: the whole tree). */
export function useNavTypes() {
  return useSWR(shopKey(navTypesPath, useShopperScope()), () => request<NavItem[]>(...navTypesCall()), {
    revalidateIfStale: false,
  });
}

/**
 * Starts the home page's calls (decoration, categories) under the keys its hooks will use, so
 * they run while the page's code is still starting rather than after its first render.
 */
export function preloadHome() {
  // The server renders the page (nothing to preload there), or it came with the answers.
  if (typeof window === 'undefined') return;
  const scope = currentScope();
  // A failure here is the hooks' to report: they fetch again and show the error state.
  const [decoration, decorationOptions] = decorationCall();
  if (!servedWithPage(shopKey(decorationPath, scope)))
    void preload(shopKey(decorationPath, scope), () =>
      request<Decoration>(decoration, { ...decorationOptions, silent: true }),
    ).catch(() => undefined);
  const [navTypes, navOptions] = navTypesCall();
  if (!servedWithPage(shopKey(navTypesPath, scope)))
    void preload(shopKey(navTypesPath, scope), () =>
      request<NavItem[]>(navTypes, { ...navOptions, silent: true }),
    ).catch(() => undefined);
}

/** GET cms/api/decoration: the home page's banners and sections. */
export function useDecoration() {
  return useSWR(shopKey(decorationPath, useShopperScope()), () => request<Decoration>(...decorationCall()));
}

/** What a paged list of cards is asked for; the hooks below turn it into pages. */
type PagedFetch = (pageNum: number) => Promise<ProductPage>;

/**
 * Pages of cards, appended (SPEC.md §4 "Feed"): page 1, then the next while the loaded count is
 * below the total. `key` names the list; null pauses it.
 */
export function useProductPages(key: ApiKey | null, fetchPage: PagedFetch) {
  const swr = useSWRInfinite(
    (index, previous: ProductPage | null) => {
      if (!key) return null;
      if (previous && index * FEED_PAGE_SIZE >= previous.total) return null;
      return [...key, index + 1] as const;
    },
    (pageKey: readonly unknown[]) => fetchPage(pageKey[pageKey.length - 1] as number),
    { revalidateFirstPage: false, revalidateIfStale: false },
  );
  // SWR hands new data over synchronously (useSyncExternalStore): a page of cards would render in
  // one long task. The deferred copy renders them in the background, in slices that leave the
  // main thread free for taps and scrolling.
  const pages = useDeferredValue(swr.data) ?? [];
  const loaded = pages.flatMap((page) => page.list);
  const total = pages[0]?.total ?? 0;
  const lastPageEmpty = pages.length > 0 && pages[pages.length - 1]?.list.length === 0;
  // A page may repeat a product that moved in the ranking meanwhile; each shows once.
  const seen = new Set<string>();
  const items = loaded.filter((item) => !seen.has(item.product_no) && seen.add(item.product_no));
  return {
    items,
    total,
    hasMore: pages.length > 0 && loaded.length < total && !lastPageEmpty && !swr.error,
    // The first page, or a further one asked for and not here yet.
    isLoading: Boolean(key) && !swr.error && (swr.isLoading || pages.length < swr.size),
    error: swr.error as unknown,
    loadMore: () => void swr.setSize((size) => size + 1),
    retry: () => void swr.mutate(),
  };
}

/** POST consumer/product/list: a category's products (a top includes its children), sorted. */
export function fetchProductList(query: ProductListQuery, pageNum: number) {
  return request<ProductPage>(...productListCall(query, pageNum));
}

export function useProductList(query: ProductListQuery | null) {
  const scope = useShopperScope();
  return useProductPages(
    query ? shopKey(productListPath, scope, query.typeId, query.keyword, query.sort) : null,
    (page) => fetchProductList(query ?? {}, page),
  );
}

/**
 * POST search/search: a keyword's results (a product list whose first page is a search), sorted and paged like the product list. It records
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
  const page = await request<ProductPage>(searchPath, {
    body: {
      keyword: query.keyword,
      ...(deviceId ? { driver_id: deviceId } : {}),
      ...(query.typeId !== undefined ? { typeId: query.typeId } : {}),
      ...(query.sort ? { sort: query.sort } : {}),
      page_num: 1,
      page_size: FEED_PAGE_SIZE,
    },
  });
  void mutate(keysOf(searchRecordsPath));
  return page;
}

/** `stamp` (the router state's timestamp) makes a repeated search for the same words a new one. */
export function useSearchResults(query: SearchQuery | null, stamp?: number) {
  const scope = useShopperScope();
  return useProductPages(
    query ? shopKey(searchPath, scope, query.keyword, query.typeId, query.sort, stamp) : null,
    (page) => fetchSearchPage(query ?? { keyword: '' }, page),
  );
}

/**
 * POST consumer/product/product_recommend: the home feed and "may like" (without product_no),
 * or a product's similar products (with it).
 */
export function fetchRecommendations(pageNum: number, productNo?: string) {
  return request<ProductPage>(...recommendationsCall(pageNum, productNo));
}

export function useRecommendations(productNo?: string, enabled = true) {
  const scope = useShopperScope();
  return useProductPages(enabled ? shopKey(recommendationsPath, scope, productNo ?? '') : null, (page) =>
    fetchRecommendations(page, productNo),
  );
}

/** One page of recommendations (search's "may like", the removed page's similar products). */
export function useRecommendationPage(productNo?: string, enabled = true) {
  const scope = useShopperScope();
  return useSWR(enabled ? shopKey(recommendationsPath, scope, productNo ?? '', 1) : null, () =>
    fetchRecommendations(1, productNo),
  );
}

const fetchProductDetail = (productNo: string) => request<ProductDetail>(...productDetailCall(productNo));

export function useProductDetail(productNo: string | null) {
  const scope = useShopperScope();
  return useSWR(
    productNo ? memberKey(productDetailPath, scope, productNo) : null,
    () => fetchProductDetail(productNo ?? ''),
    { shouldRetryOnError: false },
  );
}

/** Starts the product page's call when its code arrives (its first picture is the page's largest). */
export function preloadProductDetail(productNo: string | null) {
  if (!productNo) return;
  const key = memberKey(productDetailPath, currentScope(), productNo);
  if (servedWithPage(key)) return;
  void preload(key, () => fetchProductDetail(productNo)).catch(() => undefined);
}

/** POST consumer/product/visit/views: the page was opened. Nothing is shown either way. */
export function postProductView(productNo: string) {
  return request<null>(productViewPath, { body: { product_no: productNo }, silent: true }).catch(() => null);
}

export interface SpecOrderList {
  product_no: string;
  status: ProductDetail['status'];
  max_quantity: number | null;
  limit_per_member: number | null;
  skus: Sku[];
}

/** POST consumer/product/spec_order_list: the SKUs with fresh stock, read when the SKU picker opens. */
export function fetchSpecOrderList(productNo: string) {
  return request<SpecOrderList>(specOrderListPath, { body: { product_no: productNo }, silent: true });
}

/**
 * Back-in-stock notice (SPEC.md §4): subscribe or unsubscribe a sold-out SKU; members only.
 * Revalidates the detail so every copy of the flag follows.
 */
export async function setArrivalNotice(input: ArrivalNoticeRequest, subscribe: boolean) {
  const result = await request<{ subscribed: boolean }>(
    subscribe ? arrivalNoticePath : arrivalNoticeCancelPath,
    { body: input },
  );
  await mutate(keysOf(productDetailPath, input.product_no));
  return result;
}
