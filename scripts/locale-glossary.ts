// The shop's terms per language (locales/GLOSSARY.md): the words a text must never use instead of
// the shop's own. check-locales.mjs applies them to every message through localeProblems.
import fs from 'node:fs';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

export interface GlossaryRule {
  /** The glossary's term ("refund"), to name in a problem. */
  readonly term: string;
  /** What the language uses instead, as the table says it. */
  readonly use: string;
  readonly never: string;
  readonly pattern: RegExp;
}

/** Per language code (`en`, `id`, `zh-CN`), its rules. */
export type Glossary = Readonly<Record<string, readonly GlossaryRule[]>>;

export const glossaryFile = new URL('../locales/GLOSSARY.md', import.meta.url);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A word in Latin letters matches whole, in any case ("refund" in "di-refund", not in
 * "refunded"); a word in another script (Chinese has no spaces between words) anywhere.
 */
function patternOf(word: string): RegExp {
  const escaped = escapeRegExp(word);
  return /^[\p{Script=Latin}\d\s'-]+$/u.test(word)
    ? new RegExp(`(?<![\\p{L}\\d])${escaped}(?![\\p{L}\\d])`, 'iu')
    : new RegExp(escaped, 'u');
}

/**
 * The rules of GLOSSARY.md: one `## Name \`code\`` section per language, each with a
 * `| Term | Use | Never |` table. Throws on a section without a language code or a row of another
 * shape, so a slip in the file cannot quietly stop the check.
 */
export function parseGlossary(markdown: string): Glossary {
  const glossary: Record<string, GlossaryRule[]> = {};
  let language: string | null = null;
  for (const [index, line] of markdown.split('\n').entries()) {
    const heading = /^##\s+(.*)$/.exec(line);
    if (heading) {
      const code = /`([A-Za-z-]+)`\s*$/.exec(heading[1]!);
      if (!code)
        throw new Error(`GLOSSARY.md line ${index + 1}: a language section names its code, e.g. \`id\``);
      language = code[1]!;
      glossary[language] = [];
      continue;
    }
    if (!line.startsWith('|') || !language) continue;
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    if (cells.length !== 3)
      throw new Error(`GLOSSARY.md line ${index + 1}: a row has three cells (Term | Use | Never)`);
    const [term, use, never] = cells as [string, string, string];
    if (term === 'Term' || /^-+$/.test(term)) continue;
    if (never === '—') continue;
    for (const word of never.split(',').map((w) => w.trim()))
      glossary[language]!.push({ term, use, never: word, pattern: patternOf(word) });
  }
  return glossary;
}

export function readGlossary(file: URL | string = glossaryFile): Glossary {
  return parseGlossary(fs.readFileSync(file, 'utf8'));
}

/** What a shopper reads of an ICU message: its literal text, without argument or tag names. */
export function readableText(message: string): string {
  const parts: string[] = [];
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal) parts.push(element.value);
      if (element.type === TYPE.tag) walk(element.children);
      if ('options' in element) for (const option of Object.values(element.options)) walk(option.value);
    }
  };
  walk(parse(message));
  return parts.join(' ');
}

/** The glossary's problems with one message of `language`, each naming `where`. */
export function glossaryProblems(
  glossary: Glossary,
  language: string,
  where: string,
  message: string,
): string[] {
  const text = readableText(message);
  return (glossary[language] ?? [])
    .filter((rule) => rule.pattern.test(text))
    .map((rule) => `${where}: "${rule.never}" for ${rule.term}: write ${rule.use} (locales/GLOSSARY.md)`);
}
