import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from '../app-env';
import { trustNoProxy, type TrustProxy } from './client-ip';
import type { CspAdditions } from './third-party-sources';

/**
 * What every answer carries (docs/decisions/013-server-edges.md). A route that serves a page of
 * its own (the sandbox Google, /api/docs) sets its own Content-Security-Policy and keeps it:
 * these headers never overwrite one a route has set.
 *
 * Decision: the default CSP is the API's, `default-src 'none'`: a JSON answer opened as a page
 * runs nothing and loads nothing. The storefront's pages get storefrontCsp() from
 * server/static-site.ts.
 */
export const API_CSP =
  "default-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * Decision: nothing the shop does needs a powerful feature; the native shell brings its own
 * camera and location. Denied for the page and anything it frames.
 */
const permissionsPolicy = {
  accelerometer: [],
  camera: [],
  geolocation: [],
  gyroscope: [],
  magnetometer: [],
  microphone: [],
  payment: [],
  usb: [],
  browsingTopics: [],
};

export function securityHeaders(trustProxy: TrustProxy = trustNoProxy): MiddlewareHandler {
  const common = secureHeaders({
    overwrite: false,
    contentSecurityPolicy: undefined,
    // Decision: the storefront's links to the app stores and Google need no path or query of ours.
    referrerPolicy: 'strict-origin-when-cross-origin',
    // Sent by overTls() below, only where the request came over TLS.
    strictTransportSecurity: false,
    // CSP frame-ancestors says who may frame; X-Frame-Options SAMEORIGIN agrees with it for old browsers.
    xFrameOptions: 'SAMEORIGIN',
    // The sandbox Google page and Google itself open as top-level pages, never in a popup we read.
    crossOriginOpenerPolicy: 'same-origin',
    // Product pictures may be shown by the native shell's own views from another origin.
    crossOriginResourcePolicy: 'same-site',
    permissionsPolicy,
  });
  return async (c, next) => {
    await common(c, async () => {
      await next();
      if (!c.res.headers.has('Content-Security-Policy'))
        c.res.headers.set('Content-Security-Policy', API_CSP);
      if (overTls(c.req.url, c.req.header('x-forwarded-proto'), trustProxy.kind !== 'none'))
        c.res.headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    });
  };
}

/**
 * Whether the browser reached us over TLS: the request itself, or the proxy TRUST_PROXY names
 * saying so. HSTS over plain HTTP is ignored by browsers anyway; it is left out so a developer's
 * http://localhost never learns it.
 */
function overTls(url: string, forwardedProto: string | undefined, proxyTrusted: boolean): boolean {
  if (url.startsWith('https:')) return true;
  return proxyTrusted && forwardedProto?.split(',').at(-1)?.trim().toLowerCase() === 'https';
}

/**
 * Marks every answer computed for a signed-in member as private (search history, arrival flags,
 * the member, the cart): `no-store`, whatever the route said. `Vary: Authorization` goes on every
 * API answer, because a route that reads the token answers a visitor differently, and a shared
 * cache must not hand one's answer to the other.
 */
export function memberAnswersPrivate(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    c.res.headers.append('Vary', 'Authorization');
    if (c.get('member')) c.res.headers.set('Cache-Control', 'no-store');
  };
}

/**
 * The `<style>` blocks react-aria writes into the page at run time, allowed by hash like the
 * page's own: usePress's touch-action for pressable elements, usePreventScroll's overscroll
 * containment under a modal (node_modules/react-aria/dist/private/interactions/usePress.mjs,
 * overlays/usePreventScroll.mjs). Decision: hashes, not a nonce: a nonce would make every page
 * answer different, and the page is served precompressed with an ETag. If an upgrade changes
 * their text, the e2e suite's CSP check (tests/e2e/fixtures.ts) fails and names the new hash.
 */
export const RUNTIME_STYLES = [
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}',
  '@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}',
] as const;

/**
 * The `style` attributes react-aria renders, allowed by hash ('unsafe-hashes': these exact values
 * and no other): a page whose first view the server drew (ADR 044) carries them in its HTML, where
 * the browser applies them under style-src (set from script, as before, they need nothing). The
 * kit's hover popover trigger (ui/popover, RAC's PreviewTrigger: the desktop category bar) and
 * react-aria's visually hidden inputs (the product page's option radios). A new one shows up as a
 * CSP violation in the first-view journeys (tests/e2e/first-view.spec.ts).
 */
export const SERVER_DRAWN_STYLE_ATTRIBUTES = [
  '-webkit-touch-callout:none;-webkit-user-drag:none',
  'border:0;clip:rect(0 0 0 0);clip-path:inset(50%);height:1px;margin:-1px;overflow:hidden;padding:0;position:absolute;width:1px;white-space:nowrap',
] as const;

/** The CSP source for an inline block: 'sha256-…' of its exact text. */
function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The storefront page's policy, from the built index.html itself: its inline scripts (the early
 * API calls and the app start, scripts/inline-script.ts and scripts/app-start.ts) and its inline
 * stylesheet (scripts/inline-stylesheet.ts) are allowed by hash, nothing else inline.
 * Decision: hashed when the server reads the page at start rather than by the build: the hashes
 * are then of exactly what is served, and no second file can fall out of step with the page.
 * `frameAncestors` is 'self' plus FRAME_ANCESTORS: a native WebView loads the page top-level, so
 * only an iframe shell on another origin would need to be named there. `thirdParties` are the
 * origins of the configured analytics, pixel and chat (third-party-sources.ts, ADR 027): none
 * unless configured.
 */
export function storefrontCsp(
  html: string,
  frameAncestors: readonly string[] = [],
  thirdParties: CspAdditions = {},
): string {
  const also = (directive: keyof CspAdditions) =>
    (thirdParties[directive] ?? []).map((origin) => ` ${origin}`).join('');
  // Data blocks (`type="application/json"`) are never run: the policy does not name them.
  const scripts = [
    ...html.matchAll(/<script(?![^>]*\b(?:src=|type="application\/json"))[^>]*>([\s\S]*?)<\/script>/gi),
  ].map((m) => m[1] ?? '');
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1] ?? '');
  styles.push(...RUNTIME_STYLES);
  return [
    "default-src 'self'",
    `script-src 'self' ${scripts.map(hashSource).join(' ')}`.trim() + also('script-src'),
    `style-src 'self' ${styles.map(hashSource).join(' ')} 'unsafe-hashes' ${SERVER_DRAWN_STYLE_ATTRIBUTES.map(hashSource).join(' ')}`,
    // Captcha pictures arrive as blob: URLs (storefront/api/member-auth.ts), chosen avatars too.
    `img-src 'self' data: blob:${also('img-src')}`,
    // The audio captcha's WAV arrives as a blob: URL too (ADR 014).
    "media-src 'self' blob:",
    "font-src 'self' data:",
    `connect-src 'self'${also('connect-src')}`,
    // The shop's own service worker and web app manifest (ADR 042), nothing from elsewhere.
    "worker-src 'self'",
    "manifest-src 'self'",
    ...(thirdParties['frame-src'] ? [`frame-src 'self'${also('frame-src')}`] : []),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${["'self'", ...frameAncestors].join(' ')}`,
  ].join('; ');
}
