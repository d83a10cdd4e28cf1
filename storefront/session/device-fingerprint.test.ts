import * as fingerprintLibrary from '@fingerprintjs/fingerprintjs';
import { describe, expect, it } from 'vitest';
import { SLOW_FINGERPRINT_SOURCES } from './device-id';

// The device id uses the fingerprint library's loadSources and sources, which it exports outside
// its semantic versioning: an update that renames them, or the sources left out, fails here
// rather than in a shopper's browser.
describe('the device fingerprint', () => {
  it('finds the library functions it calls', () => {
    for (const name of ['hashComponents', 'loadSources', 'prepareForSources'] as const)
      expect(typeof fingerprintLibrary[name], name).toBe('function');
  });

  it('leaves out sources the library still has, and keeps most of them', () => {
    const names = Object.keys(fingerprintLibrary.sources);
    for (const slow of SLOW_FINGERPRINT_SOURCES) expect(names).toContain(slow);
    expect(names.length - SLOW_FINGERPRINT_SOURCES.length).toBeGreaterThan(30);
  });

  it('hashes the same components to the same id, and others to another', () => {
    const components = { a: { value: 1, duration: 3 }, b: { value: 'x', duration: 1 } };
    const id = fingerprintLibrary.hashComponents(components);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(fingerprintLibrary.hashComponents({ ...components, a: { value: 1, duration: 9 } })).toBe(id);
    expect(fingerprintLibrary.hashComponents({ ...components, a: { value: 2, duration: 3 } })).not.toBe(id);
  });
});
