import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
const wrapper = path.join(here, 'local-inspect.ts');
/** Where the dev server serves the offline inspector's page. */
export const inspectorPath = '/__xstate-inspector/';

/**
 * `npm run dev -- --inspect`: the XState inspector without the internet. The storefront asks
 * @statelyai/inspect for its browser inspector (storefront/features/auth/inspector.ts), which opens
 * the hosted page at stately.ai. Under this plugin the same import gets local-inspect.ts, whose
 * inspector opens this dev server's own page instead (page.ts): every running machine with its
 * chart, the states it is in, and the events it received. `--inspect=stately` keeps the hosted one.
 *
 * Inert unless VITE_XSTATE_INSPECT is set and is not `stately` (scripts/dev.mjs sets it), and only
 * for the dev server: the build, the tests and Storybook never see it.
 *
 * Decision: @statelyai/inspect ships only the sending half (and createBrowserReceiver); its
 * inspector's page lives at stately.ai. Swapping the URL by module resolution keeps the
 * storefront's code as it is, so `--inspect=stately` and the offline page take the same path.
 */
export function localXStateInspector(mode = process.env.VITE_XSTATE_INSPECT): Plugin {
  const active = Boolean(mode) && mode !== 'stately';
  return {
    name: 'pasar:local-xstate-inspector',
    apply: (_config, { command }) => active && command === 'serve',
    enforce: 'pre',
    resolveId(id, importer) {
      // The storefront's import gets the wrapper; the wrapper's own import, the package.
      if (id === '@statelyai/inspect' && importer !== wrapper) return wrapper;
      return null;
    },
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        if (req.url?.split('?')[0] !== inspectorPath) return next();
        const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>XState inspector (offline)</title></head><body><script type="module" src="/@fs${path.join(here, 'page.ts')}"></script></body></html>`;
        res.setHeader('Content-Type', 'text/html');
        res.end(await server.transformIndexHtml(req.url, page));
      });
    },
  };
}
