// Adds or replaces translations: `node scripts/merge-translations.mjs file.json` where the file
// is { "<message id>": { "id": "…", "zh-CN": "…" } }. Read-modify-write of each locale, keys sorted,
// so several people (or helpers) can add messages without rewriting each other's.
import fs from 'node:fs';
import { readLocale, translatedLocales, writeLocale } from './locale-files.mjs';

const file = process.argv[2];
if (!file) throw new Error('usage: node scripts/merge-translations.mjs translations.json');
const additions = JSON.parse(fs.readFileSync(file, 'utf8'));
for (const locale of translatedLocales) {
  const messages = readLocale(locale);
  let count = 0;
  for (const [id, byLocale] of Object.entries(additions)) {
    if (typeof byLocale[locale] !== 'string') throw new Error(`${id} has no ${locale} text`);
    messages[id] = byLocale[locale];
    count += 1;
  }
  writeLocale(locale, messages);
  console.log(`locales/${locale}.json: ${count} messages merged`);
}
