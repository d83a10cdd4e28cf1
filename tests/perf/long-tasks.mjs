// Long tasks from the first byte to the settled page, at a budget phone's CPU (4x slower), for
// one or more builds in turn: `node tests/perf/long-tasks.mjs DIR [DIR…] [--runs=3]`. Each build is
// served by its own server (memory database); each run is a fresh browser context at 412 px, so
// every run starts from an empty cache. Prints, per build and page, the median of the runs: the
// count of long tasks, their sum, the longest, and the script bytes fetched (as sent) before the
// page settled. Counts and sums, not Lighthouse's TBT: on a shared machine they move less.
import path from 'node:path';
import { chromium } from 'playwright';
import { landingPagePaths, startBenchServer } from './bench-server.mjs';

const args = process.argv.slice(2);
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 3);
const dists = args.filter((a) => !a.startsWith('--')).map((d) => path.resolve(d));
const SETTLE_MS = 4000;

const servers = [];
for (const dist of dists) servers.push(await startBenchServer(dist));
const pages = await landingPagePaths(servers[0].origin);

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
async function measure(origin, at) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((l) =>
      l.getEntries().forEach((e) => window.__longTasks.push(e.duration)),
    ).observe({
      type: 'longtask',
      buffered: true,
    });
  });
  let scriptBytes = 0;
  page.on('response', async (r) => {
    if (r.request().resourceType() !== 'script') return;
    const sizes = await r
      .request()
      .sizes()
      .catch(() => undefined);
    scriptBytes += sizes?.responseBodySize ?? 0;
  });
  await page.goto(origin + at, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(SETTLE_MS);
  const tasks = await page.evaluate(() => window.__longTasks);
  await context.close();
  return {
    count: tasks.length,
    sum: tasks.reduce((a, b) => a + b, 0),
    longest: Math.max(0, ...tasks),
    scriptBytes,
  };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const results = dists.map(() => Object.fromEntries(Object.keys(pages).map((p) => [p, []])));
// Builds in turn, the first one first in one run and last in the next, so a machine whose load
// rises or falls during the measure weighs on each alike.
for (let run = 0; run < runs; run++)
  for (const [name, at] of Object.entries(pages))
    for (const d of run % 2 ? [...dists.keys()].reverse() : dists.keys())
      results[d][name].push(await measure(servers[d].origin, at));

for (let d = 0; d < dists.length; d++) {
  console.log(dists[d]);
  for (const [name, rs] of Object.entries(results[d])) {
    const m = (k) => median(rs.map((r) => r[k]));
    console.log(
      `  ${name.padEnd(8)} long tasks ${m('count')}, ${Math.round(m('sum'))} ms in all, longest ${Math.round(m('longest'))} ms, script ${(m('scriptBytes') / 1024).toFixed(1)} KiB as sent  (runs: ${rs.map((r) => `${r.count}/${Math.round(r.sum)}`).join(' ')})`,
    );
  }
}
await browser.close();
await Promise.all(servers.map((server) => server.stop()));
