// `npm start`: builds the storefront if it is missing, then runs the server, which migrates,
// seeds an empty database and serves /api plus the storefront on one port.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const distDir = process.env.DIST_DIR ?? 'dist';
if (process.argv.includes('--rebuild') || !fs.existsSync(`${distDir}/index.html`)) {
  console.log('Building the storefront…');
  const build = spawnSync('npx', ['vite', 'build', '--outDir', distDir, '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// The demo runs with its sandbox (codes readable at /api/dev/outbox, the sandbox Google) unless
// PASAR_SANDBOX=0; the server then listens on loopback only (server/config.ts). A production start
// gets no sandbox by default, and the server refuses one asked for (assertNoSandboxInProduction).
const production = process.env.NODE_ENV === 'production';
const env = { ...process.env, PASAR_SANDBOX: process.env.PASAR_SANDBOX ?? (production ? '0' : '1') };
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
