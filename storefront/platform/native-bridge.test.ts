import { describe, expect, it } from 'vitest';
import { appMessageCountry, appMessageLanguage } from './native-bridge';

describe('the app message', () => {
  it.each([
    ['SG', 'SG'],
    ['my', 'MY'],
    ['US', 'ID'],
    [undefined, 'ID'],
  ])('Locale %s → country %s', (Locale, country) => {
    expect(appMessageCountry({ Locale })).toBe(country);
  });

  it.each([
    ['zh-CN', 'zh-CN'],
    ['zh_TW', 'zh-CN'],
    ['id-ID', 'id'],
    ['en', 'en'],
    ['fr', null],
    [undefined, null],
  ])('Language %s → %s', (Language, language) => {
    expect(appMessageLanguage({ Language })).toBe(language);
  });
});
