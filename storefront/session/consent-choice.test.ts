import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CONSENT_STORAGE_KEY,
  CONSENT_VERSION,
  onConsentChange,
  readConsent,
  saveConsent,
} from './consent-choice';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

let storage: Storage;
beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal('window', { localStorage: storage });
});
afterEach(() => vi.unstubAllGlobals());

describe('the consent choice', () => {
  it('is null until the shopper chooses (the banner asks)', () => {
    expect(readConsent()).toBeNull();
  });

  it('is remembered with its version and when it was made', () => {
    saveConsent({ analytics: true, advertising: false }, 1_700_000_000_000);
    expect(readConsent()).toEqual({ analytics: true, advertising: false });
    expect(JSON.parse(storage.getItem(CONSENT_STORAGE_KEY)!)).toEqual({
      analytics: true,
      advertising: false,
      version: CONSENT_VERSION,
      decidedAt: 1_700_000_000_000,
    });
  });

  it('asks again when the stored choice was made under another version', () => {
    storage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ analytics: true, advertising: true, version: CONSENT_VERSION - 1, decidedAt: 1 }),
    );
    expect(readConsent()).toBeNull();
  });

  it('treats a damaged or hand-edited entry as no choice, and only true as yes', () => {
    storage.setItem(CONSENT_STORAGE_KEY, '{not json');
    expect(readConsent()).toBeNull();
    storage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ analytics: 'yes', advertising: 1, version: CONSENT_VERSION }),
    );
    expect(readConsent()).toEqual({ analytics: false, advertising: false });
  });

  it('can be changed and withdrawn, and tells its listeners each time until they leave', () => {
    const heard: unknown[] = [];
    const stop = onConsentChange((choice) => heard.push(choice));
    saveConsent({ analytics: true, advertising: true });
    saveConsent({ analytics: false, advertising: false });
    stop();
    saveConsent({ analytics: true, advertising: false });
    expect(heard).toEqual([
      { analytics: true, advertising: true },
      { analytics: false, advertising: false },
    ]);
    expect(readConsent()).toEqual({ analytics: true, advertising: false });
  });

  it('without storage (a browser that refuses it) nothing is remembered and nothing throws', () => {
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(() => saveConsent({ analytics: true, advertising: true })).not.toThrow();
    expect(readConsent()).toBeNull();
  });
});
