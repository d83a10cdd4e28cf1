import { languageCodes, type LanguageCode } from '../../../contract/device';
import type { ProductTexts } from './search-text';

type Texts = Readonly<Record<LanguageCode, string>>;

/** The fields of a product search reads, whichever shape holds them (seed data or a database row). */
export interface SearchableProduct {
  readonly name: Texts;
  readonly brand: Texts;
  readonly description: Texts;
  readonly categoryId: number;
  readonly topCategoryId: number;
}

const all = (text: Texts) => languageCodes.map((language) => text[language]);

/**
 * What search reads of a product: its name, brand, categories (child and top) and description,
 * each in all three languages, so "kopi" finds coffee whatever language the shopper reads.
 */
export function productTextsOf(
  product: SearchableProduct,
  categoryName: (id: number) => Texts | undefined,
): ProductTexts {
  const leaf = categoryName(product.categoryId);
  const top = categoryName(product.topCategoryId);
  return {
    name: all(product.name),
    brand: all(product.brand),
    category: [...(leaf ? all(leaf) : []), ...(top ? all(top) : [])],
    description: all(product.description),
  };
}
