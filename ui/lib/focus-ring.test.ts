import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const home = path.join('ui', 'lib', 'focus-ring.ts');

/**
 * A focus-state class that draws or places a ring: `focus-visible:outline-2`,
 * `focus:ring-1`, `group-focus-visible/radio:-outline-offset-2`, `desktop:focus-within:border-focus`…
 * Typed by hand, such rings went invisible together under Tailwind 4 (an `outline-none` left
 * their style `none`, focus-ring.ts); the kit's
 * constants are the one place they are written.
 */
const HAND_TYPED_RING =
  /(?:^|[\s'"`])(?:[\w-]+:)*(?:group-|peer-)?focus(?:-visible|-within)?(?:\/[\w-]+)?:-?(?:outline|ring|border-focus)/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(tsx?|css)$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

describe('focus rings', () => {
  it('are written only in ui/lib/focus-ring.ts (focusRing and its kin), never typed in a component', () => {
    const typed = ['ui', 'storefront', '.storybook']
      .flatMap((dir) => sourceFiles(path.join(root, dir)))
      .filter((file) => path.relative(root, file) !== home)
      .flatMap((file) =>
        fs
          .readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, index) =>
            HAND_TYPED_RING.test(line) ? [`${path.relative(root, file)}:${index + 1}: ${line.trim()}`] : [],
          ),
      );
    expect(typed, 'use focusRing, focusRingInset, groupFocusRing… from @pasar/ui').toEqual([]);
  });

  it('the check sees a hand-typed ring', () => {
    for (const line of [
      `className="outline-none focus-visible:outline-2"`,
      `'focus-visible:-outline-offset-2 [&_svg]:size-4'`,
      `cn('rounded', 'focus:ring-1 focus:ring-focus')`,
      `'group-focus-visible/radio:outline-2'`,
      `'desktop:focus-within:border-focus'`,
    ])
      expect(HAND_TYPED_RING.test(line), line).toBe(true);
    expect(HAND_TYPED_RING.test(`className={cn('rounded', focusRing)}`)).toBe(false);
    expect(HAND_TYPED_RING.test(`'outline-none focus:bg-muted'`)).toBe(false);
  });
});
