import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/**
 * A route whose page loads on its own chunk, so the first visit to / downloads none of it.
 * While it downloads, the navigation (a transition: BrowserRouter starts every navigation as
 * one) keeps the current page on screen; the first page shows the start-up screen. A chunk that
 * fails to load (a flaky 4G connection, a deploy that replaced it) throws while rendering, and
 * the route's error boundary shows the error page ("Something went wrong", "Try again" reloads).
 */
export function lazyPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
  props?: P,
): Pick<RouteObject, 'element'> {
  const Page = lazy(async () => ({ default: await load() }));
  return { element: <Page {...(props as P)} /> };
}
