import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { Home, LayoutGrid, ShoppingCart, User } from 'lucide-react';
import { Badge, cn, TabBar, type TabBarItem } from '@pasar/ui';
import { useCartCount } from '../api/cart';
import { cartBadgeMessages } from '../features/cart';
import { stickyBottomBar } from '../frame/sticky-bars';
import { layoutMessages as m } from './messages';
import { currentTab, scrollsToTop, tabIds, tabTarget, type TabId } from './tab-bar-items';

const icons: Record<TabId, TabBarItem['icon']> = {
  home: <Home aria-hidden="true" />,
  cate: <LayoutGrid aria-hidden="true" />,
  cart: <ShoppingCart aria-hidden="true" />,
  me: <User aria-hidden="true" />,
};
const labels = { home: m.tabHome, cate: m.tabCategories, cart: m.tabCart, me: m.tabMe } as const;

/** The mobile bottom tab bar, with the spacer that keeps it from covering the page's end. */
export function MobileTabBar() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const cartCount = useCartCount();
  const items: TabBarItem[] = tabIds.map((id, index) => ({
    id,
    label: intl.formatMessage(labels[id]),
    icon: icons[id],
    href: tabTarget(index),
    onPress: scrollsToTop(id) ? () => window.scrollTo({ top: 0 }) : undefined,
    // The cart's line count; its own words ("3 items") follow the label for screen readers.
    badge:
      id === 'cart' && cartCount > 0 ? (
        <Badge
          count={cartCount}
          label={intl.formatMessage(cartBadgeMessages.tabBadge, { count: cartCount })}
        />
      ) : undefined,
  }));
  return (
    <>
      {/* The spacer is taller on /cart, where the checkout bar sits above the tab bar. In a
          short viewport the bars scroll with the page and need no room kept for them. */}
      <div
        aria-hidden="true"
        data-testid="tab-bar-spacer"
        className={cn(pathname === '/cart' ? 'h-32' : 'h-16', 'short:hidden')}
      />
      <TabBar
        ref={stickyBottomBar}
        items={items}
        currentId={currentTab(pathname)}
        aria-label={intl.formatMessage(m.mainNav)}
        className="short:static"
      />
    </>
  );
}
