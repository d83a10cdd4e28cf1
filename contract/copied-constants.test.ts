import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { countryCodes, currencyCodes, phoneCodes } from './countries';
import { errorEntries } from './errors';

/**
 * The contract's plain values live once, in the *-constants.ts files (every one in the repository,
 * found by name: a new one is guarded without a line here), contract/countries.ts and
 * contract/error-codes.ts; everything else imports them. This test reads the code of every layer
 * (not its comments) and fails when one of those values is written out again by hand, in the
 * shapes the copies this test replaced had taken:
 *
 * - a 7-digit number that is a catalogue error code (name it: `errorCodes.<name>`);
 * - an UPPER_CASE constant set to a constant's value when it shares a word with the constant's
 *   name (`const PAGE_SIZE = 12`), or when both names are a limit's and the value is 10 or more
 *   (`const LINE_MAX = 999`), or set to a member of a constant object whose key it names
 *   (`const RANK_HOT = 1`), or set to one of the phone codes (`DEFAULT_PHONE_CODE = '62'`);
 * - a JSX limit attribute or a limit-like property set to a limit's value other than 0 or 1
 *   (`maxLength={64}`, `resendAfterMs: 60_000`, seconds counted in milliseconds too);
 * - a list or union of strings that spells one of the contract's lists (`['62', '60', '65']`).
 *
 * A name that holds such a value for a reason of its own goes into `unrelated` with the reason; a
 * copy found when the guard grew, in a file its owner has yet to change, into `knownCopies` (a
 * list that may only shrink: an entry whose copy is gone fails too).
 *
 * Tests, stories, their sample data (story-data.ts) and test doubles are free to write values out:
 * an assertion that repeats the number is a second witness, not a copy.
 */

const root = path.resolve(import.meta.dirname, '..');
const scannedFolders = ['storefront', 'machines', 'server', 'ui'];
const skipped =
  /(\.test\.tsx?|\.stories\.tsx?|\.d\.ts|[/\\]story-data\.ts)$|[/\\](test-support|node_modules|dist|generated)[/\\]/;

/** Folders no source lives in: dependencies, builds, reports, data, and hidden ones (.git, .data). */
const notSource = new Set(['node_modules', 'dist', 'storybook-static', 'test-results', 'playwright-report']);

/** Every `*-constants.ts` below `folder` (repository-relative paths, `/`-separated). */
function constantsFiles(folder: string): string[] {
  return fs.readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const at = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory())
      return entry.name.startsWith('.') || notSource.has(entry.name) ? [] : constantsFiles(at);
    return /-constants\.ts$/.test(entry.name) ? [at] : [];
  });
}

const guardedFiles = constantsFiles('');
/** `contract/cart-constants.ts` → `cartConstants`, the name a copy's message gives it by. */
const moduleNameOf = (file: string) =>
  path.basename(file, '.ts').replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
const modules = await Promise.all(
  guardedFiles.map(async (file) => ({
    file,
    name: moduleNameOf(file),
    exports: (await import(path.join(root, file))) as Record<string, unknown>,
  })),
);

/**
 * Declarations that hold one of these values for a reason of their own → the reason. Keyed by the
 * file's name (not its folder: moving a folder keeps the entry) and the nearest named declaration
 * around the value (a variable, function, interface, type or class).
 */
const unrelated: Record<string, string> = {
  'country-code-picker.tsx:pickerOrder': 'the login picker order of SPEC.md §2, not the list',
  'devices.ts:VISIT_PAGES_PER_DAY': 'how many pages a day of visits counts, not a page size',
  'speech-queue.ts:SPEECH_QUEUE': 'the audio captcha queue of ADR 014, not evidence pictures',
  'verification-codes.ts:MAX_CODE_ATTEMPTS':
    'the wrong codes a sent code takes (ADR 012), not a refund card count or a password change type',
  'catalogue-tables.ts:FLASH_DEAL_LIMIT_PER_MEMBER':
    "the demo flash deal's units per member, not a refund card count",
  'early-taps.ts:MAX_HELD': 'the taps the head script holds until the app listens, not a page or list size',
};

/**
 * Copies already in the tree when every *-constants.ts came under this guard, in files whose owners
 * were changing them at the time (the server was being moved, the storefront's API layer and
 * after-sales pages reworked). Each is to become an import; then its entry goes. Keyed by the
 * declaration around the copy and the contract value it copies, not by the file: the moves under
 * way rename files (server/areas/after-sales/routes.ts becomes an area's routes.ts).
 */
const knownCopies = new Set([
  // The tracking number's longest (RETURN_TRACKING_NO_PATTERN's 30), typed as a number.
  'ReturnLogisticsForm:profileConstants.USER_NAME_MAX_LENGTH',
  // 'state' | 'city' | 'area': RegionLevel / regionLevels.
  'regionWords:addressConstants.regionLevels',
  'checkRegions:addressConstants.regionLevels',
  'ShipmentRequest:addressConstants.regionLevels',
  // Both types: AFTER_SALES_TYPES.
  'allowedTypes:afterSalesConstants.AFTER_SALES_TYPES',
  // VoucherStatus and VOUCHER_KINDS.
  'CheckoutVoucher:voucherConstants.VOUCHER_STATUSES',
  'stacksValidly:voucherConstants.VOUCHER_KINDS',
  'bestCombination:voucherConstants.VOUCHER_KINDS',
  // CardBrand.
  'CardToken:refundCardConstants.CARD_BRANDS',
]);
/** The entries of knownCopies the scan met, to fail on one whose copy is gone. */
const knownSeen = new Set<string>();

type Primitive = number | string;
interface Guarded {
  name: string;
  value: Primitive;
  /** Where it is defined: its own definition is not a copy. */
  file: string;
}

const scalars: Guarded[] = [];
const members: Guarded[] = [];
const lists: { name: string; values: readonly string[]; file: string }[] = [
  { name: 'countries.phoneCodes', values: phoneCodes, file: 'contract/countries.ts' },
  { name: 'countries.countryCodes', values: countryCodes, file: 'contract/countries.ts' },
  { name: 'countries.currencyCodes', values: currencyCodes, file: 'contract/countries.ts' },
];
for (const { file, name: moduleName, exports } of modules) {
  for (const [name, value] of Object.entries(exports)) {
    const qualified = `${moduleName}.${name}`;
    if (typeof value === 'number' || typeof value === 'string')
      scalars.push({ name: qualified, value, file });
    else if (Array.isArray(value) && value.every((item) => typeof item === 'string'))
      lists.push({ name: qualified, values: value as string[], file });
    else if (typeof value === 'object' && value !== null)
      for (const [key, member] of Object.entries(value))
        if (typeof member === 'number' || typeof member === 'string')
          members.push({ name: `${qualified}.${key}`, value: member, file });
  }
}
const errorCodeValues = new Set(errorEntries.map((entry) => entry.code));

// Words every limit's name has, units and fillers; sharing one of them says nothing.
const commonWords = new Set([
  'MAX',
  'MIN',
  'SIZE',
  'LIMIT',
  'LENGTH',
  'DEFAULT',
  'COUNT',
  'PER',
  'DAY',
  'HOUR',
  'MINUTE',
  'SECOND',
  'BYTE',
]);
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

const limitConstant = /MAX|LIMIT|PAGE|RESEND/;
/** A contract constant that is a limit (a length, a size, a count at most), by its name. */
const isLimit = (guarded: Guarded) =>
  /MAX|MIN|LIMIT|PAGE|SIZE|LENGTH|RESEND/.test(guarded.name.split('.').at(-1)!);
/**
 * Decision: a count under 10 is the value of too many unrelated limits (5 attempts, 5 refund cards,
 * 5 days): by value alone, without a word the two names share, it says nothing of a copy.
 */
const tooCommon = (value: Primitive) => typeof value === 'number' && value < 10;

/** The contract limits `value` copies where a limit is expected (seconds also as milliseconds). */
function limitCopies(value: Primitive): Guarded[] {
  // 0 and 1 are every range's ends (`min={1}`, `<progress max={1}>`), never a copy.
  if (value === 0 || value === 1) return [];
  return scalars.filter(
    (guarded) =>
      (isLimit(guarded) && guarded.value === value) ||
      (/SECONDS$/.test(guarded.name) && guarded.value === Number(value) / 1000),
  );
}
const limitAttribute = /^(maxLength|minLength|maxValue|minValue|max|min)$/;
const limitProperty = /page_?size|limit|resend|max_?(length|quantity|lines)|^max[A-Z]/i;

/** The name of the nearest named declaration a node sits in, for `unrelated` and `knownCopies`. */
function enclosingName(node: ts.Node): string {
  for (let at: ts.Node | undefined = node; at; at = at.parent)
    if (
      (ts.isVariableDeclaration(at) ||
        ts.isFunctionDeclaration(at) ||
        ts.isInterfaceDeclaration(at) ||
        ts.isTypeAliasDeclaration(at) ||
        ts.isClassDeclaration(at)) &&
      at.name &&
      ts.isIdentifier(at.name)
    )
      return at.name.text;
  return '';
}

export function findCopies(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  /** A copy of `copied` (none for a raw error code), unless unrelated or known; the others elsewhere. */
  const at = (node: ts.Node, what: string, copied: readonly { name: string; file: string }[] = []) => {
    const others = copied.filter((guarded) => guarded.file !== fileName).map((guarded) => guarded.name);
    if (copied.length > 0 && others.length === 0) return;
    const declaration = enclosingName(node);
    if (unrelated[`${path.basename(fileName)}:${declaration}`]) return;
    const known = others.map((name) => `${declaration}:${name}`).find((key) => knownCopies.has(key));
    if (known) {
      knownSeen.add(known);
      return;
    }
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(
      `${fileName}:${line + 1}: ${what}${others.length > 0 ? ` copies ${others.join(' or ')}` : ''}`,
    );
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
              guarded.value === value &&
              (sharesWord(name, guarded.name) ||
                (limitConstant.test(name) && isLimit(guarded) && !tooCommon(value))),
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
        ];
        if (copies.length > 0) at(node, `${name} = ${String(value)}`, copies);
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
      const copies = value === undefined || !limitAttribute.test(name) ? [] : limitCopies(value);
      if (copies.length > 0) at(node, `${name}={${String(value)}}`, copies);
    }

    if (ts.isPropertyAssignment(node)) {
      const value = literalValue(node.initializer);
      const name = node.name.getText(source);
      const copies = typeof value !== 'number' || !limitProperty.test(name) ? [] : limitCopies(value);
      if (copies.length > 0) at(node, `${name}: ${String(value)}`, copies);
    }

    const spelled = ts.isArrayLiteralExpression(node)
      ? node.elements.map(literalValue)
      : ts.isUnionTypeNode(node)
        ? node.types.map((type) => (ts.isLiteralTypeNode(type) ? literalValue(type.literal) : undefined))
        : undefined;
    if (spelled && spelled.length > 1 && spelled.every((item) => typeof item === 'string')) {
      const copied = lists.filter((candidate) => sameSet(candidate.values, spelled as string[]));
      if (copied.length > 0) at(node, `the list ${spelled.join(' | ')}`, copied);
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
  it('guards every *-constants.ts, found by name', () => {
    const contractFiles = fs
      .readdirSync(path.join(root, 'contract'))
      .filter((file) => file.endsWith('-constants.ts'))
      .map((file) => `contract/${file}`);
    expect(contractFiles.length).toBeGreaterThan(0);
    expect(guardedFiles).toEqual(expect.arrayContaining(contractFiles));
    for (const { file, exports } of modules) expect(Object.keys(exports), file).not.toHaveLength(0);
  });

  it('finds no copy in storefront/, machines/, server/ or ui/, and every known copy still there', () => {
    knownSeen.clear();
    const copies = scannedFolders
      .flatMap(sourceFiles)
      .flatMap((file) => findCopies(file, fs.readFileSync(path.join(root, file), 'utf8')));
    expect(copies).toEqual([]);
    // A known copy that is gone (made an import, or moved into another declaration): its entry goes.
    expect([...knownCopies].filter((key) => !knownSeen.has(key))).toEqual([]);
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
    ['an after-sales limit', 'const DESCRIPTION_MAX = 500;'],
    ['a count under 10 that names what it counts', 'const EVIDENCE_PICTURES = 6;'],
    ['a list of another constants file', "type Kind = 'discount' | 'shipping';"],
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
      '<progress value={0.5} max={1} />',
      'const RETENTION_DAYS = 30;',
      'const MAX_ATTEMPTS = 5;',
      'Array.from({ length: 10 }, () => null);',
      '<img width={64} height={64} />',
      'const page = { page_size: FEED_PAGE_SIZE };',
    ].join('\n');
    expect(findCopies('probe.tsx', code)).toEqual([]);
  });
});
