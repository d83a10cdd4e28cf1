import { Hono, type Context } from '../../http/route-kit';
import crypto from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppDeps } from '../../app-env';
import { rumReport } from './monitoring-report';
import { DAY_MS } from '../../../contract/durations';
import { setAnswerHeader } from '../../http/respond';

const here = path.dirname(fileURLToPath(import.meta.url));
const uplotDist = path.dirname(createRequire(import.meta.url).resolve('uplot'));
/** The page's files, read once: the chart library from node_modules (never a CDN) and our script. */
const files: Record<string, { file: string; type: string }> = {
  'uplot.js': { file: path.join(uplotDist, 'uPlot.iife.min.js'), type: 'text/javascript' },
  'uplot.css': { file: path.join(uplotDist, 'uPlot.min.css'), type: 'text/css' },
  'page.js': { file: path.join(here, 'rum-report/page.js'), type: 'text/javascript' },
  'page.css': { file: path.join(here, 'rum-report/page.css'), type: 'text/css' },
};
const cache = new Map<string, Promise<string>>();

/**
 * Decision (ADR 026): the report is open outside production, and in production only with
 * RUM_REPORT_TOKEN, given as `?token=` (the page passes it on to its data) or a bearer token.
 * When a token is set it is asked for everywhere; anyone else gets a 404, as if there were no page.
 */
function mayRead(c: Context, deps: Pick<AppDeps, 'production' | 'rumReportToken'>): boolean {
  const expected = deps.rumReportToken;
  if (!expected) return !deps.production;
  const given = c.req.query('token') ?? c.req.header('Authorization')?.replace(/^Bearer /, '') ?? '';
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

// Decision: the team page is in English only (team-facing, not shop copy), so no locales/ messages.
const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pasar · real-user monitoring</title>
<link rel="stylesheet" href="/internal/rum/uplot.css">
<link rel="stylesheet" href="/internal/rum/page.css">
</head>
<body>
<main>
<h1>Real-user monitoring</h1>
<p id="summary" aria-live="polite">Loading…</p>
<section aria-labelledby="charts-title"><h2 id="charts-title">p75 per hour</h2><div id="charts" class="charts"></div></section>
<section aria-labelledby="vitals-title"><h2 id="vitals-title">Vitals at p75 by route and layout</h2><div id="vitals"></div></section>
<section aria-labelledby="pages-title"><h2 id="pages-title">Page views by route</h2><div id="pages"></div></section>
<section aria-labelledby="errors-title"><h2 id="errors-title">Errors by message</h2><div id="errors"></div></section>
<section aria-labelledby="apis-title"><h2 id="apis-title">Slowest API paths (p75)</h2><div id="apis"></div></section>
</main>
<script src="/internal/rum/uplot.js"></script>
<script src="/internal/rum/page.js"></script>
</body>
</html>`;

/** GET /internal/rum: the team's report page, its data (data.json) and its files. */
export function rumReportRoutes(deps: Pick<AppDeps, 'db' | 'clock' | 'production' | 'rumReportToken'>) {
  const routes = new Hono();
  routes.use('*', async (c, next) => {
    if (!mayRead(c, deps)) return c.text('Not found', 404);
    await next();
    setAnswerHeader(c, 'Cache-Control', 'no-store');
    // Its own CSP (security-headers.ts keeps a route's own): scripts and styles from here only;
    // uPlot sizes its canvases through element styles.
    c.header(
      'Content-Security-Policy',
      "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
        "connect-src 'self'; base-uri 'none'; frame-ancestors 'none'; form-action 'none'",
    );
  });
  routes.get('/', (c) => c.html(PAGE));
  routes.get('/data.json', async (c) => {
    const days = Math.min(30, Math.max(1, Number(c.req.query('days')) || 7));
    const uid = c.req.query('uid');
    const since = new Date(deps.clock.now().getTime() - days * DAY_MS);
    return c.json(await rumReport(deps.db, since, uid ? { uid } : {}));
  });
  routes.get('/:file{[a-z.]+}', async (c) => {
    const entry = files[c.req.param('file')];
    if (!entry) return c.text('Not found', 404);
    let body = cache.get(entry.file);
    if (!body) cache.set(entry.file, (body = readFile(entry.file, 'utf8')));
    return c.body(await body, 200, { 'Content-Type': `${entry.type}; charset=utf-8` });
  });
  return routes;
}
