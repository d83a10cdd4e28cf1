// Counts the SQL statements one preview and one submit cost, from PostgreSQL's own log.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import crypto from 'node:crypto';
import { startTempPostgres } from '../../scripts/temp-postgres.mjs';
import { startServer } from './start-server.mjs';
import { call } from './load-kit.mjs';

const db = await startTempPostgres();
const admin = new pg.Client({ connectionString: db.url });
await admin.connect();
await admin.query(`ALTER SYSTEM SET log_statement = 'all'`);
await admin.query(`SELECT pg_reload_conf()`);
const { rows } = await admin.query(`SELECT current_setting('data_directory') AS d`);
const logFile = path.join(path.dirname(rows[0].d), 'server.log');
console.log(logFile);
const server = await startServer({ DATABASE_URL: db.url, PASAR_SANDBOX: '1', LOG_LEVEL: 'warn' });
const base = server.base;
const member = (await call(base, 'POST', 'dev/member', { country_code: 'ID' })).data;
const feed = await call(base, 'POST', 'consumer/product/product_recommend', { page_num: 1, page_size: 10 });
const detail = await call(base, 'GET', `consumer/product/min_sku_detail/${feed.data.list[0].product_no}`);
const sku = detail.data.skus[0].sku_id;
await call(base, 'POST', 'dev/stock', { sku_id: sku, stock: 1000 });
const auth = { Authorization: `Bearer ${member.auth_token}` };
async function once(label) {
  await new Promise((r) => setTimeout(r, 500));
  const t0 = fs.statSync(logFile).size;
  const p = await call(base, 'POST', 'order/trade/preview', { buy_type: 'now', sku_list: [{ sku_id: sku, quantity: 1 }] }, auth);
  await new Promise((r) => setTimeout(r, 500));
  const t1 = fs.statSync(logFile).size;
  const s = await call(base, 'POST', 'order/trade/submit', { buy_type: 'now', sku_list: [{ sku_id: sku, quantity: 1 }], address_id: member.address_id, price_token: p.data.price_token }, { ...auth, 'Idempotency-Key': crypto.randomUUID() });
  await new Promise((r) => setTimeout(r, 300));
  const t2 = fs.statSync(logFile).size;
  const buf = fs.readFileSync(logFile);
  const stmts = (a, b) => buf.subarray(a, b).toString('utf8').split('\n').filter((l) => /LOG:\s+(statement|execute)/.test(l));
  const pv = stmts(t0, t1), sb = stmts(t1, t2);
  console.log(label, 'submit code', s.code, 'preview statements', pv.length, 'submit statements', sb.length);
  if (process.argv.includes('--show')) console.log(sb.map((l) => l.replace(/^.*?(statement|execute[^:]*):\s*/, '').slice(0, 230)).join('\n'));
}
await once('warm');
console.log(fs.readFileSync(logFile,'utf8').split('\n').slice(-5).join('\n'));
await once('measured');
await server.stop?.();
await admin.end();
db.stop();
process.exit(0);
