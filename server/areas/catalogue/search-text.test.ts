import { describe, expect, it } from 'vitest';
import { buildCatalogue, keywordLists, productSearchTexts, type SeedProduct } from '../../seed/catalogue';
import {
  allowedTypos,
  boundedEditDistance,
  createSearchIndex,
  createVocabulary,
  hanBigrams,
  normalizeText,
  prepareQuery,
  scoreProduct,
  searchTextOf,
  searchTokensOf,
  tokenize,
  type ProductTexts,
} from './search-text';

const texts = (over: Partial<ProductTexts>): ProductTexts => ({
  name: [],
  brand: [],
  category: [],
  description: [],
  ...over,
});

describe('normalisation and tokens', () => {
  it('lower-cases, folds full-width forms, strips Latin diacritics and apostrophes, keeps Chinese', () => {
    expect(normalizeText('Nescafé CRÈME')).toBe('nescafe creme');
    expect(normalizeText('ＩＮＤＯＭＩＥ　８５ｇ')).toBe('indomie 85g');
    expect(normalizeText("Lay's")).toBe('lays');
    expect(normalizeText('维达抽纸')).toBe('维达抽纸');
  });

  it('splits Latin words and digits from runs of Chinese characters', () => {
    expect(tokenize('维达抽纸 3层 100抽')).toEqual({
      words: ['3', '100'],
      hanRuns: ['维达抽纸', '层', '抽'],
    });
    expect(tokenize('Kopi Kapal Api, 10 × 25 g')).toEqual({
      words: ['kopi', 'kapal', 'api', '10', '25', 'g'],
      hanRuns: [],
    });
    expect(tokenize('维生素C 1000mg').words).toEqual(['c', '1000mg']);
    expect(hanBigrams('维生素')).toEqual(['维生', '生素']);
    expect(hanBigrams('奶')).toEqual(['奶']);
  });

  it('allows no typo below 4 letters, one from 4, two from 8, none in numbers', () => {
    expect(['tea', 'kopi', 'shampoo', 'chocolate', '20000'].map(allowedTypos)).toEqual([0, 1, 1, 2, 0]);
  });

  it('measures edit distance with transpositions, bounded', () => {
    expect(boundedEditDistance('mandy', 'mandi', 1)).toBe(1);
    expect(boundedEditDistance('kopii', 'kopi', 1)).toBe(1);
    expect(boundedEditDistance('cohcolate', 'chocolate', 2)).toBe(1);
    expect(boundedEditDistance('chcolatte', 'chocolate', 2)).toBe(2);
    expect(boundedEditDistance('kitchen', 'kopii', 1)).toBe(2); // max + 1: "more than 1"
  });

  it('precomputes a search_text and a token array for the SQL path', () => {
    const product = texts({ name: ['Coca-Cola Zero 330 ml', '可口可乐 零度'], brand: ['Coca-Cola'] });
    expect(searchTextOf(product)).toBe('coca-cola zero 330 ml 可口可乐 零度 | coca-cola |  | ');
    expect(searchTokensOf(product)).toEqual(
      expect.arrayContaining([
        'coca',
        'cola',
        'cocacola',
        'zero',
        '330',
        '可口',
        '口可',
        '可乐',
        '零度',
        '可',
      ]),
    );
  });
});

describe('scoreProduct', () => {
  const milk = texts({
    name: ['Ultra Milk Full Cream 1 L'],
    brand: ['Ultra Milk'],
    category: ['Milk & dairy'],
  });

  it('ranks an exact word above a prefix above a typo above part of a word', () => {
    const exact = scoreProduct('chocolate', texts({ name: ['Chocolate Bar'] }));
    const prefix = scoreProduct('choco', texts({ name: ['Chocolate Bar'] }));
    const typo = scoreProduct('chocolatte', texts({ name: ['Chocolate Bar'] }));
    const part = scoreProduct('phones', texts({ name: ['Wired Earphones'] }));
    expect(exact).toBeGreaterThan(prefix);
    expect(prefix).toBeGreaterThan(typo);
    expect(typo).toBeGreaterThan(part);
    expect(part).toBeGreaterThan(0);
  });

  it('ranks a match in the name above brand above category above description', () => {
    const at = (field: keyof ProductTexts) => scoreProduct('soap', texts({ [field]: ['Soap'] }));
    expect(at('name')).toBeGreaterThan(at('brand'));
    expect(at('brand')).toBeGreaterThan(at('category'));
    expect(at('category')).toBeGreaterThan(at('description'));
    expect(at('description')).toBeGreaterThan(0);
  });

  it('needs every word of a short query, and forgives one missing word of a long one', () => {
    expect(scoreProduct('milk', milk)).toBeGreaterThan(0);
    expect(scoreProduct('milk banana', milk)).toBe(0);
    expect(scoreProduct('ultra milk banana', milk)).toBeGreaterThan(0);
    expect(scoreProduct('ultra milk banana', milk)).toBeLessThan(scoreProduct('ultra milk', milk));
  });

  it('matches a single letter only as a whole word, and numbers only as typed', () => {
    const vitamin = texts({ name: ['Vitamin C 1000 mg'] });
    expect(scoreProduct('vitamin c', vitamin)).toBeGreaterThan(0);
    expect(scoreProduct('vitamin d', vitamin)).toBe(0);
    expect(scoreProduct('1000', vitamin)).toBeGreaterThan(0);
    expect(scoreProduct('1001', vitamin)).toBe(0);
  });

  it('reads Chinese by characters and bigrams, with no spaces needed', () => {
    const tissue = texts({ name: ['维达抽纸 3层 100抽'], category: ['纸巾纸品'] });
    expect(scoreProduct('抽纸', tissue)).toBeGreaterThan(0);
    expect(scoreProduct('维达 抽纸', tissue)).toBeGreaterThan(0);
    expect(scoreProduct('纸巾', tissue)).toBeGreaterThan(0);
    expect(scoreProduct('牛奶', tissue)).toBe(0);
    expect(scoreProduct('牛奶', texts({ name: ['全脂牛奶 1升'] }))).toBeGreaterThan(0);
  });

  it('gives no score to nothing', () => {
    expect(scoreProduct('', milk)).toBe(0);
    expect(scoreProduct('  ,.! ', milk)).toBe(0);
    expect(prepareQuery('and')).not.toBeNull(); // a stopword alone is still searched for
  });

  it('takes the first letter as typed: "kopi" (coffee) is not a typo of "topi" (cap)', () => {
    expect(scoreProduct('kopi', texts({ name: ['Topi Baseball'] }))).toBe(0);
    expect(scoreProduct('kopii', texts({ name: ['Kopi Kapal Api'] }))).toBeGreaterThan(0);
  });

  it('with a vocabulary, takes a known word as typed rather than as a typo', () => {
    const vocabulary = createVocabulary(['cola', 'cold', 'coffee']);
    expect(prepareQuery('cola', vocabulary)?.words[0]?.typos).toBe(0);
    expect(prepareQuery('colla', vocabulary)?.words[0]?.typos).toBe(1);
    const coldBrew = texts({ name: ['Cold Brew Coffee'] });
    expect(scoreProduct('cola', coldBrew)).toBeGreaterThan(0); // without a vocabulary: one typo away
    expect(scoreProduct(prepareQuery('cola', vocabulary), coldBrew)).toBe(0);
  });
});

describe('search over a country’s catalogue', () => {
  const catalogue = buildCatalogue();
  const categories = new Map(catalogue.categories.map((c) => [c.id, c]));
  const products = new Map(catalogue.products.map((p) => [p.productNo, p]));
  const listings = catalogue.listings.filter((l) => l.countryCode === 'ID' && l.status === 'on_shelf');
  const index = createSearchIndex(
    listings.map((l) => ({
      key: l.productNo,
      texts: productSearchTexts(products.get(l.productNo)!, categories),
      sales: l.salesCount,
    })),
  );
  const found = (query: string): SeedProduct[] => index.search(query).map((hit) => products.get(hit.key)!);

  it('finds milk by its Chinese name "牛奶", milk itself first', () => {
    const hits = found('牛奶');
    expect(hits.length).toBeGreaterThanOrEqual(3);
    expect(
      hits.every((p) =>
        Object.values(productSearchTexts(p, categories))
          .flat()
          .some((t) => t.includes('牛奶')),
      ),
    ).toBe(true);
    expect(hits.slice(0, 3).every((p) => p.name['zh-CN'].includes('牛奶'))).toBe(true);
    expect(hits[0]?.categoryId).toBe(303); // Milk & dairy
  });

  it('forgives Indonesian typos: "kopii", "indomi", "sabun mandy"', () => {
    const coffee = found('kopii');
    expect(coffee.length).toBeGreaterThan(0);
    expect(coffee.every((p) => p.name.id.toLowerCase().includes('kopi'))).toBe(true);

    const noodles = found('indomi');
    expect(noodles.length).toBeGreaterThan(0);
    expect(noodles.every((p) => p.brand.en === 'Indomie')).toBe(true);

    const soap = found('sabun mandy');
    expect(soap.length).toBeGreaterThan(0);
    expect(soap.every((p) => p.name.id.toLowerCase().includes('sabun mandi'))).toBe(true);
  });

  it('finds English by prefix ("choco") and by part of a word ("phones")', () => {
    const chocolate = found('choco');
    expect(chocolate.length).toBeGreaterThan(0);
    // Chocolate in the name first, then the rest of "Chocolate & sweets".
    expect(chocolate.slice(0, 5).every((p) => /choco/i.test(p.name.en))).toBe(true);
    expect(chocolate.every((p) => /choco/i.test(p.name.en) || p.categoryId === 203)).toBe(true);
    expect(found('phones').some((p) => /earphones/i.test(p.name.en))).toBe(true);
  });

  it('finds nothing for nonsense, and no caps ("topi") for coffee ("kopi")', () => {
    for (const nonsense of ['xyzzy qwerty', 'zzzz', 'qqq', 'blorf', '纳米机器人'])
      expect(found(nonsense), nonsense).toEqual([]);
    expect(found('kopi').some((p) => p.categoryId === 1005)).toBe(false);
  });

  it('breaks ties by sales', () => {
    const hits = index.search('shampoo');
    for (let i = 1; i < hits.length; i++) {
      if (hits[i]!.score === hits[i - 1]!.score) {
        const sales = (key: string) => listings.find((l) => l.productNo === key)!.salesCount;
        expect(sales(hits[i - 1]!.key)).toBeGreaterThanOrEqual(sales(hits[i]!.key));
      }
    }
  });

  // The time is a figure to read (about a millisecond here), never a verdict: a test's clock
  // measures the machine; what is asserted is that every query of the lists finds products.
  it('finds products for every hot and recommended search of the lists', () => {
    const queries = Object.values(keywordLists).flatMap((lists) => [...lists[1], ...lists[2]]);
    // A shopper who taps a suggested search finds products: none of the lists' words comes back empty.
    expect(queries.filter((q) => index.search(q).length === 0)).toEqual([]);
    const start = performance.now();
    for (let round = 0; round < 5; round++) queries.forEach((q) => index.search(q));
    const perQuery = (performance.now() - start) / (queries.length * 5);
    console.log(`search: ${index.size} products, ${perQuery.toFixed(2)} ms per query`);
  });
});
