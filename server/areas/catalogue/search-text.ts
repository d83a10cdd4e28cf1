/**
 * Product search in English, Indonesian and Chinese: normalisation, tokenisation, typo tolerance
 * and relevance scoring, as pure functions.
 *
 * Decision: search runs in memory over one country's products (≈ 350 today), with an index built
 * when the catalogue loads and rebuilt when it changes. Scoring every product costs about a
 * millisecond, needs no PostgreSQL extension (PGlite has no pg_trgm by default) and behaves the
 * same on PGlite and PostgreSQL.
 *
 * The scaling path: every product also gets a precomputed `search_text` (searchTextOf) and token
 * array (searchTokensOf: words, their hyphen-joined forms and Chinese bigrams). Past a few
 * thousand products per country, the database narrows the candidates first (a GIN index on the
 * token array for exact and prefix words, pg_trgm's word_similarity on `search_text` for typos),
 * and scoreProduct ranks only those. Past a few hundred thousand, a search engine (Meilisearch,
 * OpenSearch) takes over the same job; this file's rules become its settings.
 */

// Normalisation.

/**
 * Lower case, NFKC (full-width letters and digits become ASCII, compatibility forms fold),
 * diacritics stripped from Latin letters ("Nescafé" → "nescafe"), apostrophes dropped
 * ("Lay's" → "lays"). Chinese is left as it is.
 */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .replace(/['’`]/g, '');
}

// Tokenisation.

/** Latin words and digits ("usb", "20000"), and runs of Chinese characters ("牛奶"). */
export interface Tokens {
  readonly words: readonly string[];
  readonly hanRuns: readonly string[];
}

const TOKEN = /[\p{Script=Latin}\p{N}]+|\p{Script=Han}+/gu;
const HAN = /^\p{Script=Han}/u;

export function tokenize(text: string): Tokens {
  const words: string[] = [];
  const hanRuns: string[] = [];
  for (const match of normalizeText(text).matchAll(TOKEN)) {
    const token = match[0];
    if (HAN.test(token)) hanRuns.push(token);
    else words.push(token);
  }
  return { words, hanRuns };
}

/** A run's bigrams ("维生素" → 维生, 生素), or the character itself when the run has one. */
export function hanBigrams(run: string): string[] {
  const chars = [...run];
  if (chars.length < 2) return chars;
  return chars.slice(0, -1).map((char, i) => char + chars[i + 1]);
}

/**
 * Words joined by hyphens or slashes also count as one word, so "cocacola" finds "Coca-Cola"
 * and "3in1" finds "3-in-1".
 */
function joinedForms(text: string): string[] {
  const forms: string[] = [];
  for (const match of normalizeText(text).matchAll(
    /[\p{Script=Latin}\p{N}]+(?:[-/][\p{Script=Latin}\p{N}]+)+/gu,
  )) {
    forms.push(match[0].replace(/[-/]/g, ''));
  }
  return forms;
}

// Typo tolerance.

/** How many typos a query word may carry: none below 4 letters, 1 from 4, 2 from 8. Digits: none. */
export function allowedTypos(word: string): 0 | 1 | 2 {
  if (/^\d+$/.test(word)) return 0;
  const length = [...word].length;
  if (length >= 8) return 2;
  if (length >= 4) return 1;
  return 0;
}

/**
 * Edit distance with transpositions (optimal string alignment), or `max + 1` as soon as it is
 * known to exceed `max`.
 */
export function boundedEditDistance(a: string, b: string, max: number): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = a.length + 1;
  const cols = b.length + 1;
  let before: number[] = new Array<number>(cols).fill(0);
  let previous: number[] = Array.from({ length: cols }, (_, j) => j);
  for (let i = 1; i < rows; i++) {
    const current: number[] = new Array<number>(cols).fill(0);
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      current[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[cols - 1] ?? max + 1;
}

// Products.

/** The fields searched, best first; each holds the texts in every language. */
export const searchFields = ['name', 'brand', 'category', 'description'] as const;
export type SearchField = (typeof searchFields)[number];
export type ProductTexts = Readonly<Record<SearchField, readonly string[]>>;

/** name > brand > category > description. */
export const fieldWeights: Readonly<Record<SearchField, number>> = {
  name: 1,
  brand: 0.85,
  category: 0.7,
  description: 0.35,
};

/** How well one query word matches one field word. */
export const matchQuality = {
  exact: 1,
  prefix: 0.8,
  shortPrefix: 0.6,
  fuzzy1: 0.6,
  fuzzy2: 0.45,
  infix: 0.4,
} as const;

interface PreparedField {
  readonly words: readonly string[];
  readonly wordSet: ReadonlySet<string>;
  /** Chinese unigrams and bigrams. */
  readonly han: ReadonlySet<string>;
  /** The field's Chinese runs joined, for whole-phrase matches across a space ("维达 抽纸"). */
  readonly hanText: string;
  /** The normalised text, for phrase matches. */
  readonly text: string;
}

export interface PreparedProduct {
  readonly fields: Readonly<Record<SearchField, PreparedField>>;
}

function prepareField(texts: readonly string[]): PreparedField {
  const words = new Set<string>();
  const han = new Set<string>();
  const hanParts: string[] = [];
  for (const text of texts) {
    const tokens = tokenize(text);
    tokens.words.forEach((word) => words.add(word));
    joinedForms(text).forEach((word) => words.add(word));
    for (const run of tokens.hanRuns) {
      hanParts.push(run);
      for (const char of run) han.add(char);
      hanBigrams(run).forEach((bigram) => han.add(bigram));
    }
  }
  return {
    words: [...words],
    wordSet: words,
    han,
    hanText: hanParts.join(''),
    text: texts.map(normalizeText).join(' \u0000 '),
  };
}

/** Tokenises a product once; search scores the prepared form. */
export function prepareProduct(texts: ProductTexts): PreparedProduct {
  return {
    fields: Object.fromEntries(searchFields.map((field) => [field, prepareField(texts[field])])) as Record<
      SearchField,
      PreparedField
    >,
  };
}

/**
 * The `search_text` column of the SQL path: every field's normalised text, name first, separated
 * by " | ".
 */
export function searchTextOf(texts: ProductTexts): string {
  return searchFields.map((field) => texts[field].map(normalizeText).join(' ')).join(' | ');
}

/** The token array of the SQL path: words, hyphen-joined forms, Chinese characters and bigrams. */
export function searchTokensOf(texts: ProductTexts): string[] {
  const tokens = new Set<string>();
  for (const field of searchFields) {
    const prepared = prepareField(texts[field]);
    prepared.words.forEach((word) => tokens.add(word));
    prepared.han.forEach((token) => tokens.add(token));
  }
  return [...tokens].sort();
}

// Queries.

/** Words that carry no meaning on their own; dropped when the query has others. */
const STOPWORDS = new Set(['and', 'with', 'for', 'the', 'of', 'in', 'dan', 'untuk', 'dengan', 'isi', 'yang']);

interface QueryWord {
  readonly text: string;
  readonly typos: 0 | 1 | 2;
}

export interface PreparedQuery {
  readonly words: readonly QueryWord[];
  readonly hanRuns: readonly string[];
  /** The whole query normalised, for phrase matches. */
  readonly phrase: string;
}

/** The words a catalogue contains, so a query word the catalogue knows is not also read as a typo. */
export interface Vocabulary {
  has(word: string): boolean;
  /** True when some word starts with `prefix`. */
  hasPrefix(prefix: string): boolean;
}

export function createVocabulary(words: Iterable<string>): Vocabulary {
  const set = new Set(words);
  const sorted = [...set].sort();
  return {
    has: (word) => set.has(word),
    hasPrefix: (prefix) => {
      // Binary search for the first word ≥ prefix.
      let low = 0;
      let high = sorted.length;
      while (low < high) {
        const mid = (low + high) >> 1;
        if ((sorted[mid] as string) < prefix) low = mid + 1;
        else high = mid;
      }
      return sorted[low]?.startsWith(prefix) ?? false;
    },
  };
}

/**
 * Reads a query. With a vocabulary, a word the catalogue contains (or starts) is matched as
 * written, never as a typo of another: "kopi" finds coffee, not "topi" (caps). Null when the
 * query has nothing to search for.
 */
export function prepareQuery(query: string, vocabulary?: Vocabulary): PreparedQuery | null {
  const tokens = tokenize(query);
  const meaningful = tokens.words.filter((word) => !STOPWORDS.has(word));
  const words = (meaningful.length > 0 || tokens.hanRuns.length > 0 ? meaningful : tokens.words).map(
    (text) => ({
      text,
      typos:
        vocabulary && (vocabulary.has(text) || (text.length >= 3 && vocabulary.hasPrefix(text)))
          ? 0
          : allowedTypos(text),
    }),
  );
  if (words.length === 0 && tokens.hanRuns.length === 0) return null;
  return { words, hanRuns: tokens.hanRuns, phrase: normalizeText(query).trim() };
}

/** Parts of words count from four letters, and not in descriptions (too many accidental hits). */
const INFIX_MIN_LENGTH = 4;

/** The best quality of a query word against a field's words (0 when it does not match). */
function wordQuality(word: QueryWord, field: PreparedField, name: SearchField): number {
  const q = word.text;
  if (field.wordSet.has(q)) return matchQuality.exact;
  // A single letter or digit matches only a whole word ("vitamin c").
  if (q.length < 2) return 0;
  let best = 0;
  const digits = /^\d+$/.test(q);
  const infix = q.length >= INFIX_MIN_LENGTH && name !== 'description';
  for (const w of field.words) {
    if (w.length > q.length && w.startsWith(q)) {
      best = Math.max(best, q.length >= 3 ? matchQuality.prefix : matchQuality.shortPrefix);
      continue;
    }
    if (digits) continue;
    if (infix && w.includes(q)) best = Math.max(best, matchQuality.infix);
    // Typos: the first letter is taken as typed (typos there are rare, and it keeps "mandy" off "candy").
    if (word.typos > 0 && best < matchQuality.fuzzy1 && w[0] === q[0] && w.length >= 3) {
      const distance = boundedEditDistance(q, w, word.typos);
      if (distance === 1) best = Math.max(best, matchQuality.fuzzy1);
      else if (distance === 2 && word.typos === 2) best = Math.max(best, matchQuality.fuzzy2);
    }
  }
  return best;
}

/** How well a run of Chinese characters matches a field: the whole run, or enough of its bigrams. */
function hanQuality(run: string, field: PreparedField): number {
  if (field.hanText.includes(run)) return matchQuality.exact;
  const chars = [...run];
  if (chars.length === 1) return 0;
  const bigrams = hanBigrams(run);
  const found = bigrams.filter((bigram) => field.han.has(bigram)).length;
  // Two or three characters must all be there; longer runs may miss a third of their bigrams.
  const needed = bigrams.length <= 2 ? bigrams.length : Math.ceil((bigrams.length * 2) / 3);
  return found >= needed ? matchQuality.prefix * (found / bigrams.length) : 0;
}

/** Of the fields a word matches besides its best one, this share counts too. */
const OTHER_FIELDS_SHARE = 0.1;

/**
 * The best weighted quality over the fields, plus a little for each other field that matches:
 * "牛奶" in a milk's name and its category ranks above "牛奶" in a wafer's name alone.
 */
function bestOverFields(
  quality: (field: PreparedField, name: SearchField) => number,
  product: PreparedProduct,
): number {
  let best = 0;
  let sum = 0;
  for (const field of searchFields) {
    const value = quality(product.fields[field], field) * fieldWeights[field];
    sum += value;
    if (value > best) best = value;
  }
  return best + OTHER_FIELDS_SHARE * (sum - best);
}

/** Added when the whole query appears as written in the name. */
const PHRASE_BONUS = 0.25;

/**
 * The phrase as whole Latin words ("late" is not in "chocolate"); Chinese needs no boundary
 * ("抽纸" is in "维达抽纸").
 */
function containsPhrase(text: string, phrase: string): boolean {
  if ([...phrase].length < 2) return false;
  let from = 0;
  for (;;) {
    const at = text.indexOf(phrase, from);
    if (at < 0) return false;
    const before = text.slice(0, at);
    const after = text.slice(at + phrase.length);
    if (!/[\p{Script=Latin}\p{N}]$/u.test(before) || !/^[\p{Script=Latin}\p{N}]/u.test(phrase)) {
      if (!/^[\p{Script=Latin}\p{N}]/u.test(after) || !/[\p{Script=Latin}\p{N}]$/u.test(phrase)) return true;
    }
    from = at + 1;
  }
}

/**
 * How relevant a product is to a query: 0 when it does not match, else higher is better (about
 * 0.1 to 1.5). Every query word (and Chinese run) must match some field, except that a query of
 * three or more words may miss one. Ranking: exact word > prefix > typo > part of a word; a match
 * in the name > brand > category > description. The caller breaks ties by sales.
 */
export function scoreProduct(
  query: string | PreparedQuery | null,
  product: ProductTexts | PreparedProduct,
): number {
  const q = typeof query === 'string' ? prepareQuery(query) : query;
  if (!q) return 0;
  const p = 'fields' in product ? product : prepareProduct(product);
  const scores = [
    ...q.words.map((word) => bestOverFields((field, name) => wordQuality(word, field, name), p)),
    ...q.hanRuns.map((run) => bestOverFields((field) => hanQuality(run, field), p)),
  ];
  const missed = scores.filter((score) => score === 0).length;
  if (missed > (scores.length >= 3 ? 1 : 0)) return 0;
  let score = scores.reduce((sum, value) => sum + value, 0) / scores.length;
  if (containsPhrase(p.fields.name.text, q.phrase)) score += PHRASE_BONUS;
  // Three decimals: near-equal relevance ties, so sales decide between them.
  return Math.round(score * 1000) / 1000;
}

// An index over one country's products.

export interface SearchDocument<K> {
  readonly key: K;
  readonly texts: ProductTexts;
  /** Breaks ties between equally relevant products: best sellers first. */
  readonly sales: number;
}

export interface SearchHit<K> {
  readonly key: K;
  readonly score: number;
}

export interface SearchIndex<K> {
  /** Matching products, most relevant first, then best-selling. */
  search(query: string, options?: { limit?: number }): SearchHit<K>[];
  readonly size: number;
}

/** Prepares every product once; a search then scores them all (fine for hundreds per country). */
export function createSearchIndex<K>(documents: readonly SearchDocument<K>[]): SearchIndex<K> {
  const prepared = documents.map((document) => ({ document, product: prepareProduct(document.texts) }));
  const vocabulary = createVocabulary(
    prepared.flatMap(({ product }) => searchFields.flatMap((field) => product.fields[field].words)),
  );
  return {
    size: prepared.length,
    search(query, options = {}) {
      const q = prepareQuery(query, vocabulary);
      if (!q) return [];
      const hits: (SearchHit<K> & { sales: number })[] = [];
      for (const { document, product } of prepared) {
        const score = scoreProduct(q, product);
        if (score > 0) hits.push({ key: document.key, score, sales: document.sales });
      }
      hits.sort((a, b) => b.score - a.score || b.sales - a.sales);
      return hits.slice(0, options.limit ?? hits.length).map(({ key, score }) => ({ key, score }));
    },
  };
}
