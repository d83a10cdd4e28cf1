import type { Context } from 'hono';

/** Text for HTML (element content and quoted attributes) in the server's own plain pages. */
export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

/**
 * The headers of a page the server renders itself (the sandbox Google's, the sandbox payment
 * provider's): no script at all, inline style only, never framed, cached or sent as a referrer.
 * No form-action: their forms redirect on to the storefront, whose origin may be another one.
 */
export function setPlainPageHeaders(c: Context) {
  c.header(
    'Content-Security-Policy',
    "default-src 'none'; style-src 'unsafe-inline'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
  );
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
}
