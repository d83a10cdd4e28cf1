// Server tests twice: on PGlite (in memory) and on a real PostgreSQL started for the run.
//
// Decision: the two runs go side by side. Each runs its files one at a time (PGlite is one
// connection), so each keeps about one core busy; on the 2-core machine CI and every engineer
// use, one after the other took 499 s. PGlite's output streams; PostgreSQL's is held and printed
// whole after it, so neither run's lines are cut into the other's.
import { spawn } from 'node:child_process';
import { startTempPostgres } from './temp-postgres.mjs';

const extra = process.argv.slice(2);
const reportDir = process.env.PASAR_REPORT_DIR;

/** Runs the server project against `env`; resolves its exit status and, when held, its output. */
function vitest(env, report, hold) {
  const args = ['vitest', 'run', '--project', 'server'];
  if (report) args.push('--reporter=default', '--reporter=json', `--outputFile.json=${report}`);
  const child = spawn('npx', [...args, ...extra], {
    stdio: hold ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    // Colours kept in the held output, as a terminal would show them.
    env: { ...process.env, ...(hold ? { FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } : {}), ...env },
  });
  const output = [];
  if (hold) {
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
  }
  return new Promise((resolve) => child.on('close', (status) => resolve({ status, output: Buffer.concat(output) })));
}

const pgServer = await startTempPostgres();
let results;
try {
  console.log('\n— server tests on PGlite and on PostgreSQL, side by side (PostgreSQL’s output follows) —');
  results = await Promise.all([
    vitest({ TEST_DATABASE_URL: '' }, reportDir && `${reportDir}/server-pglite.json`, false),
    vitest({ TEST_DATABASE_URL: pgServer.url }, reportDir && `${reportDir}/server-postgres.json`, true),
  ]);
} finally {
  pgServer.stop();
}
const [pglite, postgres] = results;
console.log('\n— server tests on PostgreSQL —');
process.stdout.write(postgres.output);
process.exit(pglite.status === 0 && postgres.status === 0 ? 0 : 1);
