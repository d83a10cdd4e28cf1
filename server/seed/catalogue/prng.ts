/**
 * Seeded randomness for the demo catalogue. Never Math.random(): the same build must give the
 * same catalogue on every machine, so tests, screenshots and e2e runs can name products.
 *
 * Decision: one stream per purpose (`rngFor('listing:ID:10000042')`) instead of one global stream,
 * so adding a product or a field draws from its own stream and does not reshuffle everything
 * that follows it.
 */

/** The catalogue's fixed seed. Changing it reshuffles every flag, price jitter and count. */
export const CATALOGUE_SEED = 0x9a5a_2026;

/** FNV-1a, 32-bit: a small, stable string hash (not for security). */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a 32-bit PRNG, fast and good enough for demo data. Returns floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A copy of `items` in a random order (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[];
}

export function createRng(seed: number): Rng {
  const next = mulberry32(seed);
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new RangeError('pick from an empty list');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    shuffle: (items) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j] as (typeof copy)[number], copy[i] as (typeof copy)[number]];
      }
      return copy;
    },
  };
  return rng;
}

/** The stream for one purpose, derived from the catalogue seed and a label. */
export function rngFor(label: string, seed: number = CATALOGUE_SEED): Rng {
  return createRng((hashString(label) ^ seed) >>> 0);
}
