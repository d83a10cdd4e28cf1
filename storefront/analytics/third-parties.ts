import { gtag } from './data-layer';
import type { AnalyticsEvent } from './events';

// Loaded on demand by use-analytics.ts (its own chunk): only once the page is idle and only for
// the third parties that are configured and, for analytics and advertising, consented to.

const added = new Set<string>();

/** One async <script> per source, however often asked. */
function addScript(src: string) {
  if (added.has(src)) return;
  added.add(src);
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}

let googleConfigured = false;

/**
 * Google's tag for GA4. Decision: send_page_view off, because the storefront sends its own page
 * view after every route change (use-analytics.ts), and gtag's automatic one would count the
 * first page twice.
 */
export function loadGoogleTag(measurementId: string) {
  if (!googleConfigured) {
    googleConfigured = true;
    gtag('js', new Date());
    gtag('config', measurementId, { send_page_view: false });
  }
  addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`);
}

type Fbq = ((...args: unknown[]) => void) & { queue?: unknown[][]; loaded?: boolean; version?: string };
declare global {
  interface Window {
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

/** The GA4 events Meta has a standard event for (developers.facebook.com/docs/meta-pixel/reference). */
const pixelEvents: Partial<Record<AnalyticsEvent['name'], string>> = {
  page_view: 'PageView',
  view_item: 'ViewContent',
  add_to_cart: 'AddToCart',
  begin_checkout: 'InitiateCheckout',
  add_payment_info: 'AddPaymentInfo',
  purchase: 'Purchase',
};

function forwardToPixel(fbq: Fbq, event: AnalyticsEvent) {
  const name = pixelEvents[event.name];
  if (!name) return;
  if (!('items' in event.params) || !('value' in event.params)) return fbq('track', name);
  const { currency, value, items } = event.params;
  fbq('track', name, {
    currency,
    value,
    content_type: 'product',
    content_ids: items.map((item) => item.item_id),
    contents: items.map((item) => ({ id: item.item_id, quantity: item.quantity })),
  });
}

export interface PixelConnection {
  forward: (event: AnalyticsEvent) => void;
  disconnect: () => void;
}

/**
 * Meta's pixel: its queue stub (what Meta's snippet defines), consent granted, init and the page
 * view, then fbevents.js. The connection forwards the shop's events; its disconnect, for a
 * withdrawn consent, revokes the pixel's consent (the script, once loaded, cannot be unloaded;
 * it sends nothing more).
 */
export function connectMetaPixel(pixelId: string): PixelConnection {
  let fbq = window.fbq;
  if (!fbq) {
    const stub: Fbq = (...args: unknown[]) => {
      const callMethod = (stub as Fbq & { callMethod?: (...a: unknown[]) => void }).callMethod;
      if (callMethod) callMethod(...args);
      else stub.queue!.push(args);
    };
    stub.queue = [];
    stub.loaded = true;
    stub.version = '2.0';
    Object.assign(stub, { push: stub });
    window.fbq = window._fbq = fbq = stub;
    fbq('init', pixelId);
  }
  const pixel = fbq;
  pixel('consent', 'grant');
  pixel('track', 'PageView');
  addScript('https://connect.facebook.net/en_US/fbevents.js');
  return {
    forward: (event) => forwardToPixel(pixel, event),
    disconnect: () => pixel('consent', 'revoke'),
  };
}

/** The customer chat widget's script (CHAT_WIDGET_SRC), when configured: ADR 027 says why it needs no consent. */
export function loadChatWidget(src: string) {
  addScript(src);
}
