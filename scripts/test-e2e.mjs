// Playwright journeys in both projects (mobile 390x844, desktop 1440x900) against the real
// server on a free port with a fresh in-memory database and a fresh storefront build.
import { spawnSync } from 'node:child_process';
import { freePort } from './temp-postgres.mjs';

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const port = await freePort();
const args = process.argv.slice(2).filter((a) => a !== '--no-build');
const run = spawnSync('npx', ['playwright', 'test', '--config', 'tests/e2e/playwright.config.ts', ...args], {
  stdio: 'inherit',
  env: { ...process.env, E2E_PORT: String(port) },
});
process.exit(run.status ?? 1);
