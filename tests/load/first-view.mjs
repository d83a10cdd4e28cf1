// `npm run bench:first-view`: the home page's throughput drawn on the server (ADR 044) for every
// request (a query of its own each time, so nothing kept is reused) against the page kept in
// memory, on a server this script starts with the storefront build of DIST_DIR (default dist/,
// built by `npm run build`). Prints requests per second and latency of each, and their ratio.
//
//   node tests/load/first-view.mjs [--duration 10] [--connections 10]
import fs from 'node:fs';
import autocannon from 'autocannon';
import { startServer } from './start-server.mjs';

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}
const duration = Number(option('duration', 10));
const connections = Number(option('connections', 10));
const distDir = process.env.DIST_DIR ?? 'dist';
if (!fs.existsSync(`${distDir}/server/entry-server.js`)) {
  console.error(`No first-view renderer in ${distDir}/server: run \`npm run build\` first.`);
  process.exit(1);
}

const server = await startServer({
  SERVE_STOREFRONT: '1',
  DIST_DIR: distDir,
  DATA_DIR: 'memory://',
  PASAR_SANDBOX: '1',
});
const bench = (requests) =>
  autocannon({
    url: server.base,
    connections,
    duration,
    headers: { 'accept-encoding': 'br, gzip', 'accept-language': 'id-ID' },
    requests,
  });
try {
  // Warm both paths once (the renderer's first render loads its chunks).
  await fetch(`${server.base}/`);
  let n = 0;
  const drawn = await bench([{ setupRequest: (request) => ({ ...request, path: `/?bench=${++n}` }) }]);
  const kept = await bench([{ path: '/' }]);
  const line = (name, result) =>
    `${name.padEnd(28)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   non-2xx ${result.non2xx}`;
  console.log(line('home, drawn every request', drawn));
  console.log(line('home, kept', kept));
  console.log(`kept / drawn: ${(kept.requests.average / drawn.requests.average).toFixed(1)}x`);
} finally {
  await server.stop();
}
