// index.html runs this before the app has arrived (scripts/inline-script.ts bundles it into the
// page): it starts the opened page's first calls with the stored session's headers, so their
// answers are on their way while the app's code downloads (storefront/api/early-calls.ts).
// It also sets the page's language, which tells index.html's app start which words to preload
// (scripts/app-start.ts), and on a page the server drew holds the shopper's taps until the app
// can answer them (early-taps.ts).
// Keep it small: React, SWR and the app's other code must not reach it.
import { startEarlyCall } from '../api/early-calls';
import { prepareCall, requestContextOf, REQUEST_TIMEOUT_MS, setRequestContext } from '../api/request';
import { shopperLocale } from '../i18n/preferred-locale';
import { readStoredState } from '../session/stored-state';
import { firstCalls } from './first-calls';
import { FIRST_VIEW_ATTRIBUTE } from '../../contract/first-view-page';
import { holdEarlyTaps } from './early-taps';

holdEarlyTaps(document);

try {
  // A page whose first view the server drew (ADR 044) came with its answers and its language,
  // which the app hydrates with: nothing to start early, and the page's language stays.
  if (!document.documentElement.hasAttribute(FIRST_VIEW_ATTRIBUTE)) {
    const state = readStoredState(window.localStorage);
    document.documentElement.lang = shopperLocale(state.localeInfo.language);
    setRequestContext(() => requestContextOf(state));
    for (const [path, options] of firstCalls(window.location)) {
      startEarlyCall(prepareCall(path, options), performance.now(), REQUEST_TIMEOUT_MS);
    }
  }
} catch {
  // No storage (private mode) or an old browser: the app makes its calls itself.
}
