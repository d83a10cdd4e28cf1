import { lazy, Suspense, useDeferredValue, useEffect, useRef } from 'react';
import { Outlet, useHref, useLocation, useNavigate, type Location, type NavigateOptions } from 'react-router';
import { useIntl } from 'react-intl';
import { RouterProvider } from 'react-aria-components';
import { useAppLoad } from '../api/app-load';
import { AuthRoot } from '../features/auth';
import { useVisitorCartMerge } from '../features/cart';
import { DeletionPromptOnDemand } from '../features/deletion';
import { LandscapePrompt, useIsPhoneLandscape } from '../layouts/landscape-prompt';
import { postToShell } from '../platform/native-bridge';
import { idleMoment, pageLoaded } from '../platform/quiet-moment';
import { useHydrated } from '../platform/use-hydrated';
import { FIRST_VIEW_ATTRIBUTE } from '../../contract/first-view-page';
import { useStartupLoading } from './startup';
import { StartupScreen, startupMessages } from '../frame/startup-screen';
import { SkipLink } from '../frame/page-focus';
import { useRequestFeedback } from './use-request-feedback';
import { useSessionSync } from './use-session-sync';

/**
 * What a RAC link may ask of the router (its `routerOptions`): react-router's options, and
 * `reloadDocument` for a page outside the app on this origin (the sandbox provider's hosted page,
 * ADR 021): the browser loads it as it would another site's, never the app's router.
 */
declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions & { reloadDocument?: boolean };
  }
}

// Focus after a route change: never needed by the first page, so not on its first load.
const RouteFocus = lazy(() => import('../frame/route-focus').then((m) => ({ default: m.RouteFocus })));
// Page views, consent and the third parties (ADR 027): not on the first load either.
const AnalyticsRoot = lazy(() => import('./analytics-root').then((m) => ({ default: m.AnalyticsRoot })));
// The service worker, the offline banner and "Update available" (ADR 042): asked for only once the
// page has loaded and gone idle.
const OfflineRoot = lazy(() =>
  pageLoaded()
    .then(() => idleMoment())
    .then(() => import('./offline-root'))
    .then((m) => ({ default: m.OfflineRoot })),
);

/**
 * The app's root (SPEC.md §2 calls it the "Root shell"): a full-screen "Page Loading..." while
 * start-up is pending (inside the native shell until its appMessage is applied; app/load
 * everywhere), then the app. A failed app/load is logged, never shown (§8). A phone held in
 * landscape sees a prompt to rotate instead of the app. The session's hooks run here, for every
 * route group: start-up, the session sync, request feedback, the visitor-cart merge on login and
 * analytics (page views, consent, the third parties: ADR 027).
 */
export function AppRoot() {
  const intl = useIntl();
  const navigate = useNavigate();
  const startupLoading = useStartupLoading();
  const { data: appLoad, error } = useAppLoad();
  // Waiting only while there is no answer at all. Decision: not SWR's isLoading, which is true
  // whenever app/load is asked again with nothing in the cache: a page the server drew has its
  // answer only as SWR's fallback, and a sign-in that asked again took the whole page down to the
  // start-up screen and back (every page's state, the focus, the session's listeners lost).
  const appLoading = appLoad === undefined && !error;
  // When start-up ends the whole page renders at once; deferred, React renders it in slices and
  // keeps the start-up screen until it is done, instead of blocking the main thread for it.
  const loading = useDeferredValue(startupLoading || appLoading);
  const landscape = useIsPhoneLandscape();
  const hydrated = useHydrated();
  const location = useLocation();
  // The page the app was ready on, for the route focus: its chunk may arrive after the shopper has
  // already left that page (a tap on a slow phone), and that change of page must still be its news.
  const readyOn = useRef<Location | null>(null);
  useEffect(() => {
    if (hydrated && !loading && !readyOn.current) readyOn.current = location;
  }, [hydrated, loading, location]);
  useSessionSync(!loading);
  useRequestFeedback();
  useVisitorCartMerge();

  useEffect(() => {
    if (error) console.error('app/load failed', error);
  }, [error]);
  useEffect(() => {
    if (loading) return;
    postToShell({ type: 'webViewReady' });
    // The page is the app now, no longer only the first view the server drew (ADR 044).
    document.documentElement.removeAttribute(FIRST_VIEW_ATTRIBUTE);
  }, [loading]);

  if (loading) return <StartupScreen label={intl.formatMessage(startupMessages.pageLoading)} />;
  if (landscape) return <LandscapePrompt />;
  return (
    // RAC links and menus navigate through react-router, without full page loads. A link within
    // the page (`#section`) is left to the browser, which scrolls to it and moves focus there; so
    // is a link that asks for `reloadDocument` (a page this app does not draw).
    <RouterProvider
      navigate={(to, options) => {
        if (to.startsWith('#')) window.location.hash = to;
        else if (options?.reloadDocument) window.location.assign(to);
        else void navigate(to, options);
      }}
      useHref={useHref}
    >
      {/* Before every layout, so "Skip to main content" is the first Tab stop of each. */}
      <SkipLink />
      <Outlet />
      {/* None of these draws anything of the first view: they start once a page the server drew
          has hydrated (or at once in a page the browser draws itself). */}
      {hydrated && (
        <>
          <Suspense fallback={null}>
            <RouteFocus readyOn={readyOn} />
          </Suspense>
          <Suspense fallback={null}>
            <AnalyticsRoot />
          </Suspense>
          <Suspense fallback={null}>
            <OfflineRoot />
          </Suspense>
          {/* Logins arriving in the address, the /me guard and the desktop login dialog. */}
          <AuthRoot />
          {/* After a sign-in while a deletion is processing: cancel it, or keep it and log out. */}
          <DeletionPromptOnDemand />
        </>
      )}
    </RouterProvider>
  );
}
