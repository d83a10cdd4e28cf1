import { useNavigate } from 'react-router';
import { KEYWORD_MAX_LENGTH } from '../../../contract/search-constants';
import { productListHref, type ProductListState } from '../catalogue';

/** The keyword to search for, or null when there is nothing to search (blank). */
export function searchableKeyword(text: string): string | null {
  const trimmed = text.trim().replace(/\s+/g, ' ').slice(0, KEYWORD_MAX_LENGTH);
  return trimmed || null;
}

/**
 * Submitting a search opens /commodityList with state {keyword, timestamp} (SPEC.md §2), the
 * keyword also in the address so the results can be shared and reloaded.
 */
export function useSubmitSearch() {
  const navigate = useNavigate();
  return (text: string) => {
    const keyword = searchableKeyword(text);
    if (!keyword) return false;
    const state: ProductListState = { keyword, source: 'search', timestamp: Date.now() };
    void navigate(productListHref({ keyword }), { state });
    return true;
  };
}
