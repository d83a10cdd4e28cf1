import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { FIRST_VIEW_ATTRIBUTE } from '../contract/first-view-page';

// A route written as `{ path: '/cart', ...lazyPage(() => import('./cart-page')...) }` in a
// features/*/routes.tsx file (the one way routes are written, storefront/frame/lazy-page.tsx).
const lazyRoute = /path:\s*'([^']+)',\s*\.\.\.lazyPage\(\s*\(\)\s*=>\s*import\('([^']+)'\)/g;

// Any route's path, lazily loaded or not (`{ path: '/pc', element: … }`, a child of a layout).
const anyRoute = /path:\s*'(\/[^']*)'/g;

/**
 * Every path the storefront's router answers with a page of its own, from the route files: the
 * server answers any other path 404 (with the app's not-found page), so a probe of `/healthz` or a
 * mistyped link is not a 200 (server/static-site.ts reads them from `routes.json`).
 */
export function routePaths(routeFiles: readonly string[]): string[] {
  const paths = new Set<string>();
  for (const file of routeFiles)
    for (const [, routePath] of fs.readFileSync(file, 'utf8').matchAll(anyRoute)) paths.add(routePath!);
  return [...paths].sort();
}

/** Which page module each lazily loaded path opens, read from the route files themselves. */
export function lazyRouteModules(routeFiles: readonly string[]): Map<string, string> {
  const modules = new Map<string, string>();
  for (const file of routeFiles) {
    for (const [, routePath, specifier] of fs.readFileSync(file, 'utf8').matchAll(lazyRoute)) {
      modules.set(routePath!, path.resolve(path.dirname(file), `${specifier}.tsx`));
    }
  }
  return modules;
}

/**
 * How index.html starts the app. Two things, both about a phone on 4G:
 *
 * - The start-up screen paints first. The app's script is asked for once the page has painted
 *   (one frame later), not by a `<script type="module">` tag: with the script cached, a budget
 *   phone would otherwise run the whole app (half a second and more) before painting anything.
 * - The opened path's page chunks are asked for at the same moment, side by side with the app
 *   (`<link rel="modulepreload">`): a page's code is a lazy chunk the app would only ask for
 *   once it has downloaded and run, one more round trip before anything of the page shows.
 *   Screens matching a media query can add chunks of their own (the desktop layout), and so
 *   can the page's language, `<html lang>`, which storefront/boot/before-app.ts sets from the
 *   stored session before this runs (the words: nothing renders before they arrive).
 *
 * Decision (Lighthouse's first paint on 4G): index.html lists only the opened path's chunks. The build
 * writes one page per lazily loaded path (`pages/N.html`, named in `pages.json`), each with that
 * path's chunks in a JSON block the start script reads, and the server sends the page of the path
 * asked for (server/static-site.ts); any other path gets index.html, which lists none. One map of
 * every path's chunks in every page grew with each page (2 KiB compressed at 36 paths) and pushed
 * the page past what the first round trip of a new connection carries (about 14 KiB): Lighthouse's
 * simulated first paint on 4G went from 0.65 s to 1 s. The entry's own imports (the bundler's
 * runtime) are asked for with the entry, after the first paint, not by a link in the head.
 */
export function appStart(
  routeFiles: readonly string[],
  {
    media: mediaModules = {},
    language: languageModules = {},
    paths: knownPaths,
  }: {
    /** Modules every path needs on screens matching a media query, e.g. the desktop layout. */
    media?: Readonly<Record<string, string>>;
    /** The module each value of `<html lang>` needs, e.g. that language's words. */
    language?: Readonly<Record<string, string>>;
    /** Every path the router answers (routePaths), written to `routes.json` for the server. */
    paths?: readonly string[];
  } = {},
): Plugin {
  let base = '/';
  let pathChunks: Record<string, string[]> | undefined;
  return {
    name: 'pasar:app-start',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return html;
        /** A chunk and everything it imports, leaving out what `loaded` already holds. */
        const withImports = (file: string, loaded: ReadonlySet<string> = new Set()) => {
          const files = new Set<string>();
          const add = (name: string) => {
            if (loaded.has(name) || files.has(name)) return;
            files.add(name);
            const chunk = bundle[name];
            if (chunk?.type === 'chunk') chunk.imports.forEach(add);
          };
          add(file);
          return files;
        };
        const firstLoad = withImports(entry.fileName);

        const byModule = new Map<string, string>();
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk' && output.isDynamicEntry && output.facadeModuleId) {
            byModule.set(output.facadeModuleId, output.fileName);
          }
        }
        // A page whose route table is itself a lazy chunk (the main group's, app/main-routes.tsx)
        // needs that chunk too: the lazy chunks that ask for it, until the first load does.
        const askedForBy = (file: string, seen: Set<string>): string[] => {
          const askers = Object.values(bundle).filter(
            (output) => output.type === 'chunk' && output.dynamicImports.includes(file),
          );
          if (askers.some((asker) => firstLoad.has(asker.fileName))) return [];
          return askers.flatMap((asker) =>
            seen.has(asker.fileName)
              ? []
              : (seen.add(asker.fileName), [asker.fileName, ...askedForBy(asker.fileName, seen)]),
          );
        };
        const chunksOf = (label: string, module: string) => {
          const file = byModule.get(module);
          if (!file) throw new Error(`app-start: no chunk for ${label} (${module})`);
          const files = new Set<string>();
          for (const needed of [file, ...askedForBy(file, new Set())])
            withImports(needed, firstLoad).forEach((name) => files.add(name));
          return [...files].map((name) => base + name);
        };
        const preloads: Record<string, string[]> = {};
        for (const [routePath, module] of lazyRouteModules(routeFiles))
          preloads[routePath] = chunksOf(routePath, module);
        const media: Record<string, string[]> = {};
        for (const [query, module] of Object.entries(mediaModules)) media[query] = chunksOf(query, module);
        const language: Record<string, string[]> = {};
        for (const [lang, module] of Object.entries(languageModules)) language[lang] = chunksOf(lang, module);
        pathChunks = preloads;

        const entryTag = new RegExp(
          `\\s*<script type="module" crossorigin src="${base}${entry.fileName}"></script>`,
        );
        if (!entryTag.test(html)) throw new Error(`app-start: no script tag for ${entry.fileName}`);
        // Vite links the entry's static imports in the head; they go with the entry instead.
        const withEntry = [...firstLoad].filter((name) => name !== entry.fileName).map((name) => base + name);
        const headLinks = new RegExp(
          `\\s*<link rel="modulepreload" crossorigin href="${base}assets/[^"]+">`,
          'g',
        );
        // requestAnimationFrame runs just before the first paint; the timeout after it. The second
        // timeout starts the app anyway where frames are not drawn (a tab opened in the background).
        // A page the server drew waits longer: until its first screen's pictures (the ones it asks
        // for at high priority: the banner, the gallery's first, the first cards) have been painted,
        // or FIRST_VIEW_PICTURES_WAIT_MS at most.
        const script =
          `(function (entry, withEntry, media, language) {` +
          `var started = false;` +
          `function start() {` +
          `if (started) return; started = true;` +
          `var listed = document.getElementById('${PAGE_CHUNKS_ID}');` +
          `var wanted = withEntry.concat(listed ? JSON.parse(listed.textContent) : []);` +
          `for (var query in media) if (matchMedia(query).matches) wanted = wanted.concat(media[query]);` +
          `wanted = wanted.concat(language[document.documentElement.lang] || []);` +
          `wanted.forEach(function (href) {` +
          `var link = document.createElement('link'); link.rel = 'modulepreload'; link.href = href;` +
          `document.head.appendChild(link); });` +
          `var app = document.createElement('script'); app.type = 'module'; app.src = entry;` +
          `document.head.appendChild(app); }` +
          `function afterPaint() { requestAnimationFrame(function () { setTimeout(start, 0); }); }` +
          `if (document.documentElement.hasAttribute('${FIRST_VIEW_ATTRIBUTE}')) {` +
          `setTimeout(start, ${FIRST_VIEW_PICTURES_WAIT_MS});` +
          // The first screen's pictures: asked for at high priority and on screen.
          `var pictures = [].filter.call(document.querySelectorAll('#root img[fetchpriority=high]'), function (img) {` +
          `var box = img.getBoundingClientRect();` +
          `return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth; });` +
          `var painted = function (img) {` +
          `if (img) img.removeAttribute('elementtiming');` +
          `pictures = pictures.filter(function (other) { return other !== img; });` +
          `if (!pictures.length) setTimeout(start, 0); };` +
          // Decoded first: an image is painted once decoded, some frames after it has arrived.
          `var framesAfter = function (img) { var frames = function () {` +
          `requestAnimationFrame(function () { requestAnimationFrame(function () { painted(img); }); }); };` +
          `img.decode().then(frames, frames); };` +
          // Element Timing says when each is painted, the largest paint when one was painted before
          // this ran (too late to mark); one painted then but not the largest is taken as painted
          // if the page had painted by then and the picture had arrived.
          `var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];` +
          `var timed = types.indexOf('element') >= 0;` +
          `var seen = function (list) { list.getEntries().forEach(function (entry) { painted(entry.element); }); };` +
          `if (timed) ['element', 'largest-contentful-paint'].forEach(function (type) {` +
          `if (types.indexOf(type) >= 0) new PerformanceObserver(seen).observe({ type: type, buffered: true }); });` +
          `var hadPainted = performance.getEntriesByName('first-contentful-paint').length > 0;` +
          `if (!pictures.length) afterPaint();` +
          `pictures.forEach(function (img) {` +
          `img.addEventListener('error', function () { painted(img); });` +
          `if (timed) { img.setAttribute('elementtiming', 'first-view'); if (img.complete && hadPainted) framesAfter(img); }` +
          // Elsewhere, once it has arrived, been decoded and two frames have passed.
          `else if (img.complete) framesAfter(img); else img.addEventListener('load', function () { framesAfter(img); }); });` +
          `} else { afterPaint(); setTimeout(start, 250); }` +
          `})(${JSON.stringify(base + entry.fileName)}, ${JSON.stringify(withEntry)}, ${JSON.stringify(media)}, ${JSON.stringify(language)});`;
        return {
          html: html.replace(entryTag, '').replace(headLinks, ''),
          tags: [
            // index.html's own list: none (a path without a page of its own).
            {
              tag: 'script',
              attrs: { type: 'application/json', id: PAGE_CHUNKS_ID },
              children: '[]',
              injectTo: 'body',
            },
            { tag: 'script', children: script, injectTo: 'body' },
          ],
        };
      },
    },
    // The page of each path: index.html as written, with the path's chunks in its JSON block.
    writeBundle(options) {
      if (!pathChunks || !options.dir) return;
      const indexHtml = fs.readFileSync(path.join(options.dir, 'index.html'), 'utf8');
      if (!indexHtml.includes(PAGE_CHUNKS_EMPTY))
        throw new Error('app-start: no page chunks block in index.html');
      fs.mkdirSync(path.join(options.dir, PAGES_DIR), { recursive: true });
      const pages: Record<string, string> = {};
      Object.entries(pathChunks).forEach(([routePath, chunks], at) => {
        const file = `${PAGES_DIR}/${at}.html`;
        // A URL never holds `<`; escaped all the same, so no list can close the block.
        const list = JSON.stringify(chunks).replace(/</g, '\\u003c');
        fs.writeFileSync(
          path.join(options.dir!, file),
          indexHtml.replace(PAGE_CHUNKS_EMPTY, () => pageChunksBlock(list)),
        );
        pages[routePath] = file;
      });
      fs.writeFileSync(path.join(options.dir, PAGES_MANIFEST), `${JSON.stringify(pages, null, 2)}\n`);
      if (knownPaths)
        fs.writeFileSync(path.join(options.dir, ROUTES_MANIFEST), `${JSON.stringify(knownPaths, null, 2)}\n`);
    },
  };
}

/**
 * The longest a drawn page's app waits for its first screen's pictures. Decision: the app's script
 * (200 KiB and more) is asked for only once the pictures are on screen, so that on a phone's 4G
 * they have the connection to themselves and the largest paint comes as soon as the page's own
 * (its static limit, tests/perf/static-limit.mjs); a tap in that time is held (boot/early-taps.ts).
 * A picture that never comes (a slow or broken link) holds the app back no longer than this.
 */
export const FIRST_VIEW_PICTURES_WAIT_MS = 2000;

/** The id of the JSON block listing the path's chunks (data, never run: the CSP need not allow it). */
export const PAGE_CHUNKS_ID = 'page-chunks';
const pageChunksBlock = (list: string) =>
  `<script type="application/json" id="${PAGE_CHUNKS_ID}">${list}</script>`;
const PAGE_CHUNKS_EMPTY = pageChunksBlock('[]');
/** Where the build writes each path's page, and the file naming them (read by server/static-site.ts). */
export const PAGES_DIR = 'pages';
export const PAGES_MANIFEST = 'pages.json';
export const ROUTES_MANIFEST = 'routes.json';
