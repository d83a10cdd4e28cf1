import { describe, expect, it } from 'vitest';
import { localeCookieValue, readLocaleCookie } from './locale-cookie';

describe('the pasar_locale cookie', () => {
  it('round-trips every language of ours with every country, zh-CN included', () => {
    for (const language of ['en', 'id', 'zh-CN'] as const)
      for (const country of ['ID', 'SG', 'MY'] as const)
        expect(readLocaleCookie(`pasar_locale=${localeCookieValue(language, country)}`)).toEqual({
          language,
          country,
        });
  });

  it('is found among other cookies, and refused when it is not ours', () => {
    expect(readLocaleCookie('a=1; pasar_locale=zh-CN-MY; b=2')).toEqual({ language: 'zh-CN', country: 'MY' });
    for (const header of [
      undefined,
      '',
      'pasar_locale=',
      'pasar_locale=fr-ID',
      'pasar_locale=en-US',
      'pasar_locale=en',
      'x_pasar_locale=en-SG',
    ])
      expect(readLocaleCookie(header), String(header)).toBeNull();
  });
});
