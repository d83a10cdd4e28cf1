import type { Context } from 'hono';

/**
 * Decision (issue 18): a request comes from inside the native app shell when its `platform`
 * header says APP (SPEC.md §7 names the header; the web storefront sends H5). An app-only voucher
 * (1101047) is usable only then. The header is the client's word: an app-only voucher is a
 * marketing rule, not a security boundary.
 */
export function fromAppShell(c: Context): boolean {
  return c.req.header('platform')?.toUpperCase() === 'APP';
}
