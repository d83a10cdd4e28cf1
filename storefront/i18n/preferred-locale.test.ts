import { describe, expect, it } from 'vitest';
import { preferredLocale } from './preferred-locale';

describe('preferredLocale', () => {
  it.each([
    [['id-ID', 'en-US'], 'id'],
    [['zh-TW'], 'zh-CN'],
    [['zh-CN', 'id'], 'zh-CN'],
    [['fr-FR', 'en-GB'], 'en'],
    [['ms-MY'], 'en'],
    [[], 'en'],
  ] as const)('%j → %s', (languages, expected) => {
    expect(preferredLocale(languages)).toBe(expected);
  });
});
