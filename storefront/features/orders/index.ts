// After the order (SPEC.md §2 orders list and order detail): the pages are lazy chunks
// of routes.tsx; the data is the API layer's (storefront/api/orders.ts, order-pages.ts).
export { orderDetailMessages, ordersMessages } from './messages';
// The tab counts on the desktop personal-center side menu and /me.
export { OrderTabCount } from './order-tab-count';
