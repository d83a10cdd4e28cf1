import useSWRInfinite from 'swr/infinite';
import type { OrderPage } from '../../contract/order';
import { ORDER_PAGE_SIZE, type OrderListTab } from '../../contract/order-constants';
import { infiniteListOf } from './infinite-list';
import { memberKey } from './keys';
import { orderListPath } from './orders';
import { request } from './request';
import { useShopperScope } from './shopper-scope';

/*
 * The pages of /order (order/trade/list), apart from ./orders.ts so swr/infinite loads with /order
 * only, as ./message-pages.ts does. The list asks for its pages again when it mounts and through
 * `refresh` (after an action on a card, and the refresh button); SWR's mutate() matcher cannot
 * reach a useSWRInfinite's cache.
 */

/** The member's orders of one tab, page by page, newest first (infinite paging). */
export function useOrderPages(tab: OrderListTab) {
  const scope = useShopperScope();
  const swr = useSWRInfinite(
    (index, previous: OrderPage | null) => {
      if (!scope.token) return null;
      if (previous && index * ORDER_PAGE_SIZE >= previous.total) return null;
      return memberKey(orderListPath, scope, tab, index + 1);
    },
    (key: readonly unknown[]) =>
      request<OrderPage>(orderListPath, { query: { tab, page_num: key[key.length - 1] as number } }),
    { revalidateFirstPage: false, revalidateOnMount: true },
  );
  return infiniteListOf(swr, Boolean(scope.token));
}
