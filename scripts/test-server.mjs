// Server tests twice: on PGlite (in memory) and on a real PostgreSQL started for the run.
import { spawnSync } from 'node:child_process';
import { startTempPostgres } from './temp-postgres.mjs';

const extra = process.argv.slice(2);
const vitest = (env, report) =>
  spawnSync('npx', ['vitest', 'run', '--project', 'server', ...(report ? ['--reporter=default', '--reporter=json', `--outputFile.json=${report}`] : []), ...extra], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  }).status;

const reportDir = process.env.PASAR_REPORT_DIR;
console.log('\n— server tests on PGlite —');
const pglite = vitest({ TEST_DATABASE_URL: '' }, reportDir && `${reportDir}/server-pglite.json`);
console.log('\n— server tests on PostgreSQL —');
let postgres = 1;
const pgServer = await startTempPostgres();
try {
  postgres = vitest({ TEST_DATABASE_URL: pgServer.url }, reportDir && `${reportDir}/server-postgres.json`);
} finally {
  pgServer.stop();
}
process.exit(pglite === 0 && postgres === 0 ? 0 : 1);
