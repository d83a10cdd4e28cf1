import { productTextsOf, type ProductTexts } from '../../areas/catalogue';
import type { SeedCategory, SeedProduct } from './types';

/**
 * What search reads of a product (server/areas/catalogue/product-texts.ts): the seed writes its search_text
 * and tokens from it, and the in-memory index reads the same fields back from the database.
 */
export function productSearchTexts(
  product: SeedProduct,
  categories: ReadonlyMap<number, SeedCategory>,
): ProductTexts {
  return productTextsOf(product, (id) => categories.get(id)?.name);
}
