import en from 'virtual:pasar-locale/en';
import id from 'virtual:pasar-locale/id';
import zhCN from 'virtual:pasar-locale/zh-CN';
import type { CompiledMessages, Locale } from './locales';

export { defaultLocale, isLocale } from './locales';

// Every language at once, for Storybook and tests where switching must be instant.
export const messagesByLocale: Record<Locale, CompiledMessages> = { en, id, 'zh-CN': zhCN };
