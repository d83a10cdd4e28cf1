import type { DecorationLink } from '../../../contract/catalogue';
import type { ProductSort } from '../../../contract/catalogue-constants';

/**
 * Where catalogue links lead. Decision: /commodityList carries its list in the query string
 * (typeId, keyword, sort) so a list can be shared, bookmarked and reloaded; router state (SPEC.md
 * §2: keyword, or typeId with a source category, plus a timestamp) is still read, for links from
 * elsewhere that pass only state.
 */
export function productDetailHref(productNo: string): string {
  return `/commodDetail?product_no=${encodeURIComponent(productNo)}`;
}

export interface ListTarget {
  typeId?: number | undefined;
  keyword?: string | undefined;
  sort?: ProductSort | undefined;
}

export function productListHref({ typeId, keyword, sort }: ListTarget): string {
  const query = new URLSearchParams();
  if (typeId !== undefined) query.set('typeId', String(typeId));
  if (keyword) query.set('keyword', keyword);
  if (sort) query.set('sort', sort);
  const text = query.toString();
  return text ? `/commodityList?${text}` : '/commodityList';
}

/** The state /commodityList receives (SPEC.md §2): what to list, where it came from, and when. */
export interface ProductListState {
  keyword?: string;
  typeId?: number;
  /** The category page or bar the shopper came from ("category", "home", "search"). */
  source?: string;
  /** A new search for the same keyword lists afresh. */
  timestamp?: number;
}

/** A banner's or section's link as a storefront address. */
export function decorationHref(link: DecorationLink): string {
  switch (link.type) {
    case 'category':
      return productListHref({ typeId: link.value });
    case 'product':
      return productDetailHref(link.value);
    case 'search':
      return productListHref({ keyword: link.value });
    case 'page':
      return link.value;
  }
}
