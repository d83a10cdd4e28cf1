import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import formatjs from 'eslint-plugin-formatjs';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

// Who may import whom (DESIGN.md): storefront → ui, machines, contract · server → machines,
// contract · ui → react libraries (+ contract's pure rules and money) · machines → xstate ·
// contract → zod (+ libphonenumber-js, the phone rule's numbering plans). Nothing imports
// storefront or server.
const forbid = (...folders) =>
  folders.map((folder) => ({
    group: [`**/${folder}`, `**/${folder}/**`, `../${folder}/**`],
    message: `DESIGN.md: this layer may not import ${folder}/.`,
  }));
const boundary = (files, folders, extra = [], ignores = []) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { patterns: [...forbid(...folders), ...extra] }] },
});
const tests = ['**/*.test.ts'];
const onlyPackages = (allowed) => ({
  regex: `^(?!\\.|${allowed.map((p) => p.replace('/', '\\/')).join('|')})`,
  message: `DESIGN.md: this layer may import only ${allowed.join(', ')} and its own files.`,
});

// The storefront uses the kit the way an app that installed it would (ui/README.md): through
// `@pasar/ui` and `@pasar/ui/theme.css`, never a path into ui/; and every link is the kit's Link.
const kitEntryOnly = [
  {
    regex: '^((\\.\\./)+ui(/|$)|@pasar/ui/(?!theme\\.css$))',
    message: "ui/README.md: import the kit from '@pasar/ui' (or '@pasar/ui/theme.css'), not from its files.",
  },
  {
    group: ['react-router', 'react-aria-components'],
    importNames: ['Link', 'NavLink'],
    message: "ui/README.md: every link is @pasar/ui's Link (aria-current='page' marks the current one).",
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      'ui/dist',
      'storybook-static',
      'node_modules',
      'server/db/migrations',
      'test-results',
      'playwright-report',
      '.data',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, formatjs },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Every user-visible string is a message in locales/.
      'formatjs/no-literal-string-in-jsx': [
        'error',
        { props: { include: [['*', '(aria-label|alt|title|placeholder|label)']] } },
      ],
      'formatjs/enforce-default-message': ['error', 'literal'],
    },
  },
  {
    // react-intl 12 types each message's ICU arguments; the rule writes and keeps those types
    // (`eslint --fix`), so a missing or misspelt value is a type error.
    files: ['storefront/**/*.{ts,tsx}', 'ui/**/*.{ts,tsx}'],
    plugins: { formatjs },
    rules: { 'formatjs/enforce-message-types': ['error', { generateTypes: true }] },
  },
  {
    // crypto.randomUUID exists only in a secure context: a WebView opening the shop over plain
    // http (a LAN address, an older shell) has none, and the press that wanted a key would throw.
    // storefront/api/request.ts's newIdempotencyKey makes the same random key everywhere.
    files: ['storefront/**/*.{ts,tsx}', 'ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          // Any receiver: crypto, window.crypto, globalThis.crypto, self.crypto.
          selector: "MemberExpression[property.name='randomUUID'], MemberExpression[property.value='randomUUID']",
          message:
            'crypto.randomUUID needs a secure context (absent in a WebView on http): use newIdempotencyKey() from storefront/api/request.ts.',
        },
      ],
    },
  },
  {
    // Stories pass sample copy as args; it is data for the designer, not product text.
    files: ['**/*.stories.tsx', 'tests/**'],
    rules: { 'formatjs/no-literal-string-in-jsx': 'off' },
  },
  {
    // Playwright fixtures take `{}` by design, and page.evaluate crosses into untyped pages.
    files: ['tests/**'],
    rules: { 'no-empty-pattern': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
  ...storybook.configs['flat/recommended'],
  boundary(
    ['contract/**'],
    ['storefront', 'server', 'ui', 'machines'],
    [onlyPackages(['zod', 'dayjs', 'libphonenumber-js'])],
    tests,
  ),
  boundary(['machines/**'], ['storefront', 'server', 'ui'], [onlyPackages(['xstate', 'contract'])], tests),
  // Tests may also use the test libraries (and the TypeScript parser: copied-constants.test.ts reads the code).
  boundary(
    ['contract/**/*.test.ts'],
    ['storefront', 'server', 'ui', 'machines'],
    [onlyPackages(['zod', 'dayjs', 'libphonenumber-js', 'vitest', 'fast-check', 'node:', 'typescript'])],
  ),
  boundary(
    ['machines/**/*.test.ts'],
    ['storefront', 'server', 'ui'],
    [onlyPackages(['xstate', 'contract', 'vitest', 'fast-check'])],
  ),
  boundary(['ui/**'], ['storefront', 'server', 'machines']),
  boundary(['server/**'], ['storefront', 'ui']),
  // Inside the server (docs/architecture.md, "The server"): the same rule of the last matching block.
  ...serverLayers(),
  // Inside the storefront (docs/architecture.md, "Layers"). The last block a file matches sets
  // its rule, so each storefront block repeats the package boundary (no server/).
  ...storefrontLayers(),
);

/**
 * The storefront's layers: base → features → app.
 * - Base, lowest first: i18n → platform → session → analytics → api → frame → monitoring (the agent, loaded
 *   only by main.tsx). A base folder imports only the
 *   base folders below it, never a feature or the app.
 * - A feature imports base, and another feature only through that feature's index.ts (`../cart`,
 *   never `../cart/cart-page`); never the app.
 * - The app (app/, layouts/, boot/, main.tsx) imports base and features, a feature through its
 *   index.ts or, for the route table, its routes.tsx. layouts/ never imports app/; boot/ (inlined
 *   into index.html before React) imports base only.
 * Stories and tests may take another feature's sample data (story-data.ts) directly, and so may
 * a feature's own sample data (an order's lines are the checkout's, its vouchers the wallet's).
 */
function storefrontLayers() {
  const base = ['i18n', 'platform', 'session', 'analytics', 'api', 'frame', 'monitoring'];
  const app = ['app', 'layouts', 'boot', 'main'];
  // A storefront folder reached by a relative import ('../api/request', '../../features/cart').
  const toFolders = (folders, why) => ({
    regex: `^(\\.\\./)+(${folders.join('|')})(/|$)`,
    message: `docs/architecture.md: ${why}`,
  });
  const featureThroughIndex = {
    regex: '^(\\.\\./)+features/[^/]+/(?!(main-)?routes$)',
    message:
      "docs/architecture.md: import a feature through its index.ts ('../features/cart'); only app/routes.tsx and app/main-routes.tsx take a feature's routes.tsx (or main-routes.tsx).",
  };
  // Every storefront block repeats the package boundary and the kit's entry rule (the last block a
  // file matches sets its rule).
  const packages = [...forbid('server'), ...kitEntryOnly];
  const layer = (files, patterns, ignores = []) => ({
    files,
    ignores,
    rules: { 'no-restricted-imports': ['error', { patterns: [...packages, ...patterns] }] },
  });
  return [
    layer(['storefront/**'], []),
    ...base.map((folder, at) =>
      layer(
        [`storefront/${folder}/**`],
        [
          toFolders(
            [...base.slice(at + 1), 'features', ...app],
            `${folder}/ is the base layer (${base.slice(0, at).join(', ') || 'nothing'} below it): it may not import ${[...base.slice(at + 1), 'features', ...app].join(', ')}.`,
          ),
        ],
      ),
    ),
    // A feature's files one and two folders deep ('../x/' is a sibling feature from the first,
    // '../../x/' from the second).
    ...[
      ['storefront/features/*/*.{ts,tsx}', '\\.\\./'],
      ['storefront/features/*/*/**', '\\.\\./\\.\\./'],
    ].map(([files, up]) =>
      layer(
        [files],
        [
          toFolders(app, 'a feature may not import the app (app/, layouts/, boot/, main).'),
          {
            regex: `^${up}[^./][^/]*/`,
            message:
              "docs/architecture.md: import another feature through its index.ts ('../cart'), not its files.",
          },
        ],
        ['**/*.stories.tsx', '**/*.test.ts'],
      ),
    ),
    // A feature's sample data: another feature's sample data, never its other files.
    layer(
      ['storefront/features/*/story-data.ts'],
      [
        toFolders(app, 'a feature may not import the app (app/, layouts/, boot/, main).'),
        {
          regex: '^\\.\\./[^./][^/]*/(?!story-data$)',
          message: "docs/architecture.md: sample data takes another feature's story-data.ts only; the rest through its index.ts.",
        },
      ],
    ),
    layer(['storefront/app/**', 'storefront/main.tsx'], [featureThroughIndex]),
    layer(
      ['storefront/layouts/**'],
      [
        featureThroughIndex,
        toFolders(['app', 'boot', 'main'], 'layouts/ may not import app/ (app/ imports layouts/).'),
      ],
    ),
    layer(
      ['storefront/boot/**'],
      [
        toFolders(
          ['frame', 'features', 'app', 'layouts', 'main'],
          'boot/ runs before React: it imports base only (no frame/), never features or the app.',
        ),
      ],
    ),
  ];
}

/**
 * The server's layers, lowest first: lib/ (infrastructure that knows no area) → db/ → http/ (the
 * edge: validation, the caller, limits) → areas/<area>/ → seed/ and the app (app.ts, main.ts).
 * - lib/ and db/ never import http/, an area, seed/ or the app; http/ never imports an area.
 * - An area imports lib/, db/, http/, contract and machines, and another area only through its
 *   index.ts ('../cart', never '../cart/cart'); never seed/ or the app, and never the framework
 *   itself (hono: its route files take it from http/route-kit.ts).
 * - The app takes an area through its index.ts; seed/ may use an area's files (its pure rules).
 * Tests (and server/test-support/) may reach any file they test.
 */
function serverLayers() {
  const tests = ['server/**/*.test.ts', 'server/test-support/**'];
  const packages = forbid('storefront', 'ui');
  const refuse = (regex, message) => ({ regex, message: `docs/architecture.md: ${message}` });
  const layer = (files, patterns) => ({
    files,
    ignores: tests,
    rules: { 'no-restricted-imports': ['error', { patterns: [...packages, ...patterns] }] },
  });
  const app = '(app|main|config|static-site|adapters-from-env)$';
  const belowHttp = (folder) => [
    refuse(
      `^(\\.\\./)+(http|areas|seed)(/|$)`,
      `${folder}/ is below http/ and the areas: it may not import http/, areas/ or seed/.`,
    ),
    refuse(`^(\\.\\./)+${app}`, `${folder}/ may not import the app (app.ts, main.ts, config.ts).`),
  ];
  const areaThroughIndex = (up) =>
    refuse(
      `^${up}areas/[^/]+/`,
      "take an area through its index.ts ('./areas/cart'), not a path into its files.",
    );
  return [
    layer(['server/lib/**'], belowHttp('lib')),
    layer(['server/db/**'], belowHttp('db')),
    layer(
      ['server/http/**'],
      [
        refuse(
          '^(\\.\\./)+(areas|seed)(/|$)',
          'http/ is the edge every area uses: it may not import an area or seed/ (hand it what it needs, as createApp hands findSession).',
        ),
        refuse(`^(\\.\\./)+${app}`, 'http/ may not import the app (app.ts, main.ts, config.ts).'),
      ],
    ),
    layer(
      ['server/areas/*/**'],
      [
        refuse(
          '^\\.\\./[^./][^/]*/',
          "an area takes another area through its index.ts ('../cart'), never a path into its files.",
        ),
        refuse('^(\\.\\./)+seed(/|$)', 'an area may not import seed/ (the seed imports the areas).'),
        refuse(`^(\\.\\./)+${app}`, 'an area may not import the app (app.ts, main.ts, config.ts).'),
        {
          group: ['hono', 'hono/*', '@hono/*'],
          message:
            'docs/architecture.md: an area does not import the framework; its route files take it from http/route-kit.ts.',
        },
      ],
    ),
    // seed/ builds its data with the areas' pure rules (percent off, a product's texts), file by file:
    // through an index it would load every route, which the e2e tests (that read the seed) need not.
    layer(['server/seed/**'], [refuse(`^(\\.\\./)+${app}`, 'seed/ may not import the app (app.ts, main.ts, config.ts).')]),
    layer(['server/*.ts'], [areaThroughIndex('\\./')]),
  ];
}
