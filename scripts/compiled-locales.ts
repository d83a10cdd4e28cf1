import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { parse } from '@formatjs/icu-messageformat-parser';

const prefix = 'virtual:pasar-locale/';

// `import messages from 'virtual:pasar-locale/id'` gives locales/id.json compiled to ICU
// ASTs at build time, so the storefront ships pre-parsed messages and react-intl runs no
// parser in the browser. A virtual id keeps Vite's own JSON plugin out of the way.
export function compiledLocales(localesDir: string): Plugin {
  return {
    name: 'pasar:compiled-locales',
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return null;
      const file = path.join(localesDir, `${id.slice(prefix.length + 1)}.json`);
      this.addWatchFile(file);
      const source = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(source).map(([key, message]) => [key, parse(message)]),
      );
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}
