import { useSyncExternalStore } from 'react';
import { matchPath, type RouteObject } from 'react-router';

/**
 * A route of a feature's table. `member: true` marks a page that has nothing to show a visitor:
 * the member guard (features/auth) sends a visitor there to log in, and the login screens' Back
 * does not return to it while logged out.
 */
export type PageRoute = RouteObject & { member?: true };

/**
 * The paths (patterns) of the member pages of every table noted so far. Decision: a registry the
 * app fills, because the tables are the app's (a feature may not import app/) and the main group's
 * arrives later, with its own chunk (app/main-routes.tsx): a guard asking about a main page before
 * then hears "no", and hears again when the table is noted. A group's own routes only: no member
 * page sits inside a layout route (the login screens' layout holds none), and the first load
 * carries this code.
 */
const memberPatterns = new Set<string>();
const listeners = new Set<() => void>();

/** The app hands over its groups' routes (each group's once its module is loaded). */
export function noteMemberRoutes(routes: readonly PageRoute[]) {
  for (const route of routes) if (route.member && route.path) memberPatterns.add(route.path);
  listeners.forEach((listener) => listener());
}

/** Whether `pathname` is a member page of the tables noted so far. */
export function isMemberPath(pathname: string): boolean {
  for (const pattern of memberPatterns) if (matchPath(pattern, pathname)) return true;
  return false;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** isMemberPath, asked again when a table arrives. */
export function useIsMemberPath(pathname: string): boolean {
  // The count of patterns grows with each table that brings member pages.
  useSyncExternalStore(
    subscribe,
    () => memberPatterns.size,
    () => memberPatterns.size,
  );
  return isMemberPath(pathname);
}
