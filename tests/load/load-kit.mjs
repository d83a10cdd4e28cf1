import crypto from 'node:crypto';
import fs from 'node:fs';
// What the load scripts that drive the API over HTTP share (checkout.mjs, voucher-claims.mjs,
// cluster.mjs): the command-line option, the JSON call, a sandbox member and their headers, SKUs
// free to buy, one unit previewed and submitted, a bounded pool, a tally of answer codes, a
// percentile and the CPU time processes used.

/** `--name value` from the command line, else `fallback`. */
export function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}

/** A JSON call as an Indonesian shopper in English; answers the envelope (and the status). */
export async function call(base, method, path, body, headers = {}) {
  const response = await fetch(`${base}/api/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', 'X-Locale': 'ID', Language: 'en', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = await response.json();
  return { status: response.status, ...json };
}

/** A fresh signed-in shopper of `country` from the sandbox (POST /api/dev/member). */
export const newMember = (base, country = 'ID') =>
  call(base, 'POST', 'dev/member', { country_code: country }).then((answer) => answer.data);

/**
 * Up to `count` SKUs of the feed's products that have neither a quantity nor a per-member limit
 * (so a load can buy them freely), in the feed's order.
 */
export async function unlimitedSkus(base, count) {
  const feed = await call(base, 'POST', 'consumer/product/product_recommend', { page_num: 1, page_size: 50 });
  const skus = [];
  for (const card of feed.data.list) {
    const detail = await call(base, 'GET', `consumer/product/min_sku_detail/${card.product_no}`);
    const { max_quantity, limit_per_member } = detail.data;
    if (max_quantity !== null || limit_per_member !== null) continue;
    skus.push(...detail.data.skus.map((s) => s.sku_id));
    if (skus.length >= count) break;
  }
  return skus.slice(0, count);
}

/** A member from POST /api/dev/member signed in, with any `extra` headers. */
export const memberHeaders = (member, extra = {}) => ({
  Authorization: `Bearer ${member.auth_token}`,
  ...extra,
});

/** POST order/trade/preview for one unit of a SKU, bought now, as the storefront asks. */
export const previewOne = (base, member, skuId) =>
  call(
    base,
    'POST',
    'order/trade/preview',
    { buy_type: 'now', sku_list: [{ sku_id: skuId, quantity: 1 }] },
    memberHeaders(member),
  );

/** POST order/trade/submit for that unit with the preview's price token and a fresh Idempotency-Key. */
export const submitOne = (base, member, skuId, priceToken) =>
  call(
    base,
    'POST',
    'order/trade/submit',
    {
      buy_type: 'now',
      sku_list: [{ sku_id: skuId, quantity: 1 }],
      address_id: member.address_id,
      price_token: priceToken,
    },
    memberHeaders(member, { 'Idempotency-Key': crypto.randomUUID() }),
  );

/** Runs `task` over `items` with at most `limit` at a time. */
export async function pool(items, limit, task) {
  const results = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await task(items[i], i);
      }
    }),
  );
  return results;
}

/** How many times each code was answered. */
export const tally = (codes) => {
  const counts = {};
  for (const code of codes) counts[code] = (counts[code] ?? 0) + 1;
  return counts;
};

/** The p-th percentile of an ascending list (0 for an empty one). */
export const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;

/**
 * CPU milliseconds (user + system) the processes `pids` and their children alive now have used
 * so far, from /proc (Linux; 0 elsewhere). Before and after a load, the difference is what the
 * load cost them, whatever else the machine was busy with: steadier than a rate on a shared one.
 */
export function cpuMs(pids) {
  const ticksPerMs = 100 / 1000; // USER_HZ, 100 on Linux
  const stats = [];
  for (const entry of fs.existsSync('/proc') ? fs.readdirSync('/proc') : []) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // pid (comm) state ppid … utime stime: fields 14 and 15, counted after the ")".
      const fields = fs.readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
      stats.push({ pid: Number(entry), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // gone meanwhile
    }
  }
  const wanted = new Set(pids);
  return stats
    .filter((s) => wanted.has(s.pid) || wanted.has(s.ppid))
    .reduce((sum, s) => sum + s.ticks / ticksPerMs, 0);
}
