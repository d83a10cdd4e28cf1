/**
 * The shopper's choice about analytics and advertising (ADR 027): kept in its own local-storage
 * entry rather than persist:root, so it is read synchronously before anything third-party could
 * load and survives a logout (a choice about this browser, not about an account). `version` is
 * CONSENT_VERSION when it was made: raising it (a new purpose, a new partner) asks everyone again.
 */
export const CONSENT_STORAGE_KEY = 'pasar-consent';
export const CONSENT_VERSION = 1;

export interface ConsentChoice {
  analytics: boolean;
  advertising: boolean;
}

interface StoredChoice extends ConsentChoice {
  version: number;
  /** When it was made (ms since the epoch): the record a PDP/PDPA request for proof asks for. */
  decidedAt: number;
}

const listeners = new Set<(choice: ConsentChoice | null) => void>();

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // A browser that refuses storage (private mode, blocked cookies): no choice is remembered,
    // so nothing optional loads and the banner asks again next time.
    return null;
  }
}

/** The current choice, or null when none was made under this version (the banner then asks). */
export function readConsent(): ConsentChoice | null {
  const raw = storage()?.getItem(CONSENT_STORAGE_KEY);
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Partial<StoredChoice>;
    if (stored.version !== CONSENT_VERSION) return null;
    return { analytics: stored.analytics === true, advertising: stored.advertising === true };
  } catch {
    return null;
  }
}

/** Remembers a choice (accept, reject, or the toggles) and tells every listener. */
export function saveConsent(choice: ConsentChoice, now = Date.now()) {
  const stored: StoredChoice = {
    analytics: choice.analytics,
    advertising: choice.advertising,
    version: CONSENT_VERSION,
    decidedAt: now,
  };
  storage()?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(stored));
  for (const listener of listeners) listener(readConsent() ?? stored);
}

/** Called with the new choice whenever it changes in this tab; returns the unsubscribe. */
export function onConsentChange(listener: (choice: ConsentChoice | null) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
