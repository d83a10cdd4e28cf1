import type { ReactNode } from 'react';
import { useHydrated } from '../platform/use-hydrated';
import { preloadable } from './lazy-page';
import type { PageRoute } from './member-routes';

/**
 * A member page's skeleton (./member-page-skeleton.tsx), on a chunk of its own: only a member page
 * the server drew shows it, and that page loads it before it hydrates (app/main-routes.tsx
 * preloadMainPage), so no first load carries it.
 */
const Skeleton = preloadable(() => import('./member-page-skeleton').then((m) => m.MemberPageSkeleton));
export const preloadMemberPageSkeleton = Skeleton.preload;

/** The skeleton while the server draws and the browser hydrates; the page once the app is live. */
function MemberPageFirstView({ children }: { children: ReactNode }) {
  return useHydrated() ? children : <Skeleton />;
}

/**
 * A group's routes with each member page (`member: true`) in its first view. The page's element
 * stays the child, so preloading the route (frame/lazy-page.tsx) still finds its chunk.
 */
export function withMemberFirstViews(routes: readonly PageRoute[]): PageRoute[] {
  return routes.map((route) =>
    route.member ? { ...route, element: <MemberPageFirstView>{route.element}</MemberPageFirstView> } : route,
  );
}
