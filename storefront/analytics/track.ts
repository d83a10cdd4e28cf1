import { readConsent } from '../session/consent-choice';
import { gtag, startDataLayer } from './data-layer';
import type { AnalyticsEvent } from './events';

const advertisingListeners = new Set<(event: AnalyticsEvent) => void>();

/**
 * Records what the shopper did (ADR 027): onto the gtag data layer when analytics is consented
 * to, and to the advertising pixel (third-parties.ts subscribes) when advertising is. Without
 * consent nothing is recorded, not even in the page: a tag loaded later could otherwise send
 * what was done before the choice. Pages call this and nothing else.
 */
export function track(event: AnalyticsEvent) {
  const choice = readConsent();
  if (!choice) return;
  if (choice.analytics) {
    startDataLayer(choice);
    gtag('event', event.name, event.params);
  }
  if (choice.advertising) for (const listener of advertisingListeners) listener(event);
}

/** The advertising pixel's subscription (third-parties.ts); returns the unsubscribe. */
export function onTrackedForAdvertising(listener: (event: AnalyticsEvent) => void): () => void {
  advertisingListeners.add(listener);
  return () => advertisingListeners.delete(listener);
}
