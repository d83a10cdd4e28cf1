import { describe, expect, it } from 'vitest';
import { isPostalCodeIn } from '../../../contract/address-constants';
import { postalRangesByRegion } from './postal-ranges';

describe('postalRangesByRegion', () => {
  const ranges = postalRangesByRegion(
    new Map([
      ['kebayoran-baru', ['12110', '12120', '12130', '12160']],
      ['kebayoran-lama', ['12210', '12220']],
      ['shared', ['12150']],
    ]),
  );

  it("joins a region's codes where no other region's code lies between them", () => {
    expect(ranges.get('kebayoran-baru')).toEqual([
      ['12110', '12130'],
      ['12160', '12160'],
    ]);
    expect(ranges.get('kebayoran-lama')).toEqual([['12210', '12220']]);
  });

  it('takes a code the data never listed inside a range, and refuses one between two regions', () => {
    const baru = ranges.get('kebayoran-baru')!;
    expect(isPostalCodeIn('12125', baru)).toBe(true);
    expect(isPostalCodeIn('12155', baru)).toBe(false);
    expect(isPostalCodeIn('12210', baru)).toBe(false);
  });

  it('lets regions share a code', () => {
    const both = postalRangesByRegion(
      new Map([
        ['a', ['10110', '10120']],
        ['b', ['10120', '10130']],
      ]),
    );
    expect(both.get('a')).toEqual([['10110', '10120']]);
    expect(both.get('b')).toEqual([['10120', '10130']]);
  });

  it('leaves out a region with no codes', () => {
    expect(postalRangesByRegion(new Map([['none', []]])).has('none')).toBe(false);
  });
});
