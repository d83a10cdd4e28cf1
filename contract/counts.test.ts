import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBadge, formatCount } from './counts';

// Intl puts a no-break space between the number and "rb"/"jt", so the two never wrap apart.
const nbsp = '\u00a0';

describe('formatCount in each language (SPEC.md §3)', () => {
  it.each([
    [0, '0', '0', '0'],
    [999, '999', '999', '999'],
    [1000, '1K', `1${nbsp}rb`, '1000'],
    [1049, '1K', `1${nbsp}rb`, '1049'],
    [1200, '1.2K', `1,2${nbsp}rb`, '1200'],
    [1999, '1.9K', `1,9${nbsp}rb`, '1999'],
    [9999, '9.9K', `9,9${nbsp}rb`, '9999'],
    [10_000, '10K', `10${nbsp}rb`, '1万'],
    [12_345, '12.3K', `12,3${nbsp}rb`, '1.2万'],
    [34_800, '34.8K', `34,8${nbsp}rb`, '3.4万'],
    [999_999, '999.9K', `999,9${nbsp}rb`, '99.9万'],
    [1_000_000, '1M', `1${nbsp}jt`, '100万'],
    [1_250_000, '1.2M', `1,2${nbsp}jt`, '125万'],
    [150_000_000, '150M', `150${nbsp}jt`, '1.5亿'],
  ])('%d → en %j, id %j, zh-CN %j', (count, en, id, zh) => {
    expect(formatCount(count, 'en')).toBe(en);
    expect(formatCount(count, 'id')).toBe(id);
    expect(formatCount(count, 'zh-CN')).toBe(zh);
  });

  it('floors a negative, fractional or missing count at 0', () => {
    expect(formatCount(-5, 'en')).toBe('0');
    expect(formatCount(12.7, 'id')).toBe('12');
    expect(formatCount(Number.NaN, 'zh-CN')).toBe('0');
  });

  it('never reads more than the count: the shown figure, scaled back, is at most the count', () => {
    const scale: Record<string, number> = { K: 1e3, M: 1e6, rb: 1e3, jt: 1e6, 万: 1e4, 亿: 1e8 };
    const read = (text: string) => {
      const match = /^([\d.,]+)\s?(K|M|rb|jt|万|亿)?$/u.exec(text.replace(nbsp, ' '));
      if (!match) throw new Error(`unexpected count ${text}`);
      return Number((match[1] ?? '').replace(',', '.')) * (match[2] ? (scale[match[2]] ?? 1) : 1);
    };
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999_999_999 }),
        fc.constantFrom('en', 'id', 'zh-CN'),
        (n, locale) => {
          const shown = read(formatCount(n, locale));
          expect(shown).toBeLessThanOrEqual(n + 1e-6);
          // One decimal of the unit at most: never more than a tenth of the unit below the count.
          expect(n - shown).toBeLessThan(n < 1000 ? 1 : n / 10);
        },
      ),
    );
  });
});

describe('formatBadge (SPEC.md §9)', () => {
  it.each([
    [0, null],
    [-1, null],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [5000, '99+'],
  ])('%d → %j', (count, text) => expect(formatBadge(count)).toBe(text));
});
