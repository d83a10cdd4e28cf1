import path from 'node:path';
import { build, type Plugin } from 'vite';

/** Where the server renderer goes inside the storefront's build (read by server/first-view-pages.ts). */
export const SERVER_ENTRY_DIR = 'server';
export const SERVER_ENTRY_FILE = 'entry-server.js';

/**
 * Builds the server's renderer of the first view (storefront/entry-server.tsx, ADR 044) with
 * `vite build --ssr` after every storefront build, into `<outDir>/server/`: whatever builds the
 * storefront (npm run build, npm start, the e2e run, bench:bundle) builds it too, from the same
 * config (its aliases, the compiled words, `import.meta.env`), so the two sides draw the same
 * page. The static site never serves that folder (server/static-site.ts).
 */
export function serverEntryBuild(configFile: string, entry: string): Plugin {
  let outDir = 'dist';
  let mode = 'production';
  let ssr = false;
  return {
    name: 'pasar:server-entry-build',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      mode = config.mode;
      ssr = Boolean(config.build.ssr);
    },
    closeBundle: {
      sequential: true,
      order: 'pre',
      async handler() {
        if (ssr) return;
        await build({
          configFile,
          mode,
          // React's and SWR's "use client" directives warn when bundled for Node, harmlessly.
          logLevel: 'error',
          build: {
            ssr: entry,
            outDir: path.join(outDir, SERVER_ENTRY_DIR),
            emptyOutDir: true,
            copyPublicDir: false,
            sourcemap: false,
            // One file for Node, its lazy pages inlined (they are preloaded before it renders):
            // none of the storefront's chunk groups.
            rolldownOptions: { output: { entryFileNames: SERVER_ENTRY_FILE, codeSplitting: false } },
          },
        });
      },
    },
  };
}
