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

/** Where to return after login: the path and its query (SPEC.md §2 "After login", §4 session expiry). */
export function saveJumpBack(path: string, search: string) {
  sessionStorage.setItem('jump-back-path', path);
  sessionStorage.setItem('jump-back-params', search.startsWith('?') ? search.slice(1) : search);
}

export function readJumpBack(): { path: string | null; params: string } {
  return {
    path: sessionStorage.getItem('jump-back-path'),
    params: sessionStorage.getItem('jump-back-params') ?? '',
  };
}

export function clearJumpBack() {
  sessionStorage.removeItem('jump-back-path');
  sessionStorage.removeItem('jump-back-params');
}
