import { describe, expect, it } from 'vitest';
import { afterLoginTarget } from './return-target';

describe('after login (SPEC.md §2)', () => {
  it('appends the stored query for /commodDetail and /coupons', () => {
    expect(afterLoginTarget('/commodDetail', 'product_no=P1')).toEqual({ to: '/commodDetail?product_no=P1' });
    expect(afterLoginTarget('/coupons', '')).toEqual({ to: '/coupons' });
  });

  it('passes the parsed query as navigation state elsewhere, and keeps it in the address', () => {
    expect(afterLoginTarget('/search', 'keyword=rice&x=1')).toEqual({
      to: '/search?keyword=rice&x=1',
      state: { keyword: 'rice', x: '1' },
    });
    expect(afterLoginTarget('/me', '')).toEqual({ to: '/me' });
  });

  it.each([
    ['/checkout', 'order_no=2611260000000001'],
    ['/applyRefund', 'order_no=2611260000000001'],
    ['/paymentSuccess', 'order_no=2611260000000001'],
  ])('brings a shopper whose session ran out back to %s with its query', (path, params) => {
    expect(afterLoginTarget(path, params).to).toBe(`${path}?${params}`);
  });

  it("carries the page's own router state, which /orderConfirm's lines live in, over the parsed query", () => {
    const lines = { source: 'cart', items: [{ sku_id: 'S1', quantity: 2 }] };
    expect(afterLoginTarget('/orderConfirm', '', lines)).toEqual({ to: '/orderConfirm', state: lines });
    expect(afterLoginTarget('/search', 'keyword=rice', { from: 'home' })).toEqual({
      to: '/search?keyword=rice',
      state: { from: 'home' },
    });
    expect(afterLoginTarget('/commodDetail', 'product_no=P1', { tab: 2 })).toEqual({
      to: '/commodDetail?product_no=P1',
      state: { tab: 2 },
    });
    expect(afterLoginTarget('/login', '', lines)).toEqual({ to: '/' });
  });

  it.each([null, '', '/login', '/accountLogin', '/emailLogin', '/verificationCode', 'https://evil.example'])(
    'never returns to %s: home instead',
    (path) => {
      expect(afterLoginTarget(path, 'a=1')).toEqual({ to: '/' });
    },
  );
});
