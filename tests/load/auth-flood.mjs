// `npm run bench:auth-flood`: can unknown logins starve the shop's other pages? Unauthenticated
// password logins (a fresh unknown account and a fresh X-Forwarded-For each time, so only the hash
// cap and the per-IP limit can stop them) flood a real server this script starts on a free loopback
// port, while autocannon measures the product list (gzip, as a browser asks for it). Prints the
// product list's p50/p99 alone and under the flood, the flood's answers by code, and the server's
// peak memory. Target (ADR 012): p99 under 100 ms under the flood. Not a test: it prints, never
// fails on a figure (a noisy machine would make it flaky); it fails only when the server errs
// (5xx).
//
//   node tests/load/auth-flood.mjs [--duration 10] [--connections 10] [--flood 20] [--db pglite|postgres]
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import { startTempPostgres } from '../../scripts/temp-postgres.mjs';
import { startServer } from './start-server.mjs';

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}
const duration = Number(option('duration', 10));
const connections = Number(option('connections', 10));
const floodConnections = Number(option('flood', 20));
const database = option('db', 'pglite');

/** The server's resident memory in MiB (Linux), sampled every 200 ms while `run` lasts. */
async function peakMemory(pid, run) {
  let peak = 0;
  const read = () => {
    try {
      const kb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
      peak = Math.max(peak, kb / 1024);
    } catch {
      // not Linux, or the process is gone
    }
  };
  const timer = setInterval(read, 200);
  try {
    return { result: await run(), peakMiB: Math.round(peak) };
  } finally {
    clearInterval(timer);
  }
}

const productList = (base) =>
  autocannon({
    url: base,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        path: '/api/consumer/product/product_recommend',
        headers: { 'Content-Type': 'application/json', 'Accept-Encoding': 'gzip, br', Language: 'en' },
        body: JSON.stringify({ page_num: 1, page_size: 12 }),
      },
    ],
  });

async function flood(base, answers) {
  const { data: key } = await (await fetch(`${base}/api/member/user/public_key`)).json();
  const ciphertext = crypto
    .publicEncrypt(
      { key: key.public_key, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from('Wrong.pass1'),
    )
    .toString('base64');
  let n = 0;
  return autocannon({
    url: base,
    connections: floodConnections,
    duration,
    requests: [
      {
        method: 'POST',
        path: '/api/member/user/login',
        headers: { 'Content-Type': 'application/json' },
        setupRequest: (request) => {
          n++;
          return {
            ...request,
            headers: {
              ...request.headers,
              'X-Forwarded-For': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
              Deviceid: `flood-device-${n}`,
            },
            body: JSON.stringify({
              login_type: 4,
              account: `nobody.${n}@example.com`,
              password: ciphertext,
            }),
          };
        },
        onResponse: (status, body) => {
          let code = `HTTP ${status}`;
          try {
            code = String(JSON.parse(body).code);
          } catch {
            // not JSON: keep the status
          }
          answers.set(code, (answers.get(code) ?? 0) + 1);
        },
      },
    ],
  });
}

let pg;
const env =
  database === 'postgres'
    ? { DATABASE_URL: (pg = await startTempPostgres()).url }
    : { DATA_DIR: 'memory://', DATABASE_URL: '' };
const server = await startServer(env);
const rows = [];
const answers = new Map();
let failed = false;
try {
  // Warm-up: the first call loads the in-memory catalogue.
  await fetch(`${server.base}/api/consumer/product/product_recommend`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  const alone = await peakMemory(server.pid, () => productList(server.base));
  const [loaded, flooded] = await Promise.all([
    peakMemory(server.pid, () => productList(server.base)),
    flood(server.base, answers),
  ]);
  for (const [label, { result, peakMiB }] of [
    ['product list alone', alone],
    ['product list under the flood', loaded],
  ]) {
    rows.push({
      run: label,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      requests: result.requests.total,
      'non-2xx': result.non2xx,
      'peak MiB': peakMiB,
    });
    failed ||= result.non2xx > 0 || result.errors > 0;
  }
  rows.push({
    run: `password-login flood (${floodConnections} connections)`,
    'req/s': Math.round(flooded.requests.average),
    'p50 ms': flooded.latency.p50,
    'p99 ms': flooded.latency.p99,
    requests: flooded.requests.total,
    'non-2xx': flooded.non2xx,
    'peak MiB': '',
  });
  failed ||= [...answers.keys()].some((code) => /^HTTP 5|^1100500$/.test(code));
} finally {
  await server.stop();
  await pg?.stop();
}
console.log(`${database === 'postgres' ? 'PostgreSQL' : 'PGlite'}; ${duration} s per run`);
console.table(rows);
console.log('Flood answers by code:', Object.fromEntries([...answers].sort()));
const p99 = rows[1]['p99 ms'];
console.log(
  `Product list p99 under the flood: ${p99} ms (target < 100 ms): ${p99 < 100 ? 'met' : 'NOT met'}`,
);
console.log(
  `${os.cpus().length} CPUs; load average now ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(', ')}`,
);
process.exit(failed ? 1 : 0);
