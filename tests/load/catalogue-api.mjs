// `npm run bench:api`: load on the two busiest catalogue calls, the home feed
// (consumer/product/product_recommend) and search (search/search), against a real server this
// script starts on a free loopback port: once on PGlite in memory, once on a temporary
// PostgreSQL. Prints requests per second and latency per endpoint per database, then stops
// everything it started.
//
//   node tests/load/catalogue-api.mjs [--duration 10] [--connections 10] [--db pglite|postgres|both]
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
const databases = option('db', 'both');

/** Starts server/main.ts with `env`; resolves once /api/health answers. */

const headers = (extra = {}) => ({
  'Content-Type': 'application/json',
  'X-Locale': 'ID',
  Language: 'en',
  platform: 'H5',
  ...extra,
});

// Hot keywords and a few harder ones: Chinese, Indonesian with a typo, several words.
const keywords = [
  'kopi',
  'susu',
  '牛奶',
  'minyak gorng',
  'chocolate',
  'power bank',
  'sabun mandi',
  'beras',
  'tisu',
  'air fryer',
];

/** Each request differs a little: the feed walks its first pages, search cycles keywords and devices. */
const scenarios = {
  product_recommend: () => {
    let n = 0;
    return {
      path: '/api/consumer/product/product_recommend',
      setupRequest: (request) => {
        n++;
        return { ...request, body: JSON.stringify({ page_num: (n % 10) + 1, page_size: 12 }) };
      },
    };
  },
  'search/search': () => {
    let n = 0;
    return {
      path: '/api/search/search',
      setupRequest: (request) => {
        n++;
        const deviceId = `bench-device-${String(n % 50).padStart(4, '0')}`;
        return {
          ...request,
          headers: { ...request.headers, Deviceid: deviceId },
          body: JSON.stringify({ keyword: keywords[n % keywords.length], page_num: 1, page_size: 12 }),
        };
      },
    };
  },
};

async function hit(base, name) {
  const { path, setupRequest } = scenarios[name]();
  // Warm up: the first call loads the in-memory catalogue.
  await fetch(base + path, { method: 'POST', headers: headers(), body: JSON.stringify({ keyword: 'kopi' }) });
  const result = await autocannon({
    url: base,
    connections,
    duration,
    requests: [{ method: 'POST', path, headers: headers(), setupRequest }],
  });
  return {
    endpoint: name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    requests: result.requests.total,
    'non-2xx': result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

const rows = [];
async function run(label, env, cleanup = async () => {}) {
  let server;
  try {
    // The figures measure the API, not a request line per call collected in the output.
    server = await startServer({ LOG_LEVEL: 'warn', ...env });
    console.log(
      `${label}: server up in ${(server.startMs / 1000).toFixed(1)} s; ${duration} s per endpoint, ${connections} connections`,
    );
    for (const name of Object.keys(scenarios))
      rows.push({ database: label, ...(await hit(server.base, name)) });
  } finally {
    await server?.stop();
    await cleanup();
  }
}

if (databases === 'both' || databases === 'pglite')
  await run('PGlite', { DATA_DIR: 'memory://', DATABASE_URL: '' });
if (databases === 'both' || databases === 'postgres') {
  const pg = await startTempPostgres();
  await run('PostgreSQL', { DATABASE_URL: pg.url }, async () => pg.stop());
}
console.table(rows);
// Other work on the machine skews the figures; the load average says how much there was.
console.log(
  `${os.cpus().length} CPUs; load average now ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(', ')}`,
);
const failed = rows.some((row) => row['non-2xx'] > 0 || row.errors > 0);
process.exit(failed ? 1 : 0);
