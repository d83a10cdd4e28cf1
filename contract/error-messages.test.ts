import { describe, expect, it } from 'vitest';
import { errorMessageFor, errorMessages } from './error-messages';
import { errorEntries } from './errors';

describe('error messages', () => {
  it('has a descriptor errors.<code> with the catalogue text for every catalogue code', () => {
    for (const entry of errorEntries) {
      expect(errorMessageFor(entry.code), String(entry.code)).toEqual({
        id: `errors.${entry.code}`,
        defaultMessage: entry.message,
      });
    }
  });

  it('has no descriptor beyond the catalogue and the three client-side causes', () => {
    const catalogueIds = new Set(errorEntries.map((entry) => `errors.${entry.code}`));
    const extra = Object.values(errorMessages)
      .map((descriptor) => descriptor.id)
      .filter((id) => !catalogueIds.has(id));
    expect(extra.sort()).toEqual(['errors.network', 'errors.sessionExpired', 'errors.timeout']);
  });

  it('keys every descriptor by what its id names', () => {
    for (const [key, descriptor] of Object.entries(errorMessages))
      expect(descriptor.id).toBe(`errors.${key}`);
  });

  it('reads the client-side causes', () => {
    expect(errorMessageFor('sessionExpired')?.defaultMessage).toBe('Session expired, please log in first');
    expect(errorMessageFor('network')?.id).toBe('errors.network');
    expect(errorMessageFor('timeout')?.id).toBe('errors.timeout');
  });

  it('answers undefined for a code it does not know, so the server msg is shown', () => {
    expect(errorMessageFor(4242)).toBeUndefined();
    expect(errorMessageFor(Number.NaN)).toBeUndefined();
  });
});
