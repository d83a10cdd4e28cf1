import { buildCategories } from './categories';
import { buildBanners, buildSections } from './decorations';
import { buildSearchKeywords } from './keywords';
import { buildListings } from './listings';
import { buildProducts } from './products';
import type { Catalogue } from './types';

/**
 * The deterministic demo catalogue for ID, SG and MY in three languages: categories, products
 * with SKUs, each country's listings (prices in minor units, stock, flags), search keywords and
 * the home page's banners and sections. Pure: no database, no clock, no Math.random(); two calls
 * give deep-equal results.
 */
export function buildCatalogue(): Catalogue {
  const categories = buildCategories();
  const { products, rupiah } = buildProducts(categories);
  const { listings, showcase } = buildListings(products, rupiah);
  return {
    categories,
    products,
    listings,
    searchKeywords: buildSearchKeywords(),
    banners: buildBanners(),
    sections: buildSections(products, listings),
    showcase,
  };
}

export { bannerSvg, categoryIconSvg, productImageArt } from '../../areas/catalogue';
export { categoryIconUrl } from './categories';
export { bannerImageUrl } from './decorations';
export { keywordLists } from './keywords';
export * from './types';
export { productSearchTexts } from './search-texts';
