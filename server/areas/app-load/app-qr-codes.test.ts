import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultAppConfig } from '../../../contract/app-config';
import { startTestServer, type TestServer } from '../../test-support/test-server';

const qrOf = (url: string) => QRCode.toString(url, { type: 'svg', margin: 4, errorCorrectionLevel: 'M' });

describe('the app download QR codes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("draws app config's link of the store asked, as SVG cached for a day with an ETag", async () => {
    const ios = await server.fetch('/api/support/api/app/qr?target=ios');
    expect(ios.status).toBe(200);
    expect(ios.headers.get('content-type')).toBe('image/svg+xml');
    expect(ios.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(ios.headers.get('etag')).toMatch(/^"[\w-]{22}"$/);
    expect(ios.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await ios.text()).toBe(await qrOf(defaultAppConfig.ios_download_url));

    const android = await server.fetch('/api/support/api/app/qr?target=android');
    expect(await android.text()).toBe(await qrOf(defaultAppConfig.android_download_url));
    expect(android.headers.get('etag')).not.toBe(ios.headers.get('etag'));
  });

  it('answers 304 when the browser holds the code', async () => {
    const first = await server.fetch('/api/support/api/app/qr?target=android');
    const again = await server.fetch('/api/support/api/app/qr?target=android', {
      headers: { 'If-None-Match': first.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });

  it('follows the configured link, and never draws an address from the request', async () => {
    process.env.PASAR_IOS_URL = 'https://apps.apple.com/app/pasar-new';
    try {
      const moved = await server.fetch('/api/support/api/app/qr?target=ios');
      expect(await moved.text()).toBe(await qrOf('https://apps.apple.com/app/pasar-new'));
    } finally {
      delete process.env.PASAR_IOS_URL;
    }
    for (const query of ['target=https://evil.example/', 'target=', '', 'url=https://evil.example/']) {
      const { status, json } = await server.call('GET', `/api/support/api/app/qr?${query}`);
      expect(status).toBe(400);
      expect(json).toMatchObject({ code: 1101020, data: null });
    }
  });
});
