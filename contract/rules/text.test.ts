import { describe, expect, it } from 'vitest';
import { plainText } from './text';

describe('plainText', () => {
  const schema = plainText().min(1).max(8);

  it('trims and accepts ordinary text in any script', () => {
    expect(schema.parse('  beras ')).toBe('beras');
    expect(schema.parse('大米')).toBe('大米');
    expect(schema.parse('kopi ☕')).toBe('kopi ☕');
  });

  it.each([
    ['NUL', 'a\u0000b'],
    ['a C0 control', 'a\u0007b'],
    ['a newline inside', 'a\nb'],
    ['DEL', 'a\u007fb'],
    ['a C1 control', 'a\u0085b'],
    ['a lone surrogate', 'a\ud800b'],
  ])('refuses %s', (_name, value) => {
    expect(schema.safeParse(value).success).toBe(false);
  });

  it('keeps its length rules after the character rule', () => {
    expect(schema.safeParse('   ').success).toBe(false);
    expect(schema.safeParse('123456789').success).toBe(false);
  });
});
