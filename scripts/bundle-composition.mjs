// What a built chunk is made of, by package or by file (from its source map): the minified bytes
// each source contributes, and those bytes gzipped alone (so the column sums to more than the
// chunk's own gzip, which the first line gives).
//   node scripts/bundle-composition.mjs [DIST] [--chunk=REGEX] [--files] [--top=N]
// DIST defaults to dist; the chunk to the entry (index-*.js); --files lists single files.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const dir = path.join(args.find((a) => !a.startsWith('--')) ?? 'dist', 'assets');
const chunkPattern = new RegExp(option('chunk') ?? '^index-');
const byFile = args.includes('--files');
const top = Number(option('top') ?? 25);

const file = fs.readdirSync(dir).find((f) => chunkPattern.test(f) && f.endsWith('.js'));
if (!file) throw new Error(`no chunk in ${dir} matches ${chunkPattern}`);
const code = fs.readFileSync(path.join(dir, file), 'utf8');
const map = JSON.parse(fs.readFileSync(path.join(dir, `${file}.map`), 'utf8'));

/** A source map's mappings, per generated line: [column, source index] of each segment. */
function decode(mappings) {
  const digits = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  let source = 0;
  return mappings.split(';').map((line) => {
    let column = 0;
    return line
      .split(',')
      .filter(Boolean)
      .map((segment) => {
        const values = [];
        let value = 0;
        let shift = 0;
        for (const char of segment) {
          const digit = digits.indexOf(char);
          value += (digit & 31) << shift;
          shift += 5;
          if (digit & 32) continue;
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
        column += values[0];
        if (values.length < 2) return [column];
        source += values[1];
        return [column, source];
      });
  });
}

// Each mapped segment runs from its column to the next segment's on the same line.
const lines = code.split('\n');
const bySource = new Map();
decode(map.mappings).forEach((segments, line) => {
  segments.forEach((segment, i) => {
    if (segment.length < 2) return;
    const end = i + 1 < segments.length ? segments[i + 1][0] : lines[line].length;
    const source = map.sources[segment[1]];
    bySource.set(source, (bySource.get(source) ?? '') + lines[line].slice(segment[0], end));
  });
});

function keyOf(source) {
  const inPackage = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)(.*)/);
  if (inPackage) return byFile ? `${inPackage[1]}${inPackage[2]}` : inPackage[1];
  const own = source.replace(/^(\.\.\/)+/, '').replace(/^.*?\/(storefront|ui|contract|machines)\//, '$1/');
  return byFile ? own : own.split('/')[0];
}
const groups = new Map();
for (const [source, text] of bySource) groups.set(keyOf(source), (groups.get(keyOf(source)) ?? '') + text);

const kib = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
console.log(`${file}: ${kib(code.length)} KiB minified, ${kib(zlib.gzipSync(code).length)} KiB gzip`);
const rows = [...groups].map(([key, text]) => [key, text.length, zlib.gzipSync(text).length]);
for (const [key, raw, gzip] of rows.sort((a, b) => b[2] - a[2]).slice(0, top))
  console.log(`  ${key.padEnd(64)} ${kib(raw)} ${kib(gzip)} KiB gzip alone`);
