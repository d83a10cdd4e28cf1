import type { PostalRanges } from '../../../contract/address-constants';

/**
 * Each region's postal codes as ranges (contract's PostalRanges), from the codes the data lists
 * for it. A region's codes, sorted, join into one range wherever no other region holds a code
 * between them: a code the data never listed but that sits among one region's codes (a new post
 * office, a village the data missed) is that region's, and one between two regions' codes is
 * neither's. Codes compare as strings: every code of a country has the same length.
 */
export function postalRangesByRegion(
  codesOf: ReadonlyMap<string, Iterable<string>>,
): Map<string, PostalRanges> {
  const own = new Map<string, string[]>();
  const everyCode = new Set<string>();
  for (const [region, codes] of codesOf) {
    const sorted = [...new Set(codes)].sort();
    own.set(region, sorted);
    for (const code of sorted) everyCode.add(code);
  }
  const place = new Map([...everyCode].sort().map((code, index) => [code, index]));
  const ranges = new Map<string, PostalRanges>();
  for (const [region, codes] of own) {
    const runs: [string, string][] = [];
    for (const code of codes) {
      const last = runs.at(-1);
      if (last && place.get(code) === place.get(last[1])! + 1) last[1] = code;
      else runs.push([code, code]);
    }
    if (runs.length > 0) ranges.set(region, runs);
  }
  return ranges;
}
