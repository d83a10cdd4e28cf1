// Prints what a shopper downloads on the first load of /, the product list and a product page (the
// page with its inline stylesheet and start-up scripts, the app's entry script, the path's
// preloaded chunks), gzip-compressed, from the built dist/. Run after `npm run build`:
// `npm run bench:bundle` (`-- --files` lists each path's files too).
//
// `--budget` makes it a check (exit 1 on failure): each path's first-load JS within its budget in
// first-load-budget.json beside this file (KiB, gzip -9), and no cycle of static imports among
// those paths' chunks (a cycle can run a module before its imports; commit 055e919). Cycles
// among lazy chunks only are printed, not failed: the sign-in and overlay groups have some. `npm test` runs it on the e2e
// build (scripts/test-e2e.mjs). A size is not a timing: the same build gives the same bytes.
//
// Decision: the budget holds the code, compressed with every chunk's name given one hash
// (`-00000000.js`). The entry names some 130 chunks; their hashes change with any chunk's content
// and compress to a few bytes more or less each time (±15 bytes seen between two builds whose
// first-load code was byte for byte the same), which failed a budget set to the tenth of a KiB. Both
// figures are printed: what a shopper downloads, and the code the budget holds (about 1 KiB less).
// Only the hashes' own noise is left out: any change to the code still counts.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { landingPaths } from '../../scripts/landing-paths.ts';

const args = process.argv.slice(2);
const dist = args.find((arg) => !arg.startsWith('--')) ?? 'dist';
const listFiles = args.includes('--files');
const budgets = args.includes('--budget')
  ? JSON.parse(fs.readFileSync(new URL('./first-load-budget.json', import.meta.url), 'utf8'))
  : null;
const paths = landingPaths;
const failures = [];

// scripts/app-start.ts writes each path's page (pages.json names them), its chunks in a JSON
// block; the start script names the entry and the files that go with it.
const pages = JSON.parse(fs.readFileSync(path.join(dist, 'pages.json'), 'utf8'));
const pageOf = (at) => {
  if (!pages[at]) throw new Error(`pages.json names no page for ${at}`);
  return fs.readFileSync(path.join(dist, pages[at]), 'utf8');
};
const startOf = (html) => {
  const start = html.match(/\}\)\(("[^"]+"), (\[[^\]]*\]), \{/);
  if (!start) throw new Error('no app start script in the page');
  return {
    entry: JSON.parse(start[1]).slice(1),
    withEntry: JSON.parse(start[2]).map((href) => href.slice(1)),
  };
};
const chunksOf = (html) => {
  const block = html.match(/<script type="application\/json" id="page-chunks">(.*?)<\/script>/);
  if (!block) throw new Error('no page chunks block in the page');
  return JSON.parse(block[1]).map((href) => href.slice(1));
};
const { entry, withEntry } = startOf(fs.readFileSync(path.join(dist, 'index.html'), 'utf8'));
const gzip = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
/** A file's gzip size as sent, and with every chunk name's hash made one (what the budget holds). */
const gzipSizes = (file) => {
  const text = fs.readFileSync(path.join(dist, file), 'utf8');
  return {
    sent: zlib.gzipSync(text, { level: 9 }).length,
    code: zlib.gzipSync(text.replace(/-[\w-]{8}\.js\b/g, '-00000000.js'), { level: 9 }).length,
  };
};
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

const firstLoad = new Set([entry, ...withEntry]);
for (const at of paths) {
  const html = pageOf(at);
  const page = zlib.gzipSync(html, { level: 9 }).length;
  const assets = [entry, ...withEntry, ...chunksOf(html)];
  assets.forEach((file) => firstLoad.add(file));
  let js = 0;
  let code = 0;
  for (const file of assets) {
    const size = gzipSizes(file);
    js += size.sent;
    code += size.code;
    if (listFiles) console.log(`  ${file.padEnd(46)} ${kib(size.sent).padStart(10)} gzip`);
  }
  const budget = budgets?.[at];
  const verdict =
    budget === undefined ? '' : code / 1024 <= budget ? `, within ${budget} KiB` : `, OVER ${budget} KiB`;
  console.log(
    `first load of ${at}: page ${kib(page)}, JS ${kib(js)} gzip (${assets.length} files; its code ${kib(code)})${verdict}`,
  );
  if (budgets && budget === undefined) failures.push(`${at} has no budget in first-load-budget.json`);
  if (budget !== undefined && code / 1024 > budget) {
    failures.push(`${at} downloads ${kib(code)} of code first, over its budget of ${budget} KiB`);
  }
}
const lazy = fs
  .readdirSync(path.join(dist, 'assets'))
  .filter((f) => f.endsWith('.js') && !firstLoad.has(`assets/${f}`));
const lazyTotal = lazy.reduce((sum, f) => sum + gzip(`assets/${f}`), 0);
console.log(`loaded on demand by none of them: ${lazy.length} chunks, ${kib(lazyTotal)} gzip in all`);

if (budgets) {
  // Chunk cycles: each chunk's static imports of other chunks, from its own text.
  const assets = path.join(dist, 'assets');
  const importsOf = new Map(
    fs
      .readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .map((f) => [
        f,
        [
          ...fs
            .readFileSync(path.join(assets, f), 'utf8')
            .matchAll(
              /\bimport\s*(?:[\w$]+\s*,?\s*)?(?:\{[^}]*\}|\*\s*as\s+[\w$]+)?\s*(?:from\s*)?["']\.\/([^"']+)["']/g,
            ),
        ].map((m) => m[1]),
      ]),
  );
  const state = new Map(); // 1: on the current path, 2: done
  const visit = (file, trail) => {
    if (state.get(file) === 2) return;
    if (state.get(file) === 1) {
      const cycle = [...trail.slice(trail.indexOf(file)), file];
      const line = `chunk cycle: ${cycle.join(' -> ')}`;
      if (cycle.some((f) => firstLoad.has(`assets/${f}`)))
        failures.push(`${line} (in a landing page's first load)`);
      else console.log(`bundle budget: note, ${line} (lazy chunks only)`);
      return;
    }
    state.set(file, 1);
    for (const next of importsOf.get(file) ?? []) visit(next, [...trail, file]);
    state.set(file, 2);
  };
  for (const file of importsOf.keys()) visit(file, []);
  for (const failure of failures) console.error(`bundle budget: ${failure}`);
  console.log(failures.length === 0 ? 'bundle budget: passed' : 'bundle budget: FAILED');
  process.exitCode = failures.length === 0 ? 0 : 1;
}
