// Prints what the built storefront's entry chunk is made of, by package (from its source map).
import fs from 'node:fs';
import path from 'node:path';

const dir = 'dist/assets';
const mapFile = fs.readdirSync(dir).find((f) => /^index-.*\.js\.map$/.test(f));
const map = JSON.parse(fs.readFileSync(path.join(dir, mapFile), 'utf8'));
const sizes = {};
map.sources.forEach((source, i) => {
  const m = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  const key = m ? m[1] : source.replace(/^(\.\.\/)+/, '').split('/')[0];
  sizes[key] = (sizes[key] ?? 0) + (map.sourcesContent?.[i]?.length ?? 0);
});
for (const [name, bytes] of Object.entries(sizes).sort((a, b) => b[1] - a[1]).slice(0, 15)) {
  console.log(`${name.padEnd(40)} ${(bytes / 1024).toFixed(1)} KiB of source`);
}
