import { describe, expect, it } from 'vitest';
import { searchableKeyword } from './search-navigation';

describe('searchableKeyword', () => {
  it('trims and collapses spaces', () => {
    expect(searchableKeyword('  teh   hijau ')).toBe('teh hijau');
  });
  it('has nothing to search in blank text', () => {
    expect(searchableKeyword('   ')).toBeNull();
    expect(searchableKeyword('')).toBeNull();
  });
  it('cuts a keyword at 64 characters (the server refuses longer ones)', () => {
    expect(searchableKeyword('x'.repeat(100))).toHaveLength(64);
  });
});
