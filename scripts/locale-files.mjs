// Where the messages live and how they are extracted; shared by the locale scripts.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const localesDir = path.join(root, 'locales');
export const translatedLocales = ['id', 'zh-CN'];

/** Extracts every message of the source (explicit ids, English defaultMessage) to `outFile`. */
export function extractMessages(outFile) {
  execFileSync(
    process.execPath,
    [
      path.join(root, 'node_modules/@formatjs/cli/bin/formatjs'),
      'extract',
      'contract/**/*.ts',
      'ui/**/*.{ts,tsx}',
      'storefront/**/*.{ts,tsx}',
      'machines/**/*.ts',
      '--ignore', '**/*.d.ts',
      '--ignore', '**/*.test.ts',
      '--ignore', 'ui/dist/**',
      '--out-file', outFile,
      '--format', 'simple',
      '--throws',
    ],
    { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] },
  );
}

export function readLocale(name) {
  return JSON.parse(fs.readFileSync(path.join(localesDir, `${name}.json`), 'utf8'));
}

export function writeLocale(name, messages) {
  const sorted = Object.fromEntries(Object.entries(messages).sort(([a], [b]) => a.localeCompare(b)));
  fs.writeFileSync(path.join(localesDir, `${name}.json`), `${JSON.stringify(sorted, null, 2)}\n`);
}
