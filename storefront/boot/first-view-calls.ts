import { unstable_serialize } from 'swr';
import { unstable_serialize as infiniteKey } from 'swr/infinite';
import {
  decorationCall,
  decorationPath,
  navTypesCall,
  navTypesPath,
  productDetailCall,
  recommendationsCall,
  recommendationsPath,
  productDetailPath,
  productListCall,
  productListPath,
} from '../api/catalogue';
import { appLoadCall, appLoadKey } from '../api/app-load';
import { rankListPath } from '../api/search';
import { rankItemsOf, rankListCall } from '../api/search-panel';
import { couponCenterCall, couponCenterPath } from '../api/vouchers';
import { SEARCH_TYPE } from '../../contract/search-constants';
import { memberKey, shopKey, type ApiKey } from '../api/keys';
import type { Call } from '../api/request';
import type { ShopperScope } from '../api/shopper-scope';
import { readListParams } from '../api/catalogue-list-params';

/** One answer a page's first view needs: the call that asks for it and the SWR key it goes under. */
export interface FirstViewCall {
  call: Call;
  /** The serialized SWR key the page's hook reads it from. */
  key: string;
  /** An infinite list's key: the answer is its first page, kept as a list of pages. */
  pages?: true;
  /** Without it the page has nothing to show (a product page's product). */
  essential?: true;
  /** What the hook keeps of the answer, where it keeps less than the whole (a rank list's items). */
  kept?: (answer: never) => unknown;
}

/**
 * The static documents (SPEC.md §2): their text is in the page's words, so they need no answer.
 * The fixed-language ones (-id, -en, -zh-CN) wait for that language's words on the server, which
 * the browser then loads before it hydrates them.
 */
const documentPaths = [
  '/faqs',
  '/refundPolicy',
  '/privacy',
  ...['/agreement', '/policyTerms'].flatMap((document) =>
    ['', '-id', '-en', '-zh-CN'].map((language) => `${document}${language}`),
  ),
  '/downloadApp',
];

/**
 * The paths the server draws (ADR 044): every public page of the route table (app/routes.tsx);
 * a member page is drawn as its frame and skeleton (entry-server.tsx `draws`), any other path by
 * the browser as before.
 */
export const firstViewPaths: readonly string[] = [
  '/',
  '/cate',
  '/commodityList',
  '/commodDetail',
  '/search',
  '/coupons',
  '/activities',
  ...documentPaths,
];

const plain = (key: ApiKey) => unstable_serialize(key);
/** useProductPages' key for the first page of a list (storefront/api/catalogue.ts). */
const firstPage = (key: ApiKey) => infiniteKey(() => [...key, 1]);

/**
 * The calls a page's first view is drawn with, on the server, for a visitor in `scope`: the same
 * calls and keys as the page's own hooks (storefront/api/catalogue.ts), so the browser finds each
 * answer where its hook looks. What the first view does not show (the home feed, revealed after
 * the sections; a keyword's results, which record the search) is left to the browser.
 */
export function firstViewCalls(
  { pathname, search }: { pathname: string; search: string },
  scope: ShopperScope,
): FirstViewCall[] {
  const load: FirstViewCall = { call: appLoadCall(), key: plain(appLoadKey()) };
  const navTypes: FirstViewCall = { call: navTypesCall(), key: plain(shopKey(navTypesPath, scope)) };
  const query = new URLSearchParams(search);
  switch (pathname) {
    case '/':
      return [load, navTypes, { call: decorationCall(), key: plain(shopKey(decorationPath, scope)) }];
    case '/commodityList': {
      const { keyword, typeId, sort } = readListParams(query, null);
      if (keyword) return [load, navTypes];
      return [
        load,
        navTypes,
        {
          call: productListCall({ typeId, sort }, 1),
          // useProductList: shopKey(path, scope, typeId, keyword, sort), keyword undefined.
          key: firstPage(shopKey(productListPath, scope, typeId, undefined, sort)),
          pages: true,
        },
      ];
    }
    case '/cate':
      return [load, navTypes];
    case '/search':
      // The search box's panel for an empty box (features/search/search-panel.tsx): the hot and
      // recommended searches and "you may like"; a visitor has no history.
      return [
        load,
        ...[SEARCH_TYPE.hot, SEARCH_TYPE.recommended].map((type) => ({
          call: rankListCall(type),
          key: plain(shopKey(rankListPath, scope, type)),
          kept: rankItemsOf,
        })),
        { call: recommendationsCall(1), key: plain(shopKey(recommendationsPath, scope, '', 1)) },
      ];
    case '/coupons':
    case '/activities':
      // The claim centre; /coupons?id= (a voucher's products) is left to the browser.
      if (pathname === '/coupons' && query.has('id')) return [load];
      return [load, { call: couponCenterCall(), key: plain(memberKey(couponCenterPath, scope)) }];
    case '/commodDetail': {
      const productNo = query.get('product_no')?.trim();
      if (!productNo) return [load];
      return [
        load,
        navTypes,
        {
          call: productDetailCall(productNo),
          key: plain(memberKey(productDetailPath, scope, productNo)),
          essential: true,
        },
      ];
    }
    default:
      return [load];
  }
}
