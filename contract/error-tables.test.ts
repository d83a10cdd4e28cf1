import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorMessageFor, errorMessages } from './error-messages';
import { errorEntries } from './errors';

/**
 * The error catalogue (contract/error-codes.ts, contract/errors.ts) is the one list of codes, and
 * contract/error-messages.ts its texts (checked by error-messages.test.ts). Every other table of
 * codes either names them from the catalogue (`errorCodes.<name>`, `errorCatalogue.<name>`: the
 * storefront's refresh reasons, the machines' retry list, the server's reason → refusal maps, which
 * TypeScript holds to it) or is written in numbers, and those are checked here against it:
 *
 * - the locales, keyed by code (`errors.<code>` in every locales/*.json): each catalogue code has
 *   its message in every language, and no language keeps one for a code the catalogue does not
 *   have;
 * - any other place a code is written as a number (a test's list of answers, the server's and the
 *   docs' lists of refusals, an e2e journey's `t('errors.<code>')`), read as text, the server's
 *   files too: each must be a catalogue code.
 */

const root = path.resolve(import.meta.dirname, '..');
const catalogueCodes = new Set(errorEntries.map((entry) => String(entry.code)));
/** The causes the client knows without a code (contract/error-messages.ts ClientErrorCause). */
const clientCauses = Object.keys(errorMessages).filter((key) => !/^\d+$/.test(key));

const localeFiles = fs
  .readdirSync(path.join(root, 'locales'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => ({
    language: path.basename(file, '.json'),
    messages: JSON.parse(fs.readFileSync(path.join(root, 'locales', file), 'utf8')) as Record<string, string>,
  }));

/** A 7-digit number in the catalogue's ranges (1100xxx–1109xxx, 1125xxx): a code, written out. */
const writtenCode = /(?<![\w-])11(?:0\d|2\d)\d{3}(?![\w-])/g;
/** Where text that might write a code lives; not dependencies, builds, reports or data. */
const textFile = /\.(tsx?|mjs|cjs|js|md|mdx|json|ya?ml)$/;
const notSource = new Set(['node_modules', 'dist', 'storybook-static', 'test-results', 'playwright-report']);
/**
 * Files whose numbers are not a table of codes: the catalogue and its texts (the source), its test
 * and this one (which write codes that must not exist), the locales (checked above, by key) and
 * the lockfile (hashes).
 */
const notTables = new Set([
  'contract/error-codes.ts',
  'contract/errors.ts',
  'contract/error-messages.ts',
  'contract/errors.test.ts',
  'contract/error-tables.test.ts',
  'package-lock.json',
]);

function textFiles(folder: string): string[] {
  return fs.readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const at = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory())
      return entry.name.startsWith('.') || notSource.has(entry.name) ? [] : textFiles(at);
    if (!textFile.test(entry.name) || notTables.has(at) || at.startsWith('locales/')) return [];
    return [at];
  });
}

describe('every table of error codes agrees with the catalogue', () => {
  it('finds the three languages', () => {
    expect(localeFiles.map((file) => file.language).sort()).toEqual(['en', 'id', 'zh-CN']);
  });

  it.each(localeFiles)(
    '$language has a message for every catalogue code and client cause',
    ({ messages }) => {
      const missing = [...catalogueCodes, ...clientCauses].filter(
        (code) => typeof messages[`errors.${code}`] !== 'string' || messages[`errors.${code}`]!.trim() === '',
      );
      expect(missing).toEqual([]);
    },
  );

  it.each(localeFiles)(
    '$language keeps no message for a code the catalogue does not have',
    ({ messages }) => {
      const stale = Object.keys(messages)
        .filter((id) => id.startsWith('errors.'))
        .map((id) => id.slice('errors.'.length))
        .filter((code) => !catalogueCodes.has(code) && !clientCauses.includes(code));
      expect(stale).toEqual([]);
    },
  );

  it("en says each code's catalogue message", () => {
    const en = localeFiles.find((file) => file.language === 'en')!.messages;
    const differing = errorEntries
      .filter((entry) => en[`errors.${entry.code}`] !== errorMessageFor(entry.code)?.defaultMessage)
      .map((entry) => entry.code);
    expect(differing).toEqual([]);
  });

  it('writes no code the catalogue does not have, anywhere else in the repository', () => {
    const unknown = textFiles('').flatMap((file) =>
      [...fs.readFileSync(path.join(root, file), 'utf8').matchAll(writtenCode)]
        .filter((match) => !catalogueCodes.has(match[0]))
        .map((match) => `${file}: ${match[0]}`),
    );
    expect(unknown).toEqual([]);
    // Decision: it reads every text file of the repository, which a loaded 2-core machine can
    // take seconds over; the limit says when it is stuck, not how fast a disk is.
  }, 60_000);

  it.each([
    ['a code in a list', 'expect(codes).toEqual([0, 1103099]);', ['1103099']],
    ['a message key', "t('errors.1104099')", ['1104099']],
    ['a code in prose', 'answers 1101099 when the window passed', ['1101099']],
  ])('reads %s as a code', (_, text, found) => {
    expect([...text.matchAll(writtenCode)].map((match) => match[0])).toEqual(found);
  });

  it('reads no code inside a longer number or a word', () => {
    const text = 'phone 6281101001234, order 2611011101001X, id sku-1101001, 11010011';
    expect([...text.matchAll(writtenCode)]).toEqual([]);
  });
});
