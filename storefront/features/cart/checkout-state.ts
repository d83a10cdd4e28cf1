/**
 * What /orderConfirm receives in router state (its page comes with the checkout issue).
 * Decision: the lines to buy by SKU and quantity, and where they came from: 'cart' (the selected
 * cart lines, removed from the cart once the order is placed) or 'buyNow' (the product page,
 * leaving the cart alone). Prices are never passed: the order confirmation reads them again.
 */
export interface CheckoutState {
  source: 'cart' | 'buyNow';
  items: Array<{ sku_id: string; quantity: number; cart_id?: string }>;
}
