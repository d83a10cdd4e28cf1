// `npm run bench:cluster`: does Pasar run as several processes on one PostgreSQL? A temporary
// PostgreSQL, --processes server processes (PASAR_SANDBOX=1, one RSA key as an operator would give
// them all, each its own DATA_DIR so nothing is shared by a local folder, pictures on one
// S3-compatible store: S3_* from the environment, else s3rver started here) started at the same
// moment against the empty database, behind a round-robin proxy on localhost
// (round-robin-proxy.mjs). Then:
//   1. one shopper across the processes: made on the first, signed in on the next, adds to the
//      cart on another, lists it, previews and submits on others, pays on the sandbox's page served
//      by another, sees the order paid on yet another; an avatar uploaded on one is read on each;
//   2. limits hold across them: --guesses wrong passwords for one account sent round-robin, and
//      only the account's 5 are evaluated (1101007), the rest refused (1101019);
//   3. every job runs once: --overdue unpaid orders made overdue; the processes' own 30-second job
//      closes them: the "moved" counts the processes log add up to exactly that many, and the stock
//      comes back exactly once;
//   4. a rolling restart under checkout load: --workers shoppers submit orders through the proxy
//      while each process in turn gets SIGTERM, drains, and a new one takes its place. Every
//      answer must be 2xx/4xx (none 5xx, none cut off), and every acknowledged order is in the
//      database, each once.
// Prints the figures; exits 1 when any of those fails. Not part of npm test (about a minute and a
// half; 2 cores run every process).
//
//   node tests/load/cluster.mjs [--processes 3] [--guesses 20] [--overdue 20] [--workers 12] [--shoppers 150]
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { startTempPostgres } from '../../scripts/temp-postgres.mjs';
import { startTestS3 } from '../../server/test-support/s3-server.ts';
import {
  call,
  memberHeaders,
  newMember,
  option,
  pool,
  previewOne,
  submitOne,
  tally,
  unlimitedSkus,
} from './load-kit.mjs';
import { startRoundRobinProxy } from './round-robin-proxy.mjs';
import { startServer } from './start-server.mjs';

const processCount = Number(option('processes', 3));
const guesses = Number(option('guesses', 20));
const overdueCount = Number(option('overdue', 20));
const workers = Number(option('workers', 12));
const shopperCount = Number(option('shoppers', 150));
const country = 'ID';

const failures = [];
const check = (what, ok, detail = '') => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}${detail ? `: ${detail}` : ''}`);
  if (!ok) failures.push(what);
};

const database = await startTempPostgres();
const folders = fs.mkdtempSync(path.join(os.tmpdir(), 'pasar-cluster-'));
const rsaKey = crypto
  .generateKeyPairSync('rsa', { modulusLength: 2048 })
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();
// Pictures on a store every process reaches: the environment's S3 bucket when it names one, else
// an S3-compatible server (s3rver) started here, as the server tests do.
const givenS3 = Object.fromEntries(Object.entries(process.env).filter(([name]) => name.startsWith('S3_')));
const localS3 = givenS3.S3_BUCKET ? undefined : await startTestS3();
const sharedStorageEnv = localS3 ? localS3.env : givenS3;
const env = (n) => ({
  DATABASE_URL: database.url,
  PASAR_SANDBOX: '1',
  PASAR_RSA_PRIVATE_KEY: rsaKey,
  DATA_DIR: path.join(folders, `process-${n}`),
  TRUST_PROXY: '1',
  // The proxy polls readiness every 200 ms: a second's notice before the socket closes.
  SHUTDOWN_NOTICE_MS: '1000',
  ...sharedStorageEnv,
});

const proxy = await startRoundRobinProxy();
let servers = [];
let started = 0;
const startOne = async () => {
  const server = await startServer(env(started++));
  proxy.add(server.base);
  return server;
};

try {
  // 0. All at once against the empty database: the migrations run once, under their lock.
  const startedAt = performance.now();
  servers = await Promise.all(Array.from({ length: processCount }, startOne));
  console.log(
    `${processCount} processes started together on an empty database, all up in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`,
  );
  await waitFor(async () =>
    (await Promise.all(servers.map((s) => fetch(`${s.base}/api/ready`)))).every((a) => a.ok),
  );
  const at = (i) => servers[i % servers.length].base;

  // 1. One shopper across the processes.
  const shopper = await newMember(at(0), country);
  const info = await call(at(1), 'GET', 'member/user/info', undefined, memberHeaders(shopper));
  check(
    'a session made on one process is known on another',
    info.code === 0 && JSON.stringify(info.data).includes(shopper.member_no),
    `member ${shopper.member_no}`,
  );
  // Three SKUs free to buy: the journey's, the overdue orders', the restart load's.
  const [sku, overdueSku, loadSku] = await unlimitedSkus(at(2), 3);
  await call(at(2), 'POST', 'dev/stock', { sku_id: sku, stock: 1_000 });
  const added = await call(
    at(2),
    'POST',
    'order/cart/add',
    { sku_id: sku, quantity: 2 },
    memberHeaders(shopper),
  );
  const listed = await call(at(0), 'GET', 'order/cart/list', undefined, memberHeaders(shopper));
  check(
    'the cart added to on one process lists on another',
    added.code === 0 && listed.data?.lines?.some((line) => line.sku_id === sku && line.quantity === 2),
  );
  const priced = await previewOne(at(1), shopper, sku);
  const submitted = await submitOne(at(2), shopper, sku, priced.data?.price_token);
  const orderNo = submitted.data?.order_no;
  check('priced on one process, submitted on another', submitted.code === 0, orderNo);
  const payment = await call(
    at(0),
    'POST',
    'payment/pay',
    { order_no: orderNo, method: 'gopay' },
    memberHeaders(shopper),
  );
  const pageUrl = new URL(payment.data?.next_action?.url ?? '/missing', at(1));
  const decided = await fetch(new URL(`${pageUrl.pathname}/decide`, at(1)), {
    method: 'POST',
    body: new URLSearchParams({ outcome: 'pay' }),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    redirect: 'manual',
  });
  const status = await call(at(2), 'GET', `payment/status/${orderNo}`, undefined, memberHeaders(shopper));
  check(
    "a payment made on one process, paid on the sandbox's page of another, is paid on a third",
    payment.code === 0 && decided.status === 303 && status.data?.status === 'paid',
    `pay ${payment.code}, page ${decided.status}, status ${status.data?.status}`,
  );
  const picture = new Uint8Array(
    await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer(),
  );
  const form = new FormData();
  form.append('file', new Blob([picture], { type: 'image/png' }), 'me.png');
  const uploaded = await (
    await fetch(`${at(0)}/api/member/user/update_avatar`, {
      method: 'PUT',
      body: form,
      headers: memberHeaders(shopper),
    })
  ).json();
  const avatarPath = uploaded.data?.avatar_url;
  const reads = await Promise.all(
    servers.map((s) => fetch(new URL(avatarPath ?? '/missing', s.base)).then((a) => a.status)),
  );
  check(
    'an avatar uploaded on one process is served by every process',
    reads.every((code) => code === 200),
    `${localS3 ? 's3rver on this machine' : `bucket ${givenS3.S3_BUCKET}`}; answers ${reads.join(', ')}`,
  );

  // 2. A limit across the processes: the account's 5 password tries, wherever they land.
  const key = (await call(at(0), 'GET', 'member/user/public_key')).data.public_key;
  // An Indonesian mobile number (812…), unknown to the shop.
  const account = `812${crypto.randomInt(10 ** 7, 10 ** 8)}`;
  const tries = await Promise.all(
    Array.from({ length: guesses }, (_, i) =>
      call(
        proxy.base,
        'POST',
        'member/user/login',
        {
          login_type: 3,
          country_code: '62',
          account,
          password: crypto
            .publicEncrypt(
              { key, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
              Buffer.from(`Wrong.pass${i}`),
            )
            .toString('base64'),
        },
        { Deviceid: `cluster-device-${i}` },
      ),
    ),
  );
  const tried = tally(tries.map((answer) => answer.code));
  check(
    `${guesses} wrong passwords for one account over ${processCount} processes: 5 evaluated, the rest refused`,
    tried[1101007] === 5 && (tried[1101019] ?? 0) + (tried[1101023] ?? 0) === guesses - 5,
    JSON.stringify(tried),
  );

  // 3. Every job once: unpaid orders made overdue, closed by the processes' own job.
  const STOCK = 500;
  await call(at(0), 'POST', 'dev/stock', { sku_id: overdueSku, stock: STOCK });
  const members = await pool(Array.from({ length: overdueCount }), 10, () => newMember(proxy.base, country));
  const overdue = await pool(members, 10, async (member) => {
    const order = await buy(proxy.base, member, overdueSku);
    await call(proxy.base, 'POST', 'dev/order/pay-deadline', {
      order_no: order.data.order_no,
      minutes_left: 0,
    });
    return order.data.order_no;
  });
  const linesBefore = servers.map((s) => s.output().length);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const closedCount = async () =>
    Number(
      (
        await client.query(
          `select count(*) as n from orders where order_no = any($1) and status = 'transaction_closed'`,
          [overdue],
        )
      ).rows[0].n,
    );
  const closeStarted = performance.now();
  await waitFor(async () => (await closedCount()) === overdue.length, 45_000);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const moved = servers
    .map((s, i) => movedBy(s.output().slice(linesBefore[i]), 'close overdue unpaid orders'))
    .reduce((sum, n) => sum + n, 0);
  const stockAfter = (
    await client.query('select stock from sku_offers where sku_id = $1 and country_code = $2', [
      overdueSku,
      country,
    ])
  ).rows[0].stock;
  check(
    `${overdue.length} overdue orders closed by the processes' own job, each once`,
    (await closedCount()) === overdue.length && moved === overdue.length && stockAfter === STOCK,
    `closed ${await closedCount()} in ${((performance.now() - closeStarted) / 1000).toFixed(1)} s, moved per the logs ${moved}, stock ${stockAfter} of ${STOCK}`,
  );

  // 4. A rolling restart under checkout load.
  await call(at(0), 'POST', 'dev/stock', { sku_id: loadSku, stock: 100_000 });
  const shoppers = await pool(Array.from({ length: shopperCount }), 10, () => newMember(proxy.base, country));
  const answers = [];
  const acknowledged = [];
  let stopLoad = false;
  let next = 0;
  const load = Promise.all(
    Array.from({ length: workers }, async () => {
      while (!stopLoad) {
        const member = shoppers[next++ % shoppers.length];
        try {
          const order = await buy(proxy.base, member, loadSku);
          answers.push(order.status);
          if (order.code === 0) acknowledged.push(order.data.order_no);
        } catch (error) {
          answers.push(`network ${error.cause?.code ?? error.message}`);
        }
      }
    }),
  );
  const restartStarted = performance.now();
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  for (let i = 0; i < servers.length; i++) {
    // As a rolling deploy does: SIGTERM, the process drains and exits, a new one starts and joins.
    await servers[i].stop();
    proxy.remove(servers[i].base);
    servers[i] = await startOne();
    await waitFor(async () => (await fetch(`${servers[i].base}/api/ready`)).ok);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  stopLoad = true;
  await load;
  const seconds = (performance.now() - restartStarted) / 1000;
  const statuses = tally(answers);
  const bad = answers.filter((answer) => typeof answer !== 'number' || answer >= 500).length;
  const stored = Number(
    (await client.query('select count(*) as n from orders where order_no = any($1)', [acknowledged])).rows[0]
      .n,
  );
  check(
    `a rolling restart of ${servers.length} processes under checkout load loses no request`,
    bad === 0 && proxy.stats.cutOff === 0,
    `${answers.length} submits in ${seconds.toFixed(1)} s (${(acknowledged.length / seconds).toFixed(1)} orders/s), answers ${JSON.stringify(statuses)}, rerouted before sending ${proxy.stats.rerouted}, cut off ${proxy.stats.cutOff}`,
  );
  check(
    'every acknowledged order is in the database, once',
    stored === acknowledged.length && new Set(acknowledged).size === acknowledged.length,
    `${acknowledged.length} acknowledged, ${stored} stored`,
  );
  await client.end();
} finally {
  await Promise.all(servers.map((s) => s.stop()));
  await proxy.stop();
  await localS3?.close();
  database.stop();
  fs.rmSync(folders, { recursive: true, force: true });
}
if (failures.length > 0) {
  console.error(`\nThe cluster check failed: ${failures.join('; ')}`);
  process.exit(1);
}
console.log('\nThe cluster check passed.');

/** Preview then submit one unit, as the storefront does. */
async function buy(base, member, skuId) {
  const priced = await previewOne(base, member, skuId);
  if (priced.code !== 0) return priced;
  return submitOne(base, member, skuId, priced.data.price_token);
}

/** The records a job moved, per the JSON lines a process logged. */
function movedBy(output, job) {
  let moved = 0;
  for (const line of output.split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const entry = JSON.parse(line);
      if (entry.job === job && typeof entry.moved === 'number') moved += entry.moved;
    } catch {
      // a line cut by the read
    }
  }
  return moved;
}

async function waitFor(condition, limitMs = 60_000) {
  const ends = performance.now() + limitMs;
  while (performance.now() < ends) {
    try {
      if (await condition()) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('waited too long');
}
