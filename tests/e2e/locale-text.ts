import fs from 'node:fs';

/** The storefront's languages, as the journeys name them. */
export type Language = 'en' | 'id' | 'zh-CN';

const locales = new Map<Language, Record<string, string>>();

/**
 * A message's text in `language`, from locales/<language>.json, for a journey to find what the
 * shopper reads; a message with arguments comes back with its placeholders filled from `values`.
 */
export function textOf(language: Language, id: string, values: Record<string, string | number> = {}): string {
  if (!locales.has(language))
    locales.set(
      language,
      JSON.parse(
        fs.readFileSync(new URL(`../../locales/${language}.json`, import.meta.url), 'utf8'),
      ) as Record<string, string>,
    );
  const text = locales.get(language)![id];
  if (!text) throw new Error(`no ${id} in ${language}`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
