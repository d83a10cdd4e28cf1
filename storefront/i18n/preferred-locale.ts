import { defaultLocale, isLocale, type Locale } from './locales';

/**
 * The language for a first visit. Decision: the first of the browser's languages that Pasar
 * speaks (id-ID → id, zh-* → zh-CN, en-* → en), else English; the shopper's own choice,
 * once made, is kept in the session and wins.
 */
export function preferredLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const lower = tag.toLowerCase();
    if (lower === 'id' || lower.startsWith('id-') || lower === 'in') return 'id';
    if (lower.startsWith('zh')) return 'zh-CN';
    if (lower === 'en' || lower.startsWith('en-')) return 'en';
    if (isLocale(tag)) return tag;
  }
  return defaultLocale;
}

/** The language the app shows: the shopper's choice once made, else the browser's. */
export function shopperLocale(chosen: Locale | null, languages: readonly string[] = navigator.languages): Locale {
  return chosen ?? preferredLocale(languages);
}
