import type { AppConfig } from '../../contract/app-load';
import { onConsentChange, readConsent, type ConsentChoice } from '../session/consent-choice';
import { session } from '../session/session-store';
import { consentModeOf, gtag, startDataLayer } from './data-layer';
import { eventOf } from './events';
import { connectMetaPixel, loadChatWidget, loadGoogleTag, type PixelConnection } from './third-parties';
import { connectRecorder, type Tracked } from './track';

// The recorder (ADR 027), loaded after the page is idle: it alone reads the consent, writes the
// data layer and brings in the third parties.

let choice: ConsentChoice | null = null;
let pixel: PixelConnection | null = null;
let started = false;

/** An event onto the data layer (analytics consent) and to the pixel (advertising consent). */
function record(tracked: Tracked) {
  if (!choice?.analytics && !choice?.advertising) return;
  const event = eventOf(tracked);
  if (choice.analytics) gtag('event', event.name, event.params);
  pixel?.forward(event);
}

/** The third parties the configuration names and the choice allows; the chat needs no consent. */
function applyThirdParties(config: AppConfig | null) {
  if (config?.ga_measurement_id && choice?.analytics) loadGoogleTag(config.ga_measurement_id);
  if (config?.meta_pixel_id && choice?.advertising) pixel ??= connectMetaPixel(config.meta_pixel_id);
  else if (pixel && !choice?.advertising) {
    pixel.disconnect();
    pixel = null;
  }
  if (config?.chat_widget_src) loadChatWidget(config.chat_widget_src);
}

const currentConfig = () => session.get().localeInfo.appConfig;

export function startRecorder() {
  if (started) return;
  started = true;
  choice = readConsent();
  startDataLayer(choice);
  applyThirdParties(currentConfig());
  // The app config arrives after start-up (use-session-sync.ts) on a first visit.
  let config = currentConfig();
  session.subscribe(() => {
    if (currentConfig() === config) return;
    config = currentConfig();
    applyThirdParties(config);
  });
  onConsentChange((next) => {
    const before = choice;
    choice = next;
    gtag('consent', 'update', consentModeOf(next));
    applyThirdParties(currentConfig());
    // Consent given on a page already open: that page's view counts from now.
    if ((next?.analytics && !before?.analytics) || (next?.advertising && !before?.advertising))
      record({
        name: 'page_view',
        input: { location: window.location.href, path: window.location.pathname + window.location.search },
      });
  });
  connectRecorder(record);
}
