// Prints what a shopper downloads on the first load of / (entry script, the chunks it preloads,
// CSS), gzip-compressed, from the built dist/. Run after `npm run build`: `npm run bench:bundle`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = process.argv[2] ?? 'dist';
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const assets = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
const gzip = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

let js = 0;
let css = 0;
for (const file of assets) {
  const size = gzip(file);
  if (file.endsWith('.js')) js += size;
  else css += size;
  console.log(`${file.padEnd(48)} ${kib(size).padStart(10)} gzip`);
}
const lazy = fs.readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js') && !assets.includes(`assets/${f}`));
const lazyTotal = lazy.reduce((sum, f) => sum + gzip(`assets/${f}`), 0);
console.log(`first load of /: JS ${kib(js)} gzip, CSS ${kib(css)} gzip (${assets.length} files)`);
console.log(`loaded on demand: ${lazy.length} chunks, ${kib(lazyTotal)} gzip in all`);
