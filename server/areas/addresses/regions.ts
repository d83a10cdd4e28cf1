import { getDistricts, getProvinces, getRegencies } from 'idn-area-data';
import { allPostcodes } from 'malaysia-postcodes';
import {
  addressRegionLevels,
  isPostalCodeIn,
  postalCodeRegionLevel,
  type PostalRanges,
  type RegionLevel,
} from '../../../contract/address-constants';
import type { Region, RegionPage } from '../../../contract/addresses';
import type { CountryCode } from '../../../contract/countries';
import { indonesianPostcodes } from './indonesia-postcodes';
import { postalRangesByRegion } from './postal-ranges';

/**
 * The regions an address is chosen from (ADR 015), read once per server process from two npm
 * packages and kept in memory (a few thousand rows): never sent whole to the browser, which asks
 * member/address/regions for one parent's children a page at a time.
 *
 * - Indonesia: `idn-area-data` (the official Kemendagri codes: province "31", regency/city "31.71",
 *   district "31.71.01"; data under ODbL, package MIT). Villages are not used. Each district's
 *   postal codes from `geografis` (indonesia-postcodes.ts).
 * - Malaysia: `malaysia-postcodes` (ISC): states → cities with their 5-digit postcodes. The package
 *   has no codes, so Decision: a state's code is its name as a slug ("wp-kuala-lumpur"), a city's the
 *   state's code, a dot and its own slug ("wp-kuala-lumpur.kuala-lumpur").
 * - The postal code is checked at postalCodeRegionLevel (ID district, MY state) against that
 *   region's postal ranges (postal-ranges.ts); a region the data has no codes for is not checked.
 * - Singapore: no regions; the 6-digit postal code names the building.
 */

export interface RegionNode {
  readonly code: string;
  readonly name: string;
  readonly level: RegionLevel;
  /** The code of the region this one sits in; null at the top. */
  readonly parent: string | null;
  /** At postalCodeRegionLevel: the region's postal codes, when the data knows them. */
  readonly postalRanges?: PostalRanges;
}

export interface RegionBook {
  readonly byCode: ReadonlyMap<string, RegionNode>;
  /** The children of each parent ('' for the top level), sorted by name. */
  readonly children: ReadonlyMap<string, readonly RegionNode[]>;
}

function bookOf(nodes: readonly RegionNode[]): RegionBook {
  const byCode = new Map<string, RegionNode>();
  const children = new Map<string, RegionNode[]>();
  for (const node of nodes) {
    byCode.set(node.code, node);
    const key = node.parent ?? '';
    const siblings = children.get(key) ?? [];
    siblings.push(node);
    children.set(key, siblings);
  }
  for (const siblings of children.values()) siblings.sort((a, b) => a.name.localeCompare(b.name, 'id'));
  return { byCode, children };
}

async function loadIndonesia(): Promise<RegionBook> {
  const [provinces, regencies, districts] = await Promise.all([
    getProvinces(),
    getRegencies(),
    getDistricts(),
  ]);
  const regencyName = new Map(regencies.map((r) => [r.code, r.name]));
  const postcodes = await indonesianPostcodes(
    districts.map((d) => ({ code: d.code, regency: regencyName.get(d.regency_code) ?? '', name: d.name })),
  );
  const ranges = postalRangesByRegion(postcodes);
  return bookOf([
    ...provinces.map((p) => ({ code: p.code, name: p.name, level: 'state' as const, parent: null })),
    ...regencies.map((r) => ({
      code: r.code,
      name: r.name,
      level: 'city' as const,
      parent: r.province_code,
    })),
    ...districts.map((d) => ({
      code: d.code,
      name: d.name,
      level: 'area' as const,
      parent: d.regency_code,
      ...withRanges(ranges.get(d.code)),
    })),
  ]);
}

const withRanges = (postalRanges: PostalRanges | undefined) => (postalRanges ? { postalRanges } : {});

const slug = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function loadMalaysia(): RegionBook {
  const stateCodes = new Map<string, string[]>();
  for (const state of allPostcodes)
    stateCodes.set(
      slug(state.name),
      state.city.flatMap((city) => city.postcode),
    );
  const ranges = postalRangesByRegion(stateCodes);
  const nodes: RegionNode[] = [];
  for (const state of allPostcodes) {
    const stateCode = slug(state.name);
    nodes.push({
      code: stateCode,
      name: state.name,
      level: 'state',
      parent: null,
      ...withRanges(ranges.get(stateCode)),
    });
    for (const city of state.city)
      nodes.push({
        code: `${stateCode}.${slug(city.name)}`,
        name: city.name,
        level: 'city',
        parent: stateCode,
      });
  }
  return bookOf(nodes);
}

const emptyBook: RegionBook = { byCode: new Map(), children: new Map() };

let loading: Promise<Record<CountryCode, RegionBook>> | undefined;

/** Every country's regions, loaded on the first call (server/serve.ts calls it at start). */
export function loadRegions(): Promise<Record<CountryCode, RegionBook>> {
  loading ??= loadIndonesia().then((ID) => ({ ID, MY: loadMalaysia(), SG: emptyBook }));
  return loading;
}

export async function regionBookOf(country: CountryCode): Promise<RegionBook> {
  return (await loadRegions())[country];
}

const levelBelow = (country: CountryCode, parent: RegionNode | undefined): RegionLevel | null => {
  const levels = addressRegionLevels[country];
  if (!parent) return levels[0] ?? null;
  return levels[levels.indexOf(parent.level) + 1] ?? null;
};

/** Lower-cased, accents and punctuation folded: "Kota Adm. Jakarta" finds "kota adm jakarta". */
const folded = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * GET member/address/regions: a page of the children of `parent` (the top level when empty)
 * whose name contains every word of `keyword`. An unknown parent answers an empty page.
 */
export async function regionPage(
  country: CountryCode,
  query: { parent?: string | undefined; keyword?: string | undefined; page_num: number; page_size: number },
): Promise<RegionPage> {
  const book = await regionBookOf(country);
  const parentCode = query.parent ?? '';
  const parent = parentCode === '' ? undefined : book.byCode.get(parentCode);
  if (parentCode !== '' && !parent) return { total: 0, list: [], level: null };
  const words = folded(query.keyword ?? '')
    .split(' ')
    .filter(Boolean);
  const matching = (book.children.get(parentCode) ?? []).filter((node) => {
    const name = folded(node.name);
    return words.every((word) => name.includes(word));
  });
  const start = (query.page_num - 1) * query.page_size;
  const list: Region[] = matching.slice(start, start + query.page_size).map((node) => ({
    code: node.code,
    name: node.name,
    ...(node.postalRanges
      ? { postal_ranges: node.postalRanges.map(([from, to]) => [from, to] as [string, string]) }
      : {}),
  }));
  return { total: matching.length, list, level: levelBelow(country, parent) };
}

/** The region names of an address whose codes check out, or the first field that does not. */
export type RegionCheck =
  | { ok: true; state: string; city: string; area: string }
  | { ok: false; field: 'state_code' | 'city_code' | 'area_code' }
  /** The postal code is not among the postal codes of `region` (postalCodeRegionLevel). */
  | { ok: false; field: 'postal_code'; region: string };

/**
 * That the chosen codes exist and nest: the district inside its city inside its province (ID),
 * the city inside its state (MY), none at all (SG); then that the postal code is among the
 * postal codes of the country's postalCodeRegionLevel (ID the district, MY the state).
 */
export async function checkRegions(
  country: CountryCode,
  codes: {
    state_code: string | null;
    city_code: string | null;
    area_code: string | null;
    postal_code: string;
  },
): Promise<RegionCheck> {
  const book = await regionBookOf(country);
  const levels = addressRegionLevels[country];
  const names = { state: '', city: '', area: '' };
  let parent: string | null = null;
  let postalRegion: RegionNode | undefined;
  for (const level of ['state', 'city', 'area'] as const) {
    const field = `${level}_code` as const;
    const code = codes[field];
    if (!levels.includes(level)) {
      if (code !== null) return { ok: false, field };
      continue;
    }
    const node = code === null ? undefined : book.byCode.get(code);
    if (!node || node.level !== level || node.parent !== parent) return { ok: false, field };
    names[level] = node.name;
    parent = node.code;
    if (level === postalCodeRegionLevel[country]) postalRegion = node;
  }
  if (postalRegion?.postalRanges && !isPostalCodeIn(codes.postal_code, postalRegion.postalRanges))
    return { ok: false, field: 'postal_code', region: postalRegion.name };
  // Decision: a Singapore address names the city-state as its city, so every display form reads
  // "Singapore, Singapore, 10 Bayfront Ave" as SPEC.md §3 joins it.
  if (country === 'SG') names.city = 'Singapore';
  return { ok: true, ...names };
}
