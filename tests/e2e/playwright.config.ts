import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium.ts';

// scripts/test-e2e.mjs builds the storefront first; each worker slot has its own server on a fresh
// in-memory database (start-servers.ts).

export default defineConfig({
  testDir: '.',
  globalSetup: './start-servers.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // Decision: on CI a journey that fails is run once more. The browser and the server share two
  // cores with the other worker, and one timing slip should not refuse a whole submission; a test
  // that passes only on its retry is still reported (Playwright's "flaky", and the summary line of
  // scripts/test.mjs names the count) so it gets mended, not forgotten. Locally: no retries.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PASAR_REPORT_DIR
    ? [['list'], ['json', { outputFile: `${process.env.PASAR_REPORT_DIR}/e2e.json` }]]
    : [['list']],
  use: {
    launchOptions: chromiumLaunchOptions,
    // Decision: on CI the trace is recorded only for a journey's retry. Recording it for every
    // journey (its screencast and a DOM snapshot per action) cost a third of the e2e step's time
    // on this 2-core machine (browse.spec.ts on desktop: 62–64 s without, 83–107 s with), and a
    // journey that fails on CI fails twice: the retry's trace shows the failure. Locally, where
    // nothing retries, every failing journey keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    locale: 'en-US',
    // Decision (ADR 042): the build has its service worker, but a journey runs without it unless
    // it asks (offline.spec.ts): a worker answers requests page.route() never sees, and keeps
    // answers a test expects fresh. PASAR_E2E_SERVICE_WORKERS=allow runs the whole suite with it.
    serviceWorkers: process.env.PASAR_E2E_SERVICE_WORKERS === 'allow' ? 'allow' : 'block',
  },
  projects: [
    {
      name: 'mobile',
      // Decision: a Pixel 7 (touch, mobile viewport, its user agent) drawn at one device pixel per
      // CSS pixel instead of its 2.625: the layout, the breakpoints and every role are the same,
      // and painting 6.9 times fewer pixels took browse.spec.ts on mobile from 55–67 s to 48–55 s.
      // The pixels themselves are the visual check's (tests/visual), at the kit's own scale.
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 1,
        browserName: 'chromium',
      },
    },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
  ],
});
