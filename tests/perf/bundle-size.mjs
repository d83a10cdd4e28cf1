// Prints what a shopper downloads on the first load of / (the page with its inline stylesheet and
// start-up scripts, the app's entry script, the home page's preloaded chunks), gzip-compressed,
// from the built dist/. Run after `npm run build`: `npm run bench:bundle`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = process.argv[2] ?? 'dist';
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
// scripts/app-start.ts writes the entry and each path's chunks into index.html as a list of files
// and, per path, indexes into it.
const start = html.match(/\}\)\(("[^"]+"), (\[[^\]]*\]), (\{.*?\}), \{/);
if (!start) throw new Error('no app start script in index.html');
const files = JSON.parse(start[2]);
const assets = [JSON.parse(start[1]), ...JSON.parse(start[3])['/'].map((at) => files[at])].map((file) => file.slice(1));
const gzip = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

const page = zlib.gzipSync(html, { level: 9 }).length;
console.log(`${'index.html (inline stylesheet and scripts)'.padEnd(48)} ${kib(page).padStart(10)} gzip`);
let js = 0;
for (const file of assets) {
  const size = gzip(file);
  js += size;
  console.log(`${file.padEnd(48)} ${kib(size).padStart(10)} gzip`);
}
const lazy = fs.readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js') && !assets.includes(`assets/${f}`));
const lazyTotal = lazy.reduce((sum, f) => sum + gzip(`assets/${f}`), 0);
console.log(`first load of /: page ${kib(page)}, JS ${kib(js)} gzip (${assets.length} files)`);
console.log(`loaded on demand: ${lazy.length} chunks, ${kib(lazyTotal)} gzip in all`);
