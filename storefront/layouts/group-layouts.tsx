import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { cn } from '@pasar/ui';
import { useVisitorCartMerge } from '../features/cart';
import { isInsideShell } from '../session/native-bridge';
import { DesktopHeader } from './desktop-header';
import { Footer } from './footer';
import { MobileHeader } from './mobile-header';
import { MobileTabBar } from './mobile-tab-bar';
import { showsSideMenu } from './side-menu-items';
import { SideMenu } from './side-menu';
import { showsTabBar } from './tab-bar-items';
import { useIsMobile } from './use-is-mobile';
import { useScrolledPast } from './use-scrolled-past';

// The desktop header's search box and category bar: desktop only, so on their own chunks (a
// phone never downloads them). The fallbacks keep their height: nothing shifts when they arrive.
const HeaderSearch = lazy(() => import('../features/search').then((m) => ({ default: m.HeaderSearch })));
const CategoryBar = lazy(() => import('../features/catalogue').then((m) => ({ default: m.CategoryBar })));

/**
 * The route groups' layouts (SPEC.md §2). Mobile below 750 px, desktop at 1200 px. Inside the
 * native shell the page header is hidden: the app draws its own.
 */
function Shell({ background, mobileHeader }: { background?: boolean; mobileHeader: boolean }) {
  const mobile = useIsMobile();
  const { pathname } = useLocation();
  const scrolled = useScrolledPast(0);
  const inShell = isInsideShell();
  useVisitorCartMerge();

  if (mobile) {
    return (
      <div className={cn('min-h-dvh', background ? 'bg-surface-sunken' : 'bg-surface')}>
        {mobileHeader && !inShell && <MobileHeader />}
        <Outlet />
        {showsTabBar(pathname) && <MobileTabBar />}
      </div>
    );
  }
  const withMenu = showsSideMenu(pathname);
  return (
    <div className={cn('flex min-h-dvh flex-col', background ? 'bg-surface-sunken' : 'bg-surface')}>
      {!inShell && (
        <DesktopHeader
          search={
            <Suspense fallback={<div className="h-10" />}>
              <HeaderSearch />
            </Suspense>
          }
          categoryBar={
            <Suspense fallback={<div className="h-[2.5625rem] border-t border-border" />}>
              <CategoryBar />
            </Suspense>
          }
        />
      )}
      {/* Extra top padding until the page is scrolled (SPEC.md §2). */}
      <div
        data-testid="desktop-body"
        className={cn(
          'mx-auto w-full max-w-container flex-1 px-4 transition-[padding]',
          scrolled ? 'pt-4' : 'pt-8',
        )}
      >
        {withMenu ? (
          <div className="flex items-start gap-6">
            <SideMenu />
            <div className="min-w-0 flex-1">
              <Outlet />
            </div>
          </div>
        ) : (
          <Outlet />
        )}
      </div>
      <Footer desktop />
    </div>
  );
}

/** / and /cate: on mobile the header with the rotating search keyword and the tab bar. */
export function HomeLayout() {
  return <Shell mobileHeader />;
}

/** Product pages, payment success, product lists and coupons: on a background. */
export function ProductLayout() {
  return <Shell background mobileHeader={false} />;
}

/** Account, orders, cart, checkout, search and the information pages. */
export function MainLayout() {
  return <Shell background mobileHeader={false} />;
}

/** The login group has no main layout. */
export function LoginLayout() {
  return (
    <div className="min-h-dvh bg-surface">
      <Outlet />
    </div>
  );
}
