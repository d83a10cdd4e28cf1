// `node scripts/check-ui-package.mjs [folder]`: proves @pasar/ui installs and works the way
// ui/README.md says, outside this repository. It builds and packs the kit (`npm pack`), makes a
// scratch Vite + React + Tailwind 4 app in [folder] (default: a new folder under the system's temp
// folder), installs the tarball and the kit's peers from the npm registry, renders a Button, a
// Price and a ProductCard with the kit's theme, a PasswordField in Indonesian with the package's own
// messages, type-checks and builds the app, serves the build,
// and checks it in Chromium: the kit's colours, radius and focus ring are applied, not just the
// markup. It leaves the app and a screenshot (ui-scratch.png) in the folder for a look.
// Slow (the registry install): not part of `npm test`; run it when ui/package.json, the kit's
// build or its theme change.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/chromium.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const app = path.resolve(process.argv[2] ?? fs.mkdtempSync(path.join(os.tmpdir(), 'pasar-ui-scratch-')));
if (app === root || app.startsWith(`${root}${path.sep}`))
  throw new Error('the scratch app must live outside the repository');
const kit = JSON.parse(fs.readFileSync(path.join(root, 'ui/package.json'), 'utf8'));
const repo = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));

const run = (command, args, cwd) =>
  execFileSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
const step = (text) => console.log(`\n▸ ${text}`);

step('build and pack the kit');
run('npm', ['run', 'build:ui'], root);
// What the built kit loads must be installed with it: a dependency or a required peer (an optional
// peer, zod, is only for the type declarations).
const required = new Set([
  ...Object.keys(kit.dependencies ?? {}),
  ...Object.keys(kit.peerDependencies).filter((name) => !kit.peerDependenciesMeta?.[name]?.optional),
]);
for (const file of ['index.js', 'tailwind.config.js']) {
  const code = fs.readFileSync(path.join(root, 'ui/dist', file), 'utf8');
  for (const [, specifier] of code.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?['"]([^'".][^'"]*)['"]/g)) {
    const name = specifier.startsWith('@')
      ? specifier.split('/').slice(0, 2).join('/')
      : specifier.split('/')[0];
    if (!required.has(name))
      throw new Error(`ui/dist/${file} imports ${specifier}, which installing @pasar/ui does not install`);
  }
}
fs.mkdirSync(app, { recursive: true });
const [packed] = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', app], path.join(root, 'ui')));
console.log(`${packed.filename}: ${packed.entryCount} files, ${(packed.size / 1024).toFixed(1)} kB`);

step(`write the scratch app in ${app}`);
const write = (file, text) => {
  fs.mkdirSync(path.dirname(path.join(app, file)), { recursive: true });
  fs.writeFileSync(path.join(app, file), text);
};
write('package.json', JSON.stringify({ name: 'pasar-ui-scratch', private: true, type: 'module' }, null, 2));
write(
  'vite.config.js',
  `import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
export default defineConfig({ plugins: [react(), tailwindcss()] });
`,
);
write(
  'tsconfig.json',
  JSON.stringify(
    {
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'bundler',
        jsx: 'react-jsx',
        strict: true,
        skipLibCheck: true,
        noEmit: true,
        resolveJsonModule: true,
        types: ['vite/client'],
      },
      include: ['src'],
    },
    null,
    2,
  ),
);
write(
  'index.html',
  `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>@pasar/ui scratch</title></head>
  <body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body>
</html>
`,
);
// The kit's theme is the app's Tailwind entry; the app's own files are found by Tailwind itself.
write('src/index.css', `@import '@pasar/ui/theme.css';\n`);
const thumb = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1" fill="#f4b942"/></svg>')}`;
write(
  'src/main.tsx',
  `import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { Button, PasswordField, Price, ProductCard } from '@pasar/ui';
import kitIndonesian from '@pasar/ui/messages/id.json';
import './index.css';

createRoot(document.getElementById('root')!).render(
  <IntlProvider locale="en" defaultLocale="en">
    <main className="flex flex-col items-start gap-4 p-6">
      <Button variant="primary" data-testid="button">Add to cart</Button>
      <Price amount={125000} originalAmount={150000} currency="IDR" data-testid="price" />
      <div className="w-48" data-testid="card">
        <ProductCard
          href="/p/1"
          currency="IDR"
          soldOutLabel="Sold out"
          discountLabel="17% off"
          product={{
            product_no: '1',
            product_name: 'Kopi Gayo arabica, 200 g',
            price: 125000,
            scribing_price: 150000,
            discount: 17,
            thumb_image_url: ${JSON.stringify(thumb)},
          }}
        />
      </div>
      {/* After the Button, which the first Tab must reach. */}
      <IntlProvider locale="id" defaultLocale="en" messages={kitIndonesian}>
        <div data-testid="indonesian">
          <PasswordField label="Kata sandi" />
        </div>
      </IntlProvider>
    </main>
  </IntlProvider>,
);
`,
);

step('install the tarball, its peers and the build tools from the registry');
const peers = Object.entries(kit.peerDependencies).filter(
  ([name]) => !kit.peerDependenciesMeta?.[name]?.optional,
);
const tools = [
  'vite',
  '@vitejs/plugin-react',
  '@tailwindcss/vite',
  'typescript',
  '@types/react',
  '@types/react-dom',
].map((name) => [name, repo.devDependencies[name] ?? repo.dependencies[name]]);
const installs = [`./${packed.filename}`, ...[...peers, ...tools].map(([name, range]) => `${name}@${range}`)];
console.log(installs.join(' '));
run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', ...installs], app);

step('type-check and build the app');
run('npx', ['tsc', '-p', 'tsconfig.json'], app);
run('npx', ['vite', 'build', '--logLevel', 'warn'], app);

step('serve it and look at it in Chromium');
const dist = path.join(app, 'dist');
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
const server = http.createServer((request, response) => {
  const file = path.join(
    dist,
    request.url === '/' ? 'index.html' : decodeURIComponent(request.url.split('?')[0]),
  );
  if (!file.startsWith(dist) || !fs.existsSync(file)) return void response.writeHead(404).end();
  response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
  fs.createReadStream(file).pipe(response);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${server.address().port}/`;
const browser = await chromium.launch(chromiumLaunchOptions);
const failures = [];
const expect = (what, actual, wanted) => {
  const ok = wanted instanceof RegExp ? wanted.test(actual) : actual === wanted;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}: ${actual}`);
  if (!ok) failures.push(`${what}: got ${actual}, wanted ${wanted}`);
};
try {
  const page = await browser.newPage({ viewport: { width: 800, height: 600 } });
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url);
  const button = page.getByRole('button', { name: 'Add to cart' });
  await button.waitFor();
  const style = (locator, property) =>
    locator.evaluate((element, name) => getComputedStyle(element)[name], property);
  // The kit's tokens (ui/lib/tokens.ts) reached the app's CSS through @pasar/ui/theme.css.
  expect('Button background (primary #c8221b)', await style(button, 'backgroundColor'), 'rgb(200, 34, 27)');
  expect('Price text', await page.getByTestId('price').innerText(), /Rp\s?125[.,]000/);
  const card = page.getByRole('link', { name: /Kopi Gayo/ });
  expect('ProductCard corner (rounded-lg, 12px)', await style(card, 'borderTopLeftRadius'), '12px');
  expect('ProductCard shadow (shadow-card)', await style(card, 'boxShadow'), /rgba\(0, 0, 0, 0\.08\)/);
  // Keyboard focus draws the kit's ring (focusRing), visibly: a solid outline in the focus colour.
  await page.keyboard.press('Tab');
  // The Button's colour transition covers the outline too: read the colour it settles on.
  await button.evaluate((element) =>
    Promise.all(element.getAnimations().map((animation) => animation.finished)),
  );
  expect('focused Button outline style', await style(button, 'outlineStyle'), 'solid');
  expect('focused Button outline colour (#1a73e8)', await style(button, 'outlineColor'), 'rgb(26, 115, 232)');
  await page.screenshot({ path: path.join(app, 'ui-scratch.png') });
  // The kit's own label, in the language of the app's IntlProvider, from the package's messages.
  expect(
    'PasswordField toggle in Indonesian',
    await page.getByTestId('indonesian').getByRole('button').getAttribute('aria-label'),
    'Tampilkan kata sandi',
  );
  expect('page errors', errors.join('; '), '');
} finally {
  await browser.close();
  server.close();
}
console.log(`\nscreenshot: ${path.join(app, 'ui-scratch.png')}`);
if (failures.length > 0) {
  console.error(`\n@pasar/ui does not work installed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('@pasar/ui installs, builds and renders with its theme.');
