import { describe, expect, it } from 'vitest';
import { rootFontSize } from './root-font-size';

describe('rootFontSize', () => {
  it('is 16 px at the 375 px design width', () => {
    expect(rootFontSize(375)).toBe(16);
  });

  it('scales with the width below 750 px', () => {
    expect(rootFontSize(390)).toBe(16.64);
    expect(rootFontSize(414)).toBe(17.66);
    expect(rootFontSize(749)).toBe(31.96);
  });

  it('never goes below 12 px on narrow screens', () => {
    expect(rootFontSize(281.25)).toBe(12);
    expect(rootFontSize(240)).toBe(12);
    expect(rootFontSize(0)).toBe(12);
  });

  it('is 16 px from 750 px up', () => {
    expect(rootFontSize(750)).toBe(16);
    expect(rootFontSize(1200)).toBe(16);
    expect(rootFontSize(2560)).toBe(16);
  });

  it('falls back to 16 px for a width that is not a number', () => {
    expect(rootFontSize(Number.NaN)).toBe(16);
    expect(rootFontSize(Number.POSITIVE_INFINITY)).toBe(16);
  });
});
