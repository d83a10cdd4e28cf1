import { describe, expect, it } from 'vitest';
import {
  alignmentPositions,
  encodeQr,
  formatBits,
  reedSolomonGenerator,
  reedSolomonRemainder,
  versionBits,
} from './qr-code';
import { appStoreUrl, googlePlayUrl } from './constants';

describe('QR encoder', () => {
  it('computes error correction like the standard (1-M "HELLO WORLD" worked example)', () => {
    const data = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17];
    expect(reedSolomonRemainder(data, reedSolomonGenerator(10))).toEqual([
      196, 35, 39, 119, 235, 215, 231, 226, 93, 23,
    ]);
  });

  it.each([
    [0, 0b101010000010010],
    [1, 0b101000100100101],
    [2, 0b101111001111100],
    [3, 0b101101101001011],
    [4, 0b100010111111001],
    [5, 0b100000011001110],
    [6, 0b100111110010111],
    [7, 0b100101010100000],
  ])('format bits for level M, mask %i', (mask, expected) => {
    expect(formatBits(mask)).toBe(expected);
  });

  it('version information and alignment positions match the standard tables', () => {
    expect(versionBits(7)).toBe(0x07c94);
    expect(versionBits(10)).toBe(0x0a4d3);
    expect(alignmentPositions(1)).toEqual([]);
    expect(alignmentPositions(4)).toEqual([6, 26]);
    expect(alignmentPositions(7)).toEqual([6, 22, 38]);
    expect(alignmentPositions(10)).toEqual([6, 28, 50]);
  });

  it('picks the smallest version that holds the text and draws the three finders', () => {
    expect(encodeQr(appStoreUrl)).toHaveLength(29); // version 3
    const grid = encodeQr(googlePlayUrl);
    expect(grid).toHaveLength(33); // version 4
    const size = grid.length;
    for (const [x, y] of [
      [0, 0],
      [size - 7, 0],
      [0, size - 7],
    ] as const) {
      expect(grid[y]!.slice(x, x + 7)).toEqual([true, true, true, true, true, true, true]);
      expect(grid[y + 2]!.slice(x, x + 7)).toEqual([true, false, true, true, true, false, true]);
    }
  });

  it('refuses text longer than version 10-M holds', () => {
    expect(() => encodeQr('x'.repeat(214))).toThrow(RangeError);
    expect(encodeQr('x'.repeat(213))).toHaveLength(57);
  });
});
