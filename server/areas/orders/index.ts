// What other parts of the server may use of this area (eslint.config.js refuses a path into
// its files from outside it). Generated from what was used when the server moved to areas; add to it
// deliberately.

export type { LogisticsProvider } from './logistics-provider';
export {
  addPayTime,
  confirmCashOnDelivery,
  extendPayDeadline,
  markOrderPaid,
  payableOrder,
} from './order-moves';
export type { PayableOrder } from './order-moves';
export { priceOrder, tokenOf } from './order-pricing';
export type { PricedOrder } from './order-pricing';
export { setStock } from './order-stock';
export { closeOverdueOrders, deliverOrder, hasUnfinishedOrders, lineOf, moveOrder } from './orders';
export { orderRoutes } from './routes';
export { SandboxCourier, courierTimeScale } from './sandbox-courier';
export {
  advanceShipment,
  completeDeliveredOrders,
  publishDueTrackingEvents,
  shipOrderInPackages,
} from './shipments';
export { trackingRoutes } from './tracking-routes';
