import { chromium, devices } from 'playwright';
const base = process.env.BASE ?? 'http://127.0.0.1:4391';
const browser = await chromium.launch({ executablePath: '/usr/lib/chromium/chromium-headless-shell', args: ['--no-sandbox'] });
for (const [name, opts] of [['mobile', { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 }], ['desktop', { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } }]]) {
  const ctx = await browser.newContext({ ...opts, locale: 'en-US' });
  const page = await ctx.newPage();
  const logs = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') logs.push(`${m.type()}: ${m.text().slice(0, 400)}`); });
  page.on('pageerror', (e) => logs.push('pageerror ' + e.message));
  const calls = [];
  page.on('request', (r) => { if (r.url().includes('/api/')) calls.push(r.method() + ' ' + r.url().replace(base, '')); });
  for (const path of ['/', '/commodityList?typeId=1', '/commodDetail?product_no=' + (process.env.PNO ?? '1')]) {
    logs.length = 0; calls.length = 0;
    await page.goto(base + path);
    await page.waitForSelector('html:not([data-first-view])', { timeout: 15000 }).catch(() => logs.push('NOT HYDRATED'));
    await page.waitForTimeout(1500);
    console.log(name, path, JSON.stringify(logs), calls.join(' | '));
    await page.screenshot({ path: `/tmp/pw/${name}-${path.replace(/[^a-z]/gi, '')}.png` });
  }
  await ctx.close();
}
await browser.close();
