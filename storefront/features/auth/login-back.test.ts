import { describe, expect, it } from 'vitest';
import { backMove } from './login-back';

describe('the mobile back arrow (SPEC.md §2)', () => {
  it('returns to the saved path and params', () => {
    expect(backMove({ path: '/commodDetail', params: 'product_no=P9' }, 5)).toEqual({
      kind: 'navigate',
      target: { to: '/commodDetail?product_no=P9' },
    });
  });

  it('goes home when the saved path is a login page or empty', () => {
    expect(backMove({ path: '/emailLogin', params: '' }, 5)).toEqual({
      kind: 'navigate',
      target: { to: '/' },
    });
    expect(backMove({ path: '', params: '' }, 5)).toEqual({ kind: 'navigate', target: { to: '/' } });
  });

  it('with nothing saved: two steps back when history is longer than 2, else home', () => {
    expect(backMove({ path: null, params: '' }, 3)).toEqual({ kind: 'history', delta: -2 });
    expect(backMove({ path: null, params: '' }, 2)).toEqual({ kind: 'navigate', target: { to: '/' } });
  });

  it('goes home rather than back to a page that would send the shopper to login again', () => {
    expect(backMove({ path: '/me', params: '' }, 5, (path) => path !== '/me')).toEqual({
      kind: 'navigate',
      target: { to: '/' },
    });
  });
});
