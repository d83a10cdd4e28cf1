// Writes locales/en.json from the source: the English defaultMessage of every message id.
import path from 'node:path';
import { extractMessages, localesDir, readLocale, writeLocale } from './locale-files.mjs';

extractMessages(path.join(localesDir, 'en.json'));
writeLocale('en', readLocale('en'));
console.log(`locales/en.json: ${Object.keys(readLocale('en')).length} messages`);
