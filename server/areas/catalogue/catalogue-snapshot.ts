import { asc } from 'drizzle-orm';
import {
  countryCodes,
  countryDefaults,
  type CountryCode,
  type CurrencyCode,
} from '../../../contract/countries';
import type { DecorationLink } from '../../../contract/catalogue';
import type { ProductStatus } from '../../../contract/catalogue-constants';
import type { Db } from '../../db/client';
import {
  banners,
  categories,
  homeSectionProducts,
  homeSections,
  productListings,
  products,
  skuOffers,
  skus,
  type LocalizedText,
  type StoredArt,
} from '../../db/schema';
import { cardOffer, type Offer } from './pricing';
import { productTextsOf } from './product-texts';
import { createSearchIndex, normalizeText, type SearchIndex } from './search-text';
import { artVersion, bannerArt, categoryIcon } from './static-assets';
import { logger } from '../../lib/logger';

/**
 * The catalogue as browsing reads it: every category, product and listing of every country in
 * memory, with one search index per country.
 *
 * Decision: lists, search, suggestions, recommendations and the home page read this snapshot, not
 * the database: ≈ 360 products × 3 countries fit in a few megabytes and a page costs no query.
 * What must be exact (the detail page's stock, the SKU picker, every cart call) reads the database.
 * The snapshot is rebuilt after this process changes stock or listings (`invalidate()`), and at
 * most `maxAgeMs` after another process did (a stale snapshot is served while the next one loads).
 */

export interface CategoryEntry {
  readonly id: number;
  readonly parentId: number | null;
  readonly name: LocalizedText;
  readonly sort: number;
  readonly glyph: string;
  readonly colour: string;
  readonly iconVersion: string;
  /** Child ids in menu order (empty for a child). */
  readonly children: readonly number[];
}

export interface ProductEntry {
  readonly productNo: string;
  readonly categoryId: number;
  readonly topCategoryId: number;
  readonly name: LocalizedText;
  readonly brand: LocalizedText;
  readonly art: StoredArt;
  readonly artVersion: string;
  readonly imageCount: number;
  readonly skuCount: number;
}

export interface ListingEntry {
  readonly product: ProductEntry;
  readonly status: ProductStatus;
  readonly isFeatured: boolean;
  readonly isCouponGoods: boolean;
  readonly salesCount: number;
  readonly listedAt: number;
  /** In the product's SKU order. */
  readonly offers: readonly Offer[];
  /** The SKU the card shows (pricing.ts cardOffer). */
  readonly card: Offer;
  readonly soldOut: boolean;
}

export interface BannerEntry {
  readonly id: string;
  readonly title: LocalizedText;
  readonly subtitle: LocalizedText;
  readonly link: DecorationLink;
  readonly glyph: string;
  readonly colour: string;
  readonly imageVersion: string;
}

export interface SectionEntry {
  readonly id: string;
  readonly kind: string;
  readonly title: LocalizedText;
  readonly subtitle: LocalizedText;
  readonly link: DecorationLink | null;
  readonly productNos: readonly string[];
}

export interface CountryCatalogue {
  readonly country: CountryCode;
  readonly currency: CurrencyCode;
  readonly timeZone: string;
  /** Every listing here, removed ones included (the detail page and cards of sections check status). */
  readonly listings: ReadonlyMap<string, ListingEntry>;
  /** On-shelf listings, sold-out ones included, by product number. */
  readonly onShelf: readonly ListingEntry[];
  /** Over the on-shelf listings; keys are product numbers. */
  readonly index: SearchIndex<string>;
  /** Recent queries' matches (searchMatches): this snapshot never changes, so neither do they. */
  readonly matches: Map<string, readonly string[]>;
  readonly banners: readonly BannerEntry[];
  readonly sections: readonly SectionEntry[];
}

export interface CatalogueSnapshot {
  readonly categories: ReadonlyMap<number, CategoryEntry>;
  /** Top categories in menu order. */
  readonly tops: readonly CategoryEntry[];
  readonly products: ReadonlyMap<string, ProductEntry>;
  readonly countries: Readonly<Record<CountryCode, CountryCatalogue>>;
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/** Reads the whole catalogue (eight queries) and builds the snapshot and its search indexes. */
export async function loadCatalogueSnapshot(db: Db): Promise<CatalogueSnapshot> {
  const [
    categoryRows,
    productRows,
    skuRows,
    listingRows,
    offerRows,
    bannerRows,
    sectionRows,
    sectionProductRows,
  ] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id)),
    db
      .select({
        productNo: products.productNo,
        categoryId: products.categoryId,
        topCategoryId: products.topCategoryId,
        name: products.name,
        brand: products.brand,
        description: products.description,
        art: products.art,
        imageCount: products.imageCount,
      })
      .from(products)
      .orderBy(asc(products.productNo)),
    db
      .select({ skuId: skus.skuId, productNo: skus.productNo })
      .from(skus)
      .orderBy(asc(skus.productNo), asc(skus.sort), asc(skus.skuId)),
    db.select().from(productListings).orderBy(asc(productListings.productNo)),
    db.select().from(skuOffers),
    db.select().from(banners).orderBy(asc(banners.sort), asc(banners.id)),
    db.select().from(homeSections).orderBy(asc(homeSections.sort), asc(homeSections.id)),
    db.select().from(homeSectionProducts).orderBy(asc(homeSectionProducts.sort)),
  ]);

  const childrenOf = groupBy(
    categoryRows.filter((row) => row.parentId !== null),
    (row) => row.parentId as number,
  );
  const categoryMap = new Map<number, CategoryEntry>(
    categoryRows.map((row) => [
      row.id,
      {
        id: row.id,
        parentId: row.parentId,
        name: row.name,
        sort: row.sort,
        glyph: row.glyph,
        colour: row.colour,
        iconVersion: categoryIcon(row).version,
        children: (childrenOf.get(row.id) ?? []).map((child) => child.id),
      },
    ]),
  );
  const tops = [...categoryMap.values()].filter((category) => category.parentId === null);

  const skusOf = groupBy(skuRows, (row) => row.productNo);
  const productMap = new Map<string, ProductEntry>(
    productRows.map((row) => [
      row.productNo,
      {
        productNo: row.productNo,
        categoryId: row.categoryId,
        topCategoryId: row.topCategoryId,
        name: row.name,
        brand: row.brand,
        art: row.art,
        artVersion: artVersion(row.art),
        imageCount: row.imageCount,
        skuCount: skusOf.get(row.productNo)?.length ?? 0,
      },
    ]),
  );
  const descriptions = new Map(productRows.map((row) => [row.productNo, row]));
  const offersByListing = groupBy(offerRows, (row) => `${row.countryCode}:${row.productNo}`);
  const skuOrder = new Map(skuRows.map((row, i) => [row.skuId, i]));

  const countries = {} as Record<CountryCode, CountryCatalogue>;
  for (const country of countryCodes) {
    const listings = new Map<string, ListingEntry>();
    for (const row of listingRows) {
      if (row.countryCode !== country) continue;
      const product = productMap.get(row.productNo);
      const offers: Offer[] = (offersByListing.get(`${country}:${row.productNo}`) ?? [])
        .sort((a, b) => (skuOrder.get(a.skuId) ?? 0) - (skuOrder.get(b.skuId) ?? 0))
        .map((offer) => ({
          skuId: offer.skuId,
          price: offer.price,
          scribingPrice: offer.scribingPrice,
          stock: offer.stock,
        }));
      const card = cardOffer(offers);
      // A listing without offers cannot be shown or bought; it is left out as if not listed.
      if (!product || !card) continue;
      listings.set(row.productNo, {
        product,
        status: row.status,
        isFeatured: row.isFeatured,
        isCouponGoods: row.isCouponGoods,
        salesCount: row.salesCount,
        listedAt: row.listedAt.getTime(),
        offers,
        card,
        soldOut: offers.every((offer) => offer.stock === 0),
      });
    }
    const onShelf = [...listings.values()].filter((listing) => listing.status === 'on_shelf');
    const categoryName = (id: number) => categoryMap.get(id)?.name;
    const index = createSearchIndex(
      onShelf.map((listing) => ({
        key: listing.product.productNo,
        texts: productTextsOf(
          { ...listing.product, description: descriptions.get(listing.product.productNo)!.description },
          categoryName,
        ),
        sales: listing.salesCount,
      })),
    );
    const sectionProducts = groupBy(sectionProductRows, (row) => row.sectionId);
    countries[country] = {
      country,
      currency: countryDefaults[country].currency_code,
      timeZone: countryDefaults[country].timezone,
      listings,
      onShelf,
      index,
      matches: new Map(),
      banners: bannerRows
        .filter((row) => row.countryCode === country)
        .map((row) => ({
          id: row.id,
          title: row.title,
          subtitle: row.subtitle,
          link: row.link,
          glyph: row.glyph,
          colour: row.colour,
          imageVersion: bannerArt(row).version,
        })),
      sections: sectionRows
        .filter((row) => row.countryCode === country)
        .map((row) => ({
          id: row.id,
          kind: row.kind,
          title: row.title,
          subtitle: row.subtitle,
          link: row.link,
          productNos: (sectionProducts.get(row.id) ?? []).map((item) => item.productNo),
        })),
    };
  }
  return { categories: categoryMap, tops, products: productMap, countries };
}

/** How many queries' matches a country keeps; searches follow a long tail with a fat head. */
const MATCH_CACHE_SIZE = 1_000;

/**
 * The product numbers matching `keyword`, most relevant first (then best-selling). Remembered per
 * snapshot: hot keywords make up most searches, and scoring every product costs ~1 ms of the one
 * thread while a remembered answer costs nothing. A new snapshot starts with an empty memory.
 */
export function searchMatches(country: CountryCatalogue, keyword: string): readonly string[] {
  const key = normalizeText(keyword).replace(/\s+/g, ' ').trim();
  const known = country.matches.get(key);
  if (known) return known;
  const found = country.index.search(keyword).map((hit) => hit.key);
  if (country.matches.size >= MATCH_CACHE_SIZE) {
    const oldest = country.matches.keys().next().value;
    if (oldest !== undefined) country.matches.delete(oldest);
  }
  country.matches.set(key, found);
  return found;
}

/** The snapshot holder every browsing route reads through (`c.var.deps.catalogue`). */
export class CatalogueStore {
  private snapshot: { value: CatalogueSnapshot; generation: number; loadedAt: number } | undefined;
  private loading: { promise: Promise<CatalogueSnapshot>; generation: number } | undefined;
  private generation = 0;

  constructor(
    private readonly db: Db,
    /** Decision: a minute: another server's stock or listing change shows here within it. */
    private readonly maxAgeMs = 60_000,
  ) {}

  /** The current snapshot; the first call (and the first after invalidate) waits for the load. */
  async current(): Promise<CatalogueSnapshot> {
    const held = this.snapshot;
    if (held && held.generation === this.generation) {
      if (performance.now() - held.loadedAt > this.maxAgeMs && !this.loading) {
        this.load().catch((error) => logger.error({ err: error }, 'Reloading the catalogue failed'));
      }
      return held.value;
    }
    return this.load();
  }

  /** The catalogue changed here (stock, prices, listings): the next read loads it again. */
  invalidate(): void {
    this.generation++;
  }

  /**
   * Changes whenever what browsing reads may have: a change made here, or a snapshot loaded again
   * (another process's change). What is kept from it (a drawn first view) is dropped on a change.
   */
  get version(): string {
    return `${this.generation}.${this.snapshot?.loadedAt ?? 0}`;
  }

  private load(): Promise<CatalogueSnapshot> {
    if (this.loading && this.loading.generation === this.generation) return this.loading.promise;
    const generation = this.generation;
    const promise = loadCatalogueSnapshot(this.db).then((value) => {
      // A load that began before a later invalidate() must not replace a newer snapshot.
      if (!this.snapshot || generation >= this.snapshot.generation)
        this.snapshot = { value, generation, loadedAt: performance.now() };
      return value;
    });
    const loading = { promise, generation };
    this.loading = loading;
    const clear = () => {
      if (this.loading === loading) this.loading = undefined;
    };
    promise.then(clear, clear);
    return promise;
  }
}
