import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Renderer } from './first-view-pages';
import type { ApiRequest } from './link-previews';
import { logger } from './lib/logger';
import { serveStorefront } from './static-site';
import { catalogue } from './test-support/catalogue-helpers';
import { startTestServer, type TestServer } from './test-support/test-server';

// A storefront build in miniature: the page as scripts/app-start.ts writes it (the start-up
// screen in #root, then the path's chunks), and the router's paths.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'pasar-first-view-'));
const page =
  '<!doctype html><html lang="en"><head><title>Pasar</title></head><body>' +
  '<div id="root">\n  <div data-slot="page-loading"><p></p></div>\n</div>\n' +
  '<script type="application/json" id="page-chunks">[]</script><script>start()</script></body></html>';
fs.writeFileSync(path.join(dist, 'index.html'), page);
fs.writeFileSync(
  path.join(dist, 'routes.json'),
  JSON.stringify(['/', '/agreement-id', '/cart', '/cate', '/commodDetail', '/commodityList']),
);

let server: TestServer;
let api: ApiRequest;
beforeAll(async () => {
  server = await startTestServer();
  api = (apiPath, init) => Promise.resolve(server.app.request(apiPath, init));
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** A renderer standing in for the built one: it says whom it drew for, and counts its renders. */
function countingRenderer(draw?: (request: Parameters<Renderer['renderFirstView']>[0]) => void) {
  const renders: string[] = [];
  const renderer: Renderer = {
    draws: (pathname) =>
      ['/', '/cate', '/commodityList', '/commodDetail', '/agreement-id'].includes(pathname),
    renderFirstView: async (request) => {
      draw?.(request);
      renders.push(request.url);
      return {
        kind: 'page',
        html: `<link rel="preload" as="image" href="/hero.webp"/><main>${request.url} for ${request.language} in ${request.country}, ${request.layout}</main>`,
        firstView: { language: request.language, country: request.country, fallback: { '<x>': 1 } },
        tapsHeld: `<still> "loading" for ${request.language}`,
      };
    },
  };
  return { renderer, renders };
}

function siteWith(renderer: Renderer, catalogueVersion = () => '1') {
  const app = new Hono();
  serveStorefront(app, dist, {
    linkPreviews: { api, waitMs: 30_000 },
    firstView: { renderer, api, catalogueVersion },
  });
  return app;
}

describe("a landing page's first view, drawn on the server", () => {
  it('goes into #root with its data block and the page marked, cacheable for a while once drawn whole and varying by whom it is for', async () => {
    const { renderer } = countingRenderer();
    const site = siteWith(renderer);
    const open = () =>
      site.request('/commodityList?typeId=300', {
        headers: { Cookie: 'pasar_locale=zh-CN-MY', 'User-Agent': 'Mozilla/5.0 (Linux; Android 14) Mobile' },
      });
    const res = await open();
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="zh-CN" data-first-view>');
    expect(html).toContain(
      '<div id="root"><main>/commodityList?typeId=300 for zh-CN in MY, mobile</main></div>' +
        // The live region a held tap is said in, empty, its words for the head's script.
        '<div id="taps-held-status" role="status" class="sr-only" data-words="&lt;still&gt; &quot;loading&quot; for zh-CN"></div>' +
        '<script type="application/json" id="first-view">{"language":"zh-CN","country":"MY","fallback":{"\\u003cx>":1}}</script>' +
        '<script type="application/json" id="page-chunks">[]</script>',
    );
    expect(html).not.toContain('page-loading');
    // React's hint for the page's largest picture goes out of the app's root, just before it (the
    // head has gone out before the view was drawn).
    expect(html).toContain('<link rel="preload" as="image" href="/hero.webp"/><div id="root">');
    // Streamed as it was drawn, its headers sent before its calls were answered: no shared cache
    // may keep it. The page kept whole may be.
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    const kept = await open();
    expect(await kept.text()).toBe(html);
    expect(kept.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=30, stale-while-revalidate=60',
    );
    for (const answer of [res, kept])
      expect(answer.headers.get('vary')).toBe(
        'Accept-Encoding, Accept-Language, Cookie, Sec-CH-UA-Mobile, User-Agent',
      );
  });

  it('is drawn once per page, country, language and layout, and again after a catalogue change', async () => {
    const { renderer, renders } = countingRenderer();
    let version = 1;
    const site = siteWith(renderer, () => String(version));
    const open = (url: string, headers: Record<string, string> = {}) => site.request(url, { headers });
    await open('/');
    await open('/');
    // The query's order does not make another page.
    await open('/commodityList?typeId=300&sort=price_asc');
    await open('/commodityList?sort=price_asc&typeId=300');
    expect(renders).toEqual(['/', '/commodityList?sort=price_asc&typeId=300']);
    await open('/', { Cookie: 'pasar_locale=id-ID' });
    await open('/', { 'Sec-CH-UA-Mobile': '?1' });
    await open('/', { 'Accept-Language': 'zh-CN,zh;q=0.9' });
    expect(renders).toHaveLength(5);
    version = 2;
    await open('/');
    expect(renders).toHaveLength(6);
    // Without PUBLIC_ORIGIN the head's addresses are the request's origin: a forged Host gets a page
    // of its own, never the one kept for everyone else.
    await site.request('http://evil.example/');
    expect(renders).toHaveLength(7);
    await open('/');
    expect(renders).toHaveLength(7);
  });

  it('is for the cookie’s country and language, else the language of ?lang= or Accept-Language in Indonesia; the layout from the hints', async () => {
    const seen: string[] = [];
    const { renderer } = countingRenderer((r) => seen.push(`${r.language} ${r.country} ${r.layout}`));
    const site = siteWith(renderer);
    await site.request('/', { headers: { Cookie: 'a=b; pasar_locale=en-SG; c=d' } });
    await site.request('/', { headers: { Cookie: 'pasar_locale=xx-ZZ', 'Accept-Language': 'id-ID' } });
    await site.request('/?lang=zh-CN', { headers: { 'Accept-Language': 'en-MY' } });
    await site.request('/', { headers: { 'Sec-CH-UA-Mobile': '?0', 'User-Agent': 'iPhone' } });
    await site.request('/', { headers: { 'User-Agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0)' } });
    expect(seen).toEqual([
      'en SG desktop',
      'id ID desktop',
      'zh-CN ID desktop',
      'en ID desktop',
      'en ID mobile',
    ]);
  });

  it("gives the page's calls 400 ms and its essential call (a product page's product) 1.5 s, or what is configured if longer", async () => {
    const deadlines: string[] = [];
    const { renderer } = countingRenderer((r) => deadlines.push(`${r.callsWithinMs} ${r.essentialWithinMs}`));
    await siteWith(renderer).request('/');
    const configured = new Hono();
    serveStorefront(configured, dist, { firstView: { renderer, api, callsWithinMs: 5_000 } });
    await configured.request('/');
    expect(deadlines).toEqual(['400 1500', '5000 5000']);
  });

  it('is never drawn for the native shell, a path the renderer does not draw or a product that is gone (410, 404)', async () => {
    const { renderer, renders } = countingRenderer();
    const site = siteWith(renderer);
    for (const [url, headers] of [
      ['/?app=1', {}],
      ['/', { 'User-Agent': 'Mozilla/5.0 PasarApp/3.1' }],
      ['/cart', {}],
    ] as const) {
      const res = await site.request(url, { headers });
      expect(res.status, url).toBe(200);
      expect(await res.text(), url).toBe(page);
      expect(res.headers.get('cache-control'), url).toBe('no-cache');
    }
    const removed = await site.request(`/commodDetail?product_no=${catalogue.showcase.ID.removed}`);
    expect(removed.status).toBe(410);
    expect((await site.request('/commodDetail?product_no=99999999')).status).toBe(404);
    expect(renders).toEqual([]);
    const onSale = await site.request(`/commodDetail?product_no=${catalogue.showcase.ID.featured}`);
    expect(onSale.status).toBe(200);
    expect(await onSale.text()).toContain('data-first-view');
  });

  it('streams the page: its head goes out at once, the drawn view after the render, and the whole is kept', async () => {
    let asked!: () => void;
    const rendering = new Promise<void>((resolve) => (asked = resolve));
    let finish!: () => void;
    const slow = new Promise<void>((resolve) => (finish = resolve));
    const { renderer, renders } = countingRenderer();
    const draw = renderer.renderFirstView;
    // A page whose calls are slow: the render waits until the test lets it go.
    renderer.renderFirstView = async (request) => {
      asked();
      await slow;
      return draw(request);
    };
    const site = siteWith(renderer);
    const answered = site.request('/', { headers: { Cookie: 'pasar_locale=id-ID' } });
    await rendering;
    // Whatever the server does before it answers happens within the turn the render started in.
    const early = await Promise.race([
      answered,
      new Promise<'not answered'>((resolve) => setImmediate(() => resolve('not answered'))),
    ]);
    finish();
    expect(early).not.toBe('not answered');
    const res = early as Response;
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    const first = decoder.decode((await reader.read()).value);
    // The head (the page's styles and scripts to fetch) before any of the view.
    expect(first).toContain('<html lang="id" data-first-view><head><title>Pasar</title>');
    expect(first).not.toContain('<main>');
    let rest = '';
    for (let part = await reader.read(); !part.done; part = await reader.read())
      rest += decoder.decode(part.value);
    expect(rest).toContain('<div id="root"><main>/ for id in ID, desktop</main></div>');
    const whole = first + rest;
    const kept = await site.request('/', { headers: { Cookie: 'pasar_locale=id-ID' } });
    expect(await kept.text()).toBe(whole);
    expect(renders).toEqual(['/']);
    // Compressed as it streams, each part flushed: the same page once inflated.
    for (const [encoding, inflate] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const zipped = await site.request('/', {
        headers: {
          Cookie: `pasar_locale=zh-CN-${encoding === 'br' ? 'SG' : 'MY'}`,
          'Accept-Encoding': encoding,
        },
      });
      expect(zipped.headers.get('content-encoding')).toBe(encoding);
      expect(inflate(Buffer.from(await zipped.arrayBuffer())).toString('utf8')).toContain(
        '<div id="root"><main>/ for zh-CN in',
      );
    }
  });

  it('is drawn once for the shoppers who ask while it is drawn (never across a catalogue change), kept a few seconds only when a call came late', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      let finish!: () => void;
      let slow = new Promise<void>((resolve) => (finish = resolve));
      const { renderer, renders } = countingRenderer();
      const draw = renderer.renderFirstView;
      let complete = false;
      renderer.renderFirstView = async (request) => {
        const drawn = await draw(request);
        await slow;
        return { ...drawn, complete } as Awaited<ReturnType<Renderer['renderFirstView']>>;
      };
      let version = 1;
      const site = siteWith(renderer, () => String(version));
      const open = (language = 'en-SG') =>
        site.request('/cate', { headers: { Cookie: `pasar_locale=${language}` } });
      // Each answer's headers go out once it has been matched to a drawing, before the drawing ends:
      // five shoppers while one drawing waits for its calls.
      const burst: Response[] = [];
      for (let i = 0; i < 5; i++) burst.push(await open());
      // A catalogue change meanwhile: the next shopper's page is drawn from the new one.
      version = 2;
      burst.push(await open());
      expect(renders).toEqual(['/cate', '/cate']);
      finish();
      const pages = await Promise.all(burst.map((res) => res.text()));
      expect(new Set(pages).size).toBe(1);
      expect(pages[0]).toContain('<main>/cate for en in SG, desktop</main>');

      // Drawn without a late answer: kept for a few seconds, for no cache between us and the shopper.
      const kept = await open();
      expect(renders).toHaveLength(2);
      expect(kept.headers.get('cache-control')).toBe('private, no-cache');
      vi.setSystemTime(Date.now() + 5_001);
      slow = new Promise<void>((resolve) => (finish = resolve));
      complete = true;
      const again = open();
      finish();
      await (await again).text();
      expect(renders).toHaveLength(3);
      // Drawn whole: kept for 30 s, for any cache.
      vi.setSystemTime(Date.now() + 29_000);
      const whole = await open();
      expect(renders).toHaveLength(3);
      expect(whole.headers.get('cache-control')).toBe(
        'public, max-age=0, s-maxage=30, stale-while-revalidate=60',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives every drawn page but a product (which has its own) a head in its words: title, description, Open Graph', async () => {
    const { renderer } = countingRenderer();
    renderer.pageHead = (pathname, language) => ({
      title: `${pathname} in ${language} & more`,
      description: `about ${pathname}`,
      language: pathname.endsWith('-id') ? 'id' : language,
    });
    const site = siteWith(renderer);
    const html = await (
      await site.request('/cate?b=2&a=1', { headers: { Cookie: 'pasar_locale=zh-CN-MY' } })
    ).text();
    expect(html).not.toContain('<title>Pasar</title>');
    expect(html).toContain('<title>/cate in zh-CN &amp; more</title>');
    expect(html).toContain('<meta name="description" content="about /cate" />');
    expect(html).toContain('<meta property="og:title" content="/cate in zh-CN &amp; more" />');
    expect(html).toContain('<meta property="og:url" content="http://localhost/cate?a=1&amp;b=2" />');
    expect(html).toContain('<meta property="og:image" content="http://localhost/icons/icon-512.png" />');
    expect(html).toContain('<meta property="og:locale" content="zh_CN" />');
    const fixed = await (
      await site.request('/agreement-id', { headers: { Cookie: 'pasar_locale=en-SG' } })
    ).text();
    expect(fixed).toContain('<meta property="og:locale" content="id_SG" />');
    const product = await (
      await site.request(`/commodDetail?product_no=${catalogue.showcase.ID.featured}`)
    ).text();
    expect(product).toContain('<meta property="og:type" content="product" />');
    expect(product).not.toContain('/commodDetail in');
  });

  it("keeps a product page's link-preview head per the audience it was written for, not the first asker's", async () => {
    const { renderer, renders } = countingRenderer();
    const site = siteWith(renderer);
    const product = `/commodDetail?product_no=${catalogue.showcase.ID.featured}`;
    // A link's fetcher has no cookie: the preview's words follow each asker's Accept-Language.
    const open = (acceptLanguage: string) =>
      site.request(product, { headers: { 'Accept-Language': acceptLanguage } });
    expect(await (await open('id-ID')).text()).toContain(' seharga ');
    const second = await (await open('zh-CN')).text();
    expect(second).toContain('在 Pasar 以');
    expect(second).not.toContain(' seharga ');
    // The same asker again is served the page kept for them.
    await open('zh-CN');
    expect(renders).toHaveLength(2);
  });

  it("words a shopper's product page, head and view alike, by their cookie, whatever Accept-Language says", async () => {
    const { renderer } = countingRenderer();
    const site = siteWith(renderer);
    const product = `/commodDetail?product_no=${catalogue.showcase.ID.featured}`;
    const html = await (
      await site.request(product, {
        headers: { Cookie: 'pasar_locale=zh-CN-ID', 'Accept-Language': 'id-ID' },
      })
    ).text();
    expect(html).toContain('<html lang="zh-CN" data-first-view>');
    expect(html).toContain(`${product} for zh-CN in ID`);
    expect(html).toContain('在 Pasar 以');
    expect(html).not.toContain(' seharga ');
  });

  it('sends the page as built when the render throws or is not drawn (its head marked as drawn, sent before), logging a failing path once', async () => {
    const errors = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    let draws = 0;
    const throwing: Renderer = {
      draws: (pathname) => ['/', '/commodityList'].includes(pathname),
      renderFirstView: async (request) => {
        draws += 1;
        if (request.url === '/') throw new Error('window is not defined');
        return { kind: 'not-drawn', reason: 'no answer' };
      },
    };
    const site = siteWith(throwing);
    const asBuilt = page.replace('<html lang="en">', '<html lang="en" data-first-view>');
    for (let i = 0; i < 3; i++) {
      const res = await site.request('/');
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(asBuilt);
    }
    const notDrawn = await site.request('/commodityList');
    expect(await notDrawn.text()).toBe(asBuilt);
    expect(draws).toBe(4);
    expect(
      errors.mock.calls.filter(([, message]) => String(message).startsWith('first view not drawn')),
    ).toHaveLength(1);
    errors.mockRestore();
  });
});
