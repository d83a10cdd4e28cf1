import { languageCodes, type LanguageCode } from '../../../contract/device';
import type { Localized } from './types';

/** A text in English, Indonesian and Simplified Chinese. */
export function L(en: string, id: string, zh: string): Localized {
  return { en, id, 'zh-CN': zh };
}

/** The same text in every language (brand names written in Latin letters everywhere). */
export function same(text: string): Localized {
  return L(text, text, text);
}

export function mapLocalized(fn: (language: LanguageCode) => string): Localized {
  return Object.fromEntries(
    languageCodes.map((language) => [language, fn(language)]),
  ) as unknown as Localized;
}

/** Units of a pack's contents. */
export const sizeUnits = {
  g: L('g', 'g', '克'),
  kg: L('kg', 'kg', '千克'),
  ml: L('ml', 'ml', '毫升'),
  l: L('L', 'L', '升'),
  pcs: L('pcs', 'pcs', '个'),
  sheets: L('sheets', 'lembar', '抽'),
  rolls: L('rolls', 'rol', '卷'),
  tablets: L('tablets', 'tablet', '片'),
  capsules: L('capsules', 'kapsul', '粒'),
  bags: L('bags', 'kantong', '包'),
  mah: L('mAh', 'mAh', '毫安时'),
  cm: L('cm', 'cm', '厘米'),
} as const;
export type SizeUnit = keyof typeof sizeUnits;

/** What a multipack holds several of ("10 × 25 g" / "25克×10包"). */
export const countUnits = {
  pack: '包',
  bottle: '瓶',
  can: '罐',
  sachet: '袋',
  piece: '个',
} as const;
export type CountUnit = keyof typeof countUnits;

/** What one unit of a product holds: 85 g; 10 × 25 g; 34 pcs (片 in Chinese). */
export interface SizeSpec {
  readonly amount: number;
  readonly unit: SizeUnit;
  /** Several of `amount` in one pack. */
  readonly count?: number;
  readonly countUnit?: CountUnit;
  /** The Chinese measure word when the unit's default does not fit (片 for diapers, 枚 for eggs). */
  readonly zh?: string;
}

function formatNumber(value: number, language: LanguageCode): string {
  const text = String(value);
  // Indonesian writes a decimal comma: 1,5 L.
  return language === 'id' ? text.replace('.', ',') : text;
}

/** "85 g", "10 × 25 g" (en), "10 x 25 g" (id), "25克×10包" (zh-CN). */
export function formatSize(size: SizeSpec, language: LanguageCode): string {
  const amount = formatNumber(size.amount, language);
  if (language === 'zh-CN') {
    const unit = size.zh ?? sizeUnits[size.unit]['zh-CN'];
    const base = `${amount}${unit}`;
    return size.count ? `${base}×${size.count}${countUnits[size.countUnit ?? 'pack']}` : base;
  }
  const base = `${amount} ${sizeUnits[size.unit][language]}`;
  if (!size.count) return base;
  return language === 'id' ? `${size.count} x ${base}` : `${size.count} × ${base}`;
}

/** The size in base units (grams, millilitres or the unit itself), for price and weight scaling. */
export function sizeQuantity(size: SizeSpec): number {
  const factor = size.unit === 'kg' || size.unit === 'l' ? 1000 : 1;
  return size.amount * factor * (size.count ?? 1);
}

/** Grams in a size when it is a weight or a volume (1 ml ≈ 1 g); null for counts. */
export function sizeGrams(size: SizeSpec): number | null {
  if (size.unit === 'g' || size.unit === 'kg' || size.unit === 'ml' || size.unit === 'l')
    return sizeQuantity(size);
  return null;
}

/** Fills `{brand} {item} {variant} {size}` and tidies the spaces that empty parts leave. */
export function fillPattern(pattern: string, parts: Readonly<Record<string, string>>): string {
  return pattern
    .replace(/\{(\w+)\}/g, (_, key: string) => parts[key] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}
