import { FEED_PAGE_SIZE, type ProductSort } from '../../contract/catalogue-constants';
import type { Call } from './request';

/**
 * How the catalogue's read calls are made (path and options), apart from the hooks that make
 * them: the app's hooks (./catalogue.ts) and index.html's early calls (storefront/boot) build
 * them here, so an early call is exactly the one the page then makes. Free of React and SWR.
 */

export const navTypeListKey = 'nav/type/list';
export const decorationKey = 'cms/api/decoration';
export const productListKey = 'consumer/product/list';
export const productRecommendKey = 'consumer/product/product_recommend';
export const productDetailKey = 'consumer/product/min_sku_detail';

export interface ProductListQuery {
  typeId?: number | undefined;
  keyword?: string | undefined;
  sort?: ProductSort | undefined;
}

/** GET nav/type/list: the category tree, tops in menu order (keyword null: the whole tree). */
export const navTypesCall = (): Call => [navTypeListKey];

/** GET cms/api/decoration: the home page's banners and sections. */
export const decorationCall = (): Call => [decorationKey];

/** POST consumer/product/list: a category's products (a top includes its children), sorted. */
export const productListCall = (query: ProductListQuery, pageNum: number): Call => [
  productListKey,
  { body: { ...query, page_num: pageNum, page_size: FEED_PAGE_SIZE } },
];

/**
 * POST consumer/product/product_recommend: the home feed and "may like" (without product_no),
 * or a product's similar products (with it).
 */
export const recommendationsCall = (pageNum: number, productNo?: string): Call => [
  productRecommendKey,
  {
    body: { page_num: pageNum, page_size: FEED_PAGE_SIZE, ...(productNo ? { product_no: productNo } : {}) },
    // Similar products are extra: a failure hides the section instead of showing a toast.
    silent: Boolean(productNo),
  },
];

export function productDetailPath(productNo: string) {
  return `${productDetailKey}/${encodeURIComponent(productNo)}`;
}

/**
 * GET consumer/product/min_sku_detail/{product_no}. Silent: the page handles an unknown product
 * (1105002) by going to /commodDetailEmpty instead of a toast.
 */
export const productDetailCall = (productNo: string): Call => [
  productDetailPath(productNo),
  { silent: true },
];
