import type { OrderPage } from '../../contract/order';
import { ORDER_PAGE_SIZE, type OrderListTab } from '../../contract/order-constants';
import { useMemberPages } from './member-pages';
import { orderListPath } from './orders';

/*
 * The pages of /order (order/trade/list), apart from ./orders.ts (which the desktop side menu's
 * tab counts load on every page) so swr/infinite loads with /order only. The list refreshes after
 * an action on a card and on the Refresh button (./member-pages.ts).
 */

/** The member's orders of one tab, page by page, newest first (infinite paging). */
export const useOrderPages = (tab: OrderListTab) =>
  useMemberPages<OrderPage>(orderListPath, ORDER_PAGE_SIZE, [tab], (pageNum) => ({
    query: { tab, page_num: pageNum },
  }));
