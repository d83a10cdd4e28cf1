import type { CompiledMessages, Locale } from './locales';

// One chunk per language: a shopper downloads only the language they read.
const loaders: Record<Locale, () => Promise<{ default: CompiledMessages }>> = {
  en: () => import('virtual:pasar-locale/en'),
  id: () => import('virtual:pasar-locale/id'),
  'zh-CN': () => import('virtual:pasar-locale/zh-CN'),
};

export async function loadMessages(locale: Locale): Promise<CompiledMessages> {
  return (await loaders[locale]()).default;
}
