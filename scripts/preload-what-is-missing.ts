import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * A lazy import's preload list (Vite's `__vite__mapDeps`) without the chunks its importer has
 * already loaded. Decision (ADR 042's figures): everything an importing chunk imports statically,
 * the entry and the bundler's runtime included, ran before that chunk did, so it is loaded by the
 * time any of its lazy imports starts; Vite lists it anyway, and every name is bytes on the
 * importer (a landing page's product page chunk named 17 chunks for its "deliver to" dialog).
 * The preload helper skipped them at run time already: what is preloaded does not change. Nor is
 * a chunk listed alone (its importer has everything else): import() fetches it at once.
 *
 * `plugin` keeps a reference to the bundle as it is written (before Vite's import analysis
 * rewrites the lazy imports, which calls `resolveDependencies` for each).
 */
export function preloadWhatIsMissing() {
  let bundle: OutputBundle | undefined;
  const plugin: Plugin = {
    name: 'pasar:preload-what-is-missing',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = output;
      },
    },
  };
  const resolveDependencies = (
    file: string,
    deps: string[],
    context: { hostId: string; hostType: 'html' | 'js' },
  ): string[] => {
    if (context.hostType !== 'js' || !bundle) return deps;
    const loaded = new Set<string>();
    const visit = (fileName: string) => {
      const chunk = bundle?.[fileName];
      if (!chunk || chunk.type !== 'chunk' || loaded.has(fileName)) return;
      loaded.add(fileName);
      chunk.imports.forEach(visit);
    };
    visit(context.hostId);
    const missing = deps.filter((dep) => !loaded.has(dep));
    // The imported chunk alone: import() fetches it at once, a preload of it would add nothing.
    return missing.length === 1 && missing[0] === file ? [] : missing;
  };
  return { plugin, resolveDependencies };
}
