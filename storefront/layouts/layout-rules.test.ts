import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeSideMenuItem, showsSideMenu, visibleSideMenuItems } from './side-menu-items';
import { currentTab, scrollsToTop, tabTarget } from './tab-bar-items';

afterEach(() => vi.restoreAllMocks());

describe('the tab bar', () => {
  it.each([
    [0, '/'],
    [1, '/cate'],
    [2, '/cart'],
    [3, '/me'],
  ])('tab %i goes to %s', (index, path) => {
    expect(tabTarget(index)).toBe(path);
  });

  it('an unknown index goes home and logs an error', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(tabTarget(7)).toBe('/');
    expect(error).toHaveBeenCalledWith('Unknown tab index 7');
  });

  it('Cart and Me scroll to the top, Home and Categories do not', () => {
    expect([scrollsToTop('home'), scrollsToTop('cate'), scrollsToTop('cart'), scrollsToTop('me')]).toEqual([
      false,
      false,
      true,
      true,
    ]);
    expect(currentTab('/cart')).toBe('cart');
    expect(currentTab('/search')).toBeUndefined();
  });
});

describe('the desktop side menu', () => {
  it('shows on exactly the personal-center paths', () => {
    expect(showsSideMenu('/points')).toBe(true);
    expect(showsSideMenu('/refund-settings')).toBe(true);
    expect(showsSideMenu('/cart')).toBe(false);
    expect(showsSideMenu('/orderDetail/1')).toBe(false);
  });

  it.each([
    ['/me', 'me'],
    ['/points', 'me'],
    ['/refund-settings', 'payment'],
    ['/addressDetail', 'address'],
    ['/message', 'message'],
  ])('on %s the active entry is %s', (path, id) => {
    expect(activeSideMenuItem(path)).toBe(id);
  });

  it('hides Payment option in Singapore and Malaysia', () => {
    expect(visibleSideMenuItems('ID').map((i) => i.id)).toContain('payment');
    expect(visibleSideMenuItems('SG').map((i) => i.id)).not.toContain('payment');
    expect(visibleSideMenuItems('MY').map((i) => i.id)).not.toContain('payment');
  });
});
