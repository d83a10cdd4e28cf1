// Server tests twice: on PGlite (in memory) and on a real PostgreSQL started for the run.
//
// Decision: the two runs go side by side. Each runs its files one at a time (PGlite is one
// connection), so each keeps about one core busy; on the 2-core machine CI and every engineer
// use, one after the other took 499 s. PGlite's output streams; PostgreSQL's is held and printed
// whole after it, so neither run's lines are cut into the other's.
//
// Decision: a run whose worker process was killed by a signal, with no test failed, runs the
// files it had not finished once more in a fresh worker (ADR 047). The files share one worker
// (isolate: false), so a crash of the process loses every file after it, and the whole run failed
// on no test of ours. A test that failed is never run again, a second crash fails the run, and
// what ran again is printed, kept in the run's report and named in `npm test`'s digest.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { startTempPostgres } from './temp-postgres.mjs';

const extra = process.argv.slice(2);
// The reports tell a crash's unfinished files; a run of its own keeps them in a folder of its own.
const reportDir =
  process.env.PASAR_REPORT_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'pasar-server-tests-'));

/**
 * Runs the server project against `env`, on `files` when given; resolves its exit status and its
 * whole output, which is streamed as it comes unless `hold`.
 */
function vitest(env, report, hold, files = []) {
  const args = [
    'vitest',
    'run',
    '--project',
    'server',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ];
  // Files named on the command line are filters and filters add up: a run again names only its
  // own files, with the options it was given.
  const rest = files.length > 0 ? [...extra.filter((arg) => arg.startsWith('-')), ...files] : extra;
  const child = spawn('npx', [...args, ...rest], {
    stdio: ['ignore', 'pipe', 'pipe'],
    // Colours kept through the pipe, as a terminal would show them.
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1', ...env },
  });
  const output = [];
  const take = (stream) => (chunk) => {
    output.push(chunk);
    if (!hold) stream.write(chunk);
  };
  child.stdout.on('data', take(process.stdout));
  child.stderr.on('data', take(process.stderr));
  return new Promise((resolve) =>
    child.on('close', (status) => resolve({ status, output: Buffer.concat(output) })),
  );
}

// Vitest's own words when the worker process dies, with the files the worker had been given.
const workerCrash = /Worker exited unexpectedly with signal (\w+) .*?while running test files (.+)/;
const readReport = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null);

/**
 * The files a crashed run did not finish, or null when the run is not a crash with nothing else
 * wrong: every file its worker had, but those the report shows finished before the one it died in
 * (the last one started: its report may hold the tests that ran before the crash only).
 */
function unfinishedAfterCrash(run, report) {
  const crash = workerCrash.exec(stripVTControlCharacters(run.output.toString()));
  if (run.status === 0 || !crash || !report || report.numFailedTests > 0) return null;
  const results = report.testResults;
  const last = results.reduce(
    (latest, result) => (result.startTime >= (latest?.startTime ?? -Infinity) ? result : latest),
    null,
  );
  if (results.some((result) => result !== last && result.status === 'failed')) return null;
  const finished = new Set(results.filter((result) => result !== last).map((result) => result.name));
  const files = crash[2]
    .split(', ')
    .map((file) => file.trim())
    .filter((file) => !finished.has(file));
  return { signal: crash[1], files };
}

const countOf = { passed: 'numPassedTests', failed: 'numFailedTests', todo: 'numTodoTests' };

/** The first report with the files that ran again replaced by their run again's results. */
function merged(first, again, crash, status) {
  const rerun = new Set(crash.files);
  const report = {
    ...first,
    testResults: [...first.testResults.filter((r) => !rerun.has(r.name)), ...again.testResults],
  };
  for (const key of ['numTotalTests', 'numPassedTests', 'numFailedTests', 'numPendingTests', 'numTodoTests'])
    report[key] = 0;
  for (const result of report.testResults)
    for (const test of result.assertionResults) {
      report.numTotalTests += 1;
      report[countOf[test.status] ?? 'numPendingTests'] += 1;
    }
  report.numTotalTestSuites = report.testResults.length;
  report.numFailedTestSuites = report.testResults.filter((result) => result.status === 'failed').length;
  report.numPassedTestSuites = report.numTotalTestSuites - report.numFailedTestSuites;
  report.success = status === 0 && report.numFailedTests === 0;
  report.ranAgainAfterCrash = { signal: crash.signal, files: crash.files, status };
  return report;
}

/** One database's run, and once more on its unfinished files if its worker crashed. */
async function runDatabase(name, env, report, hold) {
  const run = await vitest(env, report, hold);
  const first = readReport(report);
  const crash = unfinishedAfterCrash(run, first);
  if (!crash) return run;
  const notice = `\n— ${name}: the test worker was killed by ${crash.signal} with no test failed; the ${crash.files.length} file(s) it had not finished run again in a fresh worker —\n`;
  if (hold) run.output = Buffer.concat([run.output, Buffer.from(notice)]);
  else process.stdout.write(notice);
  const againReport = report.replace(/\.json$/, '-again.json');
  const again = await vitest(env, againReport, hold, crash.files);
  const output = Buffer.concat([run.output, again.output]);
  const second = readReport(againReport);
  if (!second) return { status: again.status || 1, output };
  fs.writeFileSync(report, JSON.stringify(merged(first, second, crash, again.status)));
  fs.rmSync(againReport);
  return { status: again.status, output };
}

const pgServer = await startTempPostgres();
let results;
try {
  console.log('\n— server tests on PGlite and on PostgreSQL, side by side (PostgreSQL’s output follows) —');
  results = await Promise.all([
    runDatabase('PGlite', { TEST_DATABASE_URL: '' }, `${reportDir}/server-pglite.json`, false),
    runDatabase('PostgreSQL', { TEST_DATABASE_URL: pgServer.url }, `${reportDir}/server-postgres.json`, true),
  ]);
} finally {
  pgServer.stop();
}
const [pglite, postgres] = results;
console.log('\n— server tests on PostgreSQL —');
process.stdout.write(postgres.output);
process.exit(pglite.status === 0 && postgres.status === 0 ? 0 : 1);
