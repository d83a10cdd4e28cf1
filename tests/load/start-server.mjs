// The API server the load scripts (catalogue-api, auth-flood, fuzz-api) measure: server/main.ts
// as a child process on a free loopback port, without the storefront, waited for until
// /api/health answers. `env` adds to (or overrides) the defaults below.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../../scripts/temp-postgres.mjs';

export async function startServer(env = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      SERVE_STOREFRONT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 120_000) {
      child.kill('SIGKILL');
      throw new Error(`The server did not start within 2 minutes:\n${output}`);
    }
    await sleep(100);
  }
  return {
    base,
    pid: child.pid,
    /** How long the server took to answer /api/health. */
    startMs: performance.now() - started,
    /** Everything it printed so far. */
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
