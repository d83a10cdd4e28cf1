import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { cn } from '@pasar/ui';
import { CategoryBarOnDemand } from '../features/catalogue';
import { HeaderSearchOnDemand } from '../features/search';
import { isInsideShell } from '../platform/native-bridge';
import { DesktopHeader } from './desktop-header';
import { Footer } from './footer';
import { showsSideMenu } from './side-menu-items';
import { SideMenu } from './side-menu';
import { useScrolledPast } from './use-scrolled-past';

/** The header's parts on chunks of their own, loaded before a page the server drew hydrates. */
export const preloadHeaderParts = () =>
  Promise.all([HeaderSearchOnDemand.preload(), CategoryBarOnDemand.preload()]);

/** The desktop layout of every group but login (SPEC.md §2): header, side menu, page, footer. */
export function DesktopLayout({ background }: { background?: boolean }) {
  const { pathname } = useLocation();
  const scrolled = useScrolledPast(0);
  const inShell = isInsideShell();
  const withMenu = showsSideMenu(pathname);
  return (
    <div className={cn('flex min-h-dvh flex-col', background ? 'bg-surface-sunken' : 'bg-surface')}>
      {!inShell && (
        <DesktopHeader
          // The header's search box and category bar come on chunks of their own features. The
          // fallbacks keep their height: nothing shifts when they arrive.
          search={
            <Suspense fallback={<div className="h-10" />}>
              <HeaderSearchOnDemand />
            </Suspense>
          }
          categoryBar={
            <Suspense fallback={<div className="h-[2.5625rem] border-t border-border" />}>
              <CategoryBarOnDemand />
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
