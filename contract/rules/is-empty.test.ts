import { describe, expect, it } from 'vitest';
import { isEmpty } from './is-empty';

describe('isEmpty (SPEC.md §5)', () => {
  it.each([null, undefined, '', '   ', '\n\t', [], {}, Object.create(null) as object])(
    '%j is empty',
    (value) => {
      expect(isEmpty(value)).toBe(true);
    },
  );
  it.each([0, false, 'a', ' a ', [0], [undefined], { a: undefined }, new Date(0), new Map(), Number.NaN])(
    '%j is not empty',
    (value) => expect(isEmpty(value)).toBe(false),
  );
});
