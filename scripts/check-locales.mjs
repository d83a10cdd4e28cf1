// Fails when en.json is not what the source says, when id or zh-CN lacks a key of en.json or
// keeps one the source no longer uses, when a translation drops or invents a placeholder, or when
// it speaks in the register its language does not use (scripts/locale-voice.ts, locales/STYLE.md).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { extractMessages, readLocale, translatedLocales } from './locale-files.mjs';
import { voiceProblems } from './locale-voice.ts';

const problems = [];
const tmp = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pasar-locales-')), 'en.json');
extractMessages(tmp);
const extracted = JSON.parse(fs.readFileSync(tmp, 'utf8'));
const en = readLocale('en');

for (const id of Object.keys(extracted)) {
  if (!(id in en)) problems.push(`en.json lacks ${id} (run npm run locales:extract)`);
  else if (en[id] !== extracted[id]) problems.push(`en.json is stale for ${id} (run npm run locales:extract)`);
}
// Ids are written by hand as area.screen.key (DESIGN.md), never generated hashes.
for (const id of Object.keys(extracted)) if (!/^[a-zA-Z][\w-]*(\.[\w-]+)+$/.test(id)) problems.push(`${id}: message ids are area.screen.key`);
for (const id of Object.keys(en)) if (!(id in extracted)) problems.push(`en.json keeps ${id}, which the source no longer uses`);

function placeholders(message) {
  const names = new Set();
  const walk = (elements) => {
    for (const el of elements) {
      if ('value' in el && el.type !== TYPE.literal && el.type !== TYPE.pound) names.add(el.value);
      if (el.type === TYPE.tag) { names.add(`<${el.value}>`); walk(el.children); }
      if ('options' in el) for (const option of Object.values(el.options)) walk(option.value);
    }
  };
  walk(parse(message));
  return [...names].sort().join(',');
}

for (const locale of translatedLocales) {
  const messages = readLocale(locale);
  for (const id of Object.keys(en)) {
    if (!(id in messages)) { problems.push(`${locale}.json lacks ${id}`); continue; }
    try {
      if (placeholders(messages[id]) !== placeholders(en[id])) problems.push(`${locale}.json ${id}: placeholders differ from en`);
    } catch (error) { problems.push(`${locale}.json ${id}: ${error.message}`); }
  }
  for (const id of Object.keys(messages)) if (!(id in en)) problems.push(`${locale}.json keeps ${id}, which en.json does not have`);
  for (const [id, text] of Object.entries(messages)) problems.push(...voiceProblems(locale, `${locale}.json ${id}`, text));
}

if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`Locale check: ${problems.length} problem(s).`);
  process.exit(1);
}
console.log(`Locale check: ${Object.keys(en).length} messages, en, ${translatedLocales.join(', ')} complete.`);
