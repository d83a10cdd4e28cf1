import { session, type SessionStore } from './session-store';

/**
 * A visitor's device id comes from a browser fingerprint (SPEC.md §4, §6), skipped when a token
 * is already stored. The fingerprint library loads on its own chunk, after the first paint.
 */
export async function ensureDeviceId(store: SessionStore = session): Promise<string | null> {
  const state = store.get();
  if (state.userInfo.deviceId) return state.userInfo.deviceId;
  if (state.userInfo.userInfo?.auth_token) return null;
  const { load } = await import('@fingerprintjs/fingerprintjs');
  const agent = await load({ monitoring: false });
  const { visitorId } = await agent.get();
  store.update((s) => ({ ...s, userInfo: { ...s.userInfo, deviceId: visitorId } }));
  return visitorId;
}
