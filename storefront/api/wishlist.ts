import useSWR, { mutate } from 'swr';
import type { RecentlyViewed, WishlistIds } from '../../contract/wishlist';
import { session, useSession, type SessionStore } from '../session/session-store';
import {
  readVisitorList,
  updateVisitorList,
  withSaved,
  withoutSent,
  withViewed,
} from '../session/visitor-lists';
import { keysOf, memberKey, shopKey } from './keys';
import { newIdempotencyKey, request } from './request';
import { useShopperScope } from './shopper-scope';

/**
 * The wishlist and the recently viewed list (server/areas/wishlist, ADR 041). A member's live on
 * the server: the hearts read member/wishlist/ids, and every change answers the new ids, written
 * into that key. A visitor's are the lists kept in the session (storefront/session/visitor-lists.ts),
 * merged into the member's when a token arrives (watchLoginForListMerge).
 */
export const wishlistIdsPath = 'member/wishlist/ids';
export const wishlistAddPath = 'member/wishlist/add';
export const wishlistRemovePath = 'member/wishlist/remove';
export const wishlistListPath = 'member/wishlist/list';
export const wishlistMergePath = 'member/wishlist/merge';
export const recentlyViewedPath = 'member/recently_viewed/list';
export const recentlyViewedClearPath = 'member/recently_viewed/clear';
export const recentlyViewedMergePath = 'member/recently_viewed/merge';
export const recentlyViewedPreviewPath = 'member/recently_viewed/preview';

const tokenOf = (store: SessionStore) => store.get().userInfo.userInfo?.auth_token;

/** The saved product numbers: a member's from the server, a visitor's from the device. */
export function useWishlistIds(): { saved: readonly string[]; isLoading: boolean } {
  const scope = useShopperScope();
  const stored = useSession((s) => s.userInfo.visitorWishlist);
  const member = useSWR(scope.token ? memberKey(wishlistIdsPath, scope) : null, () =>
    request<WishlistIds>(wishlistIdsPath, { silent: true }),
  );
  if (!scope.token) return { saved: Array.isArray(stored) ? stored : [], isLoading: false };
  return { saved: member.data?.product_nos ?? [], isLoading: member.data === undefined && !member.error };
}

/** Writes a member's new ids into the hearts' key; the wishlist page refreshes itself on mount. */
async function settleIds(ids: WishlistIds) {
  await mutate(keysOf(wishlistIdsPath), ids, { revalidate: false });
  return ids;
}

/**
 * Saves or removes a product. A refusal throws an ApiError (a LocalCartError when the browser
 * refused a visitor's 201st) and changes nothing.
 */
export async function setSaved(productNo: string, saved: boolean, store = session): Promise<void> {
  if (!tokenOf(store)) {
    updateVisitorList(store, 'visitorWishlist', (items) => withSaved(items, productNo, saved));
    return;
  }
  const body = { product_no: productNo };
  await settleIds(
    saved
      ? await request<WishlistIds>(wishlistAddPath, { body, idempotencyKey: newIdempotencyKey() })
      : await request<WishlistIds>(wishlistRemovePath, { body, idempotencyKey: newIdempotencyKey() }),
  );
}

/** The product page was opened: a visitor's device list notes it (a member's is the server's view log). */
export function noteViewed(productNo: string, store = session) {
  if (!tokenOf(store)) updateVisitorList(store, 'visitorViewed', (items) => withViewed(items, productNo));
}

/**
 * The recently viewed list on screen: a member's from the server, a visitor's device list as cards
 * (member/recently_viewed/preview). `list` is empty for a visitor who opened nothing (no call).
 */
export function useRecentlyViewed() {
  const scope = useShopperScope();
  const stored = useSession((s) => s.userInfo.visitorViewed);
  const items = Array.isArray(stored) ? stored : [];
  // Silent, as the hearts' ids are: a row the shopper did not ask for says nothing when it fails,
  // and a token the server no longer knows (an account just erased) must not toast "session
  // expired" over the login page.
  const member = useSWR(scope.token ? memberKey(recentlyViewedPath, scope) : null, () =>
    request<RecentlyViewed>(recentlyViewedPath, { silent: true }),
  );
  const visitor = useSWR(
    !scope.token && items.length > 0 ? shopKey(recentlyViewedPreviewPath, scope, items.join()) : null,
    () => request<RecentlyViewed>(recentlyViewedPreviewPath, { body: { product_nos: items } }),
    { keepPreviousData: true },
  );
  const swr = scope.token ? member : visitor;
  const idle = !scope.token && items.length === 0;
  return {
    list: idle ? [] : (swr.data?.list ?? []),
    isLoading: !idle && swr.data === undefined && !swr.error,
    error: idle ? undefined : (swr.error as unknown),
    retry: () => void swr.mutate(),
  };
}

/** Clears the recently viewed list (the member's on the server, or the device's). */
export async function clearRecentlyViewed(store = session): Promise<void> {
  if (!tokenOf(store)) {
    updateVisitorList(store, 'visitorViewed', () => []);
    return;
  }
  const cleared = await request<RecentlyViewed>(recentlyViewedClearPath, {
    body: {},
    idempotencyKey: newIdempotencyKey(),
  });
  await mutate(keysOf(recentlyViewedPath), cleared, { revalidate: false });
}

let merging: Promise<void> | null = null;

/**
 * The device's lists join the member's (member/wishlist/merge, member/recently_viewed/merge), as
 * the visitor's cart does (features/cart/merge-visitor-cart.ts). What was sent leaves the device
 * once the server has it; a failed merge keeps it for the next try.
 */
export function mergeVisitorLists(store: SessionStore = session): Promise<void> {
  if (merging) return merging;
  const state = store.get();
  const saved = readVisitorList(state, 'visitorWishlist');
  const viewed = readVisitorList(state, 'visitorViewed');
  if (!tokenOf(store) || saved.length + viewed.length === 0) return Promise.resolve();
  const merge = async () => {
    if (saved.length > 0) {
      await settleIds(
        await request<WishlistIds>(wishlistMergePath, {
          body: { product_nos: saved },
          silent: true,
          idempotencyKey: newIdempotencyKey(),
        }),
      );
      updateVisitorList(store, 'visitorWishlist', (items) => withoutSent(items, saved));
    }
    if (viewed.length > 0) {
      await request<{ merged: number }>(recentlyViewedMergePath, {
        body: { product_nos: viewed },
        silent: true,
        idempotencyKey: newIdempotencyKey(),
      });
      void mutate(keysOf(recentlyViewedPath));
      updateVisitorList(store, 'visitorViewed', (items) => withoutSent(items, viewed));
    }
  };
  merging = merge()
    .catch((error: unknown) => console.warn('list merge failed; kept for the next try', error))
    .finally(() => {
      merging = null;
    });
  return merging;
}

let watching = false;

/**
 * Merges when a token reaches the session and once now (a merge cut short last time). Decision
 * (ADR 041): started by the first part that shows a list or a heart (their own chunks), not at the
 * app's root, so it costs the first load nothing; a visitor's lists only ever change through those
 * parts (and the product page, which shows a heart), so the watch runs whenever there is something
 * to merge. Once per page; later calls do nothing.
 */
export function watchLoginForListMerge(store: SessionStore = session): void {
  if (watching) return;
  watching = true;
  let token = tokenOf(store);
  void mergeVisitorLists(store);
  store.subscribe(() => {
    const next = tokenOf(store);
    if (next && next !== token) void mergeVisitorLists(store);
    token = next;
  });
}
