import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

// A route written as `{ path: '/cart', ...lazyPage(() => import('./cart-page')...) }` in a
// features/*/routes.tsx file (the one way routes are written, storefront/frame/lazy-page.tsx).
const lazyRoute = /path:\s*'([^']+)',\s*\.\.\.lazyPage\(\s*\(\)\s*=>\s*import\('([^']+)'\)/g;

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
 */
export function appStart(
  routeFiles: readonly string[],
  {
    media: mediaModules = {},
    language: languageModules = {},
  }: {
    /** Modules every path needs on screens matching a media query, e.g. the desktop layout. */
    media?: Readonly<Record<string, string>>;
    /** The module each value of `<html lang>` needs, e.g. that language's words. */
    language?: Readonly<Record<string, string>>;
  } = {},
): Plugin {
  let base = '/';
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
        // Each file once, each path a list of indexes into it: the map stays small.
        const fileList: string[] = [];
        const indexOf = (name: string) => {
          const at = fileList.indexOf(base + name);
          return at >= 0 ? at : fileList.push(base + name) - 1;
        };
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
          return [...files].map(indexOf);
        };
        const preloads: Record<string, number[]> = {};
        for (const [routePath, module] of lazyRouteModules(routeFiles)) preloads[routePath] = chunksOf(routePath, module);
        const media: Record<string, number[]> = {};
        for (const [query, module] of Object.entries(mediaModules)) media[query] = chunksOf(query, module);
        const language: Record<string, number[]> = {};
        for (const [lang, module] of Object.entries(languageModules)) language[lang] = chunksOf(lang, module);

        const entryTag = new RegExp(`\\s*<script type="module" crossorigin src="${base}${entry.fileName}"></script>`);
        if (!entryTag.test(html)) throw new Error(`app-start: no script tag for ${entry.fileName}`);
        // requestAnimationFrame runs just before the first paint; the timeout after it. The second
        // timeout starts the app anyway where frames are not drawn (a tab opened in the background).
        const script =
          `(function (entry, files, preloads, media, language) {` +
          `var started = false;` +
          `function start() {` +
          `if (started) return; started = true;` +
          `var wanted = preloads[location.pathname] || [];` +
          `for (var query in media) if (matchMedia(query).matches) wanted = wanted.concat(media[query]);` +
          `wanted = wanted.concat(language[document.documentElement.lang] || []);` +
          `wanted.forEach(function (at) {` +
          `var link = document.createElement('link'); link.rel = 'modulepreload'; link.href = files[at];` +
          `document.head.appendChild(link); });` +
          `var app = document.createElement('script'); app.type = 'module'; app.src = entry;` +
          `document.head.appendChild(app); }` +
          `requestAnimationFrame(function () { setTimeout(start, 0); });` +
          `setTimeout(start, 250);` +
          `})(${JSON.stringify(base + entry.fileName)}, ${JSON.stringify(fileList)}, ${JSON.stringify(preloads)}, ${JSON.stringify(media)}, ${JSON.stringify(language)});`;
        return {
          html: html.replace(entryTag, ''),
          tags: [{ tag: 'script', children: script, injectTo: 'body' }],
        };
      },
    },
  };
}
