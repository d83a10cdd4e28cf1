import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Scalar } from '@scalar/hono-api-reference';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../app-env';
import { failureJsonSchema } from './api-routes';
import { fitForClients } from './openapi-fit';

/** Where the reference page finds Scalar's script: served from here, never from a CDN. */
const SCALAR_SCRIPT_PATH = '/api/docs/scalar.js';

/** Read once, on the first visit of /api/docs (4 MB, a development dependency). */
let scalarScript: Promise<string> | undefined;
function readScalarScript(): Promise<string> {
  // The package exports no path to its standalone bundle: find it beside its entry point.
  const entry = createRequire(import.meta.url).resolve('@scalar/api-reference');
  scalarScript ??= readFile(path.join(path.dirname(entry), 'browser', 'standalone.js'), 'utf8');
  return scalarScript;
}

/**
 * GET /api/openapi.json, made from the routes' own zod schemas (server/http/api-routes.ts), and
 * outside production the interactive reference at /api/docs (ADR 011). Call after every route
 * group is mounted: the document is read from the API's registry when asked.
 */
export function mountApiDocs(api: OpenAPIHono<AppEnv>, production: boolean) {
  api.openAPIRegistry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    description: 'Authorization: Bearer <token> from /member/user/login (SPEC.md §7)',
  });
  const config = {
    openapi: '3.1.0',
    info: {
      title: 'Pasar API',
      version: '1',
      description:
        'Every answer is the envelope `{ code, msg, data }` (contract/envelope.ts): code 0 is success, ' +
        'any other is from the error catalogue (contract/errors.ts). A request that does not match its ' +
        'schema answers 1101020 with HTTP 400 and changes nothing.',
    },
    servers: [{ url: '/api' }],
  } satisfies Parameters<typeof api.getOpenAPI31Document>[0];
  // The document the routes' schemas make, then what generated clients need (./openapi-fit.ts).
  api.get('/openapi.json', (c) => c.json(fitForClients(api.getOpenAPI31Document(config), failureJsonSchema)));
  if (production) return;
  // Decision: the reference page gets a CSP of its own (server/http/security-headers.ts keeps a
  // route's own): Scalar's page starts itself with an inline script and styles itself at run time,
  // so the API's `default-src 'none'` would leave it blank. It is never mounted in production and
  // still loads nothing from outside this server.
  api.use('/docs', async (c, next) => {
    await next();
    c.header(
      'Content-Security-Policy',
      "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; " +
        "img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; object-src 'none'; " +
        "base-uri 'none'; frame-ancestors 'none'",
    );
  });
  // Decision: the reference works offline (no CDN is reachable from every machine that develops
  // Pasar): Scalar's standalone bundle comes from node_modules, and its web fonts and telemetry
  // are off, so the page makes no request outside this server.
  api.get(
    '/docs',
    Scalar({
      url: '/api/openapi.json',
      pageTitle: 'Pasar API reference',
      cdn: SCALAR_SCRIPT_PATH,
      withDefaultFonts: false,
      telemetry: false,
      hideClientButton: true,
    }),
  );
  api.get('/docs/scalar.js', async (c) =>
    c.body(await readScalarScript(), 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    }),
  );
}
