import type { ConsentChoice } from '../session/consent-choice';

/** Google's consent mode v2 signals (developers.google.com/tag-platform/security/guides/consent). */
export interface ConsentModeState {
  ad_storage: 'granted' | 'denied';
  ad_user_data: 'granted' | 'denied';
  ad_personalization: 'granted' | 'denied';
  analytics_storage: 'granted' | 'denied';
}

type GtagCommand =
  | [command: 'consent', kind: 'default' | 'update', state: ConsentModeState & { wait_for_update?: number }]
  | [command: 'js', at: Date]
  | [command: 'config', measurementId: string, options: Record<string, unknown>]
  | [command: 'event', name: string, params: object];

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Google's gtag(): a command onto window.dataLayer, which gtag.js reads when (and if) it loads.
 * It must push the Arguments object itself, as Google's snippet does: gtag.js ignores arrays.
 */
export function gtag(..._command: GtagCommand): void {
  // eslint-disable-next-line prefer-rest-params -- gtag.js recognises its commands by being Arguments
  (window.dataLayer ??= []).push(arguments);
}

const granted = (yes: boolean | undefined) => (yes ? 'granted' : 'denied');

/** A choice (or none yet: everything denied) as consent mode's four signals. */
export function consentModeOf(choice: ConsentChoice | null): ConsentModeState {
  return {
    ad_storage: granted(choice?.advertising),
    ad_user_data: granted(choice?.advertising),
    ad_personalization: granted(choice?.advertising),
    analytics_storage: granted(choice?.analytics),
  };
}

let started = false;

/**
 * The data layer's first entries: consent mode's default, everything denied, then the stored
 * choice as an update (Google's order for a remembered choice). Once per page.
 */
export function startDataLayer(choice: ConsentChoice | null) {
  if (started) return;
  started = true;
  gtag('consent', 'default', { ...consentModeOf(null), wait_for_update: 500 });
  if (choice) gtag('consent', 'update', consentModeOf(choice));
}
