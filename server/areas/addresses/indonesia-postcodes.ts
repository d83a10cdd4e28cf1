import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The postal codes of each Indonesian district (kecamatan), by its idn-area-data code (ADR 015
 * addendum). idn-area-data has no postal codes; `geografis` (MIT) lists every village (desa or
 * kelurahan) with its postal code under the Kemendagri codes of 2019–2020. A village's district
 * is the first eight characters of its code ("31.74.07.1001" → "31.74.07"). Districts re-coded
 * since (the provinces of Papua split in 2022) are found by their regency's and their own name;
 * a district made since (about 60) has none, and its postal code is not checked.
 *
 * Decision: only the villages file is read (30 MB, about 0.2 s, once per process at start); the
 * package's entry point would also parse its 34 MB tree and build a search index we do not use.
 */

interface Village {
  code: string;
  postal: number;
  city: string;
  district: string;
}

export interface DistrictName {
  code: string;
  regency: string;
  name: string;
}

/** A name as both packages spell it, compared without case, spaces or punctuation. */
const folded = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

async function readVillages(): Promise<Village[]> {
  const require = createRequire(import.meta.url);
  const folder = path.dirname(require.resolve('geografis/package.json'));
  return JSON.parse(await readFile(path.join(folder, 'data/json/data.json'), 'utf8')) as Village[];
}

interface Listed {
  regency: string;
  district: string;
  codes: Set<string>;
}

/** Each district's postal codes ("12110"); a district the data does not know is left out. */
export async function indonesianPostcodes(
  districts: readonly DistrictName[],
): Promise<Map<string, string[]>> {
  const byCode = new Map<string, Listed>();
  const byName = new Map<string, Listed>();
  for (const village of await readVillages()) {
    // A few villages carry 0: no code known.
    if (!(village.postal > 0)) continue;
    const districtCode = village.code.slice(0, 8);
    let listed = byCode.get(districtCode);
    if (!listed) {
      listed = {
        regency: folded(village.city),
        district: folded(village.district),
        codes: new Set<string>(),
      };
      byCode.set(districtCode, listed);
      byName.set(`${listed.regency}|${listed.district}`, listed);
    }
    listed.codes.add(String(village.postal).padStart(5, '0'));
  }
  const postcodes = new Map<string, string[]>();
  for (const district of districts) {
    const [regency, name] = [folded(district.regency), folded(district.name)];
    const sameCode = byCode.get(district.code);
    // A code is the same district when one of its names agrees too (a re-used code is not).
    const listed =
      sameCode && (sameCode.regency === regency || sameCode.district === name)
        ? sameCode
        : byName.get(`${regency}|${name}`);
    if (listed) postcodes.set(district.code, [...listed.codes]);
  }
  return postcodes;
}
