import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, PluginOption } from 'vite';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import { landingPaths } from './landing-paths.ts';

/**
 * The installable, offline-tolerant shop (ADR 042): the web app manifest and the service worker
 * that Workbox generates (vite-plugin-pwa's generateSW). What the worker caches, and what it never
 * touches, is decided here; the page registers it itself (storefront/platform/service-worker.ts),
 * once idle, and never inside the native shell.
 */

const BRAND_RED = '#c8221b';

/**
 * Decision (ADR 042): one manifest, in English (the shop's default language), with the Indonesian
 * and Chinese names in its `translations` member. A browser that reads translations shows the
 * name in the device's language; one that does not shows the English. The brand itself, "Pasar",
 * is the same word in every language (storefront/frame/logo.tsx).
 */
const manifest: VitePWAOptions['manifest'] = {
  id: '/',
  name: 'Pasar: shop online',
  short_name: 'Pasar',
  description: 'Shop online in Indonesia, Singapore and Malaysia.',
  lang: 'en',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: BRAND_RED,
  background_color: '#ffffff',
  categories: ['shopping'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  // Not in the plugin's type yet (Manifest Incubations' translations): written as given.
  ...({
    translations: {
      id: {
        name: 'Pasar: belanja online',
        short_name: 'Pasar',
        description: 'Belanja online di Indonesia, Singapura dan Malaysia.',
      },
      'zh-CN': {
        name: 'Pasar 网上购物',
        short_name: 'Pasar',
        description: '在印度尼西亚、新加坡和马来西亚网上购物。',
      },
    },
  } as object),
};

/**
 * The shell the worker downloads when it installs: index.html and every chunk the first load of a
 * landing page names (index.html's start script with its layout and language chunks, and the
 * landing paths' pages that scripts/app-start.ts writes, listed in pages.json), so the shop starts
 * offline. Every other chunk is kept once a page has used it (the `pasar-chunks` cache below): a
 * shopper's phone downloads no page it never opens.
 */
function keepShellOnly(build: { dir: string }) {
  return (entries: { url: string; size: number; revision: string | null }[]) => {
    const pagesFile = path.join(build.dir, 'pages.json');
    const pages = fs.existsSync(pagesFile)
      ? (JSON.parse(fs.readFileSync(pagesFile, 'utf8')) as Record<string, string>)
      : {};
    const named = ['index.html', ...landingPaths.flatMap((at) => pages[at] ?? [])]
      .map((file) => fs.readFileSync(path.join(build.dir, file), 'utf8'))
      .join('\n');
    return {
      manifest: entries.filter(
        (entry) => !entry.url.startsWith('assets/') || named.includes(`/${entry.url}`),
      ),
      warnings: [],
    };
  };
}

/** The plugins: Workbox's, and one that tells it which folder the build writes (`--outDir`). */
export function installableApp(): PluginOption[] {
  const build = { dir: 'dist' };
  return [
    {
      name: 'pasar:installable-app-dir',
      configResolved(config) {
        build.dir = path.resolve(config.root, config.build.outDir);
      },
    },
    // The server renderer's build (scripts/server-entry-build.ts) keeps the plugin's virtual modules
    // (the page's registration code is in the app it renders) but writes no manifest or worker.
    ...VitePWA(installableAppOptions(build)).map((plugin) =>
      plugin.name === 'vite-plugin-pwa:build' ? notForServerBuild(plugin) : plugin,
    ),
  ];
}

function notForServerBuild(plugin: Plugin): Plugin {
  const { apply } = plugin;
  return {
    ...plugin,
    apply: (config, env) =>
      !env.isSsrBuild &&
      (apply === undefined || (typeof apply === 'function' ? apply(config, env) : apply === env.command)),
  };
}

function installableAppOptions(build: { dir: string }): Partial<VitePWAOptions> {
  return {
    // Decision: registered by the page, at idle, from a lazy chunk (storefront/platform/service-worker.ts):
    // an injected script would be one more request before the first paint.
    injectRegister: false,
    // A new version waits until the page says so (on the next navigation, never mid-checkout).
    registerType: 'prompt',
    // public/icons/ are listed in the manifest, hence precached; favicon.svg beside them.
    includeAssets: ['favicon.svg'],
    manifest,
    workbox: {
      globPatterns: ['index.html', 'assets/*.js'],
      manifestTransforms: [keepShellOnly(build)],
      // Vite's hashed names need no cache-busting revision.
      dontCacheBustURLsMatching: /^assets\//,
      // Navigations go to the network first (the server's page for the path, its link preview and
      // status), the last copy of a visited page offline, else the precached index.html: no
      // app-shell fallback that would answer every navigation from the worker while online.
      navigateFallback: null,
      cleanupOutdatedCaches: true,
      // The first visit's page is controlled at once, so what it opens next is kept.
      clientsClaim: true,
      runtimeCaching: [
        {
          // Decision (ADR 042): the catalogue's answers network first, not stale-while-revalidate:
          // online, a price and a stock figure are always the server's (SPEC.md §9: prices are
          // never trusted from storage); offline, the last answer seen. Only a visitor's GETs
          // (no Authorization): a member's answers are never kept by the worker.
          urlPattern: ({ url, request, sameOrigin }) =>
            sameOrigin &&
            request.method === 'GET' &&
            !request.headers.has('Authorization') &&
            /^\/api\/(nav\/type\/list|cms\/api\/decoration|consumer\/product\/(list|product_recommend|min_sku_detail\/|spec_order_list)|support\/api\/app\/config)/.test(
              url.pathname,
            ),
          handler: 'NetworkFirst',
          options: {
            cacheName: 'pasar-catalogue',
            expiration: { maxEntries: 200, maxAgeSeconds: 7 * 24 * 60 * 60 },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          // Product pictures, banners and category icons: the same bytes for everyone, shown from
          // the cache and refreshed behind it.
          urlPattern: ({ url, request, sameOrigin }) =>
            sameOrigin && request.method === 'GET' && url.pathname.startsWith('/api/static/'),
          handler: 'StaleWhileRevalidate',
          options: {
            cacheName: 'pasar-pictures',
            expiration: { maxEntries: 400, maxAgeSeconds: 30 * 24 * 60 * 60 },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          // A page's chunks once it has loaded them: their names change with their content.
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          options: {
            cacheName: 'pasar-chunks',
            expiration: { maxEntries: 200, maxAgeSeconds: 60 * 24 * 60 * 60 },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          // The app's pages (never the API's, nor the sandbox payment pages the API serves).
          urlPattern: ({ url, request, sameOrigin }) =>
            sameOrigin &&
            request.mode === 'navigate' &&
            !url.pathname.startsWith('/api/') &&
            !url.pathname.startsWith('/sandbox-pay'),
          handler: 'NetworkFirst',
          options: {
            cacheName: 'pasar-pages',
            expiration: { maxEntries: 40, maxAgeSeconds: 7 * 24 * 60 * 60 },
            cacheableResponse: { statuses: [200] },
            precacheFallback: { fallbackURL: 'index.html' },
          },
        },
      ],
    },
  };
}
