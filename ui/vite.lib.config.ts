import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// `npm run build:ui`: @pasar/ui as one ES module, dist/index.js, for apps that install the kit.
// The storefront itself never uses this build: it imports the sources through the `@pasar/ui`
// alias, so its own bundler tree-shakes the kit together with the app.

const here = path.dirname(fileURLToPath(import.meta.url));

// Left to the app that installs the kit, so it ships one copy of each. Everything else the kit
// imports is bundled, notably contract/ (formatBadge, formatMoney, the validation rules), which
// is not a package of its own.
const externalPackages = [
  'react',
  'react-dom',
  'react-aria-components',
  'react-intl',
  'class-variance-authority',
  'clsx',
  'lucide-react',
  'dayjs',
  'zod',
  // Calendar dates for the date picker; a dependency of react-aria-components already.
  '@internationalized/date',
];

/** `react` and also `react/jsx-runtime`, `dayjs/plugin/utc`, … */
function isExternal(id: string) {
  return externalPackages.some((name) => id === name || id.startsWith(`${name}/`));
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

export default defineConfig({
  root: here,
  // The kit ships no CSS: apps import @pasar/ui/theme.css into their own Tailwind build.
  plugins: [react(), declarationEntry()],
  publicDir: false,
  build: {
    outDir: path.join(here, 'dist'),
    emptyOutDir: true,
    sourcemap: true,
    // Unminified, so stack traces in an app are readable; the app's bundler minifies.
    minify: false,
    lib: {
      entry: path.join(here, 'index.ts'),
      formats: ['es'],
      fileName: 'index',
    },
    rolldownOptions: {
      external: isExternal,
    },
  },
});
