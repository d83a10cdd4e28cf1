// Prints what a shopper downloads on the first load of /, the product list and a product page (the
// page with its inline stylesheet and start-up scripts, the app's entry script, the path's
// preloaded chunks), gzip-compressed, from the built dist/. Run after `npm run build`:
// `npm run bench:bundle` (`-- --files` lists each path's files too).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const args = process.argv.slice(2);
const dist = args.find((arg) => !arg.startsWith('--')) ?? 'dist';
const listFiles = args.includes('--files');
// The paths issue 12 watches: the home page, the product list and the product page.
const paths = ['/', '/commodityList', '/commodDetail'];

const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
// scripts/app-start.ts writes the entry and each path's chunks into index.html as a list of files
// and, per path, indexes into it.
const start = html.match(/\}\)\(("[^"]+"), (\[[^\]]*\]), (\{.*?\}), \{/);
if (!start) throw new Error('no app start script in index.html');
const entry = JSON.parse(start[1]).slice(1);
const files = JSON.parse(start[2]);
const byPath = JSON.parse(start[3]);
const gzip = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const page = zlib.gzipSync(html, { level: 9 }).length;

const firstLoad = new Set([entry]);
for (const at of paths) {
  if (!byPath[at]) throw new Error(`index.html lists no chunks for ${at}`);
  const assets = [entry, ...byPath[at].map((index) => files[index].slice(1))];
  assets.forEach((file) => firstLoad.add(file));
  let js = 0;
  for (const file of assets) {
    const size = gzip(file);
    js += size;
    if (listFiles) console.log(`  ${file.padEnd(46)} ${kib(size).padStart(10)} gzip`);
  }
  console.log(`first load of ${at}: page ${kib(page)}, JS ${kib(js)} gzip (${assets.length} files)`);
}
const lazy = fs
  .readdirSync(path.join(dist, 'assets'))
  .filter((f) => f.endsWith('.js') && !firstLoad.has(`assets/${f}`));
const lazyTotal = lazy.reduce((sum, f) => sum + gzip(`assets/${f}`), 0);
console.log(`loaded on demand by none of them: ${lazy.length} chunks, ${kib(lazyTotal)} gzip in all`);
