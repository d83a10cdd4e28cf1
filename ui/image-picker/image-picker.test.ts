import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES } from '../../contract/rules/avatar';
import { checkImages } from './check-images';

const file = (name: string, type: string, size: number) => ({ name, type, size });

describe('checkImages', () => {
  it('keeps JPG, PNG and WebP up to 800 KB by default (contract avatar rule)', () => {
    const ok = file('a.jpg', 'image/jpeg', AVATAR_MAX_BYTES);
    const big = file('b.png', 'image/png', AVATAR_MAX_BYTES + 1);
    const gif = file('c.gif', 'image/gif', 10);
    const result = checkImages([ok, big, gif], { room: 5 });
    expect(result.accepted).toEqual([ok]);
    expect(result.rejected).toEqual([
      { file: big, reason: 'tooLarge' },
      { file: gif, reason: 'invalidType' },
    ]);
  });

  it('refuses files beyond the room left, in pick order', () => {
    const files = ['1', '2', '3'].map((n) => file(`${n}.webp`, 'image/webp', 100));
    const result = checkImages(files, { room: 2 });
    expect(result.accepted).toEqual(files.slice(0, 2));
    expect(result.rejected).toEqual([{ file: files[2], reason: 'tooMany' }]);
  });

  it('does not count a refused file against the room', () => {
    const big = file('big.jpg', 'image/jpeg', 5_000_000);
    const small = file('small.jpg', 'image/jpeg', 1_000);
    const result = checkImages([big, small], { room: 1 });
    expect(result.accepted).toEqual([small]);
  });

  it('takes other limits from the caller', () => {
    const result = checkImages([file('x.heic', 'image/heic', 2_000_000)], {
      room: 1,
      maxSize: 3_000_000,
      acceptedTypes: ['image/heic'],
    });
    expect(result.accepted).toHaveLength(1);
  });
});
