import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { mergeClasses } from './merge-classes';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Every class-like word in a string literal of the kit's and the storefront's source. */
function classesInSource(): string[] {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.ts$|^merge-classes\.ts$/.test(entry.name)) {
        for (const [, , literal] of fs.readFileSync(file, 'utf8').matchAll(/(['"`])((?:(?!\1)[^\n])*)\1/g)) {
          for (const word of literal!.split(/\s+/)) {
            // A word that ends a sentence ("start-up." in a comment the quotes caught) is prose, not a class.
            if (
              /^[!-]?[a-z[@(][\w\-:[\]/.%&>*=!#(),@]*$/.test(word) &&
              /[-:]/.test(word) &&
              !/[.,]$/.test(word)
            )
              found.add(word);
          }
        }
      }
    }
  };
  walk(path.join(root, 'ui'));
  walk(path.join(root, 'storefront'));
  return [...found].sort();
}

const variantsOf = (className: string) => className.slice(0, Math.max(0, className.lastIndexOf(':')));

describe('mergeClasses', () => {
  it('lets a later class win over an earlier one that sets the same thing, per variant', () => {
    expect(mergeClasses('p-2 p-4')).toBe('p-4');
    expect(mergeClasses('px-2 py-1 p-4')).toBe('p-4');
    expect(mergeClasses('p-4 px-2')).toBe('p-4 px-2');
    expect(mergeClasses('text-sm text-primary text-lg')).toBe('text-primary text-lg');
    expect(mergeClasses('leading-5 text-sm')).toBe('text-sm');
    expect(mergeClasses('desktop:p-0 p-2 desktop:p-4')).toBe('p-2 desktop:p-4');
    expect(mergeClasses('bg-surface bg-surface/90')).toBe('bg-surface/90');
    expect(mergeClasses('border border-border border-2')).toBe('border-border border-2');
    expect(mergeClasses('rounded-t-xl rounded-lg')).toBe('rounded-lg');
    expect(mergeClasses('product-card flex hidden')).toBe('product-card hidden');
  });

  // tailwind-merge is the reference: every pair of classes the code contains (same variants,
  // both orders) must merge the way it merges them. About 700,000 merges, cut into slices by the
  // first class of the pair: each slice is a test of its own, a few seconds even on a machine busy
  // with the rest of the suite, so no slice comes near the test time limit.
  const classes = classesInSource();
  const byVariants = new Map<string, string[]>();
  for (const className of classes)
    byVariants.set(variantsOf(className), [...(byVariants.get(variantsOf(className)) ?? []), className]);

  it('finds the code’s classes', () => {
    expect(classes.length).toBeGreaterThan(500);
  });

  const SLICES = 12;
  it.for(Array.from({ length: SLICES }, (_, slice) => slice))(
    `merges every pair of the code’s classes as tailwind-merge does (slice %i of ${SLICES})`,
    (slice) => {
      const differences: string[] = [];
      let pairs = 0;
      for (const group of byVariants.values()) {
        for (const [at, first] of group.entries()) {
          if (at % SLICES !== slice) continue;
          for (const second of group) {
            if (first === second) continue;
            const pair = `${first} ${second}`;
            const expected = twMerge(pair);
            pairs += 1;
            if (mergeClasses(pair) !== expected)
              differences.push(`"${pair}": ${mergeClasses(pair)} ≠ ${expected}`);
          }
        }
      }
      expect(pairs).toBeGreaterThan(0);
      expect(differences.slice(0, 30)).toEqual([]);
    },
  );
});
