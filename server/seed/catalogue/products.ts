import { countryCodes } from '../../../contract/countries';
import { languageCodes } from '../../../contract/device';
import { mixColour } from '../../areas/catalogue';
import { rngFor, type Rng } from './prng';
import { defaultPatterns, skuAxes, templates, units, type ItemTemplate } from './templates';
import { fillPattern, formatSize, mapLocalized, sizeGrams, sizeQuantity, type SizeSpec } from './text';
import type { Localized, SeedCategory, SeedProduct, SeedSku } from './types';

/** Products each child category gets from the templates sold everywhere. */
export const PRODUCTS_PER_LEAF = 7;
/** Products each country-only template gives at most. */
export const PRODUCTS_PER_LOCAL_TEMPLATE = 4;
const FIRST_PRODUCT_NO = 10_000_001;

/** One concrete brand × variant × size of a template. */
interface Combo {
  readonly template: ItemTemplate;
  readonly brandIndex: number;
  readonly variantIndex: number | null;
  readonly sizeIndex: number | null;
}

function combosOf(template: ItemTemplate): Combo[] {
  const variants = template.variants?.length ? template.variants.map((_, i) => i) : [null];
  const sizes = template.sizes?.length ? template.sizes.map((_, i) => i) : [null];
  const combos: Combo[] = [];
  template.brands.forEach((_, brandIndex) => {
    for (const variantIndex of variants)
      for (const sizeIndex of sizes) combos.push({ template, brandIndex, variantIndex, sizeIndex });
  });
  return combos;
}

/**
 * The template's combos in a random order that shows variety first: each pick prefers a brand,
 * variant and size not seen yet, so seven products are not seven sizes of one thing.
 */
function varietyOrder(template: ItemTemplate, rng: Rng): Combo[] {
  const remaining = rng.shuffle(combosOf(template));
  const seen = {
    brand: new Set<number>(),
    variant: new Set<number | null>(),
    size: new Set<number | null>(),
  };
  const ordered: Combo[] = [];
  while (remaining.length > 0) {
    let best = 0;
    let bestScore = -1;
    remaining.forEach((combo, i) => {
      const score =
        (seen.variant.has(combo.variantIndex) ? 0 : 4) +
        (seen.brand.has(combo.brandIndex) ? 0 : 2) +
        (seen.size.has(combo.sizeIndex) ? 0 : 1);
      if (score > bestScore) {
        best = i;
        bestScore = score;
      }
    });
    const [combo] = remaining.splice(best, 1);
    if (!combo) break;
    ordered.push(combo);
    seen.brand.add(combo.brandIndex);
    seen.variant.add(combo.variantIndex);
    seen.size.add(combo.sizeIndex);
  }
  return ordered;
}

/** Picks `count` combos for a child category, taking turns between its templates. */
function pickForLeaf(leafTemplates: readonly ItemTemplate[], count: number): Combo[] {
  const queues = leafTemplates.map((template) => varietyOrder(template, rngFor(`combos:${template.key}`)));
  const picked: Combo[] = [];
  while (picked.length < count && queues.some((queue) => queue.length > 0)) {
    for (const queue of queues) {
      const combo = queue.shift();
      if (combo && picked.length < count) picked.push(combo);
    }
  }
  return picked;
}

function round(value: number): number {
  return Math.max(1, Math.round(value));
}

/** Builds the product: names in three languages, specs, SKUs and art. */
function productOf(combo: Combo, productNo: string, leaf: SeedCategory, top: SeedCategory): SeedProduct {
  const { template } = combo;
  const rng = rngFor(`product:${productNo}`);
  const brand = template.brands[combo.brandIndex] as Localized;
  const variant = combo.variantIndex === null ? null : (template.variants?.[combo.variantIndex] ?? null);
  const size: SizeSpec | null = combo.sizeIndex === null ? null : (template.sizes?.[combo.sizeIndex] ?? null);
  const firstSize = template.sizes?.[0] ?? null;

  const name = mapLocalized((language) =>
    fillPattern(template.pattern?.[language] ?? defaultPatterns[language], {
      brand: brand[language],
      item: template.item[language],
      variant: variant?.[language] ?? '',
      size: size ? formatSize(size, language) : '',
    }),
  );

  const axis = skuAxes[template.axis];
  const skuCount = axis.length === 1 ? 1 : rng.int(1, Math.min(4, axis.length));
  const skus: SeedSku[] = axis.slice(0, skuCount).map((option, i) => ({
    skuId: `${productNo}${String(i + 1).padStart(2, '0')}`,
    productNo,
    name: option.name,
    sort: i + 1,
  }));

  // Bigger sizes scale the pack; a cube root keeps a 10 kg bag from being ten times taller.
  const ratio = size && firstSize ? sizeQuantity(size) / sizeQuantity(firstSize) : 1;
  const scale = Math.cbrt(ratio);
  const [length, width, height] = template.dims;
  const netWeightG = round((size ? sizeGrams(size) : null) ?? (template.weightG ?? 100) * ratio);
  const specification = size
    ? mapLocalized((language) => formatSize(size, language))
    : (skus[0]?.name ?? name);

  const palette = template.palette ?? [];
  const colour =
    palette.length > 0
      ? (palette[(combo.variantIndex ?? combo.brandIndex) % palette.length] as string)
      : mixColour(top.colour, '#ffffff', 0.15);

  const separator = (language: string) => (language === 'zh-CN' ? '' : ' ');
  const description = mapLocalized(
    (language) =>
      `${name[language]}${language === 'zh-CN' ? '。' : '.'}${separator(language)}${leaf.about[language]}${separator(language)}${top.about[language]}`,
  );

  return {
    productNo,
    categoryId: leaf.id,
    topCategoryId: top.id,
    name,
    description,
    brand,
    specs: {
      unit: units[template.unit],
      specification,
      composition: template.composition,
      lengthMm: round(length * scale),
      widthMm: round(width * scale),
      heightMm: round(height * scale),
      shelfLife: template.shelfLife?.[0] ?? null,
      shelfLifeUnit: template.shelfLife?.[1] ?? null,
      netWeightG,
      grossWeightG: round(netWeightG * 1.08 + 15),
      brand,
    },
    skus,
    art: {
      shape: template.shape,
      glyph: leaf.glyph,
      colour,
      accent: mixColour(colour, rng.chance(0.5) ? '#ffffff' : '#000000', 0.35),
      background: top.colour,
    },
    imageCount: rng.int(2, 4),
    countries: template.countries ?? countryCodes,
  };
}

/** What a product's SKUs cost in rupiah before country pricing: the template price by size and pack. */
function rupiahPrices(combo: Combo, skuCount: number): number[] {
  const { template, sizeIndex } = combo;
  const size = sizeIndex === null ? null : (template.sizes?.[sizeIndex] ?? null);
  const firstSize = template.sizes?.[0] ?? null;
  // Bigger packs cost less per gram (exponent below 1).
  const sizeFactor = size && firstSize ? (sizeQuantity(size) / sizeQuantity(firstSize)) ** 0.85 : 1;
  const axis = skuAxes[template.axis];
  return Array.from({ length: skuCount }, (_, i) => template.price * sizeFactor * (axis[i]?.factor ?? 1));
}

export interface BuiltProducts {
  readonly products: SeedProduct[];
  /** Per product number, its SKUs' list prices in rupiah (pricing.ts turns them into each currency). */
  readonly rupiah: ReadonlyMap<string, readonly number[]>;
}

/** Every product: per child category the shared ones, then each country's own. */
export function buildProducts(categories: readonly SeedCategory[]): BuiltProducts {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const products: SeedProduct[] = [];
  const rupiah = new Map<string, readonly number[]>();

  const add = (combo: Combo) => {
    const leaf = byId.get(combo.template.leaf);
    const top = leaf?.parentId ? byId.get(leaf.parentId) : undefined;
    if (!leaf || !top) throw new Error(`Template ${combo.template.key}: no category ${combo.template.leaf}`);
    const productNo = String(FIRST_PRODUCT_NO + products.length);
    const product = productOf(combo, productNo, leaf, top);
    products.push(product);
    rupiah.set(productNo, rupiahPrices(combo, product.skus.length));
  };

  for (const leaf of categories.filter((category) => category.parentId !== null)) {
    const shared = templates.filter((template) => template.leaf === leaf.id && !template.countries);
    pickForLeaf(shared, PRODUCTS_PER_LEAF).forEach(add);
  }
  for (const template of templates.filter((t) => t.countries)) {
    varietyOrder(template, rngFor(`combos:${template.key}`))
      .slice(0, PRODUCTS_PER_LOCAL_TEMPLATE)
      .forEach(add);
  }
  return { products, rupiah };
}

/** Every language's text is present and non-empty (used by tests and the seed's own check). */
export function isComplete(text: Localized): boolean {
  return languageCodes.every(
    (language) => typeof text[language] === 'string' && text[language].trim() !== '',
  );
}
