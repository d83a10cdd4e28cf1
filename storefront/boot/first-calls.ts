import {
  decorationCall,
  navTypesCall,
  productDetailCall,
  productListCall,
  recommendationsCall,
} from '../api/catalogue';
import { appLoadCall } from '../api/app-load';
import type { Call } from '../api/request';
import { readListParams } from '../api/catalogue-list-params';

/**
 * The calls made as soon as the shop opens at an address: app/load (every start-up waits on it)
 * and the page's own, for the pages whose largest picture waits on them (home, product list,
 * product page). Each is built the way the app builds it, so request() can take the early
 * answer (storefront/api/early-calls.ts).
 */
export function firstCalls(location: { pathname: string; search: string }): Call[] {
  return [appLoadCall(), ...pageCalls(location)];
}

function pageCalls({ pathname, search }: { pathname: string; search: string }): Call[] {
  const query = new URLSearchParams(search);
  switch (pathname) {
    case '/':
      // home-page.tsx: decoration and categories (preloadHome); home-feed.tsx: the feed's page 1.
      return [decorationCall(), navTypesCall(), recommendationsCall(1)];
    case '/commodityList': {
      // product-list-page.tsx: the categories (its title) and, unless searching, the list's page 1.
      const { keyword, typeId, sort } = readListParams(query, null);
      return keyword ? [navTypesCall()] : [productListCall({ typeId, sort }, 1), navTypesCall()];
    }
    case '/commodDetail': {
      const productNo = query.get('product_no')?.trim();
      return productNo ? [productDetailCall(productNo)] : [];
    }
    default:
      return [];
  }
}
