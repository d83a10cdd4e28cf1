import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../../contract/app-load';
import { defaultAppConfig } from '../../contract/app-config';
import type { ProductDetail, Sku } from '../../contract/catalogue';

const sku = { sku_id: '1000000501', sku_name: 'Red, L', price: 32_900 } as Sku;
const detail = {
  product_no: '10000005',
  product_name: 'Kopi',
  currency_code: 'IDR',
  skus: [sku],
} as ProductDetail;

interface FakeWindow {
  localStorage: Storage;
  location: { href: string; pathname: string; search: string };
  dataLayer?: unknown[];
  fbq?: { queue?: unknown[][] };
}
let win: FakeWindow;
let scripts: string[];

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    length: 0,
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: () => null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

beforeEach(() => {
  scripts = [];
  win = {
    localStorage: memoryStorage(),
    location: {
      href: 'http://shop.test/commodDetail?product_no=10000005',
      pathname: '/commodDetail',
      search: '?product_no=10000005',
    },
  };
  vi.stubGlobal('window', win);
  vi.stubGlobal('document', {
    createElement: () => ({}),
    head: { append: (script: { src: string }) => scripts.push(script.src) },
  });
});
afterEach(() => vi.unstubAllGlobals());

/** Fresh modules per test (the recorder and the data layer start once per page), with the config the server sent. */
async function page(config: Partial<AppConfig> | null = null) {
  vi.resetModules();
  const { session } = await import('../session/session-store');
  const setConfig = (next: Partial<AppConfig>) =>
    session.update((s) => ({
      ...s,
      localeInfo: { ...s.localeInfo, appConfig: { ...defaultAppConfig, ...next } },
    }));
  if (config) setConfig(config);
  return {
    setConfig,
    ...(await import('../session/consent-choice')),
    ...(await import('./track')),
    ...(await import('./recorder')),
  };
}

const events = () =>
  (win.dataLayer ?? [])
    .map((entry) => Array.from(entry as ArrayLike<unknown>))
    .filter(([command]) => command === 'event');
const pixelCalls = () => (win.fbq?.queue ?? []).map((args) => args.slice(0, 2));

describe('the recorder', () => {
  it('before a choice: consent mode says denied, the events that waited are dropped, nothing loads', async () => {
    const { track, startRecorder } = await page({
      ga_measurement_id: 'G-TEST1234',
      meta_pixel_id: '1234567890',
    });
    track('view_item', { detail, sku, quantity: 1 });
    startRecorder();
    track('add_to_cart', { detail, sku, quantity: 2 });
    expect(Array.from(win.dataLayer![0] as ArrayLike<unknown>)).toEqual([
      'consent',
      'default',
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'denied',
        wait_for_update: 500,
      },
    ]);
    expect(events()).toEqual([]);
    expect(scripts).toEqual([]);
    expect(win.fbq).toBeUndefined();
  });

  it("with analytics consented earlier: what waited is recorded as gtag arguments, and Google's tag loads", async () => {
    const { track, startRecorder, saveConsent } = await page({ ga_measurement_id: 'G-TEST1234' });
    saveConsent({ analytics: true, advertising: false });
    track('page_view', { location: 'http://shop.test/', path: '/' });
    track('view_item', { detail, sku, quantity: 1 });
    startRecorder();
    expect(events()).toEqual([
      ['event', 'page_view', { page_location: 'http://shop.test/', page_path: '/' }],
      [
        'event',
        'view_item',
        {
          currency: 'IDR',
          value: 32_900,
          items: [
            { item_id: '10000005', item_name: 'Kopi', item_variant: 'Red, L', price: 32_900, quantity: 1 },
          ],
        },
      ],
    ]);
    // gtag.js reads Arguments objects, not arrays (Google's own snippet pushes `arguments`).
    expect(
      win.dataLayer!.every((entry) => Object.prototype.toString.call(entry) === '[object Arguments]'),
    ).toBe(true);
    expect(scripts).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST1234']);
    expect(
      win.dataLayer!.map((entry) => Array.from(entry as ArrayLike<unknown>)).filter(([c]) => c === 'config'),
    ).toEqual([['config', 'G-TEST1234', { send_page_view: false }]]);
  });

  it('without GA_MEASUREMENT_ID the data layer still records, but no Google tag loads', async () => {
    const { track, startRecorder, saveConsent } = await page(null);
    saveConsent({ analytics: true, advertising: true });
    startRecorder();
    track('add_to_cart', { detail, sku, quantity: 1 });
    expect(events()).toHaveLength(1);
    expect(scripts).toEqual([]);
  });

  it('consent given on an open page: consent mode updated, that page viewed, the tag loaded; withdrawn: nothing more', async () => {
    const { track, startRecorder, saveConsent } = await page({ ga_measurement_id: 'G-TEST1234' });
    startRecorder();
    saveConsent({ analytics: true, advertising: false });
    const updates = win
      .dataLayer!.map((e) => Array.from(e as ArrayLike<unknown>))
      .filter(([c, kind]) => c === 'consent' && kind === 'update');
    expect(updates.at(-1)?.[2]).toMatchObject({ analytics_storage: 'granted', ad_storage: 'denied' });
    expect(events()).toEqual([
      [
        'event',
        'page_view',
        { page_location: win.location.href, page_path: '/commodDetail?product_no=10000005' },
      ],
    ]);
    expect(scripts).toHaveLength(1);
    saveConsent({ analytics: false, advertising: false });
    track('add_to_cart', { detail, sku, quantity: 1 });
    expect(events()).toHaveLength(1);
  });

  it('loads the tag once the app config arrives, when consent came first', async () => {
    const { startRecorder, saveConsent, setConfig } = await page(null);
    saveConsent({ analytics: true, advertising: false });
    startRecorder();
    expect(scripts).toEqual([]);
    setConfig({ ga_measurement_id: 'G-TEST1234' });
    expect(scripts).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST1234']);
  });

  it("Meta's pixel only with advertising consent: init and PageView, the shop's events mapped, revoked on withdrawal", async () => {
    const { track, startRecorder, saveConsent } = await page({ meta_pixel_id: '1234567890' });
    saveConsent({ analytics: false, advertising: true });
    startRecorder();
    track('add_to_cart', { detail, sku, quantity: 2 });
    expect(scripts).toEqual(['https://connect.facebook.net/en_US/fbevents.js']);
    expect(pixelCalls()).toEqual([
      ['init', '1234567890'],
      ['consent', 'grant'],
      ['track', 'PageView'],
      ['track', 'AddToCart'],
    ]);
    expect(win.fbq!.queue!.at(-1)![2]).toMatchObject({
      currency: 'IDR',
      value: 65_800,
      content_ids: ['10000005'],
    });
    expect(events()).toEqual([]);
    saveConsent({ analytics: false, advertising: false });
    track('add_to_cart', { detail, sku, quantity: 1 });
    expect(pixelCalls().slice(4)).toEqual([['consent', 'revoke']]);
  });

  it('a chat widget loads when configured, whatever the choice (ADR 027)', async () => {
    const { startRecorder } = await page({ chat_widget_src: 'https://chat.example/widget.js' });
    startRecorder();
    expect(scripts).toEqual(['https://chat.example/widget.js']);
  });
});
