import { API_URL_MAX_CHARS } from '../../contract/monitoring-constants';

/**
 * Decision (ADR 026): a route is the path with its ids replaced, so the report groups
 * /productDetail/1234 and /productDetail/5678 together: a segment with a digit in it, or a long
 * run of letters and digits (an order number, a token), becomes `:id`. The query never leaves
 * the browser (it may carry a search or an account).
 */
export function routeOf(pathname: string): string {
  const route = pathname
    .split('/')
    .map((segment) => (/\d/.test(segment) || /^[A-Za-z0-9_-]{24,}$/.test(segment) ? ':id' : segment))
    .join('/')
    .slice(0, 200);
  return route.startsWith('/') ? route : `/${route}`;
}

/**
 * The API path to report for a call's URL (`product/detail`), or null when the call is not
 * monitored: SPEC.md §9 ignores URLs over 8182 characters, and only our own /api is reported.
 */
export function apiPathOf(url: string, origin: string, apiBase = '/api'): string | null {
  if (url.length > API_URL_MAX_CHARS) return null;
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return null;
  }
  if (parsed.origin !== origin || !parsed.pathname.startsWith(`${apiBase}/`)) return null;
  return routeOf(parsed.pathname.slice(apiBase.length)).slice(1);
}
