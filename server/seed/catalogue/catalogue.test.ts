import crypto from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { countryCodes, type CountryCode, type CurrencyCode } from '../../../contract/countries';
import { languageCodes } from '../../../contract/device';
import { createSearchIndex } from '../../areas/catalogue/search-text';
import { voiceProblems } from '../../../scripts/locale-voice';
import { categoryTree } from './categories';
import { hashString, mulberry32 } from './prng';
import { percentOff } from '../../areas/catalogue/pricing';
import { toPricePoint } from './pricing';
import {
  bannerSvg,
  buildCatalogue,
  categoryIconSvg,
  keywordLists,
  productSearchTexts,
  showcaseCases,
  type Localized,
  type SeedListing,
  type SeedProduct,
} from './index';

const catalogue = buildCatalogue();
const productByNo = new Map(catalogue.products.map((product) => [product.productNo, product]));
const categoryById = new Map(catalogue.categories.map((category) => [category.id, category]));
const listingsOf = (country: CountryCode) =>
  catalogue.listings.filter((listing) => listing.countryCode === country);
const onShelf = (country: CountryCode) =>
  listingsOf(country).filter((listing) => listing.status === 'on_shelf');
const HAN = /\p{Script=Han}/u;

/** The case rules again, written independently of listings.ts. */
const is = {
  soldOut: (l: SeedListing) => l.skus.every((sku) => sku.stock === 0),
  buyable: (l: SeedListing) => l.status === 'on_shelf' && l.skus.some((sku) => sku.stock > 0),
};
const caseChecks: Record<(typeof showcaseCases)[number], (l: SeedListing, p: SeedProduct) => boolean> = {
  discounted: (l) =>
    is.buyable(l) &&
    l.discount > 0 &&
    l.skus.every((sku) => sku.scribingPrice !== null && sku.scribingPrice > sku.price),
  soldOut: (l) => l.status === 'on_shelf' && is.soldOut(l),
  removed: (l) => l.status === 'removed',
  featured: (l) => is.buyable(l) && l.isFeatured,
  couponGoods: (l) => is.buyable(l) && l.isCouponGoods,
  lowStock: (l) => l.status === 'on_shelf' && l.skus.every((sku) => sku.stock >= 1 && sku.stock <= 3),
  purchaseLimit: (l) => is.buyable(l) && l.maxPerOrder !== null && l.maxPerOrder > 0,
  hot: (l) => is.buyable(l) && l.salesCount >= 5_000,
  multiSku: (l, p) => is.buyable(l) && p.skus.length >= 3,
  skuSoldOut: (l) => l.skus.some((sku) => sku.stock === 0) && l.skus.some((sku) => sku.stock > 0),
  countryOnly: (l, p) => is.buyable(l) && p.countries.length === 1,
};

function expectComplete(text: Localized, where: string) {
  for (const language of languageCodes) {
    expect(text[language]?.trim(), `${where} (${language})`).toBeTruthy();
  }
}

describe('the seeded PRNG', () => {
  it('repeats for a seed and differs between seeds', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const c = mulberry32(43);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect([c(), c(), c()]).not.toEqual(first);
    expect(first.every((n) => n >= 0 && n < 1)).toBe(true);
    expect(hashString('listing:ID:10000001')).toBe(hashString('listing:ID:10000001'));
  });
});

describe('the demo catalogue', () => {
  it('is deterministic: two builds are deep-equal, and its hash is pinned', () => {
    expect(buildCatalogue()).toEqual(catalogue);
    const hash = crypto.createHash('sha256').update(JSON.stringify(catalogue)).digest('hex');
    // A deliberate change to the word lists or rules changes this: update it in the same commit.
    expect(hash).toBe('0a35169b1c925c49ecef6d854abb6a71c15e284889f46b3732f4ba9343e3a3fc');
  });

  it('has 8 or more top categories with 3 to 6 children each, every child with products', () => {
    const tops = catalogue.categories.filter((category) => category.parentId === null);
    expect(tops.length).toBeGreaterThanOrEqual(8);
    for (const top of tops) {
      const children = catalogue.categories.filter((category) => category.parentId === top.id);
      expect(children.length, top.name.en).toBeGreaterThanOrEqual(3);
      expect(children.length, top.name.en).toBeLessThanOrEqual(6);
      for (const child of children) {
        expect(
          catalogue.products.some((p) => p.categoryId === child.id),
          child.name.en,
        ).toBe(true);
        expect(child.iconUrl).toBe(`/api/static/category-icons/${child.id}.svg`);
      }
    }
    expect(new Set(catalogue.categories.map((c) => c.id)).size).toBe(catalogue.categories.length);
  });

  it('lists at least 300 products on shelf in each country, most of them in all three', () => {
    for (const country of countryCodes) {
      expect(onShelf(country).length, country).toBeGreaterThanOrEqual(300);
      expect(new Set(listingsOf(country).map((l) => l.productNo)).size).toBe(listingsOf(country).length);
    }
    const everywhere = catalogue.products.filter((p) => p.countries.length === 3);
    expect(everywhere.length).toBeGreaterThanOrEqual(300);
    for (const product of catalogue.products) {
      const countries = catalogue.listings
        .filter((l) => l.productNo === product.productNo)
        .map((l) => l.countryCode);
      expect(countries.sort()).toEqual([...product.countries].sort());
    }
  });

  it('shows every case the screens need, in every country', () => {
    for (const country of countryCodes) {
      for (const name of showcaseCases) {
        const productNo = catalogue.showcase[country][name];
        const listing = listingsOf(country).find((l) => l.productNo === productNo);
        const product = productByNo.get(productNo);
        expect(listing && product, `${country} ${name}`).toBeTruthy();
        expect(
          caseChecks[name](listing as SeedListing, product as SeedProduct),
          `${country} ${name} ${productNo}`,
        ).toBe(true);
        const count = listingsOf(country).filter((l) =>
          caseChecks[name](l, productByNo.get(l.productNo) as SeedProduct),
        ).length;
        expect(count, `${country} ${name}`).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it('prices every SKU in whole minor units at sensible price points of the currency', () => {
    const rules: Record<CurrencyCode, { step: number; min: number; max: number }> = {
      IDR: { step: 100, min: 500, max: 20_000_000 },
      SGD: { step: 5, min: 20, max: 300_000 },
      MYR: { step: 10, min: 50, max: 1_000_000 },
    };
    for (const listing of catalogue.listings) {
      const rule = rules[listing.currencyCode];
      expect(listing.currencyCode).toBe({ ID: 'IDR', SG: 'SGD', MY: 'MYR' }[listing.countryCode]);
      for (const sku of listing.skus) {
        for (const amount of [sku.price, sku.scribingPrice ?? sku.price]) {
          expect(Number.isSafeInteger(amount), `${listing.productNo} ${amount}`).toBe(true);
          expect(amount % rule.step, `${listing.countryCode} ${listing.productNo} ${amount}`).toBe(0);
          expect(amount).toBeGreaterThanOrEqual(rule.min);
          expect(amount).toBeLessThanOrEqual(rule.max);
        }
        if (sku.scribingPrice !== null) expect(sku.scribingPrice).toBeGreaterThan(sku.price);
        expect(Number.isInteger(sku.stock) && sku.stock >= 0).toBe(true);
      }
      // The listing's discount is its cheapest SKU's, as the card shows it.
      const cheapest = listing.skus.reduce((a, b) => (b.price < a.price ? b : a));
      expect(listing.discount).toBe(percentOff(cheapest.price, cheapest.scribingPrice));
      if (listing.discount > 0) expect(listing.discount).toBeLessThanOrEqual(70);
    }
  });

  it('prices the same product alike across countries (S$ 1 ≈ Rp 4.000–13.000, RM 1 ≈ Rp 2.000–4.500)', () => {
    for (const product of catalogue.products.filter((p) => p.countries.length === 3)) {
      const [id, sg, my] = (['ID', 'SG', 'MY'] as const).map((country) =>
        catalogue.listings.find((l) => l.productNo === product.productNo && l.countryCode === country)!,
      );
      const regular = (l: SeedListing) => l.skus[0]!.scribingPrice ?? l.skus[0]!.price;
      const idr = regular(id!);
      expect(idr / regular(sg!), product.name.en).toBeGreaterThan(40);
      expect(idr / regular(sg!), product.name.en).toBeLessThan(130);
      expect(idr / regular(my!), product.name.en).toBeGreaterThan(20);
      expect(idr / regular(my!), product.name.en).toBeLessThan(45);
    }
    expect(toPricePoint(3_480, 'IDR')).toBe(3_500);
    expect(toPricePoint(12_640, 'IDR')).toBe(12_900);
    expect(toPricePoint(63, 'SGD')).toBe(65);
    expect(toPricePoint(1_262, 'MYR')).toBe(1_290);
  });

  it('writes every text in English, Indonesian and Chinese, Chinese names in Chinese characters', () => {
    for (const category of catalogue.categories) {
      expectComplete(category.name, `category ${category.id}`);
      expectComplete(category.about, `category ${category.id} about`);
    }
    for (const product of catalogue.products) {
      const where = `product ${product.productNo}`;
      for (const text of [
        product.name,
        product.description,
        product.brand,
        product.specs.unit,
        product.specs.specification,
        product.specs.composition,
      ]) {
        expectComplete(text, where);
      }
      for (const sku of product.skus) expectComplete(sku.name, `${where} sku ${sku.skuId}`);
      expect(product.name['zh-CN'], where).toMatch(HAN);
      expect(product.name.en, where).not.toMatch(HAN);
      expect(product.name.id, where).not.toMatch(HAN);
      expect(product.name.en).not.toMatch(/\s{2}|^\s|\s$/);
    }
    expect(new Set(catalogue.products.map((p) => p.name.en)).size).toBe(catalogue.products.length);
    expect(new Set(catalogue.products.map((p) => p.name['zh-CN'])).size).toBe(catalogue.products.length);
    for (const banner of catalogue.banners) {
      expectComplete(banner.title, banner.id);
      expectComplete(banner.subtitle, banner.id);
    }
    for (const section of catalogue.sections) expectComplete(section.title, section.id);
  });

  it('builds names the way shops write them', () => {
    const names = catalogue.products.map((p) => p.name);
    expect(
      names.some((n) => /^Indomie Mi Goreng .+ 85 g$/.test(n.en) && /^营多 .+炒面 85克$/.test(n['zh-CN'])),
    ).toBe(true);
    expect(names.some((n) => /^Kopi Kapal Api Special Mix \d+ x 25 g$/.test(n.id))).toBe(true);
    expect(names.some((n) => /^维达抽纸 3层 \d+抽$/.test(n['zh-CN']))).toBe(true);
    expect(names.some((n) => n['zh-CN'].includes('牛奶'))).toBe(true);
  });

  it('speaks in one voice per language (locales/STYLE.md): kamu, 您, Chinese units in characters', () => {
    const problems: string[] = [];
    // Every text of the catalogue (names, descriptions, specs, banners, sections, categories).
    const walk = (value: unknown, where: string): void => {
      if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${where}[${i}]`));
      else if (value && typeof value === 'object') {
        const record = value as Record<string, unknown>;
        if (typeof record.id === 'string' && typeof record['zh-CN'] === 'string') {
          problems.push(
            ...voiceProblems('id', where, record.id),
            ...voiceProblems('zh-CN', where, record['zh-CN']),
          );
        } else for (const [key, item] of Object.entries(record)) walk(item, `${where}.${key}`);
      }
    };
    walk(catalogue, 'catalogue');
    expect(problems).toEqual([]);
  });

  it('says nothing untrue of a whole category: no ground coffee or milk powder is to be served chilled', () => {
    const drinks = catalogue.products.filter((p) => p.topCategoryId === 300);
    expect(drinks.length).toBeGreaterThan(0);
    for (const product of drinks) {
      expect(product.description.en).not.toMatch(/chilled/i);
      expect(product.description.id).not.toMatch(/disajikan dingin/i);
      expect(product.description['zh-CN']).not.toMatch(/冰镇/u);
    }
  });

  it('keeps banner words within two lines of a 390 px phone (the Indonesian subtitle was cut off)', () => {
    // The banner's text column is 3/5 of the width: at 390 px about 24 characters of the title
    // and 30 of the subtitle fit on a line, and each is clamped at two lines.
    for (const banner of catalogue.banners) {
      for (const language of languageCodes) {
        expect(banner.title[language].length, `${banner.id} ${language} title`).toBeLessThanOrEqual(40);
        expect(banner.subtitle[language].length, `${banner.id} ${language} subtitle`).toBeLessThanOrEqual(48);
      }
    }
  });

  it('gives each product 1–4 SKUs, specs that add up, and art', () => {
    const skuIds = new Set<string>();
    for (const product of catalogue.products) {
      expect(product.productNo).toMatch(/^\d{8}$/);
      expect(product.skus.length).toBeGreaterThanOrEqual(1);
      expect(product.skus.length).toBeLessThanOrEqual(4);
      for (const sku of product.skus) {
        expect(sku.skuId.startsWith(product.productNo)).toBe(true);
        expect(skuIds.has(sku.skuId)).toBe(false);
        skuIds.add(sku.skuId);
      }
      const { specs } = product;
      expect(specs.grossWeightG).toBeGreaterThan(specs.netWeightG);
      expect(Math.min(specs.lengthMm, specs.widthMm, specs.heightMm)).toBeGreaterThan(0);
      expect(specs.shelfLife === null).toBe(specs.shelfLifeUnit === null);
      expect(product.art.colour).toMatch(/^#[0-9a-f]{6}$/);
      expect(product.imageCount).toBeGreaterThanOrEqual(2);
      expect(categoryById.get(product.categoryId)?.parentId).toBe(product.topCategoryId);
    }
    for (const listing of catalogue.listings) {
      expect(listing.skus.map((s) => s.skuId)).toEqual(
        productByNo.get(listing.productNo)!.skus.map((s) => s.skuId),
      );
    }
  });

  it('seeds ten hot and ten recommended keywords per country and language, some counted in thousands', () => {
    for (const country of countryCodes)
      for (const language of languageCodes)
        for (const type of [1, 2] as const) {
          const list = catalogue.searchKeywords
            .filter((k) => k.countryCode === country && k.language === language && k.searchType === type)
            .sort((a, b) => a.sort - b.sort);
          expect(list.map((k) => k.keyword).sort()).toEqual([...keywordLists[language][type]].sort());
          const counts = list.map((k) => k.searchCount);
          expect(counts).toEqual([...counts].sort((a, b) => b - a));
          if (type === 1) expect(counts[0]).toBeGreaterThanOrEqual(1000);
        }
    const counts = catalogue.searchKeywords.map((k) => k.searchCount);
    expect(counts.some((n) => n >= 1000) && counts.some((n) => n < 1000)).toBe(true);
  });

  it('finds products on shelf for every seeded keyword, in every country', () => {
    for (const country of countryCodes) {
      const index = createSearchIndex(
        onShelf(country).map((l) => ({
          key: l.productNo,
          texts: productSearchTexts(productByNo.get(l.productNo)!, categoryById),
          sales: l.salesCount,
        })),
      );
      for (const language of languageCodes)
        for (const type of [1, 2] as const)
          for (const keyword of keywordLists[language][type]) {
            expect(index.search(keyword).length, `${country} ${language} "${keyword}"`).toBeGreaterThan(0);
          }
    }
  });

  it('decorates each home page with banners and sections of buyable products of that country', () => {
    for (const country of countryCodes) {
      const banners = catalogue.banners.filter((b) => b.countryCode === country);
      expect(banners.length).toBeGreaterThanOrEqual(3);
      for (const banner of banners) {
        expect(banner.imageUrl).toBe(`/api/static/banners/${banner.id}.svg`);
        if (banner.link.type === 'category') expect(categoryById.has(banner.link.value)).toBe(true);
      }
      const sections = catalogue.sections.filter((s) => s.countryCode === country);
      expect(sections.map((s) => s.kind)).toEqual([
        'flash_deals',
        'new_arrivals',
        'daily_needs',
        'best_sellers',
      ]);
      for (const section of sections) {
        expect(section.productNos.length, section.id).toBeGreaterThanOrEqual(6);
        for (const productNo of section.productNos) {
          const listing = listingsOf(country).find((l) => l.productNo === productNo);
          expect(listing && is.buyable(listing), `${section.id} ${productNo}`).toBe(true);
        }
      }
      const flash = sections.find((s) => s.kind === 'flash_deals')!;
      for (const productNo of flash.productNos) {
        expect(listingsOf(country).find((l) => l.productNo === productNo)!.discount).toBeGreaterThanOrEqual(
          15,
        );
      }
    }
  });

  it('draws category icons and banners as SVG that renders', async () => {
    for (const category of catalogue.categories) {
      const svg = categoryIconSvg(category);
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 96 96"/);
      expect(svg).not.toMatch(/<text/);
    }
    const icon = await sharp(Buffer.from(categoryIconSvg(catalogue.categories[0]!))).metadata();
    expect([icon.format, icon.width, icon.height]).toEqual(['svg', 96, 96]);
    const banner = await sharp(Buffer.from(bannerSvg(catalogue.banners[0]!))).metadata();
    expect([banner.width, banner.height]).toEqual([1200, 480]);
  });

  it('keeps the tree in categories.ts and the built list in step', () => {
    expect(catalogue.categories.filter((c) => c.parentId === null).map((c) => c.id)).toEqual(
      categoryTree.map((t) => t.id),
    );
  });
});
