// Starts Debian's PostgreSQL on a temporary directory and a free loopback port, for tests and
// benchmarks; stop() removes it. As root it runs the server as the postgres user (it refuses root).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

function pgBin(name) {
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base) ? fs.readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) {
    const candidate = path.join(base, v, 'bin', name);
    if (fs.existsSync(candidate)) return candidate;
  }
  throw new Error(`PostgreSQL's ${name} not found under ${base}: apt-get install postgresql`);
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function startTempPostgres() {
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pasar-pg-'));
  const dataDir = path.join(dir, 'data');
  const run = (bin, args) => {
    const cmd = asRoot ? ['runuser', ['-u', 'postgres', '--', pgBin(bin), ...args]] : [pgBin(bin), args];
    execFileSync(cmd[0], cmd[1], { stdio: ['ignore', 'ignore', 'inherit'] });
  };
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  run('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  run('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** The server's log (the benchmarks count statements in it with log_statement = 'all'). */
    logFile: path.join(dir, 'server.log'),
    /** The postmaster's process id (its backends are its children: the benchmarks sum their CPU). */
    pid: () => Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]),
    stop() {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
