import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productImages } from '../../db/schema';
import { createProductImageCache } from './static-assets';
import { catalogue, countRows, shopperHeaders } from '../../test-support/catalogue-helpers';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const IMMUTABLE = 'public, max-age=31536000, immutable';

async function cardOf(productNo: string) {
  const { json } = await server.call(
    'GET',
    `/api/consumer/product/min_sku_detail/${productNo}`,
    undefined,
    shopperHeaders('ID'),
  );
  return json.data as { thumb_image_url: string; major_image_url: string; images: { url: string }[] };
}

describe('product pictures', () => {
  it('answers WebP at the width in the URL, cacheable for a year, and keeps the bytes', async () => {
    const product = await cardOf(catalogue.showcase.ID.hot);
    expect(await countRows(server, 'product_images')).toBe(0);
    for (const [url, width] of [
      [product.thumb_image_url, 400],
      [product.major_image_url, 800],
      [product.thumb_image_url.replace('-400.webp', '-200.webp'), 200],
    ] as const) {
      const response = await server.fetch(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
      expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{12}-0-\d+"$/);
      const bytes = Buffer.from(await response.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, width]);
    }
    expect(await countRows(server, 'product_images')).toBe(3);
  });

  it('answers 304 to a browser that holds the same bytes, and serves the gallery', async () => {
    const product = await cardOf(catalogue.showcase.ID.multiSku);
    const first = await server.fetch(product.major_image_url);
    const etag = first.headers.get('etag')!;
    const again = await server.fetch(product.major_image_url, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    const last = product.images.at(-1)!.url;
    const gallery = await server.fetch(last);
    expect(gallery.status).toBe(200);
    expect(Buffer.from(await gallery.arrayBuffer()).equals(Buffer.from(await first.arrayBuffer()))).toBe(
      false,
    );
  });

  it('reads a picture drawn before from product_images instead of drawing it again', async () => {
    const productNo = catalogue.showcase.ID.discounted;
    const product = await cardOf(productNo);
    expect((await server.fetch(product.thumb_image_url)).status).toBe(200);
    // Mark the stored bytes: a second server on the same database must answer these, not redraw.
    const marker = Buffer.from('stored bytes');
    await server.database.db
      .update(productImages)
      .set({ bytes: marker })
      .where(and(eq(productImages.productNo, productNo), eq(productImages.width, 400)));
    const snapshot = await server.deps.catalogue.current();
    const cache = createProductImageCache(server.database.db, async (no) => snapshot.products.get(no), {
      now: () => server.clock.now(),
    });
    expect((await cache.get(productNo, 0, 400))?.bytes.equals(marker)).toBe(true);
  });

  it('answers the 404 envelope for other widths, pictures and products', async () => {
    const productNo = catalogue.showcase.ID.hot;
    const count = catalogue.products.find((p) => p.productNo === productNo)!.imageCount;
    for (const path of [
      `/api/static/product-images/${productNo}/0-300.webp`,
      `/api/static/product-images/${productNo}/0-400.png`,
      `/api/static/product-images/${productNo}/${count}-400.webp`,
      `/api/static/product-images/99999999/0-400.webp`,
      `/api/static/product-images/abc/0-400.webp`,
    ]) {
      const response = await server.fetch(path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toMatchObject({ code: 1108001, data: null });
    }
  });

  it('caches a URL without the current version for five minutes only', async () => {
    const productNo = catalogue.showcase.ID.hot;
    for (const query of ['', '?v=old']) {
      const response = await server.fetch(`/api/static/product-images/${productNo}/0-400.webp${query}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    }
  });
});

describe('category icons and banner artwork', () => {
  it('answers the SVGs the category tree and the home page name, cacheable for a year', async () => {
    const nav = await server.call('GET', '/api/nav/type/list', undefined, shopperHeaders());
    const home = await server.call('GET', '/api/cms/api/decoration', undefined, shopperHeaders('SG'));
    for (const url of [
      nav.json.data[0].icon_url,
      nav.json.data[0].child_list[0].icon_url,
      home.json.data.banners[0].image_url,
    ]) {
      const response = await server.fetch(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
      const svg = await response.text();
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      const again = await server.fetch(url, { headers: { 'If-None-Match': response.headers.get('etag')! } });
      expect(again.status).toBe(304);
    }
    for (const path of [
      '/api/static/category-icons/999.svg',
      '/api/static/banners/nope.svg',
      '/api/static/banners/x',
    ]) {
      expect((await server.fetch(path)).status, path).toBe(404);
    }
  });
});
