import { describe, expect, it } from 'vitest';
import { isPostalCodeIn, postalCodeRegionLevel } from './address-constants';

describe('isPostalCodeIn', () => {
  const selangor = [
    ['40000', '48302'],
    ['63000', '68100'],
  ] as const;

  it('takes a code inside any range, ends included', () => {
    expect(isPostalCodeIn('40000', selangor)).toBe(true);
    expect(isPostalCodeIn('47301', selangor)).toBe(true);
    expect(isPostalCodeIn('68100', selangor)).toBe(true);
  });

  it('refuses a code between or beyond the ranges', () => {
    expect(isPostalCodeIn('50450', selangor)).toBe(false);
    expect(isPostalCodeIn('39999', selangor)).toBe(false);
    expect(isPostalCodeIn('68101', selangor)).toBe(false);
  });

  it('refuses everything against no ranges', () => {
    expect(isPostalCodeIn('12160', [])).toBe(false);
  });
});

describe('postalCodeRegionLevel', () => {
  it('checks the district in Indonesia, the state in Malaysia, nothing in Singapore', () => {
    expect(postalCodeRegionLevel).toEqual({ ID: 'area', MY: 'state', SG: null });
  });
});
