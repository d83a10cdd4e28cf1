import { gunzipSync, inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { COMPRESS_FROM_BYTES, takesGzip } from './compress-answers';

/** API answers compressed (server/http/compress-answers.ts, ADR 040). */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const feed = (acceptEncoding: string) =>
  server.fetch('/api/consumer/product/product_recommend', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Locale': 'ID', 'Accept-Encoding': acceptEncoding },
    body: JSON.stringify({ page_num: 1, page_size: 10 }),
  });

describe('API answers compressed', () => {
  it('gzips a JSON answer of 1 KiB or more in one piece, with its length, to the same JSON', async () => {
    const plain = await feed('identity');
    const plainText = await plain.text();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(Buffer.byteLength(plainText)).toBeGreaterThanOrEqual(COMPRESS_FROM_BYTES);

    const zipped = await feed('gzip, deflate, br');
    const bytes = Buffer.from(await zipped.arrayBuffer());
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    // Sent whole, not streamed: its length is known.
    expect(zipped.headers.get('content-length')).toBe(String(bytes.length));
    expect(zipped.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(zipped.headers.get('content-type')).toBe('application/json');
    expect(zipped.headers.get('x-locale')).toBe('ID');
    expect(bytes.length).toBeLessThan(Buffer.byteLength(plainText));
    expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toEqual(JSON.parse(plainText));
  });

  it('sends an answer under 1 KiB as it is', async () => {
    const health = await server.fetch('/api/health', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(health.headers.get('content-encoding')).toBeNull();
    expect(await health.json()).toMatchObject({ data: { status: 'ok' } });
  });

  it('sends deflate to a client that takes only deflate, and plain JSON to one that refuses gzip', async () => {
    const deflated = await feed('gzip;q=0, deflate');
    expect(deflated.headers.get('content-encoding')).toBe('deflate');
    const json = JSON.parse(inflateSync(Buffer.from(await deflated.arrayBuffer())).toString('utf8'));
    expect(json.code).toBe(0);
    const plain = await feed('gzip;q=0');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await plain.json()).code).toBe(0);
  });

  it('reads Accept-Encoding as browsers and HTTP clients send it', () => {
    expect(takesGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(takesGzip('br;q=1.0, gzip;q=0.8, *;q=0.1')).toBe(true);
    expect(takesGzip('*')).toBe(true);
    expect(takesGzip('GZIP')).toBe(true);
    expect(takesGzip('gzip;q=0')).toBe(false);
    expect(takesGzip('*;q=0.5, gzip;q=0')).toBe(false);
    expect(takesGzip('identity')).toBe(false);
    expect(takesGzip('br, *;q=0')).toBe(false);
    expect(takesGzip(undefined)).toBe(false);
    expect(takesGzip('')).toBe(false);
  });
});
