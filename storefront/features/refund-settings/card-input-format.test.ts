import { describe, expect, it } from 'vitest';
import { formatExpiry, groupCardNumber } from './card-input-format';

describe('the card form as typed', () => {
  it('groups the number by four, digits only, at most 19', () => {
    expect(groupCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(groupCardNumber('4111-1111 11a')).toBe('4111 1111 11');
    expect(groupCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });
  it('puts the slash after the month', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('12/30')).toBe('12/30');
    expect(formatExpiry('123099')).toBe('12/30');
  });
});
