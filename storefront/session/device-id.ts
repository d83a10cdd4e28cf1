import { session, type SessionStore } from './session-store';

/**
 * A visitor's device id comes from a browser fingerprint (SPEC.md §4, §6), skipped when a token
 * is already stored. The fingerprint library loads on its own chunk, after the first paint.
 */
let inFlight: Promise<string | null> | null = null;

export function ensureDeviceId(store: SessionStore = session): Promise<string | null> {
  // Start-up, visits and the language lookup all ask at once: fingerprint once.
  inFlight ??= computeDeviceId(store).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function computeDeviceId(store: SessionStore): Promise<string | null> {
  const state = store.get();
  if (state.userInfo.deviceId) return state.userInfo.deviceId;
  if (state.userInfo.userInfo?.auth_token) return null;
  // The fingerprint costs the main thread up to a second on a budget phone: only once idle.
  await whenIdle();
  const { load } = await import('@fingerprintjs/fingerprintjs');
  const agent = await load({ monitoring: false });
  const { visitorId } = await agent.get();
  store.update((s) => ({ ...s, userInfo: { ...s.userInfo, deviceId: visitorId } }));
  return visitorId;
}

function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => resolve(), { timeout: 4000 });
    else window.setTimeout(resolve, 1500);
  });
}
