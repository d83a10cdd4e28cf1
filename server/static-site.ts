import fs from 'node:fs';
import path from 'node:path';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';

/**
 * Serves the built storefront from `distDir`: hashed assets cached for a year, everything
 * else falls back to index.html (the SPA decides the route), never cached so a deploy is
 * picked up at once. /api is mounted before this and answers its own 404s.
 */
export function serveStorefront(app: Hono, distDir: string) {
  const indexHtml = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexHtml)) {
    throw new Error(`No storefront build at ${distDir}: run \`npm run build\` (npm start does it for you).`);
  }
  const root = path.relative(process.cwd(), distDir) || '.';
  app.use(
    '/assets/*',
    serveStatic({
      root,
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );
  app.use(
    '*',
    serveStatic({
      root,
      // index.html names the current hashed assets: never cache it, so a deploy is seen at once.
      onFound: (file, c) =>
        c.header('Cache-Control', file.endsWith('.html') ? 'no-cache' : 'public, max-age=3600'),
    }),
  );
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(fs.readFileSync(indexHtml, 'utf8'));
  });
}
