import { countryCodes } from '../../../contract/countries';
import { languageCodes, type LanguageCode } from '../../../contract/device';
import { rngFor } from './prng';
import type { SearchType, SeedSearchKeyword } from './types';

/**
 * Hot (search_type 1) and recommended (2) keywords per language, ten each (SPEC.md §9). Every
 * keyword finds products in every country (the catalogue test proves it with the search code).
 * Recommended keywords also feed GET search/recommend, the mobile header's rotating hint.
 */
export const keywordLists: Readonly<Record<LanguageCode, Readonly<Record<SearchType, readonly string[]>>>> = {
  en: {
    1: [
      'instant noodles',
      'coffee',
      'milk',
      'cooking oil',
      'diapers',
      'shampoo',
      'potato chips',
      'power bank',
      'rice',
      'tissue',
    ],
    2: [
      'air fryer',
      'vitamin c',
      'body wash',
      'chocolate',
      'green tea',
      'phone case',
      'face masks',
      'detergent',
      'sneakers',
      'mineral water',
    ],
  },
  id: {
    1: [
      'indomie',
      'kopi',
      'susu',
      'minyak goreng',
      'popok',
      'sabun mandi',
      'beras',
      'tisu',
      'keripik',
      'charger',
    ],
    2: [
      'air fryer',
      'vitamin c',
      'sampo',
      'cokelat',
      'teh hijau',
      'casing hp',
      'masker',
      'deterjen',
      'sepatu',
      'air mineral',
    ],
  },
  'zh-CN': {
    1: ['方便面', '咖啡', '牛奶', '食用油', '纸尿裤', '洗发水', '薯片', '充电宝', '大米', '纸巾'],
    2: ['空气炸锅', '维生素C', '沐浴露', '巧克力', '绿茶', '手机壳', '口罩', '洗衣液', '帆布鞋', '矿泉水'],
  },
};

// Counts fall with rank; hot ones run into the tens of thousands ("52.3K"), recommended ones
// straddle 1000 so both "980" and "1.2K" show.
const baseCounts: Readonly<Record<SearchType, readonly number[]>> = {
  1: [52_000, 31_000, 18_500, 12_000, 8_600, 5_400, 3_100, 1_800, 1_200, 940],
  2: [4_200, 2_600, 1_500, 1_050, 760, 540, 320, 210, 150, 90],
};

export function buildSearchKeywords(): SeedSearchKeyword[] {
  const keywords: SeedSearchKeyword[] = [];
  for (const countryCode of countryCodes)
    for (const language of languageCodes)
      for (const searchType of [1, 2] as const) {
        const rng = rngFor(`keywords:${countryCode}:${language}:${searchType}`);
        const list = rng.shuffle(keywordLists[language][searchType]);
        list.forEach((keyword, i) => {
          const base = baseCounts[searchType][i] ?? 50;
          keywords.push({
            countryCode,
            language,
            searchType,
            keyword,
            // ±10%, and never above the one ranked before it.
            searchCount: Math.floor(base * (0.9 + rng.next() * 0.08)),
            sort: i + 1,
          });
        });
      }
  return keywords;
}
