import type { Db } from '../db/client';
import {
  banners,
  categories,
  homeSectionProducts,
  homeSections,
  productListings,
  products,
  searchKeywords,
  skuOffers,
  skus,
} from '../db/schema';
import { normalizeKeyword } from '../areas/search';
import { searchTextOf, searchTokensOf } from '../areas/catalogue';
import { buildCatalogue, productSearchTexts, type Catalogue } from './catalogue';

/**
 * Decision: a flash deal (the home page's flash-deals section) is limited to 5 units per member
 * (limit_per_member, error 1105008), as shops do to keep a deal from being bought up by one buyer.
 */
export const FLASH_DEAL_LIMIT_PER_MEMBER = 5;

/** Rows per INSERT: well under PostgreSQL's 65 535 parameters for the widest table. */
const BATCH = 500;

async function insertAll<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/** The time every seeded row says it was last changed: fixed, so two seeds are identical. */
const SEEDED_AT = new Date(Date.UTC(2026, 0, 1));

/**
 * Writes the demo catalogue (server/seed/catalogue) into empty catalogue tables: about 4 400
 * rows in multi-row INSERTs. Runs inside seedIfEmpty's transaction.
 */
export async function seedCatalogue(db: Db, catalogue: Catalogue = buildCatalogue()): Promise<void> {
  const categoryById = new Map(catalogue.categories.map((category) => [category.id, category]));

  // Tops first: a child's parent_id points at a row that must exist.
  const orderedCategories = [...catalogue.categories].sort(
    (a, b) => Number(a.parentId !== null) - Number(b.parentId !== null) || a.id - b.id,
  );
  await insertAll(orderedCategories, (batch) =>
    db.insert(categories).values(
      batch.map((category) => ({
        id: category.id,
        parentId: category.parentId,
        name: category.name,
        about: category.about,
        glyph: category.glyph,
        colour: category.colour,
        sort: category.sort,
      })),
    ),
  );

  await insertAll(catalogue.products, (batch) =>
    db.insert(products).values(
      batch.map((product) => {
        const texts = productSearchTexts(product, categoryById);
        return {
          productNo: product.productNo,
          categoryId: product.categoryId,
          topCategoryId: product.topCategoryId,
          name: product.name,
          description: product.description,
          brand: product.brand,
          specs: product.specs,
          art: product.art,
          imageCount: product.imageCount,
          searchText: searchTextOf(texts),
          searchTokens: searchTokensOf(texts),
        };
      }),
    ),
  );

  await insertAll(
    catalogue.products.flatMap((product) => product.skus),
    (batch) =>
      db.insert(skus).values(
        batch.map((sku) => ({
          skuId: sku.skuId,
          productNo: sku.productNo,
          name: sku.name,
          sort: sku.sort,
        })),
      ),
  );

  const flashDeals = new Set(
    catalogue.sections
      .filter((section) => section.kind === 'flash_deals')
      .flatMap((section) => section.productNos.map((productNo) => `${section.countryCode}:${productNo}`)),
  );
  await insertAll(catalogue.listings, (batch) =>
    db.insert(productListings).values(
      batch.map((listing) => ({
        productNo: listing.productNo,
        countryCode: listing.countryCode,
        status: listing.status,
        isFeatured: listing.isFeatured,
        isCouponGoods: listing.isCouponGoods,
        maxPerOrder: listing.maxPerOrder,
        limitPerMember: flashDeals.has(`${listing.countryCode}:${listing.productNo}`)
          ? FLASH_DEAL_LIMIT_PER_MEMBER
          : null,
        salesCount: listing.salesCount,
        listedAt: new Date(listing.listedAt),
        updatedAt: SEEDED_AT,
      })),
    ),
  );

  await insertAll(
    catalogue.listings.flatMap((listing) =>
      listing.skus.map((offer) => ({
        skuId: offer.skuId,
        countryCode: listing.countryCode,
        productNo: listing.productNo,
        price: offer.price,
        scribingPrice: offer.scribingPrice,
        stock: offer.stock,
        updatedAt: SEEDED_AT,
      })),
    ),
    (batch) => db.insert(skuOffers).values(batch),
  );

  await insertAll(catalogue.searchKeywords, (batch) =>
    db.insert(searchKeywords).values(
      batch.map((keyword) => ({
        countryCode: keyword.countryCode,
        language: keyword.language,
        searchType: keyword.searchType,
        normalized: normalizeKeyword(keyword.keyword),
        keyword: keyword.keyword,
        searchCount: keyword.searchCount,
        sort: keyword.sort,
      })),
    ),
  );

  await db.insert(banners).values(
    catalogue.banners.map((banner) => ({
      id: banner.id,
      countryCode: banner.countryCode,
      title: banner.title,
      subtitle: banner.subtitle,
      link: banner.link,
      glyph: banner.glyph,
      colour: banner.colour,
      sort: banner.sort,
    })),
  );
  await db.insert(homeSections).values(
    catalogue.sections.map((section) => ({
      id: section.id,
      countryCode: section.countryCode,
      kind: section.kind,
      title: section.title,
      subtitle: section.subtitle,
      link: section.link,
      sort: section.sort,
    })),
  );
  await insertAll(
    catalogue.sections.flatMap((section) =>
      section.productNos.map((productNo, i) => ({ sectionId: section.id, productNo, sort: i + 1 })),
    ),
    (batch) => db.insert(homeSectionProducts).values(batch),
  );
}
