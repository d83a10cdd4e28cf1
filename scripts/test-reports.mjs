// What `npm test` prints from the runners' JSON reports after all its steps: the tests that failed
// (or passed only on a retry, or ran again after their worker crashed), each with the first lines
// of its error, and the slowest e2e journeys and server test files. Printed at the end, beside the
// summary, because the end of the output is what is read first (and sometimes all that is kept) of
// a CI run.
import fs from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

const readJson = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null);
const seconds = (ms) => `${(ms / 1000).toFixed(1)}s`.padStart(7);
/** A file's path from the project's root. */
const fromRoot = (file) => file.replace(`${process.cwd()}/`, '');
/** A Vitest report's file, from the project's root. */
const fileOf = (result) => fromRoot(result.name);

/** Each journey of a Playwright report, in each project, as [spec, test], nested suites walked. */
function* journeys(report) {
  function* walk(suite) {
    for (const spec of suite.specs ?? []) for (const test of spec.tests) yield [spec, test];
    for (const child of suite.suites ?? []) yield* walk(child);
  }
  for (const suite of report?.suites ?? []) yield* walk(suite);
}

/** Each Playwright test result (retries apart) as [ms, "project › file › title"]. */
export function slowestJourneys(file, count = 20) {
  const rows = [];
  for (const [spec, test] of journeys(readJson(file)))
    for (const result of test.results)
      rows.push([result.duration, `[${test.projectName}] ${spec.file} › ${spec.title}`]);
  return rows.sort((a, b) => b[0] - a[0]).slice(0, count);
}

/** Each server test file of each database run as [ms, "database file"]. */
export function slowestServerFiles(files, count = 20) {
  const rows = [];
  for (const [database, file] of files) {
    const report = readJson(file);
    for (const result of report?.testResults ?? [])
      rows.push([result.endTime - result.startTime, `${database} ${fileOf(result)}`]);
  }
  return rows.sort((a, b) => b[0] - a[0]).slice(0, count);
}

export function formatSlowest(title, rows) {
  if (rows.length === 0) return '';
  return `\n━━ ${title} ━━\n${rows.map(([ms, name]) => `${seconds(ms)}  ${name}`).join('\n')}`;
}

const firstLines = (message, lines = 6) =>
  // Runners colour their messages; the digest is read as plain text.
  stripVTControlCharacters(String(message ?? ''))
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, lines)
    .map((line) => `      ${line.trimEnd().slice(0, 200)}`)
    .join('\n');

/** Each failed Vitest test (or file that failed to run) of the given reports, with its error's first lines. */
export function failedVitestTests(files) {
  const rows = [];
  for (const [label, file] of files) {
    const report = readJson(file);
    for (const result of report?.testResults ?? []) {
      const name = fileOf(result);
      const failed = result.assertionResults.filter((test) => test.status === 'failed');
      for (const test of failed)
        rows.push(`  ✗ ${label} ${name} › ${test.fullName}\n${firstLines(test.failureMessages[0])}`);
      // A file that threw before its tests ran (an import error) or a hook that failed (its tests
      // then count as skipped, its error is not in the report) has no failed test.
      if (failed.length === 0 && result.status === 'failed')
        rows.push(
          `  ✗ ${label} ${name}\n${firstLines(result.message || 'a hook or the file itself failed: its output above says how')}`,
        );
    }
    // scripts/test-server.mjs runs a crashed worker's unfinished files once more.
    const again = report?.ranAgainAfterCrash;
    if (again)
      rows.push(
        `  ${again.status === 0 ? '↻' : '✗'} ${label}: its test worker was killed by ${again.signal} with no test failed; these ran again in a fresh worker, ${again.status === 0 ? 'and passed' : 'and did not pass (its output above says why)'}\n${again.files.map((file) => `      ${fromRoot(file)}`).join('\n')}`,
      );
  }
  return rows;
}

/** Each journey that failed, or passed only on a retry, with the first lines of its first error. */
export function failedJourneys(file) {
  const report = readJson(file);
  const rows = [];
  for (const [spec, test] of journeys(report)) {
    if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
    const error = test.results.find((result) => result.error)?.error;
    const mark = test.status === 'flaky' ? '↻ passed on retry:' : '✗';
    rows.push(
      `  ${mark} [${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}\n${firstLines(error?.message)}`,
    );
  }
  // Errors outside any journey: the servers' global set-up, a spec file that fails to load.
  for (const error of report?.errors ?? [])
    rows.push(`  ✗ e2e, outside any journey\n${firstLines(error.message)}`);
  return rows;
}

export function formatFailed(rows) {
  return rows.length === 0 ? '' : `\n━━ what failed ━━\n${rows.join('\n')}`;
}
