// Fails when en.json is not what the source says, when id or zh-CN lacks a key of en.json or
// keeps one the source no longer uses, when a translation drops or invents a placeholder, when
// it speaks in the register its language does not use (scripts/locale-voice.ts, locales/STYLE.md),
// or when a message uses a word the shop's glossary forbids (locales/GLOSSARY.md). The rules
// themselves: scripts/locale-problems.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { extractMessages, readLocale, translatedLocales } from './locale-files.mjs';
import { readGlossary } from './locale-glossary.ts';
import { localeProblems } from './locale-problems.ts';

const tmp = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pasar-locales-')), 'en.json');
extractMessages(tmp);
const en = readLocale('en');
const problems = localeProblems({
  extracted: JSON.parse(fs.readFileSync(tmp, 'utf8')),
  en,
  translations: Object.fromEntries(translatedLocales.map((locale) => [locale, readLocale(locale)])),
  glossary: readGlossary(),
});

if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`Locale check: ${problems.length} problem(s).`);
  process.exit(1);
}
console.log(
  `Locale check: ${Object.keys(en).length} messages, en, ${translatedLocales.join(', ')} complete.`,
);
