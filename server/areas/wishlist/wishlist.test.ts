import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CountryCode } from '../../../contract/countries';
import { wishlistIdsSchema, wishlistPageSchema } from '../../../contract/wishlist';
import { WISHLIST_MAX_ITEMS } from '../../../contract/wishlist-constants';
import { errorCatalogue } from '../../../contract/errors';
import { memberMessages, members, productViews, skuOffers, wishlistItems } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import {
  bearer,
  catalogue,
  countRows,
  listingOf,
  listingsIn,
  setStatus,
  shopperHeaders,
} from '../../test-support/catalogue-helpers';
import { freshDevice } from '../../test-support/member-flows';
import { startSecondInstance, startTestServer, type TestServer } from '../../test-support/test-server';
import type { SeedListing } from '../../seed/catalogue';
import { accountErasers } from '../member/account-erasers';
import { sweepWishlistNotices } from './wishlist-notices';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const db = () => server.database.db;
const onShelf = (country: CountryCode = 'ID') => listingsIn(country).filter((l) => l.status === 'on_shelf');
/** Products no test here changes the price or stock of, for the list's own tests. */
const plain = onShelf().slice(0, 20);
/** Products each notice test owns (its price and stock are changed). */
const noticed = onShelf().slice(20, 40);
const removed = listingOf('ID', catalogue.showcase.ID.removed);
const sgOnly = onShelf('SG').find((l) => !listingsIn('ID').some((i) => i.productNo === l.productNo));

/** A fresh signed-in member (the sandbox's shortcut) and its calls. */
async function member(country: CountryCode = 'ID', deviceId = freshDevice()) {
  const made = await server.call('POST', '/api/dev/member', { country_code: country });
  const { auth_token, member_no } = made.json.data as { auth_token: string; member_no: string };
  const headers = shopperHeaders(country, 'en', { ...bearer(auth_token), Deviceid: deviceId });
  const [{ id }] = (await db()
    .select({ id: members.id })
    .from(members)
    .where(eq(members.memberNo, member_no))) as [{ id: string }];
  const call = (path: string, body?: unknown, extra: Record<string, string> = {}) =>
    server.call(body === undefined ? 'GET' : 'POST', `/api/member/${path}`, body, { ...headers, ...extra });
  return {
    id,
    headers,
    call,
    ids: async () => wishlistIdsSchema.parse((await call('wishlist/ids')).json.data).product_nos,
    add: (productNo: string) => call('wishlist/add', { product_no: productNo }),
    list: async (page_num = 1, page_size = 20) =>
      wishlistPageSchema.parse((await call('wishlist/list', { page_num, page_size })).json.data),
    view: (productNo: string) =>
      server.call('POST', '/api/consumer/product/visit/views', { product_no: productNo }, headers),
    viewed: async () =>
      ((await call('recently_viewed/list')).json.data.list as { product_no: string }[]).map(
        (c) => c.product_no,
      ),
  };
}
type Member = Awaited<ReturnType<typeof member>>;

/** Asserts a refusal with `code` that left the member's list exactly as it was. */
async function refused(shopper: Member, path: string, body: unknown, code: number) {
  const before = await shopper.ids();
  const rows = await countRows(server, 'wishlist_items');
  const { json } = await shopper.call(path, body);
  expect(json.code, `${path} ${JSON.stringify(body)}`).toBe(code);
  expect(await shopper.ids()).toEqual(before);
  expect(await countRows(server, 'wishlist_items')).toBe(rows);
}

describe('the wishlist needs a member', () => {
  it('answers 401 with 1105001 to a visitor, whatever the body', async () => {
    for (const [method, path, body] of [
      ['GET', 'wishlist/ids', undefined],
      ['POST', 'wishlist/add', { product_no: plain[0]!.productNo }],
      ['POST', 'wishlist/add', 'not json'],
      ['POST', 'wishlist/remove', { product_no: plain[0]!.productNo }],
      ['POST', 'wishlist/list', {}],
      ['POST', 'wishlist/merge', { product_nos: [] }],
      ['GET', 'recently_viewed/list', undefined],
      ['POST', 'recently_viewed/clear', {}],
      ['POST', 'recently_viewed/merge', { product_nos: [] }],
    ] as const) {
      const { status, json } = await server.call(method, `/api/member/${path}`, body, shopperHeaders());
      expect([status, json.code], path).toEqual([401, 1105001]);
    }
  });
});

describe('POST member/wishlist/add, remove, list', () => {
  it('saves products newest first, as cards with when they were saved; adding twice keeps one', async () => {
    const shopper = await member();
    const [first, second] = [plain[0]!, plain[1]!];
    expect((await shopper.add(first.productNo)).json.data).toEqual({ product_nos: [first.productNo] });
    server.clock.advance(1_000);
    await shopper.add(second.productNo);
    const again = await shopper.add(first.productNo);
    expect(again.json).toMatchObject({ code: 0, data: { product_nos: [second.productNo, first.productNo] } });

    const page = await shopper.list();
    expect(page.total).toBe(2);
    expect(page.list.map((card) => card.product_no)).toEqual([second.productNo, first.productNo]);
    expect(page.list[1]).toMatchObject({
      price: Math.min(...first.skus.filter((s) => s.stock > 0).map((s) => s.price)),
      currency_code: 'IDR',
      available: true,
      saved_at: page.list[0]!.saved_at - 1_000,
    });
    expect((await shopper.list(2, 1)).list.map((card) => card.product_no)).toEqual([first.productNo]);
  });

  it('removes a product; removing one not saved changes nothing and is no error', async () => {
    const shopper = await member();
    await shopper.add(plain[2]!.productNo);
    await shopper.add(plain[3]!.productNo);
    const removedOnce = await shopper.call('wishlist/remove', { product_no: plain[2]!.productNo });
    expect(removedOnce.json.data).toEqual({ product_nos: [plain[3]!.productNo] });
    const again = await shopper.call('wishlist/remove', { product_no: plain[2]!.productNo });
    expect(again.json).toMatchObject({ code: 0, data: { product_nos: [plain[3]!.productNo] } });
  });

  it('refuses, storing nothing: an unknown, removed or foreign product 1105002, a malformed body 1101020', async () => {
    const shopper = await member();
    await shopper.add(plain[0]!.productNo);
    await refused(shopper, 'wishlist/add', { product_no: '99999999' }, 1105002);
    await refused(shopper, 'wishlist/add', { product_no: removed.productNo }, 1105002);
    await refused(shopper, 'wishlist/add', { product_no: sgOnly!.productNo }, 1105002);
    for (const body of [{}, { product_no: 'abc' }, { product_no: 12345678 }, { product_no: '1'.repeat(30) }])
      await refused(shopper, 'wishlist/add', body, 1101020);
  });

  it('keeps a product taken off the shelf, listed as unavailable', async () => {
    const shopper = await member();
    const product = noticed[19]!;
    await shopper.add(product.productNo);
    await setStatus(server, 'ID', product.productNo, 'removed');
    try {
      expect(await shopper.ids()).toEqual([product.productNo]);
      expect((await shopper.list()).list[0]).toMatchObject({
        product_no: product.productNo,
        available: false,
      });
    } finally {
      await setStatus(server, 'ID', product.productNo, 'on_shelf');
    }
  });

  it(`refuses a product past ${WISHLIST_MAX_ITEMS} with 1105009; one already saved is still fine`, async () => {
    const shopper = await member();
    await fillTo(shopper, WISHLIST_MAX_ITEMS, plain[0]!);
    await refused(shopper, 'wishlist/add', { product_no: plain[0]!.productNo }, 1105009);
    const saved = (await shopper.ids())[0]!;
    expect((await shopper.add(saved)).json.code).toBe(0);
  });
});

/** Saves `count` products directly (none of `except`), as if added one by one. */
async function fillTo(shopper: Member, count: number, ...except: SeedListing[]) {
  const now = server.clock.now();
  const products = onShelf()
    .filter((l) => !except.some((e) => e.productNo === l.productNo))
    .slice(0, count);
  expect(products).toHaveLength(count);
  await db()
    .insert(wishlistItems)
    .values(
      products.map((l) => ({
        memberId: shopper.id,
        countryCode: 'ID',
        productNo: l.productNo,
        createdAt: now,
        seenPrice: l.skus[0]!.price,
        seenInStock: true,
      })),
    );
}

describe('concurrent saves', () => {
  it('the same product saved eight times at once is saved once, and every answer is the list', async () => {
    const shopper = await member();
    const answers = await Promise.all(Array.from({ length: 8 }, () => shopper.add(plain[4]!.productNo)));
    for (const answer of answers) expect(answer.json.data).toEqual({ product_nos: [plain[4]!.productNo] });
    const rows = await db().select().from(wishlistItems).where(eq(wishlistItems.memberId, shopper.id));
    expect(rows).toHaveLength(1);
  });

  it('two products saved at once into the last place: one is saved, the other refused with 1105009', async () => {
    const shopper = await member();
    const [a, b] = [plain[5]!, plain[6]!];
    await fillTo(shopper, WISHLIST_MAX_ITEMS - 1, a, b);
    const codes = (await Promise.all([shopper.add(a.productNo), shopper.add(b.productNo)])).map(
      (answer) => answer.json.code,
    );
    expect(codes.sort()).toEqual([0, 1105009]);
    expect(await shopper.ids()).toHaveLength(WISHLIST_MAX_ITEMS);
  });
});

describe('one wishlist per member and country', () => {
  it('never shows or changes another member’s list', async () => {
    const alice = await member();
    const bob = await member();
    await alice.add(plain[7]!.productNo);
    expect(await bob.ids()).toEqual([]);
    expect((await bob.list()).total).toBe(0);
    // Bob's remove is of his own list: Alice's product stays hers.
    expect((await bob.call('wishlist/remove', { product_no: plain[7]!.productNo })).json.data).toEqual({
      product_nos: [],
    });
    expect(await alice.ids()).toEqual([plain[7]!.productNo]);
  });

  it('keeps a list per country, its cards in that country’s currency', async () => {
    const shopper = await member();
    await shopper.add(plain[8]!.productNo);
    const sg = { 'X-Locale': 'SG' };
    expect((await shopper.call('wishlist/ids', undefined, sg)).json.data).toEqual({ product_nos: [] });
    await shopper.call('wishlist/add', { product_no: sgOnly!.productNo }, sg);
    const sgPage = await shopper.call('wishlist/list', {}, sg);
    expect(sgPage.json.data.list[0]).toMatchObject({ product_no: sgOnly!.productNo, currency_code: 'SGD' });
    expect(await shopper.ids()).toEqual([plain[8]!.productNo]);
  });
});

describe('POST member/wishlist/merge', () => {
  it("merges a visitor's list at sign-in: its order on top, skipping what is saved, off the shelf or unknown", async () => {
    const shopper = await member();
    await shopper.add(plain[9]!.productNo);
    const merged = await shopper.call('wishlist/merge', {
      product_nos: [
        plain[10]!.productNo,
        removed.productNo,
        plain[9]!.productNo,
        '99999999',
        plain[11]!.productNo,
      ],
    });
    expect(merged.json.data).toEqual({
      product_nos: [plain[10]!.productNo, plain[11]!.productNo, plain[9]!.productNo],
    });
  });

  it('stops at the cap instead of refusing', async () => {
    const shopper = await member();
    await fillTo(shopper, WISHLIST_MAX_ITEMS - 1, plain[12]!);
    const held = new Set(await shopper.ids());
    const fresh = onShelf()
      .filter((l) => !held.has(l.productNo))
      .slice(0, 3);
    const merged = await shopper.call('wishlist/merge', { product_nos: fresh.map((l) => l.productNo) });
    expect(merged.json.code).toBe(0);
    expect(merged.json.data.product_nos).toHaveLength(WISHLIST_MAX_ITEMS);
    expect(merged.json.data.product_nos[0]).toBe(fresh[0]!.productNo);
  });

  it('answers a retry with the same Idempotency-Key from the first run', async () => {
    const shopper = await member();
    const key = { 'Idempotency-Key': crypto.randomUUID() };
    const body = { product_nos: [plain[13]!.productNo] };
    const first = await shopper.call('wishlist/merge', body, key);
    await shopper.call('wishlist/remove', { product_no: plain[13]!.productNo });
    const retry = await shopper.call('wishlist/merge', body, key);
    expect(retry.json).toEqual(first.json);
    expect(await shopper.ids()).toEqual([]);
  });
});

// ─── Notices ─────────────────────────────────────────────────────────────────────────────────────

/** Sets every SKU of `listing` in Indonesia to `price` (no scribing price) and `stock`. */
async function setOffers(listing: SeedListing, change: { price?: number; stock?: number }) {
  await db()
    .update(skuOffers)
    .set({
      ...(change.price === undefined ? {} : { price: change.price, scribingPrice: null }),
      ...(change.stock === undefined ? {} : { stock: change.stock }),
    })
    .where(and(eq(skuOffers.productNo, listing.productNo), eq(skuOffers.countryCode, 'ID')));
  server.deps.catalogue.invalidate();
}

const messagesOf = (shopper: Member) =>
  db()
    .select({ title: memberMessages.title, body: memberMessages.body, link: memberMessages.link })
    .from(memberMessages)
    .where(and(eq(memberMessages.memberId, shopper.id), eq(memberMessages.kind, 'promotions')));
const sweep = () => sweepWishlistNotices(db(), server.clock.now());

describe('notices: a saved product cheaper or back in stock', () => {
  it('a price below the one shown is one message in every language; a rise and a fall back is none', async () => {
    const product = noticed[0]!;
    await setOffers(product, { price: 50_000, stock: 10 });
    const shopper = await member();
    await shopper.add(product.productNo);
    await sweep();
    expect(await messagesOf(shopper)).toEqual([]);

    await setOffers(product, { price: 42_500 });
    await sweep();
    await sweep();
    expect(await messagesOf(shopper)).toEqual([
      {
        title: { en: 'Price drop', id: 'Harganya turun', 'zh-CN': '降价提醒' },
        body: {
          en: expect.stringContaining('is now Rp 42.500, down from Rp 50.000'),
          id: expect.stringContaining('sekarang Rp 42.500, turun dari Rp 50.000'),
          'zh-CN': expect.stringContaining('已降至Rp 42.500，此前为Rp 50.000'),
        },
        link: `/commodDetail?product_no=${product.productNo}`,
      },
    ]);

    await setOffers(product, { price: 60_000 });
    await sweep();
    await setOffers(product, { price: 42_500 });
    await sweep();
    expect(await messagesOf(shopper)).toHaveLength(1);
  });

  it('sold out, then in stock again: one back-in-stock message, even when it comes back cheaper', async () => {
    const product = noticed[1]!;
    await setOffers(product, { price: 30_000, stock: 5 });
    const shopper = await member();
    await shopper.add(product.productNo);
    await setOffers(product, { stock: 0 });
    await sweep();
    expect(await messagesOf(shopper)).toEqual([]);
    await setOffers(product, { stock: 3, price: 25_000 });
    await sweep();
    await sweep();
    const messages = await messagesOf(shopper);
    expect(messages.map((m) => m.title.en)).toEqual(['Back in stock']);
    // The lower price is now the one shown: it is no news afterwards.
    await sweep();
    expect(await messagesOf(shopper)).toHaveLength(1);
  });

  it('a product saved while sold out is news when it is in stock', async () => {
    const product = noticed[2]!;
    await setOffers(product, { price: 20_000, stock: 0 });
    const shopper = await member();
    expect((await shopper.add(product.productNo)).json.code).toBe(0);
    await sweep();
    expect(await messagesOf(shopper)).toEqual([]);
    await setOffers(product, { stock: 8 });
    await sweep();
    expect((await messagesOf(shopper)).map((m) => m.title.en)).toEqual(['Back in stock']);
  });

  it('a product off the shelf sends nothing', async () => {
    const product = noticed[3]!;
    await setOffers(product, { price: 20_000, stock: 4 });
    const shopper = await member();
    await shopper.add(product.productNo);
    await setStatus(server, 'ID', product.productNo, 'removed');
    await setOffers(product, { price: 10_000 });
    await sweep();
    expect(await messagesOf(shopper)).toEqual([]);
    await setStatus(server, 'ID', product.productNo, 'on_shelf');
  });
});

/** The sandbox merchant's stock tool: one SKU's stock set outright, with the restock's notices. */
async function restock(skuId: string, stock: number) {
  const { json } = await server.call(
    'POST',
    '/api/dev/stock',
    { sku_id: skuId, stock },
    shopperHeaders('ID', 'en'),
  );
  expect(json.code).toBe(0);
}
/** Products each with two SKUs or more, for the restock tests (the notice tests own 20-39). */
const twoSkus = onShelf()
  .slice(40)
  .filter((l) => l.skus.length >= 2);

describe('notices at the restock itself', () => {
  it('sold out and back between two sweeps is still news: sent with the restock, once', async () => {
    const product = twoSkus[0]!;
    await setOffers(product, { price: 30_000, stock: 5 });
    const shopper = await member();
    await shopper.add(product.productNo);
    await sweep();
    // Every unit sold, then one SKU restocked, with no sweep in between.
    await setOffers(product, { stock: 0 });
    await restock(product.skus[0]!.skuId, 4);
    expect((await messagesOf(shopper)).map((m) => m.title.en)).toEqual(['Back in stock']);
    await sweep();
    await sweep();
    expect(await messagesOf(shopper)).toHaveLength(1);
  });

  it('a member who also asked for the SKU gets one message, not two', async () => {
    const product = twoSkus[1]!;
    const sku = product.skus[0]!.skuId;
    await setOffers(product, { price: 30_000, stock: 0 });
    const shopper = await member();
    await shopper.add(product.productNo);
    const asked = await server.call(
      'POST',
      '/api/consumer/product/arrival_notice',
      { product_no: product.productNo, sku_id: sku },
      shopper.headers,
    );
    expect(asked.json.code).toBe(0);
    await restock(sku, 2);
    await sweep();
    expect((await messagesOf(shopper)).map((m) => m.title.en)).toEqual(['Back in stock']);
  });

  it('a price cut through the merchant tool reaches the member at the next sweep; an unknown SKU is refused', async () => {
    const product = twoSkus[4]!;
    await setOffers(product, { price: 30_000, stock: 5 });
    const shopper = await member();
    await shopper.add(product.productNo);
    const headers = shopperHeaders('ID', 'en');
    const cut = await server.call(
      'POST',
      '/api/dev/price',
      { sku_id: product.skus[1]!.skuId, price: 24_000 },
      headers,
    );
    expect(cut.json.code).toBe(0);
    await sweep();
    expect((await messagesOf(shopper)).map((m) => m.body.en)).toEqual([
      expect.stringContaining('is now Rp 24.000, down from Rp 30.000'),
    ]);
    const unknown = await server.call('POST', '/api/dev/price', { sku_id: '999999999', price: 1 }, headers);
    expect(unknown.json.code).toBe(errorCatalogue.skuNotFound.code);
  });

  it('a SKU restocked while another SKU is on sale is no news', async () => {
    const product = twoSkus[2]!;
    const [first, second] = product.skus as [SeedListing['skus'][0], SeedListing['skus'][0]];
    await setOffers(product, { price: 30_000, stock: 0 });
    await restock(second.skuId, 3);
    const shopper = await member();
    await shopper.add(product.productNo);
    await restock(first.skuId, 3);
    await sweep();
    expect(await messagesOf(shopper)).toEqual([]);
  });

  it('two SKUs of a sold-out product restocked at once: each member is told once', async () => {
    const product = twoSkus[3]!;
    await setOffers(product, { price: 30_000, stock: 0 });
    const shoppers = await Promise.all(Array.from({ length: 4 }, () => member()));
    for (const shopper of shoppers) await shopper.add(product.productNo);
    await Promise.all(product.skus.map((sku) => restock(sku.skuId, 2)));
    await sweep();
    for (const shopper of shoppers)
      expect((await messagesOf(shopper)).map((m) => m.title.en)).toEqual(['Back in stock']);
  });
});

describe(`two server instances on one ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'} database: the notices`, () => {
  it('both sweeping at once send each member exactly one message per change', async () => {
    const second = await startSecondInstance(server);
    try {
      const products = noticed.slice(4, 10);
      // Only this test's members hold these products (the cap tests saved them too).
      const productNos = products.map((p) => p.productNo);
      await db().delete(wishlistItems).where(inArray(wishlistItems.productNo, productNos));
      for (const product of products) await setOffers(product, { price: 80_000, stock: 6 });
      const shoppers = await Promise.all(Array.from({ length: 5 }, () => member()));
      for (const shopper of shoppers) for (const product of products) await shopper.add(product.productNo);
      // What other tests left to notice goes first, so the count below is this test's own.
      while ((await sweep()) > 0);
      for (const product of products) await setOffers(product, { price: 70_000 });

      const now = server.clock.now();
      const moved = await Promise.all([
        sweepWishlistNotices(server.deps.db, now),
        sweepWishlistNotices(second.deps.db, now),
        sweepWishlistNotices(server.deps.db, now),
        sweepWishlistNotices(second.deps.db, now),
      ]);
      expect(moved.reduce((sum, n) => sum + n, 0)).toBe(shoppers.length * products.length);
      for (const shopper of shoppers) {
        const messages = await messagesOf(shopper);
        expect(messages.map((m) => m.link).sort()).toEqual(
          products.map((p) => `/commodDetail?product_no=${p.productNo}`).sort(),
        );
      }
      expect(await sweepWishlistNotices(second.deps.db, now)).toBe(0);
    } finally {
      await second.close();
    }
  });
});

// ─── Recently viewed ─────────────────────────────────────────────────────────────────────────────

describe('recently viewed', () => {
  it('lists the products the member opened, newest first, each once', async () => {
    const shopper = await member();
    for (const product of [plain[0]!, plain[1]!, plain[2]!, plain[0]!]) {
      expect((await shopper.view(product.productNo)).json.code).toBe(0);
      server.clock.advance(1_000);
    }
    expect(await shopper.viewed()).toEqual([plain[0]!.productNo, plain[2]!.productNo, plain[1]!.productNo]);
    const other = await member();
    expect(await other.viewed()).toEqual([]);
  });

  it('keeps the last 50, and leaves out a product taken off the shelf', async () => {
    const shopper = await member();
    const products = onShelf().slice(0, 55);
    for (const product of products) {
      await shopper.view(product.productNo);
      server.clock.advance(1_000);
    }
    const list = await shopper.viewed();
    expect(list).toEqual(
      products
        .slice(5)
        .reverse()
        .map((l) => l.productNo),
    );
    await setStatus(server, 'ID', products[54]!.productNo, 'removed');
    expect((await shopper.viewed())[0]).toBe(products[53]!.productNo);
    await setStatus(server, 'ID', products[54]!.productNo, 'on_shelf');
  });

  it('clears the list; the view counts stay, and later views show again', async () => {
    const shopper = await member();
    await shopper.view(plain[3]!.productNo);
    const views = await countRows(server, 'product_views');
    const cleared = await shopper.call('recently_viewed/clear', {});
    expect(cleared.json).toMatchObject({ code: 0, data: { list: [] } });
    expect(await shopper.viewed()).toEqual([]);
    expect(await countRows(server, 'product_views')).toBe(views);
    await shopper.view(plain[4]!.productNo);
    expect(await shopper.viewed()).toEqual([plain[4]!.productNo]);
  });

  it("merges the device's views as a visitor at sign-in: only the products its list still shows", async () => {
    const device = freshDevice();
    const visitor = shopperHeaders('ID', 'en', { Deviceid: device });
    for (const product of [plain[5]!, plain[6]!, plain[7]!]) {
      await server.call(
        'POST',
        '/api/consumer/product/visit/views',
        { product_no: product.productNo },
        visitor,
      );
      server.clock.advance(1_000);
    }
    const preview = await server.call(
      'POST',
      '/api/member/recently_viewed/preview',
      { product_nos: [plain[7]!.productNo, removed.productNo, plain[5]!.productNo] },
      visitor,
    );
    expect(preview.json.data.list.map((c: { product_no: string }) => c.product_no)).toEqual([
      plain[7]!.productNo,
      plain[5]!.productNo,
    ]);
    expect(preview.json.data.list[0].viewed_at).toBeNull();

    const shopper = await member('ID', device);
    const merged = await shopper.call('recently_viewed/merge', {
      product_nos: [plain[7]!.productNo, plain[5]!.productNo],
    });
    expect(merged.json).toMatchObject({ code: 0, data: { merged: 2 } });
    expect(await shopper.viewed()).toEqual([plain[7]!.productNo, plain[5]!.productNo]);
    // Another member signing in on another device claims none of them.
    const stranger = await member();
    await stranger.call('recently_viewed/merge', { product_nos: [plain[6]!.productNo] });
    expect(await stranger.viewed()).toEqual([]);
  });
});

describe('the lists go with the account', () => {
  it("the account's erasure deletes the wishlist and makes the recently viewed views anonymous", async () => {
    const shopper = await member();
    await shopper.add(plain[14]!.productNo);
    await shopper.view(plain[14]!.productNo);
    await inTransaction(db(), async (tx) => {
      for (const eraser of accountErasers) await eraser.erase(tx, shopper.id, server.clock.now());
    });
    expect(await db().select().from(wishlistItems).where(eq(wishlistItems.memberId, shopper.id))).toEqual([]);
    expect(await db().select().from(productViews).where(eq(productViews.memberId, shopper.id))).toEqual([]);
  });
});
