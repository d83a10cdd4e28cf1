import { idleMoment, pageLoaded } from '../platform/quiet-moment';
import { session, type SessionStore } from './session-store';

/**
 * A visitor's device id comes from a browser fingerprint (SPEC.md §4, §6), skipped when a token
 * is already stored. The fingerprint library loads on its own chunk.
 *
 * Decision: fingerprinting costs the main thread up to a second on a budget phone, so it waits
 * until the page has loaded, then a few seconds more, then for an idle moment: it must not
 * compete with the first screen or the shopper's first taps. Visits (which only count) wait for
 * it; a caller that cannot wait, such as a login, passes `{ now: true }` and cuts the wait short.
 */
let inFlight: Promise<string | null> | null = null;
let hurry: (() => void) | null = null;

/** After the load event, this long before the fingerprint may start. */
const FINGERPRINT_DELAY_MS = 3000;

export function ensureDeviceId(
  store: SessionStore = session,
  { now = false }: { now?: boolean } = {},
): Promise<string | null> {
  // Start-up, visits and the language lookup all ask at once: fingerprint once.
  inFlight ??= computeDeviceId(store).finally(() => {
    inFlight = null;
  });
  if (now) hurry?.();
  return inFlight;
}

async function computeDeviceId(store: SessionStore): Promise<string | null> {
  const state = store.get();
  if (state.userInfo.deviceId) return state.userInfo.deviceId;
  if (state.userInfo.userInfo?.auth_token) return null;
  await new Promise<void>((resolve) => {
    hurry = resolve;
    void quietMoment().then(resolve);
  });
  hurry = null;
  const { load } = await import('@fingerprintjs/fingerprintjs');
  const agent = await load({ monitoring: false });
  const { visitorId } = await agent.get();
  store.update((s) => ({ ...s, userInfo: { ...s.userInfo, deviceId: visitorId } }));
  return visitorId;
}

/** The page has loaded, FINGERPRINT_DELAY_MS have passed, and the main thread is idle. */
async function quietMoment(): Promise<void> {
  await pageLoaded();
  await new Promise((resolve) => window.setTimeout(resolve, FINGERPRINT_DELAY_MS));
  await idleMoment();
}
