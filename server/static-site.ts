import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Context, Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { once } from 'node:events';
import { constants as zlib, brotliCompressSync, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';
import { readLocaleCookie } from '../contract/locale-cookie';
import { storefrontCsp } from './http/security-headers';
import type { CspAdditions } from './http/third-party-sources';
import { logger } from './lib/logger';
import {
  FIRST_VIEW_VARY,
  firstViewPages,
  type FirstViewOptions,
  type Renderer as FirstViewRenderer,
} from './first-view-pages';
import {
  previewAudience,
  previewRequestOf,
  productPreview,
  withPreviewHead,
  type ApiRequest,
  type LinkPreview,
} from './link-previews';

/**
 * Serves the built storefront from `distDir`: hashed assets cached for a year, everything else
 * falls back to the page of its path (scripts/app-start.ts writes one per lazily loaded path,
 * listing its chunks), else index.html (the SPA decides the route), revalidated every time so a
 * deploy is picked up at once: its ETag makes an unchanged page a 304 with no body (the page carries
 * the stylesheet inline, scripts/inline-stylesheet.ts). /api is mounted before this and answers
 * its own 404s.
 */
export function serveStorefront(
  app: Hono,
  distDir: string,
  options: {
    frameAncestors?: readonly string[];
    thirdParties?: CspAdditions;
    /** The API in process, for the head of a shared product link (server/link-previews.ts). */
    linkPreviews?: LinkPreviewOptions;
    /**
     * The landing pages' first view drawn here (server/first-view-pages.ts) by the build's own
     * renderer, loaded by the caller (loadRenderer); without it every page is drawn by the browser.
     */
    firstView?: FirstViewOptions & { renderer: FirstViewRenderer };
  } = {},
) {
  const indexHtml = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexHtml)) {
    throw new Error(`No storefront build at ${distDir}: run \`npm run build\` (npm start does it for you).`);
  }
  const root = path.relative(process.cwd(), distDir) || '.';
  const html = fs.readFileSync(indexHtml, 'utf8');
  const page = pageVariants(indexHtml, html);
  const pageOf = pathPages(distDir);
  const isAppPath = appPaths(distDir);
  // One policy for every path's page: they differ only in their JSON block of chunks, which is
  // data the policy need not allow (scripts/app-start.ts).
  const csp = storefrontCsp(html, options.frameAncestors, options.thirdParties);
  const previews = options.linkPreviews && previewPages(options.linkPreviews);
  const firstViews =
    options.firstView &&
    firstViewPages(
      options.firstView.renderer,
      { publicOrigin: options.linkPreviews?.publicOrigin, ...options.firstView },
      variantsOf,
    );
  const sendIndex = async (c: Context) => {
    const pageVariants = pageOf(c.req.path) ?? page;
    const previewed = previews && (await previews(c, pageVariants.at(-1)!.body));
    // A product gone (404, 410) keeps the page as built; so does any page not drawn here.
    const drawn =
      firstViews && (!previewed || previewed.status === 200)
        ? await firstViews(
            c,
            () => Buffer.from((previewed?.variants ?? pageVariants).at(-1)!.body).toString('utf8'),
            previewed?.variants ? previewed.audience : '',
          )
        : null;
    if (drawn && !drawn.kept) {
      const encoding = pickEncoding(c.req.header('Accept-Encoding'));
      c.header('Cache-Control', drawn.cacheControl);
      c.header('Vary', FIRST_VIEW_VARY);
      c.header('Content-Type', 'text/html; charset=UTF-8');
      if (encoding) c.header('Content-Encoding', encoding);
      return c.body(streamOf(compressedParts(drawn.parts, encoding)));
    }
    const variant = pickVariant(
      drawn?.page ?? previewed?.variants ?? pageVariants,
      c.req.header('Accept-Encoding'),
    );
    c.header('Cache-Control', drawn ? drawn.cacheControl : 'no-cache');
    c.header(
      'Vary',
      drawn ? FIRST_VIEW_VARY : previews ? 'Accept-Encoding, Accept-Language' : 'Accept-Encoding',
    );
    if (previewed && previewed.status !== 200) {
      if (variant.encoding) c.header('Content-Encoding', variant.encoding);
      c.header('Content-Type', 'text/html; charset=UTF-8');
      return c.body(variant.body, previewed.status);
    }
    // A path the router has no page for: the app still draws its not-found page, with the status
    // that says so (a probe of /healthz, a crawler, a mistyped link).
    if (c.req.path !== '/index.html' && !isAppPath(c.req.path)) {
      if (variant.encoding) c.header('Content-Encoding', variant.encoding);
      c.header('Content-Type', 'text/html; charset=UTF-8');
      return c.body(variant.body, 404);
    }
    c.header('ETag', variant.etag);
    const sent = (c.req.header('If-None-Match') ?? '')
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''));
    if (sent.includes(variant.etag)) return c.body(null, 304);
    if (variant.encoding) c.header('Content-Encoding', variant.encoding);
    c.header('Content-Type', 'text/html; charset=UTF-8');
    return c.body(variant.body);
  };
  // Every storefront answer carries the page's policy (server/http/security-headers.ts).
  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('Content-Security-Policy', csp);
  });
  // Decision: source maps stay on the server's disk for the developers' tools (npm run
  // bench:bundle), never served: they would publish the whole source (finding 10).
  // The paths' pages are sent at their paths only (pathPages), not as files of their own; the
  // list of the router's paths (appPaths) is the server's to read, not a file to serve.
  app.get('*', async (c, next) => {
    if (
      c.req.path.endsWith('.map') ||
      c.req.path.startsWith('/pages.json') ||
      c.req.path.startsWith('/routes.json') ||
      c.req.path.startsWith('/pages/') ||
      // The server's renderer of the first view (scripts/server-entry-build.ts): read, never sent.
      c.req.path.startsWith('/server/')
    )
      return c.notFound();
    await next();
  });
  app.get('/', sendIndex);
  app.get('/index.html', sendIndex);
  // The cache header goes on before serveStatic answers: its own onFound hook runs after the
  // response is built, too late to add one. A file that is not there falls through to the page,
  // which sets its own. Scripts and styles were compressed at build time (scripts/precompress.ts):
  // serveStatic sends the .br or .gz beside the file when the browser takes it.
  const cacheFor = (value: string) => async (c: Context, next: () => Promise<void>) => {
    c.header('Cache-Control', value);
    await next();
  };
  app.use(
    '/assets/*',
    cacheFor('public, max-age=31536000, immutable'),
    serveStatic({ root, precompressed: true }),
  );
  // A chunk an older page still names (a deploy replaced it) is missing, not a page.
  app.get('/assets/*', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.notFound();
  });
  // The service worker and the web app manifest (scripts/installable-app.ts, ADR 042) are checked
  // again on every visit: a deploy's new worker is then found at the browser's next update check,
  // not an hour later. Served by file name, with their own types (text/javascript,
  // application/manifest+json); a build without them answers its not-found page as before.
  app.use(
    '/:file{(?:sw\\.js|manifest\\.webmanifest)}',
    cacheFor('no-cache'),
    serveStatic({ root, precompressed: true }),
  );
  app.use('*', cacheFor('public, max-age=3600'), serveStatic({ root, precompressed: true }));
  app.get('*', sendIndex);
}

/** How long a product's preview is kept before the product is read again. */
const PREVIEW_TTL_MS = 60_000;
/** Previews kept at most (the oldest goes first): a few megabytes of compressed pages. */
const PREVIEW_CACHE_SIZE = 500;
/** A preview the API has not answered by then is left out: the page goes without it. */
const PREVIEW_WAIT_MS = 1_000;

/** A failed read is kept this long before the product is asked again. */
const PREVIEW_RETRY_MS = 10_000;

interface PreviewEntry {
  expires: number;
  page: Promise<PreviewPage | null>;
  toldLate: boolean;
}

interface PreviewPage {
  status: LinkPreview['status'];
  /** Whom the head was written for: its country and language. */
  audience: string;
  /** Null when the page goes out as built (no preview head). */
  variants: PageVariant[] | null;
}

/**
 * The page of a previewed path with its own head and status (server/link-previews.ts), compressed
 * once and kept for a minute per product, country and language.
 *
 * Decision: a product's price or stock may change within that minute; a preview (a chat app caches
 * its own for days) and a tab title a minute old are still right enough, and a burst of shoppers
 * opening one shared link costs one read and one compression. A preview that fails or is slow is
 * logged and left out: the shopper gets the page as built, never an error page.
 */
interface LinkPreviewOptions {
  api: ApiRequest;
  publicOrigin?: string;
  /** How long a page waits for its preview (PREVIEW_WAIT_MS unless a test says otherwise). */
  waitMs?: number;
}

function previewPages(options: LinkPreviewOptions) {
  const cache = new Map<string, PreviewEntry>();
  const render = async (html: string, preview: LinkPreview, audience: string): Promise<PreviewPage> => {
    if (!preview.head) return { status: preview.status, audience, variants: null };
    return { status: preview.status, audience, variants: variantsOf(withPreviewHead(html, preview.head)) };
  };
  return async (c: Context, plainPage: Uint8Array): Promise<PreviewPage | null> => {
    const asked = previewRequestOf(c);
    if (!asked) return null;
    // Decision: a shopper's own cookie (ADR 043) decides the head's words and currency, as it does
    // the view drawn below it: the tab's title and the page must not speak two languages. A chat
    // app's fetcher has no cookie, and its user's Accept-Language decides, as before.
    const audience =
      readLocaleCookie(c.req.header('Cookie')) ?? previewAudience(c.req.header('Accept-Language'));
    const audienceKey = `${audience.country}|${audience.language}`;
    // Without PUBLIC_ORIGIN the head's addresses are the request's own origin, named by its Host
    // header: part of the key, so a forged one goes into no head kept for others.
    const origin = options.publicOrigin ?? new URL(c.req.url).origin;
    const key = `${origin}|${asked.productNo}|${audienceKey}`;
    const now = Date.now();
    let entry = cache.get(key);
    if (!entry || entry.expires <= now) {
      const fresh: PreviewEntry = {
        expires: now + PREVIEW_TTL_MS,
        page: Promise.resolve(null),
        toldLate: false,
      };
      // Logged once per failed read, which is kept a few seconds: a failing API is not asked (nor
      // logged) again for every shopper.
      fresh.page = productPreview(options.api, asked.productNo, audience, origin)
        .then((preview) => render(Buffer.from(plainPage).toString('utf8'), preview, audienceKey))
        .catch((error: unknown) => {
          logger.error(
            { err: error, productNo: asked.productNo },
            'link preview failed: pages sent without it',
          );
          fresh.expires = Date.now() + PREVIEW_RETRY_MS;
          return null;
        });
      entry = fresh;
      cache.delete(key);
      cache.set(key, entry);
      if (cache.size > PREVIEW_CACHE_SIZE) cache.delete(cache.keys().next().value!);
    }
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), options.waitMs ?? PREVIEW_WAIT_MS);
    });
    const found = await Promise.race([entry.page, late]);
    clearTimeout(timer);
    if (found !== 'late') return found;
    if (!entry.toldLate)
      logger.warn({ productNo: asked.productNo }, 'link preview late: pages sent without it');
    entry.toldLate = true;
    return null;
  };
}

/**
 * A page made on the server (a preview's head, a drawn first view), compressed once: brotli at a
 * quality fast enough per page (5), gzip, and as is.
 */
function variantsOf(html: string): PageVariant[] {
  const plain = Buffer.from(html, 'utf8');
  const brotli = brotliCompressSync(plain, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
  return (
    [
      ['br', brotli],
      ['gzip', gzipSync(plain)],
      [undefined, plain],
    ] as const
  ).map(([encoding, bytes]) => {
    const body = new Uint8Array(bytes);
    return { encoding, body, etag: tagOf(body) };
  });
}

interface PageVariant {
  encoding: 'br' | 'gzip' | undefined;
  body: Uint8Array<ArrayBuffer>;
  etag: string;
}

const tagOf = (bytes: Uint8Array) =>
  `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`;

/** index.html as built, plus its .br and .gz when the build wrote them. */
function pageVariants(indexHtml: string, html: string): PageVariant[] {
  const plain = new Uint8Array(Buffer.from(html, 'utf8'));
  const variants: PageVariant[] = [];
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (!fs.existsSync(indexHtml + suffix)) continue;
    const body = new Uint8Array(fs.readFileSync(indexHtml + suffix));
    variants.push({ encoding, body, etag: tagOf(body) });
  }
  variants.push({ encoding: undefined, body: plain, etag: tagOf(plain) });
  return variants;
}

/**
 * The page of each lazily loaded path, as the build wrote it (scripts/app-start.ts: `pages.json`
 * names a file per route path), read once at start: the path asked for, matched as the router
 * would (`:no` a segment), answers its own page, listing the chunks it needs. Null for any other
 * path (index.html, listing none) and for a build without pages.
 */
function pathPages(distDir: string): (requestPath: string) => PageVariant[] | null {
  const manifest = path.join(distDir, 'pages.json');
  if (!fs.existsSync(manifest)) return () => null;
  const pages = new Map(
    Object.entries(JSON.parse(fs.readFileSync(manifest, 'utf8')) as Record<string, string>)
      .filter(([routePath]) => routePath.startsWith('/'))
      .map(([routePath, file]) => {
        const at = path.join(distDir, file);
        return [routePath, pageVariants(at, fs.readFileSync(at, 'utf8'))] as const;
      }),
  );
  const routeOf = routeMatcher([...pages.keys()]);
  return (requestPath) => {
    const route = routeOf(requestPath);
    return route === null ? null : pages.get(route)!;
  };
}

/**
 * Whether the router has a page for a path: every route path of the build's `routes.json`
 * (scripts/app-start.ts, routePaths). A build without it (an older one) answers every path.
 */
function appPaths(distDir: string): (requestPath: string) => boolean {
  const manifest = path.join(distDir, 'routes.json');
  if (!fs.existsSync(manifest)) return () => true;
  const routeOf = routeMatcher(JSON.parse(fs.readFileSync(manifest, 'utf8')) as string[]);
  // A trailing slash reaches the same page in the router ("/cart/" is "/cart").
  return (requestPath) =>
    routeOf(requestPath.length > 1 ? requestPath.replace(/\/+$/, '') : requestPath) !== null;
}

/** The route path a request path opens, matched as the router would (`:no` a segment), or null. */
function routeMatcher(routePaths: readonly string[]): (requestPath: string) => string | null {
  const exact = new Set(routePaths);
  const patterns = routePaths.map((routePath) => ({ routePath, segments: routePath.split('/') }));
  return (requestPath) => {
    if (exact.has(requestPath)) return requestPath;
    const asked = requestPath.split('/');
    const route = patterns.find(
      ({ segments }) =>
        segments.length === asked.length &&
        segments.every(
          (segment, at) => segment === asked[at] || (segment.startsWith(':') && asked[at] !== ''),
        ),
    );
    return route?.routePath ?? null;
  };
}

/** The encodings the browser accepts; `q=0` refuses one. */
function acceptedEncodings(acceptEncoding: string | undefined): Set<string | undefined> {
  return new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !/^\s*q=0(?:\.0*)?\s*$/.test(q ?? ''))
      .map(([name]) => name?.trim()),
  );
}

/** The first variant the browser accepts (br before gzip). */
function pickVariant(variants: PageVariant[], acceptEncoding: string | undefined): PageVariant {
  const accepted = acceptedEncodings(acceptEncoding);
  return variants.find((variant) => !variant.encoding || accepted.has(variant.encoding)) ?? variants.at(-1)!;
}

/** The encoding a streamed page goes out in: as pickVariant chooses among a kept page's. */
function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = acceptedEncodings(acceptEncoding);
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
}

/** A response body sent as `chunks` come; a shopper who leaves stops it. */
function streamOf(chunks: AsyncIterable<Uint8Array>): ReadableStream<Uint8Array> {
  const iterator = chunks[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

/**
 * A page streamed as its parts come, each compressed and flushed at once (a compressor would
 * otherwise hold the head back until it had enough to fill a block).
 */
async function* compressedParts(
  parts: AsyncIterable<string>,
  encoding: 'br' | 'gzip' | undefined,
): AsyncGenerator<Uint8Array> {
  if (!encoding) {
    for await (const part of parts) yield Buffer.from(part, 'utf8');
    return;
  }
  const compressor =
    encoding === 'br' ? createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }) : createGzip();
  const out: Buffer[] = [];
  compressor.on('data', (bytes: Buffer) => out.push(bytes));
  try {
    for await (const part of parts) {
      compressor.write(part);
      await new Promise<void>((resolve) => compressor.flush(() => resolve()));
      yield Buffer.concat(out.splice(0));
    }
    const ended = once(compressor, 'end');
    compressor.end();
    await ended;
    yield Buffer.concat(out.splice(0));
  } finally {
    compressor.destroy();
  }
}
