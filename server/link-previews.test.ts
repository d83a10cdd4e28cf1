import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail } from '../contract/catalogue';
import { formatMoney } from '../contract/money';
import { PRODUCT_GALLERY_SIZES, productImageSrcSet } from '../contract/product-image-sources';
import { previewAudience, type ApiRequest } from './link-previews';
import { serveStorefront } from './static-site';
import { catalogue, shopperHeaders } from './test-support/catalogue-helpers';
import { startTestServer, type TestServer } from './test-support/test-server';

// A storefront build in miniature: the shop's head as index.html has it, and the product page's own.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'pasar-link-previews-'));
const page =
  '<!doctype html><html><head><meta name="description" content="Pasar: belanja online." />' +
  '<title>Pasar</title></head><body><div id="root"></div><script type="module" src="/assets/main.js"></script></body></html>';
fs.writeFileSync(path.join(dist, 'index.html'), page);
fs.writeFileSync(path.join(dist, 'routes.json'), JSON.stringify(['/', '/commodDetail']));
const origin = 'https://pasar.example';
const showcase = catalogue.showcase;

let server: TestServer;
let site: Hono;
beforeAll(async () => {
  server = await startTestServer();
  site = siteOver((apiPath, init) => Promise.resolve(server.app.request(apiPath, init)));
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

function siteOver(api: ApiRequest) {
  const app = new Hono();
  // A busy machine may take longer than a shopper would be made to wait: these tests want the preview.
  serveStorefront(app, dist, { linkPreviews: { api, publicOrigin: origin, waitMs: 30_000 } });
  return app;
}

const open = (productNo: string, acceptLanguage?: string, more: Record<string, string> = {}) =>
  site.request(`/commodDetail?product_no=${productNo}`, {
    headers: { ...(acceptLanguage ? { 'Accept-Language': acceptLanguage } : {}), ...more },
  });
const meta = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1];

async function productAsTheApiSays(
  productNo: string,
  country: 'ID' | 'SG' | 'MY',
  language: 'en' | 'id' | 'zh-CN',
) {
  const { json } = await server.call(
    'GET',
    `/api/consumer/product/min_sku_detail/${productNo}`,
    undefined,
    shopperHeaders(country, language),
  );
  return json.data as ProductDetail;
}

describe("a shared product link's page, from the server", () => {
  it("carries the product's title, price, picture and address for a chat app's preview, in Indonesian for an Indonesian fetcher", async () => {
    const productNo = showcase.ID.featured;
    const res = await open(productNo, 'id-ID,id;q=0.9,en;q=0.8');
    expect(res.status).toBe(200);
    expect(res.headers.get('vary')).toBe('Accept-Encoding, Accept-Language');
    const html = await res.text();
    const product = await productAsTheApiSays(productNo, 'ID', 'id');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(`<title>${product.product_name} | Pasar</title>`);
    const description = `${product.product_name} seharga ${formatMoney(product.price, 'IDR')} di Pasar.`;
    expect(meta(html, 'description')).toBe(description);
    expect(meta(html, 'og:description')).toBe(description);
    expect(meta(html, 'og:title')).toBe(product.product_name);
    expect(meta(html, 'og:image')).toBe(`${origin}${product.major_image_url}`);
    expect(meta(html, 'og:url')).toBe(`${origin}/commodDetail?product_no=${productNo}`);
    expect(meta(html, 'og:locale')).toBe('id_ID');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    // The gallery's first picture is asked for with the HTML, as the gallery's <img> will ask.
    const first = product.images[0]!.url;
    expect(html).toContain(
      `<link rel="preload" as="image" href="${first}" imagesrcset="${productImageSrcSet(first)}" ` +
        `imagesizes="${PRODUCT_GALLERY_SIZES}" fetchpriority="high" />`,
    );
    // The rest of the page is the app as built: it still starts on the client.
    expect(html).toContain('<div id="root"></div><script type="module" src="/assets/main.js"></script>');
    expect(html).not.toContain('belanja online');
  });

  it('speaks Chinese to a Chinese fetcher and prices in Singapore dollars for one in Singapore', async () => {
    const productNo = showcase.ID.featured;
    const zh = await (await open(productNo, 'zh-CN,zh;q=0.9')).text();
    const inChinese = await productAsTheApiSays(productNo, 'ID', 'zh-CN');
    expect(meta(zh, 'og:description')).toBe(
      `在 Pasar 以 ${formatMoney(inChinese.price, 'IDR')} 购买 ${inChinese.product_name}。`,
    );
    const sgProduct = showcase.SG.featured;
    const sg = await (await open(sgProduct, 'en-SG,en;q=0.9')).text();
    const inSingapore = await productAsTheApiSays(sgProduct, 'SG', 'en');
    expect(meta(sg, 'og:description')).toBe(
      `${inSingapore.product_name} for ${formatMoney(inSingapore.price, 'SGD')} on Pasar.`,
    );
    expect(meta(sg, 'og:locale')).toBe('en_SG');
  });

  it('answers 410 for a product taken off the shelf and 404 for one unknown or not sold in the country, still with the app', async () => {
    const removed = await open(showcase.ID.removed, 'id-ID');
    expect(removed.status).toBe(410);
    expect(await removed.text()).toContain('<title>Pasar</title>');
    for (const productNo of ['99999999', 'abc', showcase.MY.countryOnly]) {
      const res = await open(productNo, 'id-ID');
      expect(res.status, productNo).toBe(404);
      const html = await res.text();
      expect(html, productNo).toContain('<script type="module" src="/assets/main.js">');
      expect(meta(html, 'og:title'), productNo).toBeUndefined();
    }
  });

  it('sends the preview compressed when the browser takes it, tagged, and 304 when unchanged', async () => {
    const productNo = showcase.ID.featured;
    const res = await open(productNo, 'en', { 'Accept-Encoding': 'br, gzip' });
    expect(res.headers.get('content-encoding')).toBe('br');
    const html = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString('utf8');
    expect(meta(html, 'og:title')).toBeTruthy();
    const etag = res.headers.get('etag')!;
    const again = await open(productNo, 'en', { 'Accept-Encoding': 'br, gzip', 'If-None-Match': etag });
    expect(again.status).toBe(304);
  });

  it('reads a product once for a burst of fetchers, and sends the page as built when the API fails', async () => {
    let calls = 0;
    const counted = siteOver((apiPath, init) => {
      calls += 1;
      return Promise.resolve(server.app.request(apiPath, init));
    });
    const productNo = showcase.ID.featured;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        counted.request(`/commodDetail?product_no=${productNo}`, { headers: { 'Accept-Language': 'id' } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(calls).toBe(1);

    let failures = 0;
    const failing = siteOver(() => {
      failures += 1;
      return Promise.reject(new Error('the API is down'));
    });
    for (let i = 0; i < 3; i++) {
      const res = await failing.request(`/commodDetail?product_no=${productNo}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<title>Pasar</title>');
    }
    // Kept a few seconds: a failing API is not asked again for every shopper.
    expect(failures).toBe(1);
  });

  it("writes a forged Host's origin into no head but its own when PUBLIC_ORIGIN is not set", async () => {
    const app = new Hono();
    serveStorefront(app, dist, {
      linkPreviews: {
        api: (apiPath, init) => Promise.resolve(server.app.request(apiPath, init)),
        waitMs: 30_000,
      },
    });
    const productNo = showcase.ID.featured;
    const forged = await (
      await app.request(`http://evil.example/commodDetail?product_no=${productNo}`)
    ).text();
    expect(meta(forged, 'og:url')).toMatch(/^http:\/\/evil\.example\//);
    const shopper = await (
      await app.request(`http://pasar.example/commodDetail?product_no=${productNo}`)
    ).text();
    expect(meta(shopper, 'og:url')).toMatch(/^http:\/\/pasar\.example\//);
    expect(meta(shopper, 'og:image')).toMatch(/^http:\/\/pasar\.example\//);
  });

  it('sends the page as built when the API has not answered in time', async () => {
    const app = new Hono();
    const never: ApiRequest = () => new Promise<Response>(() => {});
    serveStorefront(app, dist, { linkPreviews: { api: never, publicOrigin: origin, waitMs: 1 } });
    const res = await app.request(`/commodDetail?product_no=${showcase.ID.featured}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(page);
  });

  it("escapes whatever the product's name holds", async () => {
    const hostile = siteOver(() =>
      Promise.resolve(
        Response.json({
          code: 0,
          data: {
            product_no: '10000001',
            product_name: 'Tea"><script>alert(1)</script>',
            currency_code: 'IDR',
            price: 1_000_000,
            major_image_url: '/api/static/product-images/10000001/0-800.webp',
            images: [],
            status: 'on_shelf',
          },
        }),
      ),
    );
    const html = await (await hostile.request('/commodDetail?product_no=10000001')).text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('<title>Tea&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Pasar</title>');
  });

  it('leaves every other page as built', async () => {
    const home = await site.request('/', { headers: { 'Accept-Language': 'id' } });
    expect(home.status).toBe(200);
    expect(await home.text()).toBe(page);
  });
});

describe('whom a preview speaks to', () => {
  it.each([
    ['id-ID,id;q=0.9', 'ID', 'id'],
    ['in', 'ID', 'id'],
    ['zh-CN,zh;q=0.9', 'ID', 'zh-CN'],
    ['zh-SG', 'SG', 'zh-CN'],
    ['en-MY,ms;q=0.8', 'MY', 'en'],
    ['ms-MY', 'MY', 'en'],
    ['fr-FR,en;q=0.5', 'ID', 'en'],
    ['', 'ID', 'en'],
    [undefined, 'ID', 'en'],
  ])('Accept-Language %j: %s, %s', (header, country, language) => {
    expect(previewAudience(header)).toEqual({ country, language });
  });
});
