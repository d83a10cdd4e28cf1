import { useEffect } from 'react';
import { mergeIntoServerCart } from '../../api/cart';
import { session, type SessionStore } from '../../session/session-store';
import { onLoggedIn } from '../auth';
import { readVisitorCart, withoutMerged } from '../../session/visitor-cart';

let merging: Promise<void> | null = null;

/**
 * A visitor's cart joins the member's at login (order/cart/merge). The lines sent are dropped
 * from the stored list once the server has them; a failed merge keeps them for the next try (the
 * next start, login or cart visit), so nothing chosen is lost.
 */
export function mergeVisitorCart(store: SessionStore = session): Promise<void> {
  if (merging) return merging;
  const state = store.get();
  const items = readVisitorCart(state.userInfo.visitorCart);
  if (!state.userInfo.userInfo?.auth_token || items.length === 0) return Promise.resolve();
  merging = mergeIntoServerCart(items)
    .then(() =>
      store.update((s) => ({
        ...s,
        userInfo: { ...s.userInfo, visitorCart: withoutMerged(readVisitorCart(s.userInfo.visitorCart), items) },
      })),
    )
    .catch((error: unknown) => console.warn('cart merge failed; kept for the next try', error))
    .finally(() => {
      merging = null;
    });
  return merging;
}

/**
 * Merges after every login (the sign-in flows' onLoggedIn), when a token reaches the session any
 * other way (the native shell's token at start-up), and once on start (a merge cut short last
 * time). Concurrent triggers share one merge.
 */
export function watchLoginForCartMerge(store: SessionStore = session): () => void {
  let token = store.get().userInfo.userInfo?.auth_token;
  void mergeVisitorCart(store);
  const stopLogin = onLoggedIn(() => void mergeVisitorCart(store));
  const stopStore = store.subscribe(() => {
    const next = store.get().userInfo.userInfo?.auth_token;
    if (next && next !== token) void mergeVisitorCart(store);
    token = next;
  });
  return () => {
    stopLogin();
    stopStore();
  };
}

/** Mounted at the app's root beside the other session hooks: keeps the watch running while the app is. */
export function useVisitorCartMerge() {
  useEffect(() => watchLoginForCartMerge(), []);
}
