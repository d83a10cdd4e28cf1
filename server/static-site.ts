import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Context, Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';

/**
 * Serves the built storefront from `distDir`: hashed assets cached for a year, everything
 * else falls back to index.html (the SPA decides the route), revalidated every time so a deploy
 * is picked up at once: its ETag makes an unchanged page a 304 with no body (the page carries
 * the stylesheet inline, scripts/inline-stylesheet.ts). /api is mounted before this and answers
 * its own 404s.
 */
export function serveStorefront(app: Hono, distDir: string) {
  const indexHtml = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexHtml)) {
    throw new Error(`No storefront build at ${distDir}: run \`npm run build\` (npm start does it for you).`);
  }
  const root = path.relative(process.cwd(), distDir) || '.';
  const html = fs.readFileSync(indexHtml, 'utf8');
  const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 22)}"`;
  const sendIndex = (c: Context) => {
    c.header('Cache-Control', 'no-cache');
    c.header('ETag', etag);
    // Weak comparison (RFC 9110): compression turns the tag into W/"…", and browsers send it back so.
    const sent = (c.req.header('If-None-Match') ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
    if (sent.includes(etag)) return c.body(null, 304);
    return c.html(html);
  };
  app.get('/', sendIndex);
  app.get('/index.html', sendIndex);
  // The cache header goes on before serveStatic answers: its own onFound hook runs after the
  // response is built, too late to add one. A file that is not there falls through to the page,
  // which sets its own.
  const cacheFor = (value: string) => async (c: Context, next: () => Promise<void>) => {
    c.header('Cache-Control', value);
    await next();
  };
  app.use('/assets/*', cacheFor('public, max-age=31536000, immutable'), serveStatic({ root }));
  // A chunk an older page still names (a deploy replaced it) is missing, not a page.
  app.get('/assets/*', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.notFound();
  });
  app.use('*', cacheFor('public, max-age=3600'), serveStatic({ root }));
  app.get('*', sendIndex);
}
