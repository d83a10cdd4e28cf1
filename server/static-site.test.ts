import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { RUNTIME_STYLES } from './http/security-headers';
import { serveStorefront } from './static-site';

// A storefront build in miniature: the page, one hashed script, one public file.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'pasar-static-site-'));
fs.mkdirSync(path.join(dist, 'assets'));
const page = '<!doctype html><title>Pasar</title><style>body{}</style><script>start()</script>';
fs.writeFileSync(path.join(dist, 'index.html'), page);
fs.writeFileSync(path.join(dist, 'index.html.br'), brotliCompressSync(page));
fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js.gz'), gzipSync('console.log(1)'));
fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js.map'), '{"sources":["storefront/main.tsx"]}');
fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
// The installable app's files (scripts/installable-app.ts, ADR 042): Workbox's worker and its
// runtime, the web app manifest.
fs.writeFileSync(path.join(dist, 'sw.js'), 'importScripts("./workbox-abc123.js")');
fs.writeFileSync(path.join(dist, 'sw.js.map'), '{"sources":["sw.js"]}');
fs.writeFileSync(path.join(dist, 'workbox-abc123.js'), 'self.workbox = {}');
fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Pasar","short_name":"Pasar"}');
// Each path's own page (scripts/app-start.ts): the same page, its chunks in a JSON block.
const pageListing = (chunks: string[]) =>
  page.replace(
    '</script>',
    `</script><script type="application/json" id="page-chunks">${JSON.stringify(chunks)}</script>`,
  );
fs.mkdirSync(path.join(dist, 'pages'));
fs.writeFileSync(path.join(dist, 'pages', '0.html'), pageListing(['/assets/cart-page-abc.js']));
fs.writeFileSync(path.join(dist, 'pages', '0.html.gz'), gzipSync(pageListing(['/assets/cart-page-abc.js'])));
fs.writeFileSync(path.join(dist, 'pages', '1.html'), pageListing(['/assets/order-detail-page-abc.js']));
const pagesManifest = JSON.stringify({ '/cart': 'pages/0.html', '/orderDetail/:no': 'pages/1.html' });
fs.writeFileSync(path.join(dist, 'pages.json'), pagesManifest);
fs.writeFileSync(path.join(dist, 'pages.json.br'), brotliCompressSync(pagesManifest));
// The router's paths (scripts/app-start.ts, routePaths): any other path is a 404.
fs.writeFileSync(
  path.join(dist, 'routes.json'),
  JSON.stringify(['/', '/cart', '/commodDetail', '/commodityList', '/faqs', '/orderDetail/:no']),
);
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const app = new Hono();
serveStorefront(app, dist);

describe('the storefront files', () => {
  it('answers every page path with index.html, revalidated each time and tagged', async () => {
    for (const url of ['/', '/commodityList?typeId=300', '/commodDetail?product_no=1', '/index.html']) {
      const res = await app.request(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('cache-control'), url).toBe('no-cache');
      expect(res.headers.get('etag'), url).toMatch(/^"[\w-]{22}"$/);
      expect(await res.text(), url).toContain('<title>Pasar</title>');
    }
  });

  it("answers a path with its own page, listing that path's chunks; any other path with index.html", async () => {
    expect(await (await app.request('/cart?from=home')).text()).toContain('["/assets/cart-page-abc.js"]');
    const order = await app.request('/orderDetail/P2026112300001');
    expect(await order.text()).toContain('["/assets/order-detail-page-abc.js"]');
    expect(order.headers.get('etag')).not.toBe((await app.request('/cart')).headers.get('etag'));
    for (const other of ['/', '/faqs', '/orderDetail', '/orderDetail/', '/orderDetail/1/more', '/cart/x']) {
      expect(await (await app.request(other)).text(), other).toBe(page);
    }
    // Compressed at build time, as index.html is, and sent so when the browser takes it.
    const compressed = await app.request('/cart', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(compressed.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await compressed.arrayBuffer())).toString()).toContain('cart-page-abc');
  });

  it('answers a path the router has no page for with 404 and the app (its not-found page)', async () => {
    for (const unknown of [
      '/healthz',
      '/readyz',
      '/wp-login.php',
      '/orderDetail',
      '/orderDetail/1/more',
      '/cart/x',
    ]) {
      const res = await app.request(unknown);
      expect(res.status, unknown).toBe(404);
      expect(res.headers.get('content-type'), unknown).toBe('text/html; charset=UTF-8');
      expect(res.headers.get('etag'), unknown).toBeNull();
      expect(await res.text(), unknown).toBe(page);
    }
    for (const known of ['/', '/cart/', '/orderDetail/P2026112300001', '/index.html'])
      expect((await app.request(known)).status, known).toBe(200);
    expect((await app.request('/routes.json')).status).toBe(404);
    expect(await (await app.request('/routes.json')).text()).not.toContain('/orderDetail/:no');
  });

  it('answers an unchanged page with 304 and no body, a changed one in full', async () => {
    const etag = (await app.request('/faqs')).headers.get('etag')!;
    const unchanged = await app.request('/faqs', { headers: { 'If-None-Match': etag } });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');
    // Compressed answers carry the tag as weak (W/"…"); the browser sends it back that way.
    const weak = await app.request('/faqs', { headers: { 'If-None-Match': `"x", W/${etag}` } });
    expect(weak.status).toBe(304);
    const stale = await app.request('/faqs', { headers: { 'If-None-Match': '"an-older-deploy"' } });
    expect(stale.status).toBe(200);
    expect(await stale.text()).toContain('<title>Pasar</title>');
  });

  it('caches hashed assets for a year and public files for an hour', async () => {
    const script = await app.request('/assets/index-abc123.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const icon = await app.request('/favicon.svg');
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('answers the service worker and the web app manifest as themselves, revalidated each time', async () => {
    const worker = await app.request('/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/^text\/javascript/);
    // A new version is found at the next check, never an hour later.
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(await worker.text()).toContain('importScripts');
    const manifest = await app.request('/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(await manifest.json()).toMatchObject({ short_name: 'Pasar' });
    // Workbox's runtime has a hashed name of its own.
    const runtime = await app.request('/workbox-abc123.js');
    expect(runtime.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect((await app.request('/sw.js.map')).status).toBe(404);
  });

  it("lets the page register its own service worker and read its own manifest, nobody else's", async () => {
    const csp = (await app.request('/')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('answers a chunk that is gone with 404, never with the page', async () => {
    const gone = await app.request('/assets/home-page-old.js');
    expect(gone.status).toBe(404);
    expect(gone.headers.get('cache-control')).toBe('no-store');
    expect(await gone.text()).not.toContain('<title>Pasar</title>');
  });

  it("allows exactly the page's inline script and style by hash in its CSP, framed by itself only", async () => {
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    // The same policy on a path's own page: its JSON block is data, never run, so never named.
    for (const url of ['/', '/cart', '/orderDetail/P1', '/favicon.svg']) {
      const csp = (await app.request(url)).headers.get('content-security-policy') ?? '';
      expect(csp, url).toContain(`script-src 'self' ${hash('start()')};`);
      expect(csp, url).toContain(`style-src 'self' ${hash('body{}')} ${RUNTIME_STYLES.map(hash).join(' ')}`);
      expect(csp, url).toContain("frame-ancestors 'self'");
      expect(csp, url).not.toContain('unsafe-inline');
    }
  });

  it('never serves a source map, nor the build’s list of pages as files', async () => {
    const map = await app.request('/assets/index-abc123.js.map');
    expect(map.status).toBe(404);
    expect(await map.text()).not.toContain('storefront/main.tsx');
    for (const file of ['/pages.json', '/pages.json.br', '/pages/0.html', '/pages/0.html.gz'])
      expect((await app.request(file)).status, file).toBe(404);
  });

  it('sends the files compressed at build time when the browser takes them', async () => {
    const script = await app.request('/assets/index-abc123.js', {
      headers: { 'Accept-Encoding': 'gzip, br' },
    });
    expect(script.headers.get('content-encoding')).toBe('gzip');
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    const html = await app.request('/faqs', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(html.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await html.arrayBuffer())).toString()).toBe(page);
    const plain = await app.request('/faqs', { headers: { 'Accept-Encoding': 'br;q=0' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(page);
    // Each form has its own tag: a cache never answers one with the other.
    expect(html.headers.get('etag')).not.toBe(plain.headers.get('etag'));
  });
});
