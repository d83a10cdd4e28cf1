// The cart (SPEC.md §2): the /cart page, the tab bar's and header's cart icon, and the
// visitor's cart that joins the member's at login. Its data (lines, count, changes) is the API
// layer's: storefront/api/cart.ts.
export { CartIconBadge } from './cart-badge';
export { useVisitorCartMerge } from './merge-visitor-cart';
export { cartBadgeMessages } from './badge-messages';
