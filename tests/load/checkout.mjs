// `npm run bench:checkout`: does the last unit sell once, and how fast do orders go? On a real
// server this script starts (PASAR_SANDBOX=1, a free loopback port), once on PGlite and once on
// PostgreSQL:
//   1. the last unit: N shoppers (from POST /api/dev/member) submit an order for the last unit of
//      one SKU at the same moment. Prints orders created (must be 1), stock after (0), 1105007
//      answers (N − 1) and any other answer (0).
//   2. a steady mix: --workers concurrent shoppers keep submitting orders over --skus SKUs for
//      --duration seconds. Prints orders per second and the submit's p50/p99, and the CPU time the
//      server process (and on PostgreSQL its backends) spent per order, preview included, and this
//      script's own (the shoppers' side, on the same cores): on a shared machine the rate moves
//      with the neighbours' load, the CPU per order much less.
// Not a test: it prints, never fails on a figure; it exits 1 only when the last unit was sold
// twice (or never) or the server erred (5xx).
//
//   3. (PostgreSQL) the server killed with SIGKILL in the middle of a burst of submits, then
//      restarted on the same database: stock + units sold must equal the initial stock, and no
//      order may be without its lines (its reserved stock). `--no-kill` skips it.
//
//   4. (PostgreSQL) the statements one preview and one submit send, counted in the server's own
//      log (log_statement = 'all' for those two calls only), each listed with --statements.
//
//   node tests/load/checkout.mjs [--shoppers 200] [--workers 20] [--skus 40] [--duration 10] [--db both|pglite|postgres] [--no-kill]
import crypto from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { startTempPostgres } from '../../scripts/temp-postgres.mjs';
import {
  call,
  cpuMs,
  newMember,
  option,
  percentile,
  pool,
  previewOne,
  submitOne,
  tally,
  unlimitedSkus,
} from './load-kit.mjs';
import { startServer } from './start-server.mjs';

const shoppers = Number(option('shoppers', 200));
const workers = Number(option('workers', 20));
const skuCount = Number(option('skus', 40));
const duration = Number(option('duration', 10));
const databases = option('db', 'both') === 'both' ? ['pglite', 'postgres'] : [option('db', 'pglite')];
const country = 'ID';

const preview = (base, member, skuId) => previewOne(base, member, skuId).then((answer) => answer.data);
const submit = submitOne;

async function lastUnit(base, sku, members) {
  await call(base, 'POST', 'dev/stock', { sku_id: sku, stock: 1 });
  const tokens = await pool(members, 20, (m) => preview(base, m, sku).then((p) => p.price_token));
  const started = performance.now();
  const answers = await Promise.all(members.map((m, i) => submit(base, m, sku, tokens[i])));
  const ms = performance.now() - started;
  const codes = tally(answers.map((a) => a.code));
  const stockAfter = (await preview(base, members[0], sku)).lines[0].stock;
  return {
    orders: codes[0] ?? 0,
    stockAfter,
    insufficient: codes[1105007] ?? 0,
    other: answers.filter((a) => a.code !== 0 && a.code !== 1105007).length,
    otherCodes: Object.fromEntries(Object.entries(codes).filter(([c]) => c !== '0' && c !== '1105007')),
    serverErrors: answers.filter((a) => a.status >= 500).length,
    ms: Math.round(ms),
  };
}

/**
 * The steady mix: each worker takes the next shopper with submits left (a shopper makes at most 8,
 * under the 10-a-minute limit) and buys one unit of a random SKU: preview, then submit (timed).
 */
async function steadyMix(base, skus, members, { serverPid, postgresPid }) {
  for (const sku of skus) await call(base, 'POST', 'dev/stock', { sku_id: sku, stock: 100_000 });
  const serverCpu0 = cpuMs([serverPid]);
  const benchCpu0 = process.cpuUsage();
  const postgresCpu0 = postgresPid ? cpuMs([postgresPid]) : 0;
  // Round-robin over the shoppers, 8 rounds: a shopper's submits are spread out.
  const turns = Array.from({ length: 8 }, () => members).flat();
  const latencies = [];
  const codes = [];
  const ends = performance.now() + duration * 1000;
  let next = 0;
  const started0 = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (performance.now() < ends && next < turns.length) {
        const member = turns[next++];
        const sku = skus[crypto.randomInt(skus.length)];
        const priced = await preview(base, member, sku);
        const started = performance.now();
        const answer = await submit(base, member, sku, priced.price_token);
        latencies.push(performance.now() - started);
        codes.push(answer.code);
      }
    }),
  );
  const seconds = (performance.now() - started0) / 1000;
  // Every shopper's submits used before the time was up: the rate is the shoppers', not the shop's.
  if (next >= turns.length && seconds < duration * 0.98)
    console.warn(
      `The steady mix ran out of shoppers after ${seconds.toFixed(1)} s of ${duration}: its rate is a floor. Raise --shoppers (${members.length} make ${turns.length} submits).`,
    );
  const orders = tally(codes)[0] ?? 0;
  const perOrder = (ms) => (orders ? Math.round((ms / orders) * 10) / 10 : 0);
  const serverCpu = perOrder(cpuMs([serverPid]) - serverCpu0);
  const benchCpu = process.cpuUsage(benchCpu0);
  const postgresCpu = postgresPid ? perOrder(cpuMs([postgresPid]) - postgresCpu0) : '';
  latencies.sort((a, b) => a - b);
  return {
    submits: latencies.length,
    'orders/s': Math.round((orders / seconds) * 10) / 10,
    'p50 ms': Math.round(percentile(latencies, 50)),
    'p99 ms': Math.round(percentile(latencies, 99)),
    'server CPU ms/order': serverCpu,
    'PostgreSQL CPU ms/order': postgresCpu,
    'bench CPU ms/order': perOrder((benchCpu.user + benchCpu.system) / 1000),
    answers: JSON.stringify(tally(codes)),
  };
}

/**
 * Submits from every shopper, SIGKILL after `killAfterMs`, restart on the same database, then the
 * books must balance: stock now + units in orders that did not close = the stock set at the start.
 */
async function killMidBurst(databaseUrl, sku, members) {
  const INITIAL = 100_000;
  let server = await startServer({ DATABASE_URL: databaseUrl, PASAR_SANDBOX: '1' });
  await call(server.base, 'POST', 'dev/stock', { sku_id: sku, stock: INITIAL });
  const tokens = await pool(members, 20, (m) => preview(server.base, m, sku).then((p) => p.price_token));
  // Kill once a tenth of the burst has answered: some orders committed, others mid-transaction.
  let answered = 0;
  const burst = Promise.allSettled(
    members.map((m, i) =>
      submit(server.base, m, sku, tokens[i]).then((answer) => {
        answered++;
        return answer;
      }),
    ),
  );
  const waitUntil = performance.now() + 10_000;
  while (answered < members.length / 10 && performance.now() < waitUntil)
    await new Promise((resolve) => setTimeout(resolve, 5));
  process.kill(server.pid, 'SIGKILL');
  const settled = await burst;
  await server.stop();
  server = await startServer({ DATABASE_URL: databaseUrl, PASAR_SANDBOX: '1' });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const stock = (
      await client.query('select stock from sku_offers where sku_id = $1 and country_code = $2', [
        sku,
        country,
      ])
    ).rows[0].stock;
    const sold = Number(
      (
        await client.query(
          `select coalesce(sum(l.quantity), 0) as n from order_lines l join orders o on o.order_no = l.order_no
           where l.sku_id = $1 and o.status <> 'transaction_closed'`,
          [sku],
        )
      ).rows[0].n,
    );
    const orphans = Number(
      (
        await client.query(
          'select count(*) as n from orders o where not exists (select 1 from order_lines l where l.order_no = o.order_no)',
        )
      ).rows[0].n,
    );
    return {
      'answered before the kill': settled.filter((r) => r.status === 'fulfilled' && r.value.code === 0)
        .length,
      'cut off': settled.filter((r) => r.status === 'rejected').length,
      'orders kept': sold,
      'stock after': stock,
      'stock + sold': stock + sold,
      'initial stock': INITIAL,
      'orders without lines': orphans,
      balanced: stock + sold === INITIAL && orphans === 0,
    };
  } finally {
    await client.end();
    await server.stop();
  }
}

/** The statements PostgreSQL logs while `work` runs (log_statement = 'all' meanwhile). */
async function statementsDuring(databaseUrl, logFile, work) {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
  try {
    await admin.query(`ALTER SYSTEM SET log_statement = 'all'`);
    await admin.query('SELECT pg_reload_conf()');
    await settle();
    const from = fs.statSync(logFile).size;
    await work();
    await settle();
    const to = fs.statSync(logFile).size;
    return fs
      .readFileSync(logFile)
      .subarray(from, to)
      .toString('utf8')
      .split('\n')
      .filter((line) => /LOG:\s+(statement|execute)/.test(line))
      .map((line) => line.replace(/^.*?LOG:\s+(statement|execute[^:]*):\s*/, ''));
  } finally {
    await admin.query(`ALTER SYSTEM RESET log_statement`);
    await admin.query('SELECT pg_reload_conf()');
    await admin.end();
  }
}

/** Statements per order: one shopper's preview, then the submit, each counted. */
async function statementsPerOrder(base, databaseUrl, logFile, sku) {
  const member = await newMember(base);
  let token;
  const previewStatements = await statementsDuring(databaseUrl, logFile, async () => {
    token = (await preview(base, member, sku)).price_token;
  });
  const submitStatements = await statementsDuring(databaseUrl, logFile, () =>
    submit(base, member, sku, token),
  );
  if (process.argv.includes('--statements'))
    console.log(
      ['preview:', ...previewStatements, 'submit:', ...submitStatements]
        .map((s) => s.slice(0, 160))
        .join('\n'),
    );
  return { preview: previewStatements.length, submit: submitStatements.length };
}

let failed = false;
const statementRows = [];
const killRows = [];
const lastUnitRows = [];
const mixRows = [];
for (const database of databases) {
  let pgServer;
  const env =
    database === 'postgres'
      ? { DATABASE_URL: (pgServer = await startTempPostgres()).url, PASAR_SANDBOX: '1' }
      : { DATA_DIR: 'memory://', DATABASE_URL: '', PASAR_SANDBOX: '1' };
  const server = await startServer(env);
  let stopped = false;
  try {
    const [raceSku, killSku, ...mixSkus] = await unlimitedSkus(server.base, skuCount + 2);
    const members = await pool(Array.from({ length: shoppers }), 20, () => newMember(server.base, country));
    const race = await lastUnit(server.base, raceSku, members);
    lastUnitRows.push({
      db: database,
      shoppers,
      'orders created': race.orders,
      'stock after': race.stockAfter,
      'refused 1105007': race.insufficient,
      other: race.other,
      'other codes': JSON.stringify(race.otherCodes),
      'burst ms': race.ms,
    });
    if (race.orders !== 1 || race.stockAfter !== 0 || race.serverErrors > 0) failed = true;
    const mix = await steadyMix(server.base, mixSkus, members, {
      serverPid: server.pid,
      postgresPid: pgServer?.pid(),
    });
    mixRows.push({ db: database, workers, skus: mixSkus.length, ...mix });
    if (database === 'postgres') {
      const counted = await statementsPerOrder(server.base, env.DATABASE_URL, pgServer.logFile, mixSkus[0]);
      statementRows.push({
        'preview statements': counted.preview,
        'submit statements': counted.submit,
        'per order': counted.preview + counted.submit,
      });
    }
    if (mix.answers.includes('"5')) failed = true;
    if (database === 'postgres' && !process.argv.includes('--no-kill')) {
      await server.stop();
      stopped = true;
      // Fresh shoppers: the mix used up the first ones' submits for this minute.
      const again = await startServer(env);
      const fresh = await pool(Array.from({ length: shoppers }), 20, () => newMember(again.base));
      await again.stop();
      const kill = await killMidBurst(env.DATABASE_URL, killSku, fresh);
      killRows.push(kill);
      if (!kill.balanced) failed = true;
    }
  } finally {
    if (!stopped) await server.stop();
    pgServer?.stop();
  }
}
console.log(`\nThe last unit of one SKU, ${shoppers} shoppers at once:`);
console.table(lastUnitRows);
console.log(`\nA steady mix of submits over many SKUs (${duration} s, each shopper at most 8 submits):`);
console.table(mixRows);
if (statementRows.length) {
  console.log('\nSQL statements per order on PostgreSQL (one preview, one submit; --statements lists them):');
  console.table(statementRows);
}
if (killRows.length) {
  console.log('\nSIGKILL in the middle of a burst of submits, restarted on the same PostgreSQL:');
  console.table(killRows);
}
process.exit(failed ? 1 : 0);
