// The server a browser bench measures a build against (bench:lighthouse, bench:long-tasks):
// server/main.ts as an operator starts it, on a free port, with a memory database and the build
// in `distDir`; and the three landing pages' addresses on it.
import { spawn } from 'node:child_process';
import { freePort } from '../../scripts/temp-postgres.mjs';

async function waitFor(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Starts a server on `distDir`; answers its origin, once it is healthy, and its stop. */
export async function startBenchServer(distDir) {
  const port = await freePort();
  const server = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      NODE_ENV: 'test',
      DIST_DIR: distDir,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () =>
    new Promise((resolve) => {
      if (server.exitCode !== null) return resolve();
      server.once('exit', resolve);
      server.kill('SIGTERM');
    });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${origin}/api/health`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

/**
 * The landing pages' paths: home, a category list, and its first product's page, as a shopper
 * would open it (asked of the server at `origin`).
 */
export async function landingPagePaths(origin) {
  const list = await fetch(`${origin}/api/consumer/product/list`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Locale': 'ID', Language: 'en' },
    body: JSON.stringify({ typeId: 300, page_num: 1, page_size: 1 }),
  }).then((r) => r.json());
  return {
    home: '/',
    list: '/commodityList?typeId=300',
    product: `/commodDetail?product_no=${list.data.list[0].product_no}`,
  };
}
