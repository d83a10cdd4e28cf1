/**
 * Where Me's order shortcuts lead (SPEC.md §2: orders list with tabs). Decision: the tab is the
 * `tab` query parameter, named as the list names its tabs; "After the order" reads these names
 * when it builds /order, and reviews and returns go to the after-sales list.
 */
export const orderShortcutPaths = {
  toPay: '/order?tab=toPay',
  toShip: '/order?tab=toShip',
  toReceive: '/order?tab=toReceive',
  afterSales: '/afterSaleOrder',
} as const;
