import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// `npm run build:ui`: @pasar/ui as one ES module, dist/index.js, for apps that install the kit.
// The storefront itself never uses this build: it imports the sources through the `@pasar/ui`
// alias, so its own bundler tree-shakes the kit together with the app.

const here = path.dirname(fileURLToPath(import.meta.url));
const manifest = JSON.parse(fs.readFileSync(path.join(here, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};

// Left to the app that installs the kit: exactly what ui/package.json declares (peers, so the app
// ships one copy of React, RAC and react-intl; dependencies, so npm installs them with the kit).
// Everything else the kit imports is bundled, notably contract/ (formatBadge, formatMoney, the
// validation rules), which is not a package of its own.
const declaredPackages = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies });

/**
 * `react` and also `react/jsx-runtime`, `lucide-react/…`. A bare import of a package the manifest
 * does not declare stops the build: bundled silently, it would ship a second copy to every app.
 */
function isExternal(id: string) {
  if (id.startsWith('.') || id.startsWith('\0') || path.isAbsolute(id)) return false;
  if (declaredPackages.some((name) => id === name || id.startsWith(`${name}/`))) return true;
  throw new Error(
    `@pasar/ui imports "${id}", which ui/package.json does not declare (see ui/README.md, "Packages").`,
  );
}

/**
 * tsc (tsconfig.lib.json) writes the declarations under dist/ui/ and dist/contract/, because
 * the kit's types reach into contract/; this entry file puts them behind dist/index.d.ts.
 */
function declarationEntry(): Plugin {
  return {
    name: 'pasar-ui:declaration-entry',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'index.d.ts', source: "export * from './ui/index.js';\n" });
    },
  };
}

/**
 * dist/theme.css, the installed kit's Tailwind entry (`@pasar/ui/theme.css`): ui/theme.css with
 * the compiled config and the built module in place of the sources, which the package does not
 * ship. Each line must be found, so an edit to theme.css cannot leave the package's copy stale.
 */
function packageTheme(): Plugin {
  const replacements: [from: string, to: string][] = [
    ["@config './tailwind.config.ts';", "@config './tailwind.config.js';"],
    ["@source '.';", "@source './index.js';"],
    ["@source not './dist';\n", ''],
  ];
  return {
    name: 'pasar-ui:package-theme',
    generateBundle() {
      let css = fs.readFileSync(path.join(here, 'theme.css'), 'utf8');
      for (const [from, to] of replacements) {
        if (!css.includes(from)) throw new Error(`ui/theme.css no longer contains ${JSON.stringify(from)}`);
        css = css.replace(from, to);
      }
      this.emitFile({ type: 'asset', fileName: 'theme.css', source: css });
    },
  };
}

/** The languages the kit speaks: the storefront's (locales/). */
const kitLanguages = ['en', 'id', 'zh-CN'] as const;

/**
 * dist/messages/<language>.json: the kit's own labels (the `ui.*` messages of locales/), so an app
 * that installs the kit hands them to its IntlProvider and a close button says "Tutup" in
 * Indonesian, not the English default. Every language must carry every label the English has.
 */
function packageMessages(): Plugin {
  return {
    name: 'pasar-ui:package-messages',
    generateBundle() {
      const readKit = (language: string) =>
        Object.fromEntries(
          Object.entries(
            JSON.parse(fs.readFileSync(path.join(here, '../locales', `${language}.json`), 'utf8')) as Record<
              string,
              string
            >,
          ).filter(([id]) => id.startsWith('ui.')),
        );
      const english = readKit('en');
      for (const language of kitLanguages) {
        const messages = readKit(language);
        const missing = Object.keys(english).filter((id) => !(id in messages));
        if (missing.length > 0) throw new Error(`locales/${language}.json lacks the kit's ${missing.join(', ')}`);
        this.emitFile({
          type: 'asset',
          fileName: `messages/${language}.json`,
          source: `${JSON.stringify(messages, null, 2)}\n`,
        });
      }
    },
  };
}

export default defineConfig({
  root: here,
  // The kit ships no compiled CSS: apps import @pasar/ui/theme.css into their own Tailwind build.
  plugins: [react(), declarationEntry(), packageTheme(), packageMessages()],
  publicDir: false,
  build: {
    outDir: path.join(here, 'dist'),
    emptyOutDir: true,
    sourcemap: true,
    // Unminified, so stack traces in an app are readable; the app's bundler minifies.
    minify: false,
    lib: {
      entry: {
        index: path.join(here, 'index.ts'),
        // Loaded by Tailwind in the app's build (dist/theme.css), not by the app's code.
        'tailwind.config': path.join(here, 'tailwind.config.ts'),
      },
      formats: ['es'],
      fileName: (_format, name) => `${name}.js`,
    },
    rolldownOptions: {
      external: isExternal,
      // contract/rules declares each rule's zod schema beside the plain function the kit uses;
      // building a schema has no side effect, so unused ones drop out, and importing a package
      // has none either, so no bare `import "zod"` is left behind: the kit never loads zod.
      treeshake: { manualPureFunctions: ['z'], moduleSideEffects: 'no-external' },
    },
  },
});
