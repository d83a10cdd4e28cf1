import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decorationResponseSchema,
  navTypeListResponseSchema,
  productDetailSchema,
  productPageSchema,
  specOrderListResponseSchema,
} from '../../../contract/catalogue';
import { and, eq } from 'drizzle-orm';
import { skuOffers } from '../../db/schema';
import { nextMidnight } from './decoration';
import {
  allCards,
  bearer,
  catalogue,
  countRows,
  listingOf,
  onShelfIn,
  productByNo,
  setStatus,
  setStock,
  shopperHeaders,
} from '../../test-support/catalogue-helpers';
import { freshOrigin, memberFlows, phone } from '../../test-support/member-flows';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const ID = shopperHeaders('ID', 'en');
const list = (body: Record<string, unknown>, headers = ID) =>
  server.call('POST', '/api/consumer/product/list', body, headers);
const detail = (productNo: string, headers = ID) =>
  server.call('GET', `/api/consumer/product/min_sku_detail/${productNo}`, undefined, headers);
const showcase = catalogue.showcase;

describe('GET nav/type/list', () => {
  it('answers the category tree in the Language asked, with versioned icon URLs', async () => {
    const { status, json } = await server.call(
      'GET',
      '/api/nav/type/list',
      undefined,
      shopperHeaders('ID', 'id'),
    );
    expect(status).toBe(200);
    const tree = navTypeListResponseSchema.parse(json.data);
    const tops = catalogue.categories.filter((c) => c.parentId === null);
    expect(tree.map((item) => item.nav_type_id)).toEqual(tops.map((c) => c.id));
    expect(tree[0]!.nav_type_name).toBe(tops[0]!.name.id);
    const children = catalogue.categories.filter((c) => c.parentId === tops[0]!.id);
    expect(tree[0]!.child_list.map((c) => c.nav_type_name)).toEqual(children.map((c) => c.name.id));
    expect(tree[0]!.icon_url).toMatch(/^\/api\/static\/category-icons\/100\.svg\?v=[0-9a-f]{12}$/);
    expect(tree.flatMap((t) => t.child_list).every((c) => c.child_list.length === 0)).toBe(true);
  });

  it('keeps the categories whose name contains a keyword', async () => {
    const { json } = await server.call('GET', '/api/nav/type/list?keyword=fruit', undefined, ID);
    expect(json.data).toHaveLength(1);
    expect(json.data[0].nav_type_id).toBe(100);
    expect(json.data[0].child_list.map((c: { nav_type_name: string }) => c.nav_type_name)).toEqual(['Fruit']);
  });
});

describe('POST consumer/product/list', () => {
  it('pages through the on-shelf products of the country: no removed ones, sold-out ones flagged', async () => {
    const first = await list({ page_num: 1, page_size: 12 });
    expect(first.status).toBe(200);
    const page1 = productPageSchema.parse(first.json.data);
    const expected = onShelfIn('ID');
    expect(page1.total).toBe(expected.length);
    expect(page1.list).toHaveLength(12);
    const page2 = productPageSchema.parse((await list({ page_num: 2, page_size: 12 })).json.data);
    expect(page2.list.map((c) => c.product_no)).not.toContain(page1.list[0]!.product_no);

    const { cards } = await allCards(server, '/api/consumer/product/list', {}, ID);
    expect(cards).toHaveLength(expected.length);
    expect(new Set(cards.map((c) => c.product_no)).size).toBe(cards.length);
    expect(cards.map((c) => c.product_no)).not.toContain(showcase.ID.removed);
    const soldOut = cards.find((c) => c.product_no === showcase.ID.soldOut);
    expect(soldOut?.flag_sold_out).toBe(1);
    // Without a sort, buyable products come first.
    const firstSoldOut = cards.findIndex((c) => c.flag_sold_out === 1);
    expect(cards.slice(firstSoldOut).every((c) => c.flag_sold_out === 1)).toBe(true);
    expect(cards.filter((c) => c.flag_sold_out === 0).every((c) => c.currency_code === 'IDR')).toBe(true);
  });

  it('prices a card from the cheapest SKU in stock, in the country’s currency and minor units', async () => {
    const productNo = showcase.SG.discounted;
    const { cards } = await allCards(server, '/api/consumer/product/list', {}, shopperHeaders('SG'));
    const card = cards.find((c) => c.product_no === productNo)!;
    const seed = listingOf('SG', productNo);
    const inStock = seed.skus.filter((sku) => sku.stock > 0);
    const cheapest = inStock.reduce((a, b) => (b.price < a.price ? b : a));
    expect(card.currency_code).toBe('SGD');
    expect(card.price).toBe(cheapest.price);
    expect(card.scribing_price).toBe(cheapest.scribingPrice);
    expect(card.discount).toBeGreaterThan(0);
    expect(card.default_sku_id).toBe(cheapest.skuId);
    expect(card.sku_count).toBe(productByNo.get(productNo)!.skus.length);
    expect(card.product_name).toBe(productByNo.get(productNo)!.name.en);
  });

  it('sorts by price low to high, price high to low and sales high to low, over every page', async () => {
    const asc = (await allCards(server, '/api/consumer/product/list', { sort: 'price_asc' }, ID)).cards;
    const desc = (await allCards(server, '/api/consumer/product/list', { sort: 'price_desc' }, ID)).cards;
    const sales = (await allCards(server, '/api/consumer/product/list', { sort: 'sales_desc' }, ID)).cards;
    for (const cards of [asc, desc, sales]) expect(cards).toHaveLength(onShelfIn('ID').length);
    for (let i = 1; i < asc.length; i++) {
      expect(asc[i]!.price).toBeGreaterThanOrEqual(asc[i - 1]!.price);
      expect(desc[i]!.price).toBeLessThanOrEqual(desc[i - 1]!.price);
      expect(sales[i]!.sales_count).toBeLessThanOrEqual(sales[i - 1]!.sales_count);
    }
    expect(asc[0]!.price).toBeLessThan(asc.at(-1)!.price);
    expect(sales[0]!.sales_count).toBe(Math.max(...onShelfIn('ID').map((l) => l.salesCount)));
  });

  it('filters by category: a top category includes its children, a child only itself', async () => {
    const inTop = onShelfIn('ID').filter((l) => productByNo.get(l.productNo)!.topCategoryId === 200);
    const top = await allCards(server, '/api/consumer/product/list', { typeId: 200 }, ID);
    expect(top.total).toBe(inTop.length);
    const children = new Set(top.cards.map((c) => productByNo.get(c.product_no)!.categoryId));
    expect(children.size).toBeGreaterThan(1);
    expect([...children].every((id) => id > 200 && id < 300)).toBe(true);

    const child = await allCards(
      server,
      '/api/consumer/product/list',
      { typeId: '201', sort: 'price_asc' },
      ID,
    );
    expect(child.total).toBe(inTop.filter((l) => productByNo.get(l.productNo)!.categoryId === 201).length);
    expect(child.cards.every((c) => productByNo.get(c.product_no)!.categoryId === 201)).toBe(true);

    const none = await list({ typeId: 999 });
    expect(none.json.data).toEqual({ total: 0, list: [] });
  });

  it('finds products by keyword, most relevant first, and sorts them on request', async () => {
    const { cards } = await allCards(server, '/api/consumer/product/list', { keyword: 'kopi' }, ID);
    expect(cards.length).toBeGreaterThan(3);
    expect(cards[0]!.product_name.toLowerCase()).toMatch(/kopi|coffee/);
    const sorted = (
      await allCards(server, '/api/consumer/product/list', { keyword: 'kopi', sort: 'price_desc' }, ID)
    ).cards;
    expect(new Set(sorted.map((c) => c.product_no))).toEqual(new Set(cards.map((c) => c.product_no)));
    for (let i = 1; i < sorted.length; i++)
      expect(sorted[i]!.price).toBeLessThanOrEqual(sorted[i - 1]!.price);
    // Listing is not searching: nothing is recorded.
    expect(await countRows(server, 'search_records')).toBe(0);
  });

  it('refuses a bad body with 1101020 and an over-long keyword with 1106002', async () => {
    for (const body of [{ page_size: 51 }, { page_num: 0 }, { sort: 'cheapest' }, { typeId: 'abc' }]) {
      const { status, json } = await list(body);
      expect([status, json.code], JSON.stringify(body)).toEqual([400, 1101020]);
    }
    const { status, json } = await list({ keyword: 'x'.repeat(65) });
    expect([status, json.code]).toEqual([400, 1106002]);
    const broken = await server.call('POST', '/api/consumer/product/list', '{not json', ID);
    expect(broken.json.code).toBe(1101020);
  });

  it('reflects a stock change once the catalogue is refreshed', async () => {
    const productNo = showcase.ID.hot;
    const skus = listingOf('ID', productNo).skus;
    for (const sku of skus) await setStock(server, 'ID', sku.skuId, 0);
    const { cards } = await allCards(server, '/api/consumer/product/list', {}, ID);
    expect(cards.find((c) => c.product_no === productNo)?.flag_sold_out).toBe(1);
    for (const sku of skus) await setStock(server, 'ID', sku.skuId, sku.stock);
  });
});

describe('POST consumer/product/product_recommend', () => {
  it('answers the feed a page of 12 at a time, without sold-out or removed products', async () => {
    const { json } = await server.call(
      'POST',
      '/api/consumer/product/product_recommend',
      { page_num: 1, page_size: 12 },
      ID,
    );
    const page = productPageSchema.parse(json.data);
    expect(page.list).toHaveLength(12);
    const buyable = onShelfIn('ID').filter((l) => l.skus.some((s) => s.stock > 0));
    expect(page.total).toBe(buyable.length);
    const all = await allCards(server, '/api/consumer/product/product_recommend', {}, ID);
    expect(all.cards.every((c) => c.flag_sold_out === 0)).toBe(true);
    expect(all.cards.map((c) => c.product_no)).not.toContain(showcase.ID.removed);
  });

  it('with product_no, lists similar products from the same category first, never the product itself', async () => {
    const productNo = showcase.ID.multiSku;
    const { json } = await server.call(
      'POST',
      '/api/consumer/product/product_recommend',
      { page_num: 1, page_size: 12, product_no: productNo },
      ID,
    );
    const leaf = productByNo.get(productNo)!.categoryId;
    const cards = json.data.list as { product_no: string }[];
    expect(cards.map((c) => c.product_no)).not.toContain(productNo);
    expect(productByNo.get(cards[0]!.product_no)!.categoryId).toBe(leaf);
    const unknown = await server.call(
      'POST',
      '/api/consumer/product/product_recommend',
      { product_no: '99999999' },
      ID,
    );
    expect(unknown.json.code).toBe(1105002);
  });
});

describe('GET consumer/product/min_sku_detail/{product_no}', () => {
  it('answers the product with its SKUs, specs, pictures and delivery in the Language and currency asked', async () => {
    const productNo = showcase.MY.multiSku;
    const { status, json } = await detail(productNo, shopperHeaders('MY', 'zh-CN'));
    expect(status).toBe(200);
    const product = productDetailSchema.parse(json.data);
    const seed = productByNo.get(productNo)!;
    const listing = listingOf('MY', productNo);
    expect(product.product_name).toBe(seed.name['zh-CN']);
    expect(product.currency_code).toBe('MYR');
    expect(product.status).toBe('on_shelf');
    expect(product.skus.map((s) => [s.sku_id, s.sku_name, s.price, s.stock])).toEqual(
      seed.skus.map((sku, i) => [
        sku.skuId,
        sku.name['zh-CN'],
        listing.skus[i]!.price,
        listing.skus[i]!.stock,
      ]),
    );
    expect(product.images).toHaveLength(seed.imageCount);
    expect(product.specs.net_weight_g).toBe(seed.specs.netWeightG);
    expect(product.specs.unit).toBe(seed.specs.unit['zh-CN']);
    expect(product.delivery).toMatchObject({
      ship_within_hours: 48,
      city_days_max: 2,
      outside_city_days_max: 7,
    });
    expect(product.category_name).toBe(
      catalogue.categories.find((c) => c.id === seed.categoryId)!.name['zh-CN'],
    );
  });

  it("answers every shopper the same delivery block: a member's address is never in it, and a member's answer is not for a shared cache", async () => {
    // ADR 035: "deliver to" is the storefront's, from the member's own address book.
    const flows = memberFlows(server);
    const { auth_token } = await flows.signIn(phone(), freshOrigin());
    const member = { ...ID, ...bearer(auth_token) };
    const added = await server.call(
      'POST',
      '/api/member/address/add',
      {
        country_code: 'ID',
        surname: 'Budi',
        name: 'Santoso',
        phone: '081234567890',
        state_code: '32',
        city_code: '32.73',
        area_code: '32.73.02',
        address_line1: 'Jl. Dipatiukur No. 35',
        postal_code: '40132',
        is_default: true,
      },
      member,
    );
    expect(added.json.code).toBe(0);
    const productNo = showcase.ID.hot;
    const asMember = await detail(productNo, member);
    const asVisitor = await detail(productNo, ID);
    expect(asMember.json.data.delivery).toEqual(asVisitor.json.data.delivery);
    expect(asVisitor.json.data.delivery).toEqual({
      ship_within_hours: 48,
      city_days_min: 1,
      city_days_max: 2,
      outside_city_days_min: 4,
      outside_city_days_max: 7,
    });
    for (const word of ['Coblong', 'Kota Bandung', 'Dipatiukur', '40132'])
      expect(JSON.stringify(asMember.json), word).not.toContain(word);
    expect(asMember.headers.get('Cache-Control')).toBe('no-store');
    expect(asMember.headers.get('Vary')).toContain('Authorization');
    expect(asVisitor.headers.get('Vary')).toContain('Authorization');
  });

  it('answers a removed product with status removed, and an unknown one with 1105002', async () => {
    const removed = await detail(showcase.ID.removed);
    expect(removed.json.code).toBe(0);
    expect(removed.json.data.status).toBe('removed');
    for (const productNo of ['99999999', 'abc', showcase.MY.countryOnly]) {
      const { status, json } = await detail(productNo);
      expect([status, json.code], productNo).toEqual([404, 1105002]);
    }
  });

  it('shows the purchase limits and a sold-out SKU', async () => {
    const limited = await detail(showcase.ID.purchaseLimit);
    expect(limited.json.data.max_quantity).toBe(listingOf('ID', showcase.ID.purchaseLimit).maxPerOrder);
    const soldOut = await detail(showcase.ID.skuSoldOut);
    const skus = soldOut.json.data.skus as { flag_sold_out: number; stock: number }[];
    expect(skus.some((s) => s.flag_sold_out === 1 && s.stock === 0)).toBe(true);
    expect(skus.some((s) => s.flag_sold_out === 0)).toBe(true);
    expect(soldOut.json.data.flag_sold_out).toBe(0);
  });
});

describe('POST consumer/product/spec_order_list and visit/views', () => {
  it('answers fresh stock straight from the database', async () => {
    const productNo = showcase.ID.multiSku;
    const sku = listingOf('ID', productNo).skus[0]!;
    // Written behind the in-memory catalogue's back: the SKU picker must see it all the same.
    await server.database.db
      .update(skuOffers)
      .set({ stock: 2 })
      .where(and(eq(skuOffers.skuId, sku.skuId), eq(skuOffers.countryCode, 'ID')));
    const { json } = await server.call(
      'POST',
      '/api/consumer/product/spec_order_list',
      { product_no: productNo },
      ID,
    );
    const spec = specOrderListResponseSchema.parse(json.data);
    expect(spec.skus[0]).toMatchObject({ sku_id: sku.skuId, stock: 2 });
    await setStock(server, 'ID', sku.skuId, sku.stock);
  });

  it('records a view, and refuses an unknown product', async () => {
    const before = await countRows(server, 'product_views');
    const ok = await server.call(
      'POST',
      '/api/consumer/product/visit/views',
      { product_no: showcase.ID.hot },
      ID,
    );
    expect(ok.json).toMatchObject({ code: 0, data: null });
    expect(await countRows(server, 'product_views')).toBe(before + 1);
    const unknown = await server.call(
      'POST',
      '/api/consumer/product/visit/views',
      { product_no: '99999999' },
      ID,
    );
    expect(unknown.json.code).toBe(1105002);
  });
});

describe('GET cms/api/decoration', () => {
  it('answers the country’s banners and sections; flash deals end at midnight local time', async () => {
    const { json } = await server.call(
      'GET',
      '/api/cms/api/decoration',
      undefined,
      shopperHeaders('ID', 'id'),
    );
    const home = decorationResponseSchema.parse(json.data);
    expect(home.banners.map((b) => b.id)).toEqual(
      catalogue.banners.filter((b) => b.countryCode === 'ID').map((b) => b.id),
    );
    expect(home.banners[0]!.title).toBe(catalogue.banners.find((b) => b.id === 'id-fresh')!.title.id);
    expect(home.sections.map((s) => s.kind)).toEqual([
      'flash_deals',
      'new_arrivals',
      'daily_needs',
      'best_sellers',
    ]);
    const flash = home.sections[0]!;
    // The test clock is 2026-11-21T03:00Z: 10:00 in Jakarta; midnight there is 17:00Z.
    expect(flash.ends_at).toBe(Date.parse('2026-11-21T17:00:00Z'));
    expect(nextMidnight(new Date('2026-11-21T03:00:00Z'), 'Asia/Singapore')).toBe(
      Date.parse('2026-11-21T16:00:00Z'),
    );
    expect(home.sections[1]!.ends_at).toBeNull();
    expect(flash.products.length).toBeGreaterThan(0);
  });

  it('drops a product from its section once it is removed', async () => {
    const section = catalogue.sections.find((s) => s.countryCode === 'SG' && s.kind === 'best_sellers')!;
    const productNo = section.productNos[0]!;
    await setStatus(server, 'SG', productNo, 'removed');
    const { json } = await server.call('GET', '/api/cms/api/decoration', undefined, shopperHeaders('SG'));
    const best = json.data.sections.find((s: { kind: string }) => s.kind === 'best_sellers');
    expect(best.products.map((p: { product_no: string }) => p.product_no)).not.toContain(productNo);
    expect(best.products).toHaveLength(section.productNos.length - 1);
    await setStatus(server, 'SG', productNo, 'on_shelf');
  });
});

describe('back-in-stock notices', () => {
  it('subscribes a member once (twice answers 1105005), shows it on the product, and cancels', async () => {
    const flows = memberFlows(server);
    const { auth_token } = await flows.signIn(phone(), freshOrigin());
    const productNo = showcase.ID.soldOut;
    const skuId = listingOf('ID', productNo).skus[0]!.skuId;
    const headers = { ...ID, ...bearer(auth_token) };
    const body = { product_no: productNo, sku_id: skuId };

    const visitor = await server.call('POST', '/api/consumer/product/arrival_notice', body, ID);
    expect([visitor.status, visitor.json.code]).toEqual([401, 1105001]);

    const first = await server.call('POST', '/api/consumer/product/arrival_notice', body, headers);
    expect(first.json).toMatchObject({ code: 0, data: { subscribed: true } });
    const again = await server.call('POST', '/api/consumer/product/arrival_notice', body, headers);
    expect([again.status, again.json.code]).toEqual([409, 1105005]);
    expect((await detail(productNo, headers)).json.data.skus[0].arrival_subscribed).toBe(true);
    // Another member's view of the product does not show it.
    expect((await detail(productNo, ID)).json.data.skus[0].arrival_subscribed).toBe(false);

    const cancelled = await server.call('POST', '/api/consumer/product/arrival_notice/cancel', body, headers);
    expect(cancelled.json.data).toEqual({ subscribed: false });
    expect((await detail(productNo, headers)).json.data.skus[0].arrival_subscribed).toBe(false);
    const renewed = await server.call('POST', '/api/consumer/product/arrival_notice', body, headers);
    expect(renewed.json.code).toBe(0);

    const wrongSku = await server.call(
      'POST',
      '/api/consumer/product/arrival_notice',
      { product_no: showcase.ID.hot, sku_id: skuId },
      headers,
    );
    expect(wrongSku.json.code).toBe(1105004);
    const bad = await server.call(
      'POST',
      '/api/consumer/product/arrival_notice',
      { product_no: productNo },
      headers,
    );
    expect(bad.json.code).toBe(1101020);
  });
});
