import { idleMoment, pageLoaded } from '../platform/quiet-moment';
import { session, type SessionStore } from './session-store';

/**
 * A visitor's device id comes from a browser fingerprint (SPEC.md §4, §6), skipped when a token
 * is already stored. The fingerprint library loads on its own chunk, and only its quick sources
 * run (SLOW_FINGERPRINT_SOURCES, below).
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
  const visitorId = await fingerprint();
  store.update((s) => ({ ...s, userInfo: { ...s.userInfo, deviceId: visitorId } }));
  return visitorId;
}

/**
 * Decision: the fingerprint leaves out the three sources that hold the main thread in one piece:
 * the installed fonts and font preferences (text laid out and measured in a hidden frame) and the
 * WebGL extensions. Measured at 4x CPU slowdown in Chromium, the library's full set took 300-490 ms
 * with tasks of 75-122 ms (a budget phone's tap waits for them; Lighthouse counts them as blocking
 * time); without the three, 74-94 ms and no task over 50 ms. The id stays the same on every visit;
 * what it loses is some spread between two phones of the same model, which a visitor's id only
 * needs for the device language and the server's per-device limits (those count per IP too).
 * The library exports loadSources and sources outside its semantic versioning, so
 * device-fingerprint.test.ts fails if an update renames what is left out.
 */
export const SLOW_FINGERPRINT_SOURCES = ['fonts', 'fontPreferences', 'webGlExtensions'] as const;

async function fingerprint(): Promise<string> {
  const { hashComponents, loadSources, prepareForSources, sources } =
    await import('@fingerprintjs/fingerprintjs');
  await prepareForSources();
  const components = await loadSources(sources, { cache: {}, debug: false }, SLOW_FINGERPRINT_SOURCES)();
  return hashComponents(components);
}

/** The page has loaded, FINGERPRINT_DELAY_MS have passed, and the main thread is idle. */
async function quietMoment(): Promise<void> {
  await pageLoaded();
  await new Promise((resolve) => window.setTimeout(resolve, FINGERPRINT_DELAY_MS));
  await idleMoment();
}
