import { describe, expect, it } from 'vitest';
import { isCheckoutPath } from './checkout-paths';

describe('the pages a waiting new version never reloads', () => {
  it('are the pages of buying, with or without a trailing slash', () => {
    for (const path of ['/orderConfirm', '/checkout', '/payment-option', '/paymentSuccess', '/checkout/'])
      expect(isCheckoutPath(path), path).toBe(true);
  });

  it('are no other page', () => {
    for (const path of ['/', '/cart', '/commodDetail', '/order', '/orderDetail/P1', '/checkoutx'])
      expect(isCheckoutPath(path), path).toBe(false);
  });
});
