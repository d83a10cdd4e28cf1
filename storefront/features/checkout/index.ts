// Placing an order and paying for it (SPEC.md §2 order confirm, checkout, payment success, order
// detail; issue 16): the pages are lazy chunks of routes.tsx; the data is the API layer's
// (storefront/api/orders.ts, payment.ts); the flow is machines/checkout.machine.ts.
export { checkoutMessages, confirmMessages, orderDetailMessages, paymentSuccessMessages } from './messages';
