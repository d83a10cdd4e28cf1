// `npm test`: every runner in order — lint, typecheck, locale check, unit (the static Storybook
// build beside it), stories (each story's play, axe, focus check and screenshot against
// tests/visual/baselines/), server on PGlite and PostgreSQL (the storefront's build for the journeys
// beside it), e2e in both layouts, the landing pages' bundle budget (on the e2e's build) — then
// one line `N passed, N failed` over all of them.
// A failing step does not stop the later ones: one run shows everything that is wrong.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  failedJourneys,
  failedVitestTests,
  formatFailed,
  formatSlowest,
  slowestJourneys,
  slowestServerFiles,
} from './test-reports.mjs';

const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pasar-test-'));
const env = { ...process.env, PASAR_REPORT_DIR: reportDir, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' };
const totals = { passed: 0, failed: 0, skipped: 0 };
const summary = [];
/** Steps whose runner failed with no failed test to name (printed with what failed). */
const runnerFailures = [];

function run(name, command, args) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  // A runner killed by a signal has no exit status: the signal's name says what ended it.
  return { status: result.status ?? result.signal, seconds: ((Date.now() - started) / 1000).toFixed(0) };
}

function readVitest(file) {
  if (!fs.existsSync(file)) return null;
  const r = JSON.parse(fs.readFileSync(file, 'utf8'));
  return { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests };
}

function readPlaywright(file) {
  if (!fs.existsSync(file)) return null;
  const s = JSON.parse(fs.readFileSync(file, 'utf8')).stats;
  return { passed: s.expected + s.flaky, failed: s.unexpected, skipped: s.skipped, flaky: s.flaky };
}

/** A step that runs tests: counts come from its JSON report; a crash without a report is one failure. */
function suite(name, command, args, reports, read) {
  const { status, seconds } = run(name, command, args);
  const counts = { passed: 0, failed: 0, skipped: 0 };
  let found = false;
  let flaky = 0;
  const missing = [];
  for (const file of reports) {
    const r = read(file);
    if (!r) {
      missing.push(path.basename(file));
      continue;
    }
    found = true;
    for (const k of Object.keys(counts)) counts[k] += r[k];
    flaky += r.flaky ?? 0;
  }
  if (!found || (status !== 0 && counts.failed === 0)) {
    counts.failed += 1;
    // Vitest's JSON report counts a worker that crashed (V8 aborting the process) or an unhandled
    // error as no failure at all: only the runner's exit status tells, so the digest says so.
    const what = missing.length
      ? `no report from the runner (${missing.join(', ')})`
      : `the runner ended with ${status}, yet no test in its report failed`;
    runnerFailures.push(
      `  ✗ ${name}: ${what} (a crashed worker or an unhandled error: its output above says which)`,
    );
  }
  for (const k of Object.keys(counts)) totals[k] += counts[k];
  // A journey that passed only on its retry is counted as passed but named here, never hidden.
  const retried = flaky > 0 ? `, ${flaky} passed on retry (named under "what failed")` : '';
  summary.push(`${name.padEnd(22)} ${counts.passed} passed, ${counts.failed} failed${retried} (${seconds}s)`);
}

/**
 * Checks that each keep one core busy (lint, typecheck, the locale check) run side by side, each
 * one's output held and printed whole under its own heading once all have finished.
 *
 * Decision: on the 2-core machine CI and every engineer use, lint (25 s) then typecheck (28 s)
 * left the second core idle for both; side by side they take the time of the longer.
 */
async function checksSideBySide(checks) {
  const runs = checks.map(([name, command, args]) => {
    const started = Date.now();
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...env, FORCE_COLOR: '1' },
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    return new Promise((resolve) =>
      child.on('close', (status) =>
        resolve({ name, status, output, seconds: ((Date.now() - started) / 1000).toFixed(0) }),
      ),
    );
  });
  for (const { name, status, output, seconds } of await Promise.all(runs)) {
    console.log(`\n━━ ${name} ━━`);
    process.stdout.write(Buffer.concat(output));
    const ok = status === 0;
    totals[ok ? 'passed' : 'failed'] += 1;
    summary.push(`${name.padEnd(22)} ${ok ? 'passed' : 'FAILED'} (${seconds}s, side by side)`);
  }
}

/**
 * A check started now and left to run beside the next step; its output is printed, and its verdict
 * counted, when the returned promise is awaited.
 */
function inBackground(name, command, args, beside) {
  const started = Date.now();
  const logFile = path.join(reportDir, `${name.replace(/\W+/g, '-')}.log`);
  const endFile = `${logFile}.end`;
  const log = fs.openSync(logFile, 'w');
  // Decision: the check writes down when it ended itself. Node hears of its exit only once the
  // step beside it (a blocking run) is over, so the time taken here was that step's.
  const child = spawn(
    'bash',
    ['-c', '"$@"; status=$?; date +%s%3N > "$PASAR_END_FILE"; exit $status', name, command, ...args],
    { stdio: ['ignore', log, log], env: { ...env, PASAR_END_FILE: endFile } },
  );
  return new Promise((resolve) =>
    child.on('close', (status) => {
      fs.closeSync(log);
      const ended = fs.existsSync(endFile) ? Number(fs.readFileSync(endFile, 'utf8')) : Date.now();
      const seconds = ((ended - started) / 1000).toFixed(0);
      console.log(`\n━━ ${name} ━━`);
      process.stdout.write(fs.readFileSync(logFile));
      const ok = status === 0;
      totals[ok ? 'passed' : 'failed'] += 1;
      summary.push(`${name.padEnd(22)} ${ok ? 'passed' : 'FAILED'} (${seconds}s, beside ${beside})`);
      resolve();
    }),
  );
}

const r = (f) => path.join(reportDir, f);
const vitestJson = (f) => ['--reporter=default', '--reporter=json', `--outputFile.json=${r(f)}`];

// The same lint as `npm run lint` (package.json): one definition, so the two never disagree.
await checksSideBySide([
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['locales', 'node', ['scripts/check-locales.mjs']],
]);
// What `npm run build-storybook` and Chromatic publish: the static build must pass on a fresh clone
// (the storefront's own build plugins once broke it). Into the report folder, removed at the end.
// Decision: it runs beside the unit tests, which keep about one and a half cores busy; its output
// goes to a file (the unit run holds this process, so a pipe would fill) and is printed after.
const storybookBuild = inBackground(
  'storybook build',
  'npx',
  ['storybook', 'build', '--quiet', '--output-dir', r('storybook-static')],
  'unit',
);
suite(
  'unit',
  'npx',
  ['vitest', 'run', '--project', 'unit', ...vitestJson('unit.json')],
  [r('unit.json')],
  readVitest,
);
await storybookBuild;
suite(
  'stories',
  'npx',
  ['vitest', 'run', '--project', 'storybook', ...vitestJson('stories.json')],
  [r('stories.json')],
  readVitest,
);
// Decision: the storefront's production build for the journeys runs beside the server tests, which
// leave about a quarter of the two cores idle (each of their two runs takes its files one at a time).
const e2eDist = r('e2e-dist');
const e2eBuild = inBackground(
  'storefront build',
  'npx',
  ['vite', 'build', '--logLevel', 'warn', '--outDir', e2eDist],
  'server tests',
);
suite(
  'server (PGlite + PG)',
  'node',
  ['scripts/test-server.mjs'],
  [r('server-pglite.json'), r('server-postgres.json')],
  readVitest,
);
await e2eBuild;
env.E2E_BUILT_DIR = e2eDist;
suite('e2e (mobile+desktop)', 'node', ['scripts/test-e2e.mjs'], [r('e2e.json')], readPlaywright);
// Checked by scripts/test-e2e.mjs on its build (tests/perf/bundle-size.mjs --budget); no verdict
// (the build failed) counts as a failure.
const budgetFile = r('bundle-budget.json');
const budget = fs.existsSync(budgetFile) ? JSON.parse(fs.readFileSync(budgetFile, 'utf8')) : null;
totals[budget?.ok ? 'passed' : 'failed'] += 1;
const budgetVerdict = budget?.ok ? 'passed' : budget ? 'FAILED (see the e2e step)' : 'FAILED (no e2e build)';
summary.push(`${'bundle budget'.padEnd(22)} ${budgetVerdict}`);

console.log(formatSlowest('the 20 slowest e2e journeys', slowestJourneys(r('e2e.json'))));
console.log(
  formatSlowest(
    'the 20 slowest server test files',
    slowestServerFiles([
      ['PGlite    ', r('server-pglite.json')],
      ['PostgreSQL', r('server-postgres.json')],
    ]),
  ),
);
console.log(
  formatFailed([
    ...failedVitestTests([
      ['unit', r('unit.json')],
      ['stories', r('stories.json')],
      ['PGlite', r('server-pglite.json')],
      ['PostgreSQL', r('server-postgres.json')],
    ]),
    ...failedJourneys(r('e2e.json')),
    ...runnerFailures,
  ]),
);
console.log(`\n━━ summary ━━\n${summary.join('\n')}`);
console.log(
  `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
fs.rmSync(reportDir, { recursive: true, force: true });
process.exit(totals.failed === 0 ? 0 : 1);
