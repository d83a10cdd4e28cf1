// The cart (SPEC.md §2): the /cart page, adding to it, its count, and the visitor's cart that
// joins the member's at login.
export { cartRoutes } from './routes';
export { addToCart } from './cart-actions';
export { CartIconBadge } from './cart-badge';
export { useCartCount } from './cart-count';
export type { CheckoutState } from './checkout-state';
export { useVisitorCartMerge } from './merge-visitor-cart';
export { cartMessages } from './messages';
export { LocalCartError } from './visitor-cart';
