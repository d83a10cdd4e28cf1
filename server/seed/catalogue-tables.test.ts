import { and, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import {
  categories,
  homeSectionProducts,
  productListings,
  products,
  searchKeywords,
  skuOffers,
  skus,
} from '../db/schema';
import { loadCatalogueSnapshot } from '../areas/catalogue/catalogue-snapshot';
import { searchTextOf } from '../areas/catalogue/search-text';
import { openTestDatabase } from '../test-support/test-server';
import { buildCatalogue, productSearchTexts } from './catalogue';
import { FLASH_DEAL_LIMIT_PER_MEMBER } from './catalogue-tables';
import { seedCountries } from './countries';
import { seedIfEmpty } from './index';

const catalogue = buildCatalogue();
let database: Database;
let seedMs = 0;
beforeAll(async () => {
  database = await openTestDatabase();
  // A database from before the catalogue: countries only. The next start adds the catalogue.
  await seedCountries(database.db);
  const start = performance.now();
  expect(await seedIfEmpty(database.db)).toBe(true);
  seedMs = performance.now() - start;
});
afterAll(async () => {
  await database.close();
});

const count = async (table: PgTable) => {
  const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row?.n ?? 0;
};

describe('seeding the catalogue', () => {
  it('writes every category, product, SKU, listing, offer, keyword and section product', async () => {
    // A figure to read, never a verdict: a test's clock measures the machine (about 0.3 s here).
    console.log(`catalogue seed: ${seedMs.toFixed(0)} ms`);
    expect(await count(categories)).toBe(catalogue.categories.length);
    expect(await count(products)).toBe(catalogue.products.length);
    expect(await count(skus)).toBe(catalogue.products.reduce((n, p) => n + p.skus.length, 0));
    expect(await count(productListings)).toBe(catalogue.listings.length);
    expect(await count(skuOffers)).toBe(catalogue.listings.reduce((n, l) => n + l.skus.length, 0));
    expect(await count(searchKeywords)).toBe(catalogue.searchKeywords.length);
    expect(await count(homeSectionProducts)).toBe(
      catalogue.sections.reduce((n, s) => n + s.productNos.length, 0),
    );
  });

  it('stores what the seed built: texts, prices in minor units, search text, the flash-deal limit', async () => {
    const product = catalogue.products[0]!;
    const [row] = await database.db.select().from(products).where(eq(products.productNo, product.productNo));
    expect(row!.name).toEqual(product.name);
    expect(row!.specs).toEqual(product.specs);
    const categoryMap = new Map(catalogue.categories.map((c) => [c.id, c]));
    expect(row!.searchText).toBe(searchTextOf(productSearchTexts(product, categoryMap)));
    expect(row!.searchTokens.length).toBeGreaterThan(5);

    const listing = catalogue.listings.find(
      (l) => l.countryCode === 'SG' && l.skus.some((s) => s.scribingPrice),
    )!;
    const offer = listing.skus.find((s) => s.scribingPrice)!;
    const [stored] = await database.db
      .select()
      .from(skuOffers)
      .where(and(eq(skuOffers.skuId, offer.skuId), eq(skuOffers.countryCode, 'SG')));
    expect(stored).toMatchObject({
      price: offer.price,
      scribingPrice: offer.scribingPrice,
      stock: offer.stock,
    });

    const flash = catalogue.sections.find((s) => s.countryCode === 'ID' && s.kind === 'flash_deals')!;
    const limits = await database.db
      .select({ productNo: productListings.productNo, limit: productListings.limitPerMember })
      .from(productListings)
      .where(eq(productListings.countryCode, 'ID'));
    const limited = limits.filter((l) => l.limit !== null);
    expect(new Set(limited.map((l) => l.productNo))).toEqual(new Set(flash.productNos));
    expect(limited.every((l) => l.limit === FLASH_DEAL_LIMIT_PER_MEMBER)).toBe(true);
  });

  it('leaves a seeded database alone', async () => {
    expect(await seedIfEmpty(database.db)).toBe(false);
    expect(await count(products)).toBe(catalogue.products.length);
  });

  it('loads back into the in-memory catalogue every country reads', async () => {
    const snapshot = await loadCatalogueSnapshot(database.db);
    expect(snapshot.tops).toHaveLength(catalogue.categories.filter((c) => c.parentId === null).length);
    for (const country of ['ID', 'SG', 'MY'] as const) {
      const listings = catalogue.listings.filter((l) => l.countryCode === country);
      expect(snapshot.countries[country].listings.size).toBe(listings.length);
      expect(snapshot.countries[country].index.size).toBe(
        listings.filter((l) => l.status === 'on_shelf').length,
      );
    }
  });
});
