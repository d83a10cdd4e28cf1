// Placing an order and paying for it (SPEC.md §2 order confirm, checkout, payment success):
// the pages are lazy chunks of routes.tsx; the data is the API layer's
// (storefront/api/orders.ts, payment.ts); the flow is machines/checkout.machine.ts.
export { checkoutMessages, confirmMessages, paymentSuccessMessages } from './messages';
// An order's lines, amounts and payment method names, shared with /order and /orderDetail
// (features/orders) and after-sales.
export { OrderAmounts, OrderLineRow } from './order-parts';
export { paymentMethodNames } from './payment-method-names';
