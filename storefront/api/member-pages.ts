import useSWRInfinite from 'swr/infinite';
import { memberKey } from './keys';
import { request, type RequestOptions } from './request';
import { useShopperScope } from './shopper-scope';

/** What a paged list offers its screen (frame/paged-list.tsx shows it). */
export interface MemberPages<T> {
  /** The items of the pages so far. */
  items: T[];
  total: number;
  /** More pages exist (and the last load did not fail). */
  hasMore: boolean;
  /** The first page, or a further one asked for and not here yet. */
  isLoading: boolean;
  error: unknown;
  loadMore: () => void;
  /** Every loaded page asked again (after a change, or to retry a failed load). */
  refresh: () => void;
}

/**
 * A member's list, page by page (useSWRInfinite over `{ total, list }` pages): /order, /message,
 * /points' history, the voucher wallet, /afterSaleOrder and /refunds. `parts` name the list within
 * its path (a tab, a kind) and `call` says how page `pageNum` is asked. Nothing is asked for a
 * visitor.
 * Decision: a list asks for its pages again whenever it mounts (an order paid, a message read or
 * coins credited elsewhere show on return) and when its page calls `refresh` after its own change;
 * SWR's mutate() matcher cannot reach a useSWRInfinite's cache (its key is `$inf$`-prefixed).
 * Its own module, so swr/infinite loads with these pages only.
 */
export function useMemberPages<P extends { total: number; list: unknown[] }>(
  path: string,
  pageSize: number,
  parts: readonly unknown[],
  call: (pageNum: number) => RequestOptions,
): MemberPages<P['list'][number]> & { firstPage: P | undefined } {
  const scope = useShopperScope();
  const swr = useSWRInfinite(
    (index, previous: P | null) => {
      if (!scope.token) return null;
      if (previous && index * pageSize >= previous.total) return null;
      return memberKey(path, scope, ...parts, index + 1);
    },
    (key: readonly unknown[]) => request<P>(path, call(key[key.length - 1] as number)),
    { revalidateFirstPage: false, revalidateOnMount: true },
  );
  const pages = swr.data ?? [];
  const items = pages.flatMap((page) => page.list as P['list'][number][]);
  const total = pages[0]?.total ?? 0;
  return {
    items,
    total,
    /** The first page's answer (what a list reads beside its items: the wallet's server_now). */
    firstPage: pages[0],
    hasMore: pages.length > 0 && items.length < total && !swr.error,
    isLoading: Boolean(scope.token) && !swr.error && (swr.isLoading || pages.length < swr.size),
    error: swr.error as unknown,
    loadMore: () => void swr.setSize(swr.size + 1),
    refresh: () => void swr.mutate(),
  };
}
