import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, AVATAR_RECOMMENDED_SIZE, avatarError } from './avatar';

describe('avatar (SPEC.md §5, §9)', () => {
  it('is at most 800 KB, recommended 200×200', () => {
    expect(AVATAR_MAX_BYTES).toBe(819_200);
    expect(AVATAR_RECOMMENDED_SIZE).toEqual({ width: 200, height: 200 });
  });
  it.each([
    [{ size: 819_200, type: 'image/jpeg' }, null],
    [{ size: 10_000, type: 'image/png' }, null],
    [{ size: 10_000, type: 'image/webp' }, null],
    [{ size: 819_201, type: 'image/jpeg' }, 'tooLarge'],
    [{ size: 10_000, type: 'image/gif' }, 'invalidType'],
    [{ size: 10_000, type: 'application/pdf' }, 'invalidType'],
    [null, 'required'],
  ] as const)('%j → %s', (file, outcome) => expect(avatarError(file)).toBe(outcome));
});
