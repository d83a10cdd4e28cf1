import { build } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * Bundles a small entry (no React, no app code beyond what it imports) into one self-contained
 * script and writes it into index.html's head, where it runs while the page is still parsing:
 * before the app's own code has even been asked for. Build only; in development the app simply
 * makes its calls itself.
 */
export function inlineScript(entry: string): Plugin {
  return {
    name: 'pasar:inline-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler() {
        const { output } = await build({
          input: entry,
          write: false,
          logLevel: 'warn',
          // What the entry imports is declarations (an API area's call builders, the stored
          // session): the rest of those modules — the hooks beside a call, React, swr — is
          // dropped, so one module per API area costs the head script nothing.
          treeshake: { moduleSideEffects: false },
          output: { format: 'iife', minify: true },
        });
        const code = output[0].code.replace(/<\/script/gi, '<\\/script');
        return [{ tag: 'script', children: code, injectTo: 'head' }];
      },
    },
  };
}
