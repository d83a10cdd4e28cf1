/**
 * Pages that are only for a logged-in member (SPEC.md §2: /me opens the login dialog on desktop
 * when the shopper is not logged in). Decision: route guards are "not shown" in SPEC; /me is
 * guarded, as the one SPEC names, and the pages that have nothing to show a visitor (the address
 * book, the message centre, account deletion, settings, the linking steps); other member pages
 * rely on the 401 path of §4.
 */
const memberOnlyPaths: readonly string[] = [
  '/me',
  '/setting',
  '/addressManage',
  '/addressDetail',
  '/message',
  '/delete',
  '/verifyPhone',
  '/bindPhone',
  '/verifyEmail',
  '/bindEmail',
  // Issue 16: placing and paying for an order (a visitor logs in, then comes back).
  '/orderConfirm',
  '/checkout',
  '/paymentSuccess',
  // Issue 17: shipment tracking (a member's own packages only).
  '/shipmentTracking',
  '/tracking',
  '/trackingDetail',
  // Issue 17: the coins (their info refresh also brings userInfo.points up to date).
  '/points',
  // Issue 18: the voucher wallet (a member's own claims).
  '/couponsList',
  // Issue 19: after-sales requests and the refund cards (a member's own only; a request's detail
  // relies on the 401 path, as an order's does).
  '/applyRefund',
  '/afterSaleOrder',
  '/refunds',
  '/payment-option',
  '/refund-settings',
];

export function requiresMember(path: string): boolean {
  return memberOnlyPaths.includes(path);
}
