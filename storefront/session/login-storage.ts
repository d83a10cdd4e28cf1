/**
 * The session-storage keys of the login screens (SPEC.md §3). `acount` is the old misspelling
 * some pages still read, kept in step with `account`.
 * Decision: the password key is never written — a password does not belong in storage.
 */
export const loginStorageKeys = [
  'phone',
  'countryCode',
  'email',
  'account',
  'acount',
  'loginType',
  'sourceChannel',
  'jump-back-path',
  'jump-back-params',
  'thirdIndex',
  'secondaryIndex',
  'keyword',
] as const;
export type LoginStorageKey = (typeof loginStorageKeys)[number];

export function readLogin(key: LoginStorageKey): string | null {
  return sessionStorage.getItem(key);
}

export function writeLogin(key: LoginStorageKey, value: string) {
  sessionStorage.setItem(key, value);
  if (key === 'account') sessionStorage.setItem('acount', value);
}

/** Choosing another login method, or finishing a login, clears the stored contact data. */
export function clearLoginContact() {
  for (const key of ['phone', 'countryCode', 'email', 'account', 'acount', 'password'] as const)
    sessionStorage.removeItem(key);
}

/**
 * Where to return after login: the path, its query and its router state (SPEC.md §2 "After login",
 * §4 session expiry).
 * Decision: the router state goes too (/orderConfirm's lines and choices live in it, nowhere else),
 * and in sessionStorage with the path: the mobile sign-in replaces the page with /login and Google's
 * leaves the document, so the page's history entry is not where the return can find it. Kept as
 * JSON: the pages' states are plain data; one that is not (or too big to store) is left out, and
 * the page opens as it would from a link.
 */
export function saveJumpBack(path: string, search: string, state: unknown = null) {
  sessionStorage.setItem('jump-back-path', path);
  sessionStorage.setItem('jump-back-params', search.startsWith('?') ? search.slice(1) : search);
  try {
    sessionStorage.setItem('jump-back-state', JSON.stringify(state ?? null));
  } catch {
    // Not JSON, or over the quota: the return goes without it.
    sessionStorage.removeItem('jump-back-state');
  }
}

export interface JumpBack {
  path: string | null;
  params: string;
  /** The page's router state when it was left (null: none). */
  state: unknown;
}

export function readJumpBack(): JumpBack {
  let state: unknown = null;
  try {
    state = JSON.parse(sessionStorage.getItem('jump-back-state') ?? 'null');
  } catch {
    // Broken in storage: the return goes without it.
  }
  return {
    path: sessionStorage.getItem('jump-back-path'),
    params: sessionStorage.getItem('jump-back-params') ?? '',
    state,
  };
}

export function clearJumpBack() {
  for (const key of ['jump-back-path', 'jump-back-params', 'jump-back-state']) sessionStorage.removeItem(key);
}
