import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** A component on a chunk of its own that can be asked to load before it first renders. */
export type Preloadable<P extends object> = ComponentType<P> & { preload(): Promise<unknown> };

/**
 * A component loaded on its own chunk. Until `preload()` has loaded it, it renders through
 * React.lazy (suspending while it downloads); once loaded it renders at once. Decision: a page
 * the server drew (storefront/app/first-view.ts) is hydrated only after its chunks are loaded
 * (main.tsx preloads them): React.lazy suspends on its first render even when the chunk is
 * already here, and a boundary still waiting to hydrate when the session's own state arrives
 * would be drawn again on the client instead of hydrated.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = () => load().then((component) => (loaded = component));
  const Lazy = lazy(async () => ({ default: await preload() }));
  const Component = (props: P) => {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  };
  return Object.assign(Component, { preload });
}

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
  const Page = preloadable(load);
  return { element: <Page {...(props as P)} /> };
}

/**
 * Loads the chunks of the pages `elements` render (a matched route's element, a layout), so a
 * first render finds them loaded: the server before it renders, the browser before it hydrates.
 * A route's element is wrapped (its error boundary: app/route-error-boundary.tsx), so the page is
 * looked for among the children as well.
 */
export function preloadElements(elements: readonly unknown[]): Promise<unknown> {
  return Promise.all(elements.map(preloadElement));
}

function preloadElement(element: unknown): Promise<unknown> | undefined {
  if (typeof element !== 'object' || element === null) return undefined;
  const { type, props } = element as { type?: Partial<Preloadable<object>>; props?: { children?: unknown } };
  if (typeof type?.preload === 'function') return type.preload();
  const children = props?.children;
  return children === undefined
    ? undefined
    : preloadElements(Array.isArray(children) ? children : [children]);
}
