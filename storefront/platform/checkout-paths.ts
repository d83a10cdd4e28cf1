/**
 * The pages of buying: confirming an order, choosing how to pay, paying, the answer of the payment.
 * A waiting new version of the app (ADR 042) is never applied on the way to one of these.
 */
export const checkoutPaths: readonly string[] = [
  '/orderConfirm',
  '/checkout',
  '/payment-option',
  '/paymentSuccess',
];

export function isCheckoutPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return checkoutPaths.includes(path);
}
