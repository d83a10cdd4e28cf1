import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as cartConstants from './cart-constants';
import * as catalogueConstants from './catalogue-constants';
import { countryCodes, currencyCodes, phoneCodes } from './countries';
import { errorEntries } from './errors';
import * as memberConstants from './member-constants';
import * as searchConstants from './search-constants';

/**
 * The contract's plain values live once, in contract/*-constants.ts, contract/countries.ts and
 * contract/error-codes.ts; everything else imports them. This test reads the code of every layer
 * (not its comments) and fails when one of those values is written out again by hand, in the
 * shapes the copies this test replaced had taken:
 *
 * - a 7-digit number that is a catalogue error code (name it: `errorCodes.<name>`);
 * - an UPPER_CASE constant set to a constant's value when its name is a limit's (MAX, LIMIT,
 *   PAGE, RESEND) or shares a word with the constant's (`const PAGE_SIZE = 12`,
 *   `const LINE_MAX = 999`), or set to a member of a constant object whose key it names
 *   (`const RANK_HOT = 1`), or set to one of the phone codes (`DEFAULT_PHONE_CODE = '62'`);
 * - a JSX limit attribute or a limit-like property set to such a value (`maxLength={64}`,
 *   `resendAfterMs: 60_000`, seconds counted in milliseconds too);
 * - a list or union of strings that spells one of the contract's lists (`['62', '60', '65']`).
 *
 * A name that holds such a value for a reason of its own goes into `unrelated` with the reason.
 *
 * Tests, stories and test doubles are free to write values out: an assertion that repeats the
 * number is a second witness, not a copy.
 */

const root = path.resolve(import.meta.dirname, '..');
const scannedFolders = ['storefront', 'machines', 'server', 'ui'];
const skipped =
  /(\.test\.tsx?|\.stories\.tsx?|\.d\.ts)$|[/\\](test-support|node_modules|dist|generated)[/\\]/;

/** Names (file:variable) that hold one of these values for a reason of their own → the reason. */
const unrelated: Record<string, string> = {
  'ui/country-code-picker/country-code-picker.tsx:pickerOrder':
    'the login picker order of SPEC.md §2, not the list',
};

type Primitive = number | string;
interface Guarded {
  name: string;
  value: Primitive;
}

const modules = { cartConstants, catalogueConstants, memberConstants, searchConstants };
const scalars: Guarded[] = [];
const members: Guarded[] = [];
const lists: { name: string; values: readonly string[] }[] = [
  { name: 'countries.phoneCodes', values: phoneCodes },
  { name: 'countries.countryCodes', values: countryCodes },
  { name: 'countries.currencyCodes', values: currencyCodes },
];
for (const [moduleName, exports] of Object.entries(modules)) {
  for (const [name, value] of Object.entries(exports)) {
    const qualified = `${moduleName}.${name}`;
    if (typeof value === 'number' || typeof value === 'string') scalars.push({ name: qualified, value });
    else if (Array.isArray(value) && value.every((item) => typeof item === 'string'))
      lists.push({ name: qualified, values: value as string[] });
    else if (typeof value === 'object' && value !== null)
      for (const [key, member] of Object.entries(value))
        if (typeof member === 'number' || typeof member === 'string')
          members.push({ name: `${qualified}.${key}`, value: member });
  }
}
const errorCodeValues = new Set(errorEntries.map((entry) => entry.code));

// Words every limit's name has; sharing one of them says nothing.
const commonWords = new Set(['MAX', 'MIN', 'SIZE', 'LIMIT', 'LENGTH', 'DEFAULT', 'COUNT']);
const words = (name: string) =>
  new Set(
    name
      .replace(/([a-z])([A-Z])/g, '$1_$2')
      .toUpperCase()
      .split(/[^A-Z0-9]+/)
      .map((word) => word.replace(/S$/, ''))
      .filter((word) => word.length > 2 && !commonWords.has(word)),
  );
const sharesWord = (a: string, b: string) => [...words(a)].some((word) => words(b).has(word));
const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item) => b.includes(item));

/** What a literal expression is worth, or undefined when it is not a plain literal. */
function literalValue(node: ts.Node): Primitive | undefined {
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  return undefined;
}

/** The contract values `value` copies where a limit is expected (seconds also as milliseconds). */
function limitCopies(value: Primitive): string[] {
  return scalars
    .filter(
      (guarded) =>
        guarded.value === value || (/SECONDS$/.test(guarded.name) && guarded.value === Number(value) / 1000),
    )
    .map((guarded) => guarded.name);
}

const limitConstant = /MAX|LIMIT|PAGE|RESEND/;
const limitAttribute = /^(maxLength|minLength|maxValue|minValue|max|min)$/;
const limitProperty = /page_?size|limit|resend|max_?(length|quantity|lines)|^max[A-Z]/i;

/** The name of the variable a node sits in, for `unrelated`. */
function enclosingName(node: ts.Node): string {
  for (let at: ts.Node | undefined = node; at; at = at.parent)
    if (ts.isVariableDeclaration(at) && ts.isIdentifier(at.name)) return at.name.text;
  return '';
}

export function findCopies(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const at = (node: ts.Node, what: string) => {
    if (unrelated[`${fileName}:${enclosingName(node)}`]) return;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${fileName}:${line + 1}: ${what}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isNumericLiteral(node) && errorCodeValues.has(Number(node.text)))
      at(node, `raw error code ${node.text}: use errorCodes.<name> (contract/error-codes.ts)`);

    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      /^[A-Z][A-Z0-9_]*$/.test(node.name.text) &&
      node.initializer
    ) {
      const name = node.name.text;
      const value = literalValue(node.initializer);
      if (value !== undefined) {
        const copies = [
          ...scalars.filter(
            (guarded) =>
              guarded.value === value && (limitConstant.test(name) || sharesWord(name, guarded.name)),
          ),
          ...members.filter(
            (guarded) => guarded.value === value && sharesWord(name, guarded.name.split('.').at(-1)!),
          ),
          ...lists.filter(
            (list) =>
              list.name === 'countries.phoneCodes' &&
              typeof value === 'string' &&
              list.values.includes(value),
          ),
        ].map((guarded) => guarded.name);
        if (copies.length > 0) at(node, `${name} = ${String(value)} copies ${copies.join(' or ')}`);
      }
    }

    if (
      ts.isJsxAttribute(node) &&
      node.initializer &&
      ts.isJsxExpression(node.initializer) &&
      node.initializer.expression
    ) {
      const value = literalValue(node.initializer.expression);
      const name = node.name.getText(source);
      if (value !== undefined && limitAttribute.test(name) && limitCopies(value).length > 0)
        at(node, `${name}={${String(value)}} copies ${limitCopies(value).join(' or ')}`);
    }

    if (ts.isPropertyAssignment(node)) {
      const value = literalValue(node.initializer);
      const name = node.name.getText(source);
      if (typeof value === 'number' && limitProperty.test(name) && limitCopies(value).length > 0)
        at(node, `${name}: ${String(value)} copies ${limitCopies(value).join(' or ')}`);
    }

    const spelled = ts.isArrayLiteralExpression(node)
      ? node.elements.map(literalValue)
      : ts.isUnionTypeNode(node)
        ? node.types.map((type) => (ts.isLiteralTypeNode(type) ? literalValue(type.literal) : undefined))
        : undefined;
    if (spelled && spelled.length > 1 && spelled.every((item) => typeof item === 'string')) {
      const list = lists.find((candidate) => sameSet(candidate.values, spelled as string[]));
      if (list) at(node, `spells out ${list.name}`);
    }

    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function sourceFiles(folder: string): string[] {
  return fs
    .readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(folder, file).split(path.sep).join('/'))
    .filter((file) => /\.tsx?$/.test(file) && !skipped.test(`/${file}`));
}

describe('contract values are imported, never copied', () => {
  it('finds no copy in storefront/, machines/, server/ or ui/', () => {
    const copies = scannedFolders
      .flatMap(sourceFiles)
      .flatMap((file) => findCopies(file, fs.readFileSync(path.join(root, file), 'utf8')));
    expect(copies).toEqual([]);
    // Decision: it reads every source file of four folders, which on a loaded 2-core machine took
    // over Vitest's default 5 s; the limit says when it is stuck, not how fast a disk is.
  }, 60_000);

  it.each([
    ['a raw error code', 'if (error.code === 1105006) retry();'],
    ['a page size', 'export const PAGE_SIZE = 12;'],
    ['a cart limit under another name', 'const LINE_MAX = 999;'],
    ['a rank size', 'const RANK_SIZE = 10;'],
    ['a search type', 'const RANK_HOT = 1;'],
    ['a keyword length', '<SearchField maxLength={64} />'],
    ['the resend wait in milliseconds', 'const LIMITS = { resendAfterMs: 60_000 };'],
    ['the phone codes', "const codes = ['62', '60', '65'];"],
    ['the phone code type', "type PhoneCode = '62' | '60' | '65';"],
    ['a default phone code', "const DEFAULT_PHONE_CODE = '62';"],
  ])('catches %s', (_, code) => {
    expect(findCopies('probe.tsx', code)).toHaveLength(1);
  });

  it('leaves imports, comments and unrelated numbers alone', () => {
    const code = [
      "import { FEED_PAGE_SIZE } from '../contract/catalogue-constants';",
      '// answers 1105002 (productNotFound)',
      'const REVEAL_WAIT_MS = 300;',
      'const MIN_FONT_SIZE = 12;',
      'const LOGIN_STATUS_LOGGED_IN = 5;',
      'const pool = { max: 10 };',
      'Array.from({ length: 10 }, () => null);',
      '<img width={64} height={64} />',
      'const page = { page_size: FEED_PAGE_SIZE };',
    ].join('\n');
    expect(findCopies('probe.tsx', code)).toEqual([]);
  });
});
