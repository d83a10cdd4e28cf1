import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Outlet, useLocation, type RouteObject } from 'react-router';
import { RouteErrorPage } from './route-error-page';

/**
 * Each route group and each route sits in one of these (storefront/routes.tsx): a page that
 * throws while rendering, or whose chunk fails to load, shows the error page in its place.
 * Decision: the storefront uses react-router's declarative router, whose code is 60 kB
 * smaller than the data router's (ADR 008), so error boundaries are ours rather than the
 * router's `errorElement`. Leaving the page (another path) clears the error.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary pathname={pathname}>{children}</Boundary>;
}

type BoundaryProps = { pathname: string; children: ReactNode };
/** `pathname`: where the boundary last rendered, so a new path can clear the error. */
type BoundaryState = { failed: boolean; pathname: string };

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Route error', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}

/** Something a route renders (a layout, a page), showing the error page in its place if it fails. */
export const withErrorPage = (element: ReactNode) => <RouteErrorBoundary>{element}</RouteErrorBoundary>;

/** A group's routes, each showing the error page in its place if it fails. */
export const withErrorPages = (routes: RouteObject[]): RouteObject[] =>
  routes.map((route) => ({ ...route, element: withErrorPage(route.element ?? <Outlet />) }));
