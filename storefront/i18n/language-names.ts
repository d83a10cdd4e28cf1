import type { Locale } from './locales';

/** Each language named in itself, as language pickers do; not translated. */
export const languageNames: Record<Locale, string> = {
  en: 'English',
  id: 'Bahasa Indonesia',
  'zh-CN': '简体中文',
};
