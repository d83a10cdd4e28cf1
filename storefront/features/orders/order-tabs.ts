import type { MessageDescriptor } from 'react-intl';
import { ORDER_STATUS, type OrderListTab } from '../../../contract/order-constants';
import { ordersMessages as m } from './messages';

/**
 * /order's six tabs (SPEC.md §2) and their names in the address: `/order?tab=toPay` (the names
 * /me's shortcuts use, features/account/order-shortcuts.ts), the server's tab ids behind them.
 */
export const orderTabs = [
  { param: 'all', tab: 'all', label: m.tabAll, empty: m.emptyAll },
  { param: 'toPay', tab: ORDER_STATUS.toPay, label: m.tabToPay, empty: m.emptyToPay },
  { param: 'toShip', tab: ORDER_STATUS.toShip, label: m.tabToShip, empty: m.emptyToShip },
  { param: 'toReceive', tab: ORDER_STATUS.toReceive, label: m.tabToReceive, empty: m.emptyToReceive },
  { param: 'complete', tab: ORDER_STATUS.complete, label: m.tabComplete, empty: m.emptyComplete },
  { param: 'closed', tab: ORDER_STATUS.closed, label: m.tabClosed, empty: m.emptyClosed },
] as const satisfies readonly {
  param: string;
  tab: OrderListTab;
  label: MessageDescriptor;
  empty: MessageDescriptor;
}[];

export type OrderTab = (typeof orderTabs)[number];

/** The tab a `?tab=` names; an unknown or missing name is "all". */
export function orderTabOf(param: string | null): OrderTab {
  return orderTabs.find((tab) => tab.param === param) ?? orderTabs[0];
}
