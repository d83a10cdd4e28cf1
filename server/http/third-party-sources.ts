import type { ThirdParties } from '../lib/third-parties';

/** CSP directives and the origins a configured third party adds to them (storefrontCsp). */
export type CspAdditions = Partial<Record<'script-src' | 'connect-src' | 'img-src' | 'frame-src', string[]>>;

/**
 * The origins each third party needs, and only those of the ones configured: with nothing set
 * the storefront's policy stays 'self' only. Google's list is from its CSP guide for Google
 * Analytics 4 (developers.google.com/tag-platform/security/guides/csp); Meta's pixel loads
 * fbevents.js from connect.facebook.net and reports to www.facebook.com. A chat widget gets its
 * script's origin for scripts, calls, pictures and its frame.
 */
export function thirdPartySources(parties: ThirdParties): CspAdditions {
  const add: Required<CspAdditions> = { 'script-src': [], 'connect-src': [], 'img-src': [], 'frame-src': [] };
  if (parties.gaMeasurementId) {
    add['script-src'].push('https://*.googletagmanager.com');
    add['connect-src'].push(
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    );
    add['img-src'].push('https://*.google-analytics.com', 'https://*.googletagmanager.com');
  }
  if (parties.metaPixelId) {
    add['script-src'].push('https://connect.facebook.net');
    add['connect-src'].push('https://www.facebook.com');
    add['img-src'].push('https://www.facebook.com');
  }
  if (parties.chatWidgetSrc) {
    const origin = new URL(parties.chatWidgetSrc).origin;
    for (const directive of Object.values(add)) directive.push(origin);
  }
  return Object.fromEntries(Object.entries(add).filter(([, origins]) => origins.length > 0));
}
