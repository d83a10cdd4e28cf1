import type { SWRInfiniteResponse } from 'swr/infinite';

/**
 * What a page with a useSWRInfinite list reads (the message centre, the coin history): the
 * loaded items in order, the total, whether more pages exist, loading, the error, and the two
 * moves. `signedIn`: without a member nothing loads, so nothing is "loading".
 */
export function pagedList<T>(swr: SWRInfiniteResponse<{ total: number; list: T[] }>, signedIn: boolean) {
  const pages = swr.data ?? [];
  const items = pages.flatMap((page) => page.list);
  const total = pages[0]?.total ?? 0;
  return {
    items,
    total,
    hasMore: pages.length > 0 && items.length < total && !swr.error,
    isLoading: signedIn && !swr.error && (swr.isLoading || pages.length < swr.size),
    error: swr.error as unknown,
    loadMore: () => void swr.setSize(swr.size + 1),
    /** Every loaded page asked again (after a change, or to retry a failed load). */
    refresh: () => void swr.mutate(),
  };
}
