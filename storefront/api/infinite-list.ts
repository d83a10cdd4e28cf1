import type { SWRInfiniteResponse } from 'swr/infinite';

/**
 * What a page-by-page list (useSWRInfinite over `{ total, list }` pages) offers its screen: the
 * items so far, the total, whether more can be asked, loading (the first page or the next one),
 * and the two moves. One shape for /message and /order (./message-pages.ts, ./order-pages.ts).
 */
export function infiniteListOf<P extends { total: number; list: unknown[] }>(
  swr: SWRInfiniteResponse<P>,
  signedIn: boolean,
) {
  const pages = swr.data ?? [];
  const items = pages.flatMap((page) => page.list as P['list'][number][]);
  const total = pages[0]?.total ?? 0;
  return {
    items,
    total,
    hasMore: pages.length > 0 && items.length < total && !swr.error,
    isLoading: signedIn && !swr.error && (swr.isLoading || pages.length < swr.size),
    error: swr.error as unknown,
    loadMore: () => void swr.setSize(swr.size + 1),
    /** Every loaded page asked again (after a change, or to retry a failed load). */
    refresh: () => swr.mutate(),
  };
}
