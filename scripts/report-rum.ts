// npm run report:rum — real-user monitoring's figures in the terminal (ADR 026): p75 of each vital
// per route and layout, errors by message, the slowest API paths.
//   npm run report:rum                      reads the database (DATABASE_URL, else PGlite at DATA_DIR)
//   npm run report:rum -- --days 1          the last day (default 7, at most 30)
//   npm run report:rum -- --from http://localhost:3000   asks a running server (/internal/rum/data.json,
//                                           with RUM_REPORT_TOKEN when it has one): PGlite's folder
//                                           is one process's at a time, so use this while it runs
import type { RumReport } from '../contract/monitoring';
import { openDatabase } from '../server/db/client';
import { readConfig } from '../server/config';
import { rumReport } from '../server/areas/monitoring';

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const days = Math.min(30, Math.max(1, Number(option('days')) || 7));

async function load(): Promise<RumReport> {
  const from = option('from');
  if (from) {
    const url = new URL(`/internal/rum/data.json?days=${days}`, from);
    const token = process.env.RUM_REPORT_TOKEN;
    const response = await fetch(url, token ? { headers: { Authorization: `Bearer ${token}` } } : {});
    if (!response.ok) throw new Error(`${url.origin} answered ${response.status} (RUM_REPORT_TOKEN?)`);
    return (await response.json()) as RumReport;
  }
  const config = readConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    return await rumReport(database.db, new Date(Date.now() - days * 24 * 60 * 60_000));
  } finally {
    await database.close();
  }
}

// CLS is a score (three decimals); every other figure is milliseconds.
const round = (value: number, name = 'ms') => (name === 'CLS' ? value.toFixed(3) : String(Math.round(value)));
function table(title: string, headers: string[], rows: (string | number)[][]) {
  console.log(`\n${title}`);
  if (rows.length === 0) return console.log('  (nothing yet)');
  const cells = [headers, ...rows.map((row) => row.map(String))];
  const widths = headers.map((_, at) => Math.min(60, Math.max(...cells.map((row) => row[at]!.length))));
  for (const row of cells)
    console.log(`  ${row.map((cell, at) => cell.slice(0, 60).padEnd(widths[at]!)).join('  ')}`);
}

const report = await load();
console.log(
  `Real-user monitoring since ${report.since.slice(0, 16).replace('T', ' ')} UTC: ` +
    `${report.counts.pageViews} page views in ${report.counts.sessions} sessions`,
);
table(
  'Vitals at p75 by route and layout (SPEC.md §9 ratings)',
  ['vital', 'route', 'layout', 'p75', 'rating', 'samples'],
  report.vitals.map((row) => [
    row.name,
    row.route,
    row.layout,
    round(row.p75, row.name),
    row.rating,
    row.count,
  ]),
);
table(
  'Page views by route',
  ['route', 'views', 'in the app shell'],
  report.pages.map((row) => [row.route, row.views, row.shellViews]),
);
table(
  'Errors by message',
  ['kind', 'count', 'message'],
  report.errors.map((row) => [row.kind, row.count, row.message]),
);
table(
  'Slowest API paths (p75, ms)',
  ['path', 'p75', 'calls', 'failures'],
  report.slowestApis.map((row) => [row.path, round(row.p75), row.count, row.failures]),
);
