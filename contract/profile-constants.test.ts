import { describe, expect, it } from 'vitest';
import { isAcceptableBirthday, isIsoDate } from './profile-constants';

describe('birthdates', () => {
  it('are real days in ISO form', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('1990-13-01')).toBe(false);
    expect(isIsoDate('17/08/1990')).toBe(false);
  });
  it('lie between 1900-01-01 and today', () => {
    expect(isAcceptableBirthday('1900-01-01', '2026-11-21')).toBe(true);
    expect(isAcceptableBirthday('1899-12-31', '2026-11-21')).toBe(false);
    expect(isAcceptableBirthday('2026-11-21', '2026-11-21')).toBe(true);
    expect(isAcceptableBirthday('2026-11-22', '2026-11-21')).toBe(false);
  });
});
