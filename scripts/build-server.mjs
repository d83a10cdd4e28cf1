// `npm run build:server`: the server as compiled JavaScript, to run with production dependencies
// only (`npm ci --omit=dev`, then `npm run start:prod`): tsx, which runs the TypeScript in
// development, is a development dependency. esbuild bundles our own code (server/, contract/,
// machines/) into dist-server/main.mjs and leaves every package to node_modules; the files the
// server reads beside its modules (migrations, the hashing worker, the common-passwords list, the
// monitoring report's page) are copied next to the bundle, where their import.meta.url paths point.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const out = path.resolve(root, process.argv[2] ?? 'dist-server');

const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const packages = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
// dayjs's plugins are imported by file without an extension (`dayjs/plugin/utc`), which Node's ESM
// loader does not resolve (the package has no exports map): it is bundled; every other package
// stays in node_modules.
const bundled = new Set(['dayjs']);
const external = packages.filter((name) => !bundled.has(name)).flatMap((name) => [name, `${name}/*`]);

fs.rmSync(out, { recursive: true, force: true });
const result = await build({
  entryPoints: { main: path.join(root, 'server/main.ts'), migrate: path.join(root, 'server/migrate.ts') },
  outdir: out,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  external,
  sourcemap: 'linked',
  metafile: true,
  logLevel: 'warning',
});

const copies = [
  ['server/db/migrations', 'migrations'],
  ['server/lib/scrypt-worker.mjs', 'scrypt-worker.mjs'],
  ['server/lib/common-passwords.txt', 'common-passwords.txt'],
  ['server/areas/monitoring/rum-report', 'rum-report'],
];
for (const [from, to] of copies) fs.cpSync(path.join(root, from), path.join(out, to), { recursive: true });

// Every package the bundle imports must be a production dependency, or `--omit=dev` breaks it.
const production = new Set(Object.keys(manifest.dependencies ?? {}));
const imported = new Set();
for (const output of Object.values(result.metafile.outputs))
  for (const { path: specifier, external } of output.imports)
    if (external && !specifier.startsWith('node:') && !specifier.startsWith('.'))
      imported.add(specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]);
// Read only outside production (the API reference page, ADR 011): a development dependency on purpose.
const developmentOnly = new Set(['@scalar/api-reference']);
const missing = [...imported].filter((name) => !production.has(name) && !developmentOnly.has(name));
if (missing.length > 0) {
  console.error(`build:server: these packages are imported but not production dependencies: ${missing.join(', ')}`);
  process.exit(1);
}
const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;
const size = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.mjs'))
  .reduce((sum, [, output]) => sum + output.bytes, 0);
console.log(`build:server: ${path.relative(root, out)}/main.mjs and migrate.mjs (${kib(size)} of JavaScript; ${imported.size} packages from node_modules)`);
