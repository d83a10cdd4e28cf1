// The slowest e2e journeys and server test files of an `npm test` run, read from the runners' JSON
// reports: where the suite's minutes go, printed in every run so its cost stays in sight.
import fs from 'node:fs';

const readJson = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null);
const seconds = (ms) => `${(ms / 1000).toFixed(1)}s`.padStart(7);

/** Each Playwright test result (retries apart) as [ms, "project › file › title"]. */
export function slowestJourneys(file, count = 20) {
  const report = readJson(file);
  if (!report) return [];
  const rows = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results)
          rows.push([result.duration, `[${test.projectName}] ${spec.file} › ${spec.title}`]);
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return rows.sort((a, b) => b[0] - a[0]).slice(0, count);
}

/** Each server test file of each database run as [ms, "database file"]. */
export function slowestServerFiles(files, count = 20) {
  const rows = [];
  for (const [database, file] of files) {
    const report = readJson(file);
    for (const result of report?.testResults ?? [])
      rows.push([result.endTime - result.startTime, `${database} ${result.name.replace(`${process.cwd()}/`, '')}`]);
  }
  return rows.sort((a, b) => b[0] - a[0]).slice(0, count);
}

export function formatSlowest(title, rows) {
  if (rows.length === 0) return '';
  return `\n━━ ${title} ━━\n${rows.map(([ms, name]) => `${seconds(ms)}  ${name}`).join('\n')}`;
}
