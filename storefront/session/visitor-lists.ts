import * as errorCodes from '../../contract/error-codes';
import { RECENTLY_VIEWED_MAX, WISHLIST_MAX_ITEMS } from '../../contract/wishlist-constants';
import type { PersistedState, UserSlice } from './persisted-state';
import type { SessionStore } from './session-store';
import { LocalCartError } from './visitor-cart';

/**
 * A visitor's wishlist and recently viewed list (ADR 041) as pure list operations on product
 * numbers, newest first, at the server's caps: the wishlist refuses the 201st as the server does
 * (1105009), the recently viewed list lets its oldest go.
 */

export type VisitorList = 'visitorWishlist' | 'visitorViewed';

const caps: Record<VisitorList, number> = {
  visitorWishlist: WISHLIST_MAX_ITEMS,
  visitorViewed: RECENTLY_VIEWED_MAX,
};

/** The stored list, cleaned: anything malformed (an old or hand-edited store) is dropped. */
export function readVisitorList(state: PersistedState, list: VisitorList): string[] {
  const raw: unknown = state.userInfo[list];
  if (!Array.isArray(raw)) return [];
  const valid = raw.filter((entry): entry is string => typeof entry === 'string' && /^\d{6,20}$/.test(entry));
  return [...new Set(valid)].slice(0, caps[list]);
}

/** Saves (on top) or removes a product; a full list refuses, changing nothing. */
export function withSaved(items: readonly string[], productNo: string, saved: boolean): string[] {
  const others = items.filter((item) => item !== productNo);
  if (!saved) return others;
  if (others.length === items.length && items.length >= WISHLIST_MAX_ITEMS)
    throw new LocalCartError(errorCodes.wishlistFull, 'Your wishlist is full');
  return items.includes(productNo) ? [...items] : [productNo, ...items];
}

/** A product opened: on top of the list, once; the oldest beyond the cap go. */
export function withViewed(items: readonly string[], productNo: string): string[] {
  return [productNo, ...items.filter((item) => item !== productNo)].slice(0, RECENTLY_VIEWED_MAX);
}

/** After a merge: drops what was sent, keeping anything added meanwhile. */
export function withoutSent(items: readonly string[], sent: readonly string[]): string[] {
  const gone = new Set(sent);
  return items.filter((item) => !gone.has(item));
}

/** Replaces one list in the store. */
export function updateVisitorList(
  store: SessionStore,
  list: VisitorList,
  recipe: (items: string[]) => string[],
): void {
  store.update((state) => {
    const next: Partial<UserSlice> = { [list]: recipe(readVisitorList(state, list)) };
    return { ...state, userInfo: { ...state.userInfo, ...next } };
  });
}
