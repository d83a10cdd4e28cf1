// Playwright journeys in both projects (mobile 390x844, desktop 1440x900) against the real
// server, one per worker on a free port with a fresh in-memory database (tests/e2e/fixtures.ts),
// and a fresh storefront build. Each run builds into its own folder, so two runs at once (two
// developers' helpers) never clobber dist/.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// E2E_BUILT_DIR: a build already made for this run (npm test makes it beside the server tests).
const built = process.env.E2E_BUILT_DIR;
const distDir = built ?? fs.mkdtempSync(path.join(os.tmpdir(), 'pasar-e2e-dist-'));
try {
  if (!built) {
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', distDir], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  } else if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    console.error(`E2E_BUILT_DIR has no build: ${distDir}`);
    process.exit(1);
  }
  // Under `npm test` (which names a report folder), the landing pages' bundle budget is checked on
  // this same build, and its verdict left for scripts/test.mjs: one build serves both.
  if (process.env.PASAR_REPORT_DIR) {
    const budget = spawnSync('node', ['tests/perf/bundle-size.mjs', distDir, '--budget'], { stdio: 'inherit' });
    const verdict = JSON.stringify({ ok: budget.status === 0 });
    fs.writeFileSync(path.join(process.env.PASAR_REPORT_DIR, 'bundle-budget.json'), verdict);
  }
  const run = spawnSync('npx', ['playwright', 'test', '--config', 'tests/e2e/playwright.config.ts', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, E2E_DIST_DIR: distDir },
  });
  process.exitCode = run.status ?? 1;
} finally {
  if (!built) fs.rmSync(distDir, { recursive: true, force: true });
}
