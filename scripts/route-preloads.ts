import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

// A route written as `{ path: '/cart', ...lazyPage(() => import('./cart-page')...) }` in a
// features/*/routes.tsx file (the one way routes are written, storefront/shell/lazy-page.tsx).
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
 * A page's code is a lazy chunk, so the browser would only ask for it once the shell has
 * downloaded and run: one more round trip on 4G before anything of the page shows. This plugin
 * writes a few lines into index.html that ask for the opened path's chunks at once, side by
 * side with the shell (`<link rel="modulepreload">`). The map holds only the chunks each path
 * needs beyond the shell.
 */
export function routePreloads(routeFiles: readonly string[]): Plugin {
  let base = '/';
  return {
    name: 'pasar:route-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return [];
        const shell = new Set<string>();
        const addShell = (file: string) => {
          if (shell.has(file)) return;
          shell.add(file);
          const chunk = bundle[file];
          if (chunk?.type === 'chunk') chunk.imports.forEach(addShell);
        };
        addShell(entry.fileName);

        const byModule = new Map<string, string>();
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk' && output.isDynamicEntry && output.facadeModuleId) {
            byModule.set(output.facadeModuleId, output.fileName);
          }
        }
        // Each file once, each path a list of indexes into it: the map stays a few hundred bytes.
        const fileList: string[] = [];
        const indexOf = (name: string) => {
          const at = fileList.indexOf(base + name);
          return at >= 0 ? at : fileList.push(base + name) - 1;
        };
        const preloads: Record<string, number[]> = {};
        for (const [routePath, module] of lazyRouteModules(routeFiles)) {
          const file = byModule.get(module);
          if (!file) throw new Error(`route-preloads: no chunk for ${routePath} (${module})`);
          const files = new Set<string>();
          const add = (name: string) => {
            if (shell.has(name) || files.has(name)) return;
            files.add(name);
            const chunk = bundle[name];
            if (chunk?.type === 'chunk') chunk.imports.forEach(add);
          };
          add(file);
          preloads[routePath] = [...files].map(indexOf);
        }
        const script =
          `(function (files, preloads) {` +
          `(preloads[location.pathname] || []).forEach(function (at) {` +
          `var link = document.createElement('link'); link.rel = 'modulepreload'; link.href = files[at];` +
          `document.head.appendChild(link); });` +
          `})(${JSON.stringify(fileList)}, ${JSON.stringify(preloads)});`;
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
    },
  };
}
