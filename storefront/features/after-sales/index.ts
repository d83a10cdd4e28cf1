// After-sales (SPEC.md §2): the pages are lazy chunks of routes.tsx; the data is
// storefront/api/after-sales.ts. The order detail links to /applyRefund by path.
export { afterSalesMessages } from './messages';
// The order detail's "Return/refund" action.
export { ApplyRefundEntry } from './apply-refund-entry';
