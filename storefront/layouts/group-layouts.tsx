import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useIntl } from 'react-intl';
import { cn } from '@pasar/ui';
import { isInsideShell } from '../platform/native-bridge';
import { StartupScreen, startupMessages } from '../frame/startup-screen';
import { MobileHeader } from './mobile-header';
import { MobileTabBar } from './mobile-tab-bar';
import { showsTabBar } from './tab-bar-items';
import { useIsMobile } from '../platform/use-is-mobile';
import { preloadable } from '../frame/lazy-page';

// The desktop header, menus, side menu and footer are on their own chunk: a phone never
// downloads them. index.html asks for it at once on a wide screen (scripts/app-start.ts); a page
// the server drew in the desktop layout loads it before hydrating (desktopLayoutChunk).
const DesktopLayout = preloadable(() => import('./desktop-layout').then((m) => m.DesktopLayout));
export const desktopLayoutChunk = () =>
  Promise.all([DesktopLayout.preload(), import('./desktop-layout').then((m) => m.preloadHeaderParts())]);

/**
 * The route groups' layouts (SPEC.md §2). Mobile below 750 px, desktop at 1200 px. Inside the
 * native shell the page header is hidden: the app draws its own.
 */
function GroupLayout({ background, mobileHeader }: { background?: boolean; mobileHeader: boolean }) {
  const intl = useIntl();
  const mobile = useIsMobile();
  const { pathname } = useLocation();
  const inShell = isInsideShell();

  if (mobile) {
    return (
      <div className={cn('min-h-dvh', background ? 'bg-surface-sunken' : 'bg-surface')}>
        {mobileHeader && !inShell && <MobileHeader />}
        <Outlet />
        {showsTabBar(pathname) && <MobileTabBar />}
      </div>
    );
  }
  return (
    <Suspense fallback={<StartupScreen label={intl.formatMessage(startupMessages.pageLoading)} />}>
      <DesktopLayout background={background} />
    </Suspense>
  );
}

/** / and /cate: on mobile the header with the rotating search keyword and the tab bar. */
export function HomeLayout() {
  return <GroupLayout mobileHeader />;
}

/** Product pages, payment success, product lists and coupons: on a background. */
export function ProductLayout() {
  return <GroupLayout background mobileHeader={false} />;
}

/** Account, orders, cart, checkout, search and the information pages. */
export function MainLayout() {
  return <GroupLayout background mobileHeader={false} />;
}

/** The login group has no main layout. */
export function LoginLayout() {
  return (
    <div className="min-h-dvh bg-surface">
      <Outlet />
    </div>
  );
}
