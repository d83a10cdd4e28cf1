// `node tests/load/fuzz-api.mjs`: sends a few thousand malformed requests across every API route
// to a real server this script starts on a free loopback port (the sandbox on, a fresh database),
// and prints how many went out, how many answered 5xx, how many hung (no answer in 10 s), and the
// server's log lines that carry a stack trace. Every route is read from the API reference (and the areas' route files, server/areas/*/*routes.ts), so a
// new route is fuzzed without editing this file. Exit code 1 when anything answered 5xx or hung.
//
//   node tests/load/fuzz-api.mjs [--requests 4000] [--concurrency 16] [--seed 13] [--db pglite|postgres]
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { startTempPostgres } from '../../scripts/temp-postgres.mjs';
import { startServer } from './start-server.mjs';

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}
const total = Number(option('requests', 4000));
const concurrency = Number(option('concurrency', 16));
const database = option('db', 'pglite');
const HANG_MS = 10_000;

// A seeded generator: the same seed sends the same requests, so a failure can be replayed.
let state = Number(option('seed', 13)) >>> 0 || 1;
const random = () => {
  state ^= state << 13;
  state ^= state >>> 17;
  state ^= state << 5;
  return (state >>> 0) / 2 ** 32;
};
const pick = (list) => list[Math.floor(random() * list.length)];
const int = (max) => Math.floor(random() * max);

/**
 * Every route: the API reference's (GET /api/openapi.json, where every route is declared with its
 * schemas) and, for the few it leaves out on purpose (the sandbox pages, /api/docs), the plain
 * `.get('/path'` declarations of the areas' route files (server/areas/<area>/*routes.ts). [method, path] with :params left in.
 */
async function routes(base) {
  const found = new Map();
  const add = (method, route) => found.set(`${method} ${route}`, [method, route]);
  const document = await (await fetch(`${base}/api/openapi.json`)).json();
  for (const [route, operations] of Object.entries(document.paths))
    for (const method of Object.keys(operations))
      add(method.toUpperCase(), `/api${route.replace(/\{(\w+)\}/g, ':$1')}`);
  const routeFiles = fs
    .readdirSync('server/areas', { recursive: true })
    .filter((file) => /(^|[/-])routes\.ts$/.test(file));
  for (const file of routeFiles) {
    const text = fs.readFileSync(path.join('server/areas', file), 'utf8');
    for (const [, method, route] of text.matchAll(/\.(get|post|put|patch|delete)\(\s*'([^']+)'/g))
      add(method.toUpperCase(), `/api${route}`);
  }
  return [...found.values()];
}

const strings = [
  '',
  ' ',
  'beras',
  'a\u0000b',
  '\u0000',
  '\u0007\u001b[31m',
  '\ud800',
  '\uffff',
  '𝕏'.repeat(40),
  'x'.repeat(70_000),
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '../../etc/passwd',
  '%00',
  '\r\nSet-Cookie: a=b',
  '62812345678901',
  'a@b.co',
  '9'.repeat(400),
];
const scalars = [null, true, false, 0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 1, NaN, '1', [], {}, ...strings];
const fields = [
  'keyword',
  'sku_id',
  'quantity',
  'cart_id',
  'cart_ids',
  'sku_ids',
  'selected',
  'items',
  'device_id',
  'path',
  'language',
  'product_no',
  'driver_id',
  'page_num',
  'page_size',
  'search_type',
  'typeId',
  'sort',
  'coupon_id',
  'account',
  'country_code',
  'type_id',
  'login_type',
  'check_code',
  'image_id',
  'image_nonce',
  'password',
  'channel',
  '__proto__',
  'constructor',
];

function jsonBody() {
  switch (int(8)) {
    case 0: {
      const body = {};
      for (let i = int(6); i >= 0; i -= 1) body[pick(fields)] = pick(scalars);
      return JSON.stringify(body);
    }
    case 1:
      return '['.repeat(5000 + int(50_000));
    case 2:
      return JSON.stringify(pick(scalars));
    case 3:
      return '{"keyword": "be' + 'ras'.repeat(int(10)); // cut short
    case 4:
      return JSON.stringify({
        items: Array.from({ length: int(3000) }, () => ({ sku_id: '1'.repeat(10), quantity: int(2000) })),
      });
    case 5:
      return '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"polluted": 1}}}';
    case 6:
      return Buffer.from(Array.from({ length: int(2000) }, () => int(256)));
    default:
      return JSON.stringify({ [pick(fields)]: pick(strings), [pick(fields)]: pick(strings) });
  }
}

const contentTypes = [
  'application/json',
  'application/json',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=zzz',
  'multipart/form-data',
  undefined,
  'application/json, text/plain',
  'application/vnd.evil+json',
];

function fuzzPath(route) {
  const params = [
    '1',
    '0',
    '-1',
    '../../etc/passwd',
    '%00',
    '%E0%A4%A',
    'x'.repeat(3000),
    '100000001',
    '%2e%2e%2f',
  ];
  let target = route.replace(/:[A-Za-z_]+/g, () => pick(params));
  if (random() < 0.5) {
    const query = [];
    for (let i = int(4); i >= 0; i -= 1)
      query.push(`${pick(fields)}=${encodeURIComponent(pick(strings).toWellFormed()).slice(0, 4000)}`);
    if (random() < 0.2) query.push('to=%00%00', 'keyword=%E0%A4%A', 'device_id=a&device_id=b');
    target += `?${query.join('&')}`;
  }
  return target;
}

function fuzzHeaders(body) {
  const headers = {};
  const type = pick(contentTypes);
  if (type !== undefined && body !== undefined) headers['Content-Type'] = type;
  if (random() < 0.5) headers.Deviceid = pick(['test-device-fuzz', 'x', '../../', 'a'.repeat(200)]);
  if (random() < 0.3)
    headers.Authorization = pick([
      'Bearer ',
      'Bearer ' + 'A'.repeat(43),
      'Basic Zm9vOmJhcg==',
      'Bearer ../..',
    ]);
  if (random() < 0.3) headers['X-Locale'] = pick(['ID', 'SG', 'MY', 'XX', '']);
  if (random() < 0.3) headers.Language = pick(['en', 'id', 'zh-CN', 'klingon', '']);
  if (random() < 0.2) headers['X-Forwarded-For'] = pick(['1.2.3.4', 'garbage', '::1, 10.0.0.1', '']);
  if (random() < 0.2)
    headers['Idempotency-Key'] = pick(['fuzz-key-0001', 'short', 'x'.repeat(300), 'with space']);
  if (random() < 0.1) headers['Accept-Encoding'] = pick(['br', 'gzip;q=0', '*', 'identity']);
  return headers;
}

/** One raw HTTP request; resolves its status, or 'hang' after HANG_MS, or 'reset'. */
function send(base, method, target, headers, body) {
  return new Promise((resolve) => {
    const url = new URL(base);
    let request;
    try {
      request = http.request(
        { host: url.hostname, port: url.port, method, path: target, headers, agent: false },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode));
          response.on('error', () => resolve('reset'));
        },
      );
    } catch {
      // Node's own client refuses to send it (an invalid path or header): not a server answer.
      resolve('unsendable');
      return;
    }
    request.setTimeout(HANG_MS, () => {
      request.destroy();
      resolve('hang');
    });
    // A refused body can close the connection before it is all sent: that is an answer too.
    request.on('error', () => resolve('reset'));
    if (body !== undefined) request.end(body);
    else request.end();
  });
}

const postgres = database === 'postgres' ? await startTempPostgres() : undefined;
const server = await startServer({
  PASAR_SANDBOX: '1',
  DATA_DIR: 'memory://',
  ...(postgres ? { DATABASE_URL: postgres.url } : {}),
});
const table = await routes(server.base);
const statuses = new Map();
const failures = [];
/** Connections the server closed before answering: expected only for bodies over the limit. */
const resets = [];
let sent = 0;
const startedAt = performance.now();
try {
  const worker = async () => {
    while (sent < total) {
      sent += 1;
      const [routeMethod, route] = pick(table);
      const method =
        random() < 0.85 ? routeMethod : pick(['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']);
      const body =
        method === 'GET' || method === 'OPTIONS' ? (random() < 0.1 ? jsonBody() : undefined) : jsonBody();
      const target = fuzzPath(route);
      const status = await send(server.base, method, target, fuzzHeaders(body), body);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status === 'hang' || (typeof status === 'number' && status >= 500))
        failures.push(`${status} ${method} ${target.slice(0, 120)} ${String(body ?? '').slice(0, 80)}`);
      if (status === 'reset')
        resets.push(`${method} ${target.slice(0, 60)} (${Buffer.byteLength(body ?? '')} bytes)`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const healthy = (await fetch(`${server.base}/api/health`)).ok;
  const seconds = (performance.now() - startedAt) / 1000;
  const fiveXx = [...statuses]
    .filter(([s]) => typeof s === 'number' && s >= 500)
    .reduce((n, [, c]) => n + c, 0);
  const hangs = statuses.get('hang') ?? 0;
  const stackLines = server
    .output()
    .split('\n')
    .filter((line) => /^\s+at /.test(line)).length;
  console.log(`Fuzzed ${table.length} routes on ${database}: ${sent} requests in ${seconds.toFixed(1)} s`);
  console.log(
    `  answers: ${[...statuses]
      .sort((a, b) => String(a[0]).localeCompare(String(b[0])))
      .map(([s, c]) => `${s}×${c}`)
      .join(', ')}`,
  );
  console.log(
    `  5xx: ${fiveXx}   hangs: ${hangs}   server healthy after: ${healthy}   stack-trace lines in the log: ${stackLines}`,
  );
  for (const failure of failures.slice(0, 20)) console.log(`  ${failure}`);
  const smallResets = resets.filter((line) => Number(/\((\d+) bytes\)/.exec(line)?.[1]) <= 64 * 1024);
  console.log(
    `  connections closed before an answer: ${resets.length} (with a body within the limit: ${smallResets.length})`,
  );
  for (const reset of smallResets.slice(0, 10)) console.log(`    ${reset}`);
  process.exitCode = fiveXx > 0 || hangs > 0 || !healthy ? 1 : 0;
} finally {
  await server.stop();
  await postgres?.stop();
}
