import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPageSchema } from '../../../contract/catalogue';
import {
  rankListResponseSchema,
  searchRecommendResponseSchema,
  suggestResponseSchema,
} from '../../../contract/search';
import { searchKeywords, searchRecords } from '../../db/schema';
import { purgeExpired } from '../member/housekeeping';
import { SEARCH_COUNT_WINDOW_MS } from './search';
import { SEARCH_COUNTS_PER_SEARCHER } from './search-keywords';
import {
  allCards,
  bearer,
  catalogue,
  countRows,
  keywordLists,
  productByNo,
  setStatus,
  shopperHeaders,
} from '../../test-support/catalogue-helpers';
import { freshDevice, freshIp, freshOrigin, memberFlows, phone } from '../../test-support/member-flows';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const search = (body: Record<string, unknown>, headers: Record<string, string>) =>
  server.call('POST', '/api/search/search', body, headers);
const rank = async (searchType: 1 | 2, headers: Record<string, string>) => {
  const { json } = await server.call(
    'POST',
    '/api/search/rank/list',
    { search_type: searchType, page_num: 1, page_size: 10 },
    headers,
  );
  return rankListResponseSchema.parse(json.data).list;
};

describe('POST search/search', () => {
  it('finds milk for the Chinese term 牛奶, milk products first, names in the Language asked', async () => {
    const { status, json } = await search(
      { keyword: '牛奶', page_size: 12 },
      shopperHeaders('ID', 'zh-CN', { Deviceid: freshDevice() }),
    );
    expect(status).toBe(200);
    const page = productPageSchema.parse(json.data);
    expect(page.total).toBeGreaterThan(3);
    for (const card of page.list.slice(0, 3)) {
      expect(card.product_name).toContain('奶');
      expect(productByNo.get(card.product_no)!.name['zh-CN']).toBe(card.product_name);
    }
    const dairy = catalogue.categories.find((c) => c.name.en.toLowerCase().includes('milk'))!;
    expect([dairy.id, dairy.parentId]).toContain(productByNo.get(page.list[0]!.product_no)!.categoryId);
  });

  it('finds "minyak goreng" from the Indonesian typo "minyak gorng"', async () => {
    const headers = shopperHeaders('ID', 'id', { Deviceid: freshDevice() });
    const exact = productPageSchema.parse((await search({ keyword: 'minyak goreng' }, headers)).json.data);
    const typo = productPageSchema.parse((await search({ keyword: 'minyak gorng' }, headers)).json.data);
    expect(typo.total).toBeGreaterThan(0);
    expect(typo.list[0]!.product_name).toMatch(/Minyak Goreng/);
    expect(new Set(typo.list.map((c) => c.product_no))).toEqual(new Set(exact.list.map((c) => c.product_no)));
  });

  it('takes the list’s category filter and sorts', async () => {
    const headers = shopperHeaders('SG', 'en', { Deviceid: freshDevice() });
    const { cards } = await allCards(
      server,
      '/api/search/search',
      { keyword: 'chocolate', sort: 'price_asc' },
      headers,
    );
    expect(cards.length).toBeGreaterThan(2);
    expect(cards.every((c) => c.currency_code === 'SGD')).toBe(true);
    for (let i = 1; i < cards.length; i++)
      expect(cards[i]!.price).toBeGreaterThanOrEqual(cards[i - 1]!.price);
    const snacks = await search({ keyword: 'chocolate', typeId: 200 }, headers);
    expect(
      (snacks.json.data.list as { product_no: string }[]).every(
        (c) => productByNo.get(c.product_no)!.topCategoryId === 200,
      ),
    ).toBe(true);
  });

  it('answers 1106001 without a keyword, 1106002 for one over 64 characters, 1101020 for other mistakes', async () => {
    const headers = shopperHeaders();
    for (const body of [{}, { keyword: '' }, { keyword: '   ' }, { keyword: null }]) {
      const { status, json } = await search(body, headers);
      expect([status, json.code], JSON.stringify(body)).toEqual([400, 1106001]);
    }
    expect((await search({ keyword: 'k'.repeat(65) }, headers)).json.code).toBe(1106002);
    expect((await search({ keyword: 42 }, headers)).json.code).toBe(1101020);
    expect((await search({ keyword: 'kopi', sort: 'best' }, headers)).json.code).toBe(1101020);
  });

  it('forgets a removed product at once, though the same search was answered before', async () => {
    const headers = shopperHeaders('ID', 'id', { Deviceid: freshDevice() });
    const before = productPageSchema.parse((await search({ keyword: 'kecap' }, headers)).json.data);
    const gone = before.list[0]!.product_no;
    await setStatus(server, 'ID', gone, 'removed');
    const after = productPageSchema.parse((await search({ keyword: 'Kecap' }, headers)).json.data);
    expect(after.total).toBe(before.total - 1);
    expect(after.list.map((c) => c.product_no)).not.toContain(gone);
    await setStatus(server, 'ID', gone, 'on_shelf');
    expect((await search({ keyword: 'kecap' }, headers)).json.data.total).toBe(before.total);
  });

  it('logs page 1 only: scrolling on is the same search', async () => {
    const headers = shopperHeaders('ID', 'en', { Deviceid: freshDevice() });
    const before = await countRows(server, 'search_records');
    const page2 = await search({ keyword: 'susu', page_num: 2, page_size: 12 }, headers);
    expect(page2.json.data.list.length).toBeGreaterThan(0);
    expect(await countRows(server, 'search_records')).toBe(before);
  });

  it('logs every search, even one that finds nothing', async () => {
    const before = await countRows(server, 'search_records');
    const { json } = await search(
      { keyword: 'zzqx nothing' },
      shopperHeaders('ID', 'en', { Deviceid: freshDevice() }),
    );
    expect(json.data).toEqual({ total: 0, list: [] });
    expect(await countRows(server, 'search_records')).toBe(before + 1);
  });
});

describe('search history (POST search/records, search/records/del)', () => {
  it('keeps a member’s keywords once each, newest first, ten at most; visitors get none; del clears', async () => {
    const flows = memberFlows(server);
    const { auth_token } = await flows.signIn(phone(), freshOrigin());
    const headers = shopperHeaders('ID', 'id', bearer(auth_token));
    const words = [
      'kopi',
      'susu',
      'teh',
      'beras',
      'gula',
      'sabun',
      'sampo',
      'tisu',
      'popok',
      'keripik',
      'cokelat',
      'mie',
    ];
    for (const keyword of words) expect((await search({ keyword }, headers)).json.code).toBe(0);
    // The same keyword again, spelt differently: it moves to the top, once.
    expect((await search({ keyword: '  SUSU ' }, headers)).json.code).toBe(0);

    const { json } = await server.call('POST', '/api/search/records', {}, headers);
    const expected = [
      'SUSU',
      'mie',
      'cokelat',
      'keripik',
      'popok',
      'tisu',
      'sampo',
      'sabun',
      'gula',
      'beras',
    ];
    expect(json.data).toEqual(expected.map((keyword) => ({ keyword })));

    const visitor = await server.call('POST', '/api/search/records', {}, shopperHeaders());
    expect(visitor.json.data).toEqual([]);
    // An expired or made-up token reads as a visitor here, never a 401.
    const stale = await server.call(
      'POST',
      '/api/search/records',
      {},
      shopperHeaders('ID', 'en', bearer('x'.repeat(43))),
    );
    expect([stale.status, stale.json.data]).toEqual([200, []]);

    // Another member's history is their own.
    const other = await flows.signIn(phone(), freshOrigin());
    expect(
      (await server.call('POST', '/api/search/records', {}, bearer(other.auth_token))).json.data,
    ).toEqual([]);

    expect((await server.call('POST', '/api/search/records/del', {}, headers)).json).toMatchObject({
      code: 0,
      data: null,
    });
    expect((await server.call('POST', '/api/search/records', {}, headers)).json.data).toEqual([]);
  });
});

describe('POST search/suggest', () => {
  it('suggests up to ten product names in the Language asked, as the shopper types', async () => {
    const { json } = await server.call(
      'POST',
      '/api/search/suggest',
      { keyword: 'kop' },
      shopperHeaders('ID', 'id'),
    );
    const suggestions = suggestResponseSchema.parse(json.data);
    expect(suggestions.length).toBeGreaterThan(2);
    expect(suggestions.length).toBeLessThanOrEqual(10);
    expect(suggestions[0]!.product_name).toMatch(/Kopi/i);
    for (const s of suggestions) expect(productByNo.get(s.product_no)!.name.id).toBe(s.product_name);
    expect(new Set(suggestions.map((s) => s.product_name)).size).toBe(suggestions.length);

    const many = suggestResponseSchema.parse(
      (await server.call('POST', '/api/search/suggest', { keyword: 'susu' }, shopperHeaders())).json.data,
    );
    expect(many).toHaveLength(10);
    expect((await server.call('POST', '/api/search/suggest', {}, shopperHeaders())).json.code).toBe(1106001);
  });
});

describe('hot and recommended keywords', () => {
  it('answers ten of each, in the Language asked, with counts', async () => {
    const hot = await rank(1, shopperHeaders('MY', 'id'));
    expect(hot).toHaveLength(10);
    expect(new Set(hot.map((k) => k.keyword))).toEqual(new Set(keywordLists.id[1]));
    for (let i = 1; i < hot.length; i++)
      expect(hot[i]!.search_count).toBeLessThanOrEqual(hot[i - 1]!.search_count);
    expect(hot[0]!.search_count).toBeGreaterThan(1000);

    const recommended = await rank(2, shopperHeaders('MY', 'zh-CN'));
    expect(new Set(recommended.map((k) => k.keyword))).toEqual(new Set(keywordLists['zh-CN'][2]));

    const { json } = await server.call(
      'GET',
      '/api/search/recommend',
      undefined,
      shopperHeaders('MY', 'zh-CN'),
    );
    expect(searchRecommendResponseSchema.parse(json.data).keyword).toEqual(recommended.map((k) => k.keyword));
    const bad = await server.call('POST', '/api/search/rank/list', { search_type: 3 }, shopperHeaders());
    expect(bad.json.code).toBe(1101020);
  });

  it('moves the counts with real searches: once per searcher (member, IP) per keyword per hour', async () => {
    const headers = (deviceId: string, ip = freshIp()) =>
      shopperHeaders('SG', 'en', { Deviceid: deviceId, 'X-Forwarded-For': ip });
    const countOf = async (keyword: string) =>
      (await rank(1, headers('reader-device'))).find((k) => k.keyword === keyword)?.search_count;
    const before = await rank(1, headers('reader-device'));
    const last = before.at(-1)!;
    const elsewhere = async () =>
      (await rank(1, shopperHeaders('ID', 'en'))).find((k) => k.keyword === last.keyword)?.search_count;
    const elsewhereBefore = await elsewhere();

    const ips = [freshIp(), freshIp(), freshIp()];
    for (const ip of ips) await search({ keyword: last.keyword }, headers(freshDevice(), ip));
    expect(await countOf(last.keyword)).toBe(last.search_count + 3);

    // The same IP again within the hour: not counted, whatever device id or driver_id it invents.
    await search({ keyword: last.keyword.toUpperCase() }, headers(freshDevice(), ips[0]));
    await search({ keyword: last.keyword, driver_id: freshDevice() }, headers(freshDevice(), ips[1]));
    expect(await countOf(last.keyword)).toBe(last.search_count + 3);
    server.clock.advance(SEARCH_COUNT_WINDOW_MS + 1000);
    await search({ keyword: last.keyword }, headers(freshDevice(), ips[0]));
    expect(await countOf(last.keyword)).toBe(last.search_count + 4);

    // Other countries and languages keep their own counts.
    expect(await elsewhere()).toBe(elsewhereBefore);
  });

  it('counts one IP for at most SEARCH_COUNTS_PER_SEARCHER searches an hour', async () => {
    server.clock.advance(SEARCH_COUNT_WINDOW_MS + 1000);
    const ip = freshIp();
    const headers = shopperHeaders('SG', 'en', { Deviceid: freshDevice(), 'X-Forwarded-For': ip });
    const hot = await rank(1, headers);
    const target = hot.at(-1)!;
    // Use up the allowance on other keywords (each a different one, so each counts).
    for (let index = 0; index < SEARCH_COUNTS_PER_SEARCHER; index += 1)
      await search({ keyword: `beras ${index}` }, headers);
    await search({ keyword: target.keyword }, headers);
    const after = await rank(1, headers);
    expect(after.find((k) => k.keyword === target.keyword)?.search_count).toBe(target.search_count);
    const [row] = await server.database.db
      .select({ counted: count() })
      .from(searchRecords)
      .where(and(eq(searchRecords.clientIp, ip), eq(searchRecords.counted, true)));
    expect(row?.counted).toBe(SEARCH_COUNTS_PER_SEARCHER);
  });

  it('lets a keyword overtake another, and brings a new keyword into the list once it is searched most', async () => {
    // Each searcher its own address: the counts key on the IP, not the device id.
    const headers = (deviceId: string) =>
      shopperHeaders('MY', 'en', { Deviceid: deviceId, 'X-Forwarded-For': freshIp() });
    const [first, second] = await rank(1, headers('reader'));
    // Bring the second within one search of the first.
    await server.database.db
      .update(searchKeywords)
      .set({ searchCount: first!.search_count - 1 })
      .where(
        and(
          eq(searchKeywords.countryCode, 'MY'),
          eq(searchKeywords.language, 'en'),
          eq(searchKeywords.searchType, 1),
          eq(searchKeywords.keyword, second!.keyword),
        ),
      );
    await search({ keyword: second!.keyword }, headers(freshDevice()));
    await search({ keyword: second!.keyword }, headers(freshDevice()));
    const after = await rank(1, headers('reader'));
    expect(after[0]).toEqual({ keyword: second!.keyword, search_count: first!.search_count + 1 });
    expect(after[1]).toEqual(first);

    // "kecap" is no hot keyword in MY/en: searched, it joins with its count and can climb the list.
    await search({ keyword: 'Kecap' }, headers(freshDevice()));
    const [row] = await server.database.db
      .select()
      .from(searchKeywords)
      .where(
        and(
          eq(searchKeywords.countryCode, 'MY'),
          eq(searchKeywords.language, 'en'),
          eq(searchKeywords.normalized, 'kecap'),
        ),
      );
    expect(row).toMatchObject({ keyword: 'kecap', searchCount: 1, searchType: 1 });
    const last = after.at(-1)!;
    await server.database.db
      .update(searchKeywords)
      .set({ searchCount: last.search_count })
      .where(
        and(
          eq(searchKeywords.countryCode, 'MY'),
          eq(searchKeywords.language, 'en'),
          eq(searchKeywords.normalized, 'kecap'),
        ),
      );
    await search({ keyword: 'kecap' }, headers(freshDevice()));
    const now = await rank(1, headers('reader'));
    expect(now.map((k) => k.keyword)).toContain('kecap');
    expect(now.map((k) => k.keyword)).not.toContain(last.keyword);

    // A keyword that finds nothing never joins.
    await search({ keyword: 'qwxz' }, headers(freshDevice()));
    const junk = await server.database.db
      .select()
      .from(searchKeywords)
      .where(eq(searchKeywords.normalized, 'qwxz'));
    expect(junk).toEqual([]);
  });
});

describe('POST search/manager/click/update', () => {
  it('stores the click, and refuses an unknown product', async () => {
    const before = await countRows(server, 'search_clicks');
    const productNo = catalogue.showcase.ID.hot;
    const { json } = await server.call(
      'POST',
      '/api/search/manager/click/update',
      { keyword: 'kopi', product_no: productNo },
      shopperHeaders(),
    );
    expect(json).toMatchObject({ code: 0, data: null });
    expect(await countRows(server, 'search_clicks')).toBe(before + 1);
    const unknown = await server.call(
      'POST',
      '/api/search/manager/click/update',
      { keyword: 'kopi', product_no: '99999999' },
      shopperHeaders(),
    );
    expect(unknown.json.code).toBe(1105002);
  });
});

describe('POST search/coupon/search', () => {
  it('lists only coupon products, optionally matching a keyword', async () => {
    const { cards } = await allCards(server, '/api/search/coupon/search', {}, shopperHeaders('ID'));
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((c) => c.isCouponGoods)).toBe(true);
  });
});

describe('housekeeping', () => {
  it('deletes search, click and view logs after 90 days, keeping the counts and the history', async () => {
    const flows = memberFlows(server);
    const { auth_token } = await flows.signIn(phone(), freshOrigin());
    await search({ keyword: 'teh' }, shopperHeaders('ID', 'en', bearer(auth_token)));
    await server.call(
      'POST',
      '/api/consumer/product/visit/views',
      { product_no: catalogue.showcase.ID.hot },
      shopperHeaders(),
    );
    const hot = await rank(1, shopperHeaders('ID', 'en'));
    expect(await countRows(server, 'search_records')).toBeGreaterThan(0);

    server.clock.advance(91 * 24 * 60 * 60_000);
    await purgeExpired(server.database.db, server.clock.now());
    for (const table of ['search_records', 'search_clicks', 'product_views'])
      expect(await countRows(server, table)).toBe(0);
    expect(await rank(1, shopperHeaders('ID', 'en'))).toEqual(hot);
    // (The session itself has expired by now: the history is checked in the table.)
    expect(await countRows(server, 'search_history')).toBeGreaterThan(0);
  });
});
