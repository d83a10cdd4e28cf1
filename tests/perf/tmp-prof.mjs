import { chromium } from 'playwright';
import { startBenchServer, landingPagePaths } from './bench-server.mjs';
const server = await startBenchServer('/tmp/e2e-dist2');
const paths = await landingPagePaths(server.origin);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const which = process.argv[2] ?? 'product';
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36' });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.addInitScript(() => {
  window.__long = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__long.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });
});
await page.goto(server.origin + paths[which]);
await page.waitForTimeout(5000);
const { profile } = await cdp.send('Profiler.stop');
console.log('long tasks', JSON.stringify(await page.evaluate(() => window.__long)));
// self time per node
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas;
profile.samples.forEach((id, i) => { self.set(id, (self.get(id) ?? 0) + (dt[i + 1] ?? 0)); });
const agg = new Map();
for (const [id, t] of self) { const n = byId.get(id); const f = n.callFrame; const key = `${f.functionName || '(anon)'} ${f.url.replace(/.*\//, '')}:${f.lineNumber}`; agg.set(key, (agg.get(key) ?? 0) + t); }
console.log([...agg].sort((a, b) => b[1] - a[1]).slice(0, 35).map(([k, t]) => `${(t / 1000).toFixed(0).padStart(6)} ms ${k}`).join('\n'));
// by url
const byUrl = new Map();
for (const [id, t] of self) { const u = byId.get(id).callFrame.url.replace(/.*\//, '') || byId.get(id).callFrame.functionName; byUrl.set(u, (byUrl.get(u) ?? 0) + t); }
console.log([...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([k, t]) => `${(t / 1000).toFixed(0).padStart(6)} ms ${k}`).join('\n'));
await browser.close();
await server.stop();
