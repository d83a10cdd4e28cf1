import type { Context } from 'hono';

/** A year: the longest max-age caches honour. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Decision: a URL without the current `?v=` (typed by hand, or an old version) is cached for
 * five minutes only, so a picture that changed is not pinned under a name that did not.
 */
const SHORT = 'public, max-age=300';

/**
 * Answers a picture with its caching headers (by its `?v=` version, or a fixed Cache-Control),
 * or 304 when the browser holds these bytes
 * (If-None-Match).
 */
export function sendAsset(
  c: Context,
  asset: { body: Uint8Array | string; type: string; etag: string } & (
    { version: string } | { cacheControl: string }
  ),
): Response {
  const headers: Record<string, string> = {
    ETag: asset.etag,
    'Cache-Control':
      'cacheControl' in asset ? asset.cacheControl : c.req.query('v') === asset.version ? IMMUTABLE : SHORT,
    'X-Content-Type-Options': 'nosniff',
  };
  const ifNoneMatch = c.req.header('if-none-match');
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === asset.etag))
    return c.body(null, 304, headers);
  if (asset.type === 'image/svg+xml') {
    // Our own drawings, but SVG can carry script: opened directly, it may run none.
    headers['Content-Security-Policy'] = "default-src 'none'; style-src 'unsafe-inline'";
  }
  const body = typeof asset.body === 'string' ? asset.body : new Uint8Array(asset.body);
  return c.body(body, 200, { ...headers, 'Content-Type': asset.type });
}
