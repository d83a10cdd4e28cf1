import { productSorts, TYPE_ID_MAX, type ProductSort } from '../../contract/catalogue-constants';
import { KEYWORD_MAX_LENGTH } from '../../contract/search-constants';
import type { ProductListQuery } from './catalogue';

export interface ListParams extends ProductListQuery {
  /** From router state: a repeated search for the same keyword lists afresh. */
  timestamp?: number | undefined;
}

const asTypeId = (value: unknown): number | undefined => {
  const n = typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= TYPE_ID_MAX ? n : undefined;
};
const asKeyword = (value: unknown): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim().slice(0, KEYWORD_MAX_LENGTH);
  return trimmed || undefined;
};
const asSort = (value: unknown): ProductSort | undefined =>
  (productSorts as readonly string[]).includes(value as string) ? (value as ProductSort) : undefined;

/**
 * What /commodityList lists: the query string first (shareable links), else the router state
 * SPEC.md §2 describes ({keyword} or {typeId, source}, with a timestamp). Anything malformed is
 * ignored, so a hand-edited link still shows a list (all products at worst).
 */
export function readListParams(search: URLSearchParams, state: unknown): ListParams {
  const fromState = (state && typeof state === 'object' ? state : {}) as Record<string, unknown>;
  const keyword = asKeyword(search.get('keyword')) ?? asKeyword(fromState.keyword);
  const typeId = asTypeId(search.get('typeId')) ?? asTypeId(fromState.typeId);
  const sort = asSort(search.get('sort')) ?? asSort(fromState.sort);
  const timestamp = typeof fromState.timestamp === 'number' ? fromState.timestamp : undefined;
  return { keyword, typeId, sort, timestamp };
}
