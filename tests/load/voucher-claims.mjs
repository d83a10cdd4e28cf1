// `npm run bench:vouchers`: does a campaign give out exactly its quantity under a rush? On a real
// server this script starts (PASAR_SANDBOX=1, a free loopback port) on a temporary PostgreSQL:
// --members shoppers (from POST /api/dev/member) all press Claim on one campaign of --quantity at
// the same moment, each pressing --presses times (a double tap). Prints claims granted (must be
// exactly --quantity), the refusals by code, what the database holds (claim rows, claimed_count)
// and the throughput. Not a test: it exits 1 only when the campaign gave more or fewer than its
// quantity, a member got two, or the server erred (5xx). ADR 028; server/areas/vouchers/vouchers.ts
// claimCampaign.
//
//   node tests/load/voucher-claims.mjs [--members 300] [--quantity 100] [--presses 1] [--db postgres|pglite]
import crypto from 'node:crypto';
import pg from 'pg';
import { startTempPostgres } from '../../scripts/temp-postgres.mjs';
import { call, memberHeaders, newMember, option, percentile, pool, tally } from './load-kit.mjs';
import { startServer } from './start-server.mjs';

const memberCount = Number(option('members', 300));
const quantity = Number(option('quantity', 100));
const presses = Number(option('presses', 1));
const database = option('db', 'postgres');
const country = 'ID';

/** The campaign of `quantity`, live now, written straight into the database (no admin API exists). */
async function createCampaign(databaseUrl) {
  const id = crypto.randomUUID();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(
    `insert into voucher_campaigns (id, country_code, kind, discount_type, value, min_spend, starts_at, ends_at,
       valid_days_after_claim, total_quantity, per_member_limit, title, terms)
     values ($1, $2, 'discount', 'fixed', 10000, 0, now() - interval '1 hour', now() + interval '1 day', 7, $3, 1, $4, $4)`,
    [id, country, quantity, JSON.stringify({ en: 'Race', id: 'Balapan', 'zh-CN': '抢券' })],
  );
  await client.end();
  return id;
}

async function holdings(databaseUrl, campaignId) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const claims = await client.query(
    'select count(*)::int as rows, count(distinct member_id)::int as members from voucher_claims where campaign_id = $1',
    [campaignId],
  );
  const campaign = await client.query('select claimed_count from voucher_campaigns where id = $1', [
    campaignId,
  ]);
  await client.end();
  return { ...claims.rows[0], claimedCount: campaign.rows[0].claimed_count };
}

let postgres;
const env = { PASAR_SANDBOX: '1' };
if (database === 'postgres') {
  postgres = await startTempPostgres();
  env.DATABASE_URL = postgres.url;
}
const server = await startServer(env);
let failed = false;
try {
  if (database !== 'postgres') throw new Error('The race is measured on PostgreSQL (--db postgres).');
  console.log(
    `Voucher claim race on PostgreSQL: ${memberCount} members × ${presses} press(es), a campaign of ${quantity}`,
  );
  const campaignId = await createCampaign(env.DATABASE_URL);
  const members = await pool(Array.from({ length: memberCount }), 10, () => newMember(server.base, country));
  const presses_ = members.flatMap((member) => Array.from({ length: presses }, () => member));
  const timings = [];
  const started = performance.now();
  const answers = await Promise.all(
    presses_.map(async (member) => {
      const t = performance.now();
      const answer = await call(
        server.base,
        'POST',
        'promotion/api/claim',
        { campaign_id: campaignId },
        memberHeaders(member),
      );
      timings.push(performance.now() - t);
      return answer;
    }),
  );
  const ms = performance.now() - started;
  timings.sort((a, b) => a - b);
  const codes = tally(answers.map((a) => a.code));
  const serverErrors = answers.filter((a) => a.status >= 500).length;
  const held = await holdings(env.DATABASE_URL, campaignId);
  console.log(`  claims granted:        ${codes[0] ?? 0} (must be ${quantity})`);
  console.log(
    `  refusals by code:      ${JSON.stringify(Object.fromEntries(Object.entries(codes).filter(([c]) => c !== '0')))}`,
  );
  console.log(
    `  database:              ${held.rows} claim rows, ${held.members} members, claimed_count ${held.claimedCount}`,
  );
  console.log(`  server errors (5xx):   ${serverErrors}`);
  console.log(
    `  throughput:            ${answers.length} claims answered in ${ms.toFixed(0)} ms = ${((answers.length / ms) * 1000).toFixed(0)}/s; p50 ${percentile(timings, 50).toFixed(0)} ms, p99 ${percentile(timings, 99).toFixed(0)} ms`,
  );
  failed =
    (codes[0] ?? 0) !== quantity ||
    held.rows !== quantity ||
    held.members !== quantity ||
    held.claimedCount !== quantity ||
    serverErrors > 0;
  if (failed) console.log('  FAILED: the campaign did not give exactly its quantity, once per member');
} catch (error) {
  console.error(error);
  console.error(server.output().slice(-3000));
  failed = true;
} finally {
  await server.stop();
  await postgres?.stop();
}
process.exit(failed ? 1 : 0);
