import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { cn, focusRing, Link } from '@pasar/ui';
import { useSession } from '../session/session-store';
import { OrderTabCount, ordersMessages } from '../features/orders';
import { LogoutDialog } from '../frame/logout-dialog';
import { layoutMessages as m } from './messages';
import { activeSideMenuItem, SIDE_MENU_SCROLL_THRESHOLD, visibleSideMenuItems } from './side-menu-items';
import { useScrolledPast } from './use-scrolled-past';

/**
 * Under "My orders", the tabs that wait on someone with their counts (order-status-summary),
 * each linking to its tab of /order.
 */
function OrderTabLinks() {
  const intl = useIntl();
  const tabs = [
    ['to_pay', 'toPay', ordersMessages.tabToPay],
    ['to_ship', 'toShip', ordersMessages.tabToShip],
    ['to_receive', 'toReceive', ordersMessages.tabToReceive],
  ] as const;
  return (
    <ul className="m-0 list-none p-0">
      {tabs.map(([tab, param, label]) => (
        <li key={tab}>
          <Link
            variant="plain"
            href={`/order?tab=${param}`}
            data-testid={`side-orders-${tab}`}
            className={cn(
              'flex rounded py-1.5 ps-8 pe-4 text-sm text-muted-foreground hover:bg-muted',
              focusRing,
            )}
          >
            <OrderTabCount tab={tab} name={intl.formatMessage(label)} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The desktop personal-center menu (SPEC.md §2). */
export function SideMenu() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const country = useSession((s) => s.localeInfo.xlocale);
  const userName = useSession((s) => s.userInfo.userInfo?.user_name);
  const stuck = useScrolledPast(SIDE_MENU_SCROLL_THRESHOLD);
  const active = activeSideMenuItem(pathname);
  const [confirming, setConfirming] = useState(false);

  const entry = cn('block rounded px-4 py-2.5 text-sm hover:bg-muted', focusRing);
  return (
    <nav
      aria-label={intl.formatMessage(m.sideMenuLabel)}
      data-stuck={stuck || undefined}
      className="sticky top-4 w-52 shrink-0 self-start rounded-lg bg-surface py-2 shadow-card"
    >
      <ul className="m-0 list-none p-0">
        {visibleSideMenuItems(country).map((item) => (
          <li key={item.id}>
            <Link
              variant="plain"
              href={item.path}
              aria-current={item.id === active ? 'page' : undefined}
              className={cn(
                entry,
                item.id === active ? 'bg-primary-soft font-semibold text-primary' : 'text-foreground',
              )}
            >
              <FormattedMessage {...item.label} />
            </Link>
            {item.id === 'order' && userName && <OrderTabLinks />}
          </li>
        ))}
        {userName && (
          <li>
            <button
              type="button"
              onClick={() => setConfirming(true)}
              className={cn(entry, 'w-full cursor-pointer text-left text-foreground')}
            >
              <FormattedMessage {...m.logOut} />
            </button>
          </li>
        )}
      </ul>
      <LogoutDialog isOpen={confirming} onOpenChange={setConfirming} />
    </nav>
  );
}
