// What other parts of the server may use of this area (eslint.config.js refuses a path into
// its files from outside it). Generated from what was used when the server moved to areas; add to it
// deliberately.

export {
  benefitsView,
  commitOrderBenefits,
  orderBenefits,
  returnOrderBenefits,
  usesOnlineOnlyVoucher,
} from './order-benefits';
export type { BenefitRequest } from './order-benefits';
export { purchaseShortfallRoutes } from './purchase-shortfall-routes';
export { voucherRoutes } from './routes';
export { couponProductList, eraseVoucherClaims } from './vouchers';
