// Lighthouse (mobile) on the home page, a product list and a product page: builds the storefront,
// starts the real server on a free loopback port with an in-memory database, runs each page three
// times in Debian's Chromium and prints the medians (performance score, FCP, LCP, TBT, CLS, JS bytes).
// Each page is measured against its static limit (tests/perf/static-limit.mjs: the page as finally
// drawn, without its scripts, served by the same server), run for run in turn, and its LCP given
// as a ratio to the limit's; `-- --no-limit` skips the limits. Stops everything it started. `npm run bench:lighthouse`; `-- --runs=5` for a steadier median,
// `-- --explain` for each page's LCP element, long tasks and request waterfall, `-- --only=home`,
// `-- --dist=DIR` to measure a build already made (an experiment on its index.html) without building.
// The server compresses its answers itself (server/app.ts), as it would in production.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { landingPagePaths, startBenchServer } from './bench-server.mjs';
import { LIMIT_FOLDER, writeStaticLimits } from './static-limit.mjs';

/** Median of 3 by default (the measure); `--runs=N` for a steadier figure. */
const RUNS = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 3);
/** `--explain`: also print each page's LCP element and phases, and the biggest main-thread costs. */
const explain = process.argv.includes('--explain');
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const givenDist = process.argv.find((arg) => arg.startsWith('--dist='))?.slice('--dist='.length);
/** `--no-limit`: the pages alone, without their static limits. */
const withLimit = !process.argv.includes('--no-limit');
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const started = [];
async function stopAll() {
  for (const stop of started.reverse()) {
    try {
      await stop();
    } catch {
      // already gone
    }
  }
}
process.on('SIGINT', () => void stopAll().then(() => process.exit(130)));
process.on('SIGTERM', () => void stopAll().then(() => process.exit(143)));

const distDir = givenDist
  ? path.resolve(givenDist)
  : fs.mkdtempSync(path.join(os.tmpdir(), 'pasar-lighthouse-dist-'));
if (!givenDist) started.push(() => fs.rmSync(distDir, { recursive: true, force: true }));
try {
  if (!givenDist) {
    console.log('Building the storefront…');
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', distDir], {
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('build failed');
  }

  const server = await startBenchServer(distDir);
  started.push(server.stop);
  const { origin } = server;
  const paths = await landingPagePaths(origin);
  const pages = [
    { name: 'home', url: `${origin}${paths.home}` },
    { name: 'product list', url: `${origin}${paths.list}` },
    { name: 'product page', url: `${origin}${paths.product}` },
  ];

  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags });
  started.push(() => chrome.kill());
  // One run that is not counted: the first page load after Chromium starts pays for Chromium's
  // own start (its processes, font and code caches) and scored 5–15 points lower every time.
  // A shopper's browser is already running. Each counted run still starts from an empty cache.
  await lighthouse(pages[0].url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  console.log('  (warm-up run after Chromium started, not counted)');

  /** One Lighthouse run of `url`: the figures the table prints. */
  async function measure(url, label, run, explainThis) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    // A run Lighthouse could not finish (a page that did not paint in its time on a loaded machine)
    // is said and left out of the median, which it would otherwise drag to 0.
    if (result.lhr.runtimeError) {
      console.log(`  ${label} run ${run + 1}: not counted (${result.lhr.runtimeError.code})`);
      return null;
    }
    const { audits, categories } = result.lhr;
    const scripts = audits['resource-summary']?.details?.items?.find(
      (item) => item.resourceType === 'script',
    );
    const figures = {
      score: Math.round((categories.performance.score ?? 0) * 100),
      observedFcp: audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint,
      fcp: audits['first-contentful-paint'].numericValue,
      si: audits['speed-index'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      js: scripts?.transferSize ?? 0,
    };
    process.stdout.write(
      `  ${label} run ${run + 1}: ${figures.score} (FCP ${Math.round(figures.fcp)}, LCP ${Math.round(figures.lcp)}, TBT ${Math.round(figures.tbt)}; observed FCP ${Math.round(figures.observedFcp)})\n`,
    );
    if (explainThis) explainRun(audits);
    return figures;
  }

  function explainRun(audits) {
    for (const id of ['lcp-breakdown-insight', 'lcp-discovery-insight']) {
      const details = JSON.stringify(audits[id]?.details ?? null);
      console.log(id, details.slice(0, 1500));
    }
    const shifts = audits['layout-shifts']?.details?.items ?? [];
    console.log('shifts', JSON.stringify(shifts, null, 1).slice(0, 2500));
    const bootup = audits['bootup-time']?.details?.items?.slice(0, 6) ?? [];
    console.log('bootup', bootup.map((i) => `${i.url} ${Math.round(i.total)}ms`).join('\n'));
    const longTasks = audits['long-tasks']?.details?.items ?? [];
    console.log(
      'long tasks\n' +
        longTasks
          .map((t) => `  at ${Math.round(t.startTime)} ${Math.round(t.duration)}ms ${t.url}`)
          .join('\n'),
    );
    const work = audits['mainthread-work-breakdown']?.details?.items ?? [];
    console.log('main thread', work.map((w) => `${w.groupLabel} ${Math.round(w.duration)}ms`).join(', '));
    const requests = audits['network-requests']?.details?.items ?? [];
    console.log(
      'requests (start–end ms, transfer KiB)\n' +
        requests
          .map(
            (r) =>
              `  ${Math.round(r.networkRequestTime)}–${Math.round(r.networkEndTime)} ${(r.transferSize / 1024).toFixed(1)} ${r.priority} ${r.url.replace(origin, '')}`,
          )
          .join('\n'),
    );
    for (const id of ['server-response-time', 'render-blocking-insight', 'network-dependency-tree-insight']) {
      if (audits[id]) console.log(id, audits[id].displayValue ?? '', audits[id].score);
    }
  }

  const summary = (label, runs) => ({
    page: label,
    runs: runs.length,
    score: median(runs.map((r) => r.score)),
    'FCP ms': Math.round(median(runs.map((r) => r.fcp))),
    'SI ms': Math.round(median(runs.map((r) => r.si))),
    'LCP ms': Math.round(median(runs.map((r) => r.lcp))),
    'TBT ms': Math.round(median(runs.map((r) => r.tbt))),
    CLS: Number(median(runs.map((r) => r.cls)).toFixed(3)),
    'JS KiB': Number((median(runs.map((r) => r.js)) / 1024).toFixed(1)),
  });

  const measured = pages.filter((p) => !only || p.name.startsWith(only));
  // Each page's static limit (tests/perf/static-limit.mjs), served by the same server from the
  // build; `--no-limit` measures the pages alone.
  if (withLimit)
    started.push(() => fs.rmSync(path.join(distDir, LIMIT_FOLDER), { recursive: true, force: true }));
  const limits = withLimit ? await writeStaticLimits(distDir, measured, '/usr/bin/chromium') : [];

  const rows = [];
  for (const [index, page] of measured.entries()) {
    const runs = [];
    const limitRuns = [];
    // Page and limit alternate, run by run: a machine that slows down slows both.
    for (let run = 0; run < RUNS; run++) {
      runs.push(await measure(page.url, page.name, run, explain && run === 0));
      if (withLimit) limitRuns.push(await measure(limits[index], `${page.name} (static limit)`, run, false));
    }
    const counted = (all) => all.filter((figures) => figures !== null);
    const row = summary(page.name, counted(runs));
    if (withLimit) {
      const limitRow = summary(`${page.name}: static limit`, counted(limitRuns));
      row['LCP / limit'] = Number((row['LCP ms'] / limitRow['LCP ms']).toFixed(2));
      rows.push(row, limitRow);
    } else rows.push(row);
  }
  console.log(`\nLighthouse mobile, median of ${RUNS} runs:`);
  console.table(rows);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await stopAll();
}
