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
import { FEED_PAGE_SIZE } from '../../contract/catalogue-constants';
import {
  decorationCall,
  decorationKey,
  navTypeListKey,
  navTypesCall,
  productDetailCall,
  productDetailKey,
  productListCall,
  productListKey,
  productRecommendKey,
  recommendationsCall,
  type ProductListQuery,
} from './catalogue-calls';
import { request } from './request';
import { currentScope, useShopperScope } from './shopper-scope';

/**
 * The catalogue calls (contract/catalogue.ts): navigation, home decoration, product lists, the
 * recommendation feed, product detail and the back-in-stock notice. Keys are the API paths plus
 * language and country (and the token where the answer is the member's own).
 */

export {
  decorationKey,
  navTypeListKey,
  productDetailKey,
  productDetailPath,
  productListKey,
  productRecommendKey,
  type ProductListQuery,
} from './catalogue-calls';
export const productViewKey = 'consumer/product/visit/views';
export const specOrderListKey = 'consumer/product/spec_order_list';
export const arrivalNoticeKey = 'consumer/product/arrival_notice';
export const arrivalNoticeCancelKey = 'consumer/product/arrival_notice/cancel';

/** GET nav/type/list: the category tree, tops in menu order (keyword null: the whole tree). */
export function useNavTypes() {
  const { language, country } = useShopperScope();
  return useSWR([navTypeListKey, language, country], () => request<NavItem[]>(...navTypesCall()), {
    revalidateIfStale: false,
  });
}

/**
 * Starts the home page's calls (decoration, categories) under the keys its hooks will use, so
 * they run while the page's code is still starting rather than after its first render.
 */
export function preloadHome() {
  const { language, country } = currentScope();
  // A failure here is the hooks' to report: they fetch again and show the error state.
  const [decorationPath, decorationOptions] = decorationCall();
  void preload([decorationKey, language, country], () =>
    request<Decoration>(decorationPath, { ...decorationOptions, silent: true }),
  ).catch(() => undefined);
  const [navPath, navOptions] = navTypesCall();
  void preload([navTypeListKey, language, country], () =>
    request<NavItem[]>(navPath, { ...navOptions, silent: true }),
  ).catch(() => undefined);
}

/** GET cms/api/decoration: the home page's banners and sections. */
export function useDecoration() {
  const { language, country } = useShopperScope();
  return useSWR([decorationKey, language, country], () => request<Decoration>(...decorationCall()));
}

/** What a paged list of cards is asked for; the hooks below turn it into pages. */
type PagedFetch = (pageNum: number) => Promise<ProductPage>;

/**
 * Pages of cards, appended (SPEC.md §4 "Feed"): page 1, then the next while the loaded count is
 * below the total. `key` names the list; null pauses it.
 */
export function useProductPages(key: readonly unknown[] | null, fetchPage: PagedFetch) {
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
  const { language, country } = useShopperScope();
  return useProductPages(
    query ? [productListKey, language, country, query.typeId, query.keyword, query.sort] : null,
    (page) => fetchProductList(query ?? {}, page),
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
  const { language, country } = useShopperScope();
  return useProductPages(enabled ? [productRecommendKey, language, country, productNo ?? ''] : null, (page) =>
    fetchRecommendations(page, productNo),
  );
}

/** One page of recommendations (search's "may like", the removed page's similar products). */
export function useRecommendationPage(productNo?: string, enabled = true) {
  const { language, country } = useShopperScope();
  return useSWR(enabled ? [productRecommendKey, language, country, productNo ?? '', 1] : null, () =>
    fetchRecommendations(1, productNo),
  );
}

const fetchProductDetail = (productNo: string) => request<ProductDetail>(...productDetailCall(productNo));

export function useProductDetail(productNo: string | null) {
  const { language, country, token } = useShopperScope();
  return useSWR(
    productNo ? [productDetailKey, language, country, token, productNo] : null,
    () => fetchProductDetail(productNo ?? ''),
    { shouldRetryOnError: false },
  );
}

/** Starts the product page's call when its code arrives (its first picture is the page's largest). */
export function preloadProductDetail(productNo: string | null) {
  if (!productNo) return;
  const { language, country, token } = currentScope();
  void preload([productDetailKey, language, country, token, productNo], () =>
    fetchProductDetail(productNo),
  ).catch(() => undefined);
}

/** POST consumer/product/visit/views: the page was opened. Nothing is shown either way. */
export function postProductView(productNo: string) {
  return request<null>(productViewKey, { body: { product_no: productNo }, silent: true }).catch(() => null);
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
  return request<SpecOrderList>(specOrderListKey, { body: { product_no: productNo }, silent: true });
}

/**
 * Back-in-stock notice (SPEC.md §4): subscribe or unsubscribe a sold-out SKU; members only.
 * Revalidates the detail so every copy of the flag follows.
 */
export async function setArrivalNotice(input: ArrivalNoticeRequest, subscribe: boolean) {
  const result = await request<{ subscribed: boolean }>(
    subscribe ? arrivalNoticeKey : arrivalNoticeCancelKey,
    { body: input },
  );
  await mutate((key) => Array.isArray(key) && key[0] === productDetailKey && key.at(-1) === input.product_no);
  return result;
}
