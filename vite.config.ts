/// <reference types="vitest/config" />
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { chromiumLaunchOptions } from './tests/chromium.ts';
import { movePointerOffPage } from './tests/visual/pointer-command.ts';
import { compiledLocales } from './scripts/compiled-locales.ts';
import { appStart, lazyRouteModules, routePaths } from './scripts/app-start.ts';
import { landingPageChunks } from './scripts/landing-page-chunks.ts';
import { landingPaths } from './scripts/landing-paths.ts';
import { inlineStylesheet } from './scripts/inline-stylesheet.ts';
import { inlineScript } from './scripts/inline-script.ts';
import { precompress } from './scripts/precompress.ts';
import { installableApp } from './scripts/installable-app.ts';
import { preloadWhatIsMissing } from './scripts/preload-what-is-missing.ts';
import { serverEntryBuild } from './scripts/server-entry-build.ts';
import { stripDefaultMessages } from './scripts/strip-default-messages.ts';
import { MOBILE_BREAKPOINT } from './ui/lib/root-font-size.ts';
import { locales } from './storefront/i18n/locales.ts';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { reactAriaIndonesian } from './scripts/react-aria-indonesian.ts';
import { localXStateInspector } from './scripts/xstate-inspector/plugin.ts';
import { reactAriaIndonesian as ariaIndonesianStrings } from './storefront/i18n/react-aria-indonesian.ts';

const root = path.dirname(fileURLToPath(import.meta.url));
// A feature's route tables: routes.tsx, and main-routes.tsx where it has main-group pages beside
// pages of another group (storefront/app/main-routes.tsx loads the main group's lazily).
const featureRouteFiles = fs
  .readdirSync(path.join(root, 'storefront/features'))
  .flatMap((feature) =>
    ['routes.tsx', 'main-routes.tsx'].map((file) => path.join(root, 'storefront/features', feature, file)),
  )
  .filter((file) => fs.existsSync(file));
const pageModules = lazyRouteModules(featureRouteFiles);
const landingPageModules = landingPaths.map((at) => {
  const page = pageModules.get(at);
  if (!page) throw new Error(`no route file opens the landing path ${at}`);
  return page;
});
// react-aria has no Indonesian of its own: the shop's (storefront/i18n/react-aria-indonesian.ts),
// in the build and in the dev server's pre-bundled dependencies alike.
const ariaIndonesian = reactAriaIndonesian(
  path.join(root, 'storefront/i18n/react-aria-indonesian.ts'),
  Object.keys(ariaIndonesianStrings),
);
const preload = preloadWhatIsMissing();
const apiTarget = process.env.PASAR_API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

// One config for the storefront build, the dev server and every Vitest project.
export default defineConfig(({ command, isSsrBuild }) => ({
  root,
  // The server's renderer of the first view (scripts/server-entry-build.ts): everything bundled,
  // packages too. Decision: the build goes where it is asked to (the e2e run's is a temporary
  // folder), where Node would find no node_modules to import them from.
  ...(isSsrBuild ? { ssr: { noExternal: true as const, target: 'node' as const } } : {}),
  plugins: [
    react(),
    tailwindcss(),
    compiledLocales(path.join(root, 'locales')),
    stripDefaultMessages(),
    inlineStylesheet(),
    inlineScript(path.join(root, 'storefront/boot/before-app.ts')),
    appStart(featureRouteFiles, {
      // The desktop layout's chunk (storefront/layouts/group-layouts.tsx), from 750 px up.
      media: {
        [`(min-width: ${MOBILE_BREAKPOINT}px)`]: path.join(root, 'storefront/layouts/desktop-layout.tsx'),
      },
      // The words of the page's language (storefront/i18n/load-messages.ts).
      language: Object.fromEntries(locales.map((locale) => [locale, `\0virtual:pasar-locale/${locale}`])),
      // The app's own routes (/pc) beside the features'.
      paths: routePaths([...featureRouteFiles, path.join(root, 'storefront/app/routes.tsx')]),
    }),
    serverEntryBuild(path.join(root, 'vite.config.ts'), path.join(root, 'storefront/entry-server.tsx')),
    precompress(),
    preload.plugin,
    // The web app manifest and the service worker (ADR 042), written beside the build.
    installableApp(),
    // react-aria ships its built-in strings for ~35 languages; keep only the shop's three.
    { ...optimizeLocales.vite({ locales: ['en-US', 'id-ID', 'zh-CN'] }), enforce: 'pre' as const },
    ariaIndonesian,
    // `npm run dev -- --inspect`: the XState inspector's page served here, offline; inert otherwise.
    localXStateInspector(),
  ],
  optimizeDeps: { rolldownOptions: { plugins: [ariaIndonesian] } },
  resolve: {
    alias: [
      { find: /^@pasar\/ui$/, replacement: path.join(root, 'ui/index.ts') },
      // The installed kit's theme is dist/theme.css (built). In the repository the app's
      // stylesheet stands in for it: app.css, the kit's source theme with the app's
      // tailwind.config.ts (Tailwind 4 reads a JS config only from the stylesheet's @config).
      { find: /^@pasar\/ui\/theme\.css$/, replacement: path.join(root, 'app.css') },
      // Messages arrive pre-compiled (scripts/compiled-locales.ts), so a production bundle
      // ships react-intl without its ICU parser.
      ...(command === 'build'
        ? [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
          ]
        : []),
    ],
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      // The sandbox payment provider's hosted pages (ADR 021): served by the API server, outside /api.
      '/sandbox-pay': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Decision: maps are written for the developers' tools (npm run bench:bundle) but not named in
    // the scripts, and the server never serves them (server/static-site.ts).
    sourcemap: 'hidden',
    // A lazy import's preload list names only what its importer has not loaded (ADR 042's figures).
    modulePreload: { resolveDependencies: preload.resolveDependencies },
    // One stylesheet for the whole storefront (Tailwind's output, inlined into index.html by
    // scripts/inline-stylesheet.ts). Split per chunk, Vite would list it among each lazy page's
    // dependencies and its preload helper would download it a second time.
    cssCodeSplit: false,
    // The first-load chunk holds everything the first page needs (see codeSplitting below): ~520 kB
    // minified, ~160 KiB compressed. `npm run bench:bundle` watches it; the warning would not.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // A shared chunk's own name lists every page that uses it; a short one is enough.
        chunkFileNames: (chunk) =>
          chunk.name.startsWith('shared~') ? 'assets/shared-[hash].js' : 'assets/[name]-[hash].js',
        codeSplitting: {
          groups: [
            // Everything the first page needs before it can render, in one file: on a phone's
            // HTTP/1.1 connection (6 at a time) forty small chunks cost round trips, not bytes.
            { name: 'first-load', tags: ['$initial'] },
            // Decision (Lighthouse, ADR 007's addendum): the bundler's runtime helpers with it. As a chunk of
            // their own (2 KiB) the page named them in a modulepreload link in its head: one more
            // request before the first paint, on every page.
            { name: 'first-load', test: /rolldown[\\/]runtime/ },
            // Decision (the toaster and the home feed after the page, ADR 044's addendum): the few
            // small react-aria modules the parts loaded after hydration share with a landing page
            // (RAC's Text, the string formatter and its Indonesian, the portal context, useEvent)
            // in a chunk of their own. Left to the groups below they went into the product page's
            // landing chunk and the overlays chunk, and the toaster's and the feed's chunks
            // imported those whole: ~40 KiB more script fetched and compiled on / right after
            // hydration, for ~2 KiB of modules.
            {
              name: 'aria-shared',
              test: /react-aria-components[\\/]dist[\\/]private[\\/]Text\.mjs|react-aria[\\/]dist[\\/]private[\\/](i18n[\\/]useLocalizedStringFormatter|overlays[\\/]PortalProvider|utils[\\/]useEvent)\.mjs|storefront[\\/]i18n[\\/]react-aria-indonesian/,
            },
            // Decision (the first load grew, ADR 008's second addendum): what the landing pages
            // (scripts/landing-paths.ts) share with other pages, in chunks named for the set of
            // landing pages that reach it (scripts/landing-page-chunks.ts), ahead of every other
            // group. A landing page then downloads only modules it uses, whatever member pages
            // import: the groups below hold nothing a landing page reaches. Measured on a43bf8d:
            // /, product list, product page 185.5 / 149.4 / 191.6 KiB in 23 / 11 / 23 files
            // before, 165.4 / 149.3 / 162.8 KiB in 6 files each after (baseline 4751406: 168.0 /
            // 152.2 / 168.2 in 16 / 14 / 17). `npm test` holds them to tests/perf/first-load-budget.json.
            landingPageChunks(landingPageModules),
            // Decision: RAC's toggle state (the sort bar, the kit's Checkbox) in a file of its own
            // (~0.3 KiB). Left to the `shared` group below it is too small to stand alone, and since
            // the kit's Link became every page's link the closest group to merge it into is the
            // login flow's, which the product list and product page then loaded whole (+90 KiB).
            {
              name: 'shared',
              test: /[\\/]react-stately[\\/]dist[\\/]private[\\/]toggle[\\/]useToggleState/,
              entriesAware: true,
            },
            // Decision: the same for RAC's SelectionIndicator context (the sort bar's
            // toggle and every ListBox read it). Once the date picker's month and year lists on
            // /setting used it too, the merging put it into the collections chunk, which the
            // product list and product page then loaded (+14 KiB and +6 KiB).
            {
              name: 'shared',
              test: /react-aria-components[\\/]dist[\\/]private[\\/]SelectionIndicator/,
              entriesAware: true,
            },
            // Decision: the sign-in flow, the overlays (dialog, popover, menu), the
            // quantity stepper's number field, the form field parts and the text field each in a
            // group of their own, ahead of `shared`. (Since the landing group, what of these a
            // landing page uses is in a landing chunk; these groups now shape the lazy pages.)
            // Left to `shared`, its small-group merging put tiny react-aria helpers that every
            // page needs beside them (number.mjs beside the alert dialog, the alert dialog beside
            // the sign-in screens…), and each such chunk's static imports chained the whole
            // sign-in flow (xstate, the machines, the forms: ~50 KiB compressed) into the first
            // load of /, the product list and the product page (246.6 KiB for /, from 170.9).
            // Without their dependencies (includeDependenciesRecursively: false) these groups
            // hold only their own modules; their imports stay in `shared`, and none of what
            // `shared` holds imports them back (only the auth feature's lazy screens and the
            // login dialog import the flow), so no chunk cycle runs a module before its imports
            // — the failure of the earlier sign-in group (commit 055e919). Figures: ADR 008.
            {
              name: 'sign-in',
              test: /storefront[\\/]features[\\/]auth[\\/]|[\\/]machines[\\/]|node_modules[\\/](xstate|@xstate)[\\/]|contract[\\/]errors/,
              includeDependenciesRecursively: false,
            },
            {
              name: 'overlays',
              test: /ui[\\/](dialog|alert-dialog|popover|menu)[\\/]|frame[\\/]logout-dialog|react-aria-components[\\/]dist[\\/]private[\\/](Modal|Popover|Dialog|Menu|OverlayArrow)\.|react-aria[\\/]dist[\\/]private[\\/](overlays|menu|dialog)[\\/]/,
              includeDependenciesRecursively: false,
            },
            {
              name: 'number-field',
              test: /ui[\\/]quantity-stepper[\\/]|react-aria-components[\\/]dist[\\/]private[\\/]NumberField\.|[\\/]dist[\\/]private[\\/](numberfield|spinbutton)[\\/]|@internationalized[\\/]number[\\/]dist[\\/]private[\\/]NumberParser|useFormattedTextField/,
              includeDependenciesRecursively: false,
            },
            {
              name: 'form-field',
              test: /ui[\\/]field[\\/]|react-aria[\\/]dist[\\/]private[\\/](form|textfield)[\\/]|react-aria[\\/]dist[\\/]private[\\/]label[\\/]useField|react-stately[\\/]dist[\\/]private[\\/]form[\\/]|react-aria-components[\\/]dist[\\/]private[\\/](Input|Group|FieldError|Form)\./,
              includeDependenciesRecursively: false,
            },
            // Decision: the kit's RadioGroup, shared since /delete took it beside the
            // product page's purchase panel, in a group of its own. Left to `shared` it was merged
            // with the home page's small helpers and dragged the form field parts, the checkbox
            // and the list box into the first load of / (+17 KiB compressed).
            {
              name: 'radio-group',
              test: /ui[\\/]radio-group[\\/]|react-aria-components[\\/]dist[\\/]private[\\/]RadioGroup\.|[\\/]dist[\\/]private[\\/]radio[\\/]/,
              includeDependenciesRecursively: false,
            },
            {
              name: 'text-field',
              test: /ui[\\/]text-field[\\/]|react-aria-components[\\/]dist[\\/]private[\\/](TextField|TextArea)\./,
              includeDependenciesRecursively: false,
            },
            // Decision (Lighthouse, ADR 007's addendum): what the app root's analytics chunk needs at start
            // (page views, the consent request store, the stored choice, the idle hook) in a group of
            // its own. Left to `shared`, its small-group merging put the consent store beside the
            // avatar picker, and the analytics chunk then loaded the product page's and the overlays'
            // chunks on every page right after the first render (+60 KiB, competing with the
            // home banner: Lighthouse's simulated LCP 2.5 → 3.3 s).
            {
              name: 'analytics',
              test: /storefront[\\/](app[\\/]analytics-root|analytics[\\/]use-analytics|features[\\/]consent[\\/](choices-request|consent-on-demand)|session[\\/]consent-choice|platform[\\/]use-page-idle)\./,
              includeDependenciesRecursively: false,
            },
            // What the other pages share, grouped by the set of pages that use it, small groups
            // merged into their neighbours: a page arrives in a few files instead of a dozen. Since
            // the landing group above, this merging no longer reaches a landing page's first load
            // (before it, a check icon merged beside the list box chained the collections, ~25 KiB,
            // into the product page through the radio group and the checkbox).
            // Decision: merge only groups under 4 kB (before the landing group, at 8 kB and up the
            // merging put helpers the product page needs beside code it doesn't, 185.2 KiB instead
            // of 169.9, and at 0 the home page arrived in 21 files; now it sizes lazy pages only). The text field apart from the field
            // parts: RAC's TextField imports the Autocomplete context, whose merged chunk imported
            // the collections (~25 KiB) into the product page's number field.
            { name: 'shared', minShareCount: 2, entriesAware: true, entriesAwareMergeThreshold: 4_000 },
          ],
        },
      },
    },
  },
  test: {
    // What tests attach (a failed story's screenshot, the visual check's pictures), beside the
    // other results git ignores; one folder for every project (Vitest reads it from the root).
    attachmentsDir: path.join(root, 'test-results/attachments'),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // Decision: a unit test's time limit only says how long a stuck test takes to fail; no
          // unit test races the clock (time is simulated: xstate's SimulatedClock, fake timers).
          // Vitest's 5 s measured the machine instead: the tests that count their work (RSA in
          // JavaScript, fast-check's runs, every pair of the code's classes through both mergers)
          // take 2–5 s with the rest of the suite on two cores, and failed only on their limit
          // while another run loaded the machine.
          testTimeout: 60_000,
          include: [
            'contract/**/*.test.ts',
            'machines/**/*.test.ts',
            'ui/**/*.test.ts',
            'storefront/**/*.test.ts',
            // The build and check scripts' own rules (the locale check).
            'scripts/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          // One database per test file; PGlite is one connection, so files run one at a time.
          fileParallelism: false,
          // Each file's database is a copy of one migrated and seeded once per run.
          globalSetup: ['server/test-support/database-template.ts'],
          setupFiles: ['server/test-support/low-password-cost.ts'],
          // Decision: the files share one worker's modules instead of importing the server afresh
          // each (isolate: false). Every file opens its own database and server (test-server.ts),
          // so no state travels between them but module caches; measured on ten files, 59 → 33 s
          // of CPU. A file that changes the process (env, timers, spies) puts it back itself.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        test: {
          name: 'storybook',
          // As the unit tests' (above): a limit that catches a story that hangs. Vitest's 15 s in
          // the browser timed a machine instead: a story in Chinese, the first to need the CJK
          // font on a fresh clone, ran past it during a full run and passed alone. A picture that
          // never holds still is still reported by its own 10 s (.storybook/story-screenshot.ts).
          testTimeout: 60_000,
          // Decision: two story files at a time, each in a page of its own (Vitest's default is one
          // fewer than the cores: one page on the 2-core machine CI and every engineer use). With
          // one page a story is a relay of the browser and Vitest's node side (modules, commands,
          // the screenshot), and the step's ~220 s of CPU is about its 206 s of wall on CI: one
          // core's worth. Each page has its own viewport, mouse, keyboard and focus, so a story's
          // screenshot and focus check see only their own page. Figures: ADR 046's addendum.
          maxWorkers: 2,
          // The focus check after every story (.storybook/vitest.setup.ts).
          setupFiles: [path.join(root, '.storybook/vitest.setup.ts')],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions }),
            instances: [{ browser: 'chromium' }],
            commands: { movePointerOffPage },
            // The visual check (.storybook/story-screenshot.ts): a baseline per story, committed;
            // what differed goes beside the other test results.
            expect: {
              toMatchScreenshot: {
                resolveScreenshotPath: ({ arg, ext }) =>
                  path.join(root, 'tests/visual/baselines', `${arg}${ext}`),
                resolveDiffPath: ({ arg, ext }) => path.join(root, 'test-results/visual', `${arg}${ext}`),
              },
            },
          },
        },
      },
    ],
  },
}));
