import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { reactAriaIndonesian as ariaIndonesianPlugin } from '../../scripts/react-aria-indonesian';
import { reactAriaIndonesian, type AriaString } from './react-aria-indonesian';

const root = path.resolve(import.meta.dirname, '../..');
const packages = Object.keys(reactAriaIndonesian);

/** react-aria's English strings of every package (react-aria-components keeps its own). */
async function englishStrings(): Promise<Record<string, Record<string, unknown>>> {
  const aria = (await import('react-aria/i18n/en-US')) as {
    default: Record<string, Record<string, unknown>>;
  };
  const components = (await import(
    pathToFileURL(path.join(root, 'node_modules/react-aria-components/dist/private/intl/en-US.mjs')).href
  )) as { default: Record<string, unknown> };
  return { ...aria.default, 'react-aria-components': components.default };
}

const formatter = {
  number: (value: number) => new Intl.NumberFormat('id').format(value),
  plural: (count: number, options: Record<string, string | (() => string)>) => {
    const option = options[`=${count}`] ?? options.other ?? '';
    return typeof option === 'function' ? option() : option;
  },
};
const say = (text: AriaString, args: Record<string, string | number | boolean>) =>
  typeof text === 'function' ? text(args, formatter) : text;

describe("react-aria's words in Indonesian", () => {
  it('has every key react-aria has in English, for each package it covers', async () => {
    const english = await englishStrings();
    for (const name of packages) {
      expect(english[name], name).toBeDefined();
      expect(Object.keys(reactAriaIndonesian[name] ?? {}).sort(), name).toEqual(
        Object.keys(english[name] ?? {}).sort(),
      );
    }
  });

  it('says Dismiss, Clear search and the counts in Indonesian', () => {
    expect(say(reactAriaIndonesian['@react-aria/overlays']!.dismiss!, {})).toBe('Tutup');
    expect(say(reactAriaIndonesian['@react-aria/searchfield']!['Clear search']!, {})).toBe('Hapus pencarian');
    expect(say(reactAriaIndonesian['@react-aria/toast']!.notifications!, { count: 1200 })).toBe(
      '1.200 notifikasi.',
    );
    const grid = reactAriaIndonesian['@react-aria/grid']!.selectedCount!;
    expect(say(grid, { count: 0 })).toBe('Tidak ada item yang dipilih.');
    expect(say(grid, { count: 3 })).toBe('3 item dipilih.');
    const combo = reactAriaIndonesian['@react-aria/combobox']!.focusAnnouncement!;
    expect(say(combo, { isGroupChange: false, optionText: 'Kopi', isSelected: true })).toBe('Kopi, dipilih');
  });

  it("adds id-ID to each covered package's string table in the build", async () => {
    const plugin = ariaIndonesianPlugin('/shop/react-aria-indonesian.ts', packages);
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    const file = path.join(root, 'node_modules/react-aria/dist/private/overlays/intlStrings.mjs');
    const result = transform.call(
      {
        error: (message: string) => {
          throw new Error(message);
        },
      },
      fs.readFileSync(file, 'utf8'),
      file,
    );
    expect(result?.code).toMatch(
      /^import \{ reactAriaIndonesian as __pasarIndonesian \} from "\/shop\/react-aria-indonesian.ts";/,
    );
    expect(result?.code).toMatch(
      /\$exports\["id-ID"\] = __pasarIndonesian\["@react-aria\/overlays"\];\nexport \{/,
    );
    // A package the shop has no words for, and any other module, stay as they are.
    const table = path.join(root, 'node_modules/react-aria/dist/private/color/intlStrings.mjs');
    expect(transform.call({}, fs.readFileSync(table, 'utf8'), table)).toBeNull();
    expect(transform.call({}, 'export {}', path.join(root, 'storefront/main.tsx'))).toBeNull();
  });
});
