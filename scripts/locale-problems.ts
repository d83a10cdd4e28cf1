// What `npm run locales:check` refuses, as a pure function of the messages so a test can plant a
// bad value and see it refused (locale-problems.test.ts). check-locales.mjs feeds it the files.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { glossaryProblems, type Glossary } from './locale-glossary.ts';
import { voiceProblems } from './locale-voice.ts';

type Messages = Readonly<Record<string, string>>;

export interface LocaleFiles {
  /** What the source says (formatjs extract): en.json must be exactly this. */
  readonly extracted: Messages;
  readonly en: Messages;
  /** id.json and zh-CN.json, by language code. */
  readonly translations: Readonly<Record<string, Messages>>;
  readonly glossary: Glossary;
}

function placeholders(message: string): string {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      if ('value' in el && el.type !== TYPE.literal) names.add(String(el.value));
      if (el.type === TYPE.tag) {
        names.add(`<${el.value}>`);
        walk(el.children);
      }
      if ('options' in el) for (const option of Object.values(el.options)) walk(option.value);
    }
  };
  walk(parse(message));
  return [...names].sort().join(',');
}

/**
 * Every problem of the locale files: en.json not what the source says, a translation lacking a
 * key of en.json or keeping one it no longer has, a translation dropping or inventing a
 * placeholder, the other register's words (locale-voice.ts) or a word the glossary forbids.
 */
export function localeProblems({ extracted, en, translations, glossary }: LocaleFiles): string[] {
  const problems: string[] = [];
  for (const id of Object.keys(extracted)) {
    if (!(id in en)) problems.push(`en.json lacks ${id} (run npm run locales:extract)`);
    else if (en[id] !== extracted[id])
      problems.push(`en.json is stale for ${id} (run npm run locales:extract)`);
  }
  // Ids are written by hand as area.screen.key (DESIGN.md), never generated hashes.
  for (const id of Object.keys(extracted))
    if (!/^[a-zA-Z][\w-]*(\.[\w-]+)+$/.test(id)) problems.push(`${id}: message ids are area.screen.key`);
  for (const id of Object.keys(en))
    if (!(id in extracted)) problems.push(`en.json keeps ${id}, which the source no longer uses`);
  // Decision (locales/GLOSSARY.md): English errors.* repeat SPEC.md §8's catalogue word for word.
  for (const [id, text] of Object.entries(en))
    if (!id.startsWith('errors.')) problems.push(...glossaryProblems(glossary, 'en', `en.json ${id}`, text));

  for (const [locale, messages] of Object.entries(translations)) {
    for (const id of Object.keys(en)) {
      if (!(id in messages)) {
        problems.push(`${locale}.json lacks ${id}`);
        continue;
      }
      try {
        if (placeholders(messages[id]!) !== placeholders(en[id]!))
          problems.push(`${locale}.json ${id}: placeholders differ from en`);
      } catch (error) {
        problems.push(`${locale}.json ${id}: ${(error as Error).message}`);
      }
    }
    for (const id of Object.keys(messages))
      if (!(id in en)) problems.push(`${locale}.json keeps ${id}, which en.json does not have`);
    for (const [id, text] of Object.entries(messages)) {
      const where = `${locale}.json ${id}`;
      problems.push(...voiceProblems(locale, where, text));
      try {
        problems.push(...glossaryProblems(glossary, locale, where, text));
      } catch {
        // A message that does not parse is reported above, with its placeholders.
      }
    }
  }
  return problems;
}
