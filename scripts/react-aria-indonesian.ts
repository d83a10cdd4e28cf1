import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Gives react-aria Indonesian (storefront/i18n/react-aria-indonesian.ts). Each react-aria package
 * keeps its strings in an intlStrings module, a table from locale to strings built from one
 * import per language; react-aria has no id-ID, so Indonesian shoppers heard "Dismiss" and "Clear
 * search". This adds an "id-ID" entry to each table the shop has words for, next to the languages
 * that @react-aria/optimize-locales-plugin keeps.
 *
 * Decision: a build-time transform rather than react-aria's window-global dictionary
 * (LocalizedStringProvider): that one is read once for a single locale, and the shop switches
 * language without a reload.
 */
const intlStrings =
  /[/\\]node_modules[/\\](react-aria|react-stately|react-aria-components)[/\\]dist[/\\]private[/\\](?:([\w-]+)[/\\])?intlStrings\.mjs$/;

export function reactAriaIndonesian(stringsModule: string, packages: readonly string[]): Plugin {
  const known = new Set(packages);
  return {
    name: 'pasar:react-aria-indonesian',
    enforce: 'pre',
    transform(code, id) {
      const match = intlStrings.exec(id.split('?')[0] ?? '');
      if (!match) return null;
      const [, owner, folder] = match;
      const packageName = owner === 'react-aria-components' ? owner : `@${owner}/${folder}`;
      if (!known.has(packageName)) return null;
      // The table is the module's default export, a plain object: `export {$…$exports as default};`
      const table = /export \{\s*([\w$]+) as default\s*\};/.exec(code)?.[1];
      if (!table) this.error(`react-aria-indonesian: no default export table in ${id}`);
      const source = JSON.stringify(stringsModule.split(path.sep).join('/'));
      return {
        code: `import { reactAriaIndonesian as __pasarIndonesian } from ${source};\n${code.replace(
          /export \{\s*[\w$]+ as default\s*\};/,
          `${table}["id-ID"] = __pasarIndonesian[${JSON.stringify(packageName)}];\n$&`,
        )}`,
        map: null,
      };
    },
  };
}
