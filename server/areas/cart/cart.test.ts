import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartSchema, type Cart } from '../../../contract/cart';
import { CART_MAX_LINES } from '../../../contract/cart-constants';
import type { CountryCode } from '../../../contract/countries';
import { cartItems, members } from '../../db/schema';
import {
  bearer,
  catalogue,
  countRows,
  listingOf,
  listingsIn,
  productByNo,
  setStatus,
  setStock,
  shopperHeaders,
} from '../../test-support/catalogue-helpers';
import { freshOrigin, memberFlows, phone } from '../../test-support/member-flows';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import type { SeedListing } from '../../seed/catalogue';

let server: TestServer;
let flows: ReturnType<typeof memberFlows>;
beforeAll(async () => {
  server = await startTestServer();
  flows = memberFlows(server);
});
afterAll(async () => {
  await server.close();
});

const limitedToMember = (country: CountryCode) =>
  new Set(
    catalogue.sections
      .filter((s) => s.countryCode === country && s.kind === 'flash_deals')
      .flatMap((s) => s.productNos),
  );

/** The first product of the seed with the traits a test needs. */
function pickListing(test: (l: SeedListing) => boolean, country: CountryCode = 'ID'): SeedListing {
  const found = listingsIn(country).find(test);
  if (!found) throw new Error('no such product in the seed');
  return found;
}
const plain = (l: SeedListing) =>
  l.status === 'on_shelf' &&
  l.maxPerOrder === null &&
  !limitedToMember(l.countryCode).has(l.productNo) &&
  l.skus.every((s) => s.stock >= 20);

const single = pickListing((l) => plain(l) && l.skus.length === 1 && l.discount === 0);
const discounted = pickListing((l) => plain(l) && l.skus[0]!.scribingPrice !== null);
const multi = pickListing((l) => plain(l) && l.skus.length >= 3 && l !== single && l !== discounted);
const lowStock = pickListing(
  (l) =>
    l.status === 'on_shelf' && l.maxPerOrder === null && l.skus.every((s) => s.stock >= 1 && s.stock <= 3),
);
const perOrder = pickListing(
  (l) =>
    l.status === 'on_shelf' &&
    l.maxPerOrder !== null &&
    !limitedToMember('ID').has(l.productNo) &&
    l.skus.every((s) => s.stock > l.maxPerOrder! + 2),
);
const perMember = pickListing(
  (l) => limitedToMember('ID').has(l.productNo) && l.maxPerOrder === null && l.skus[0]!.stock > 10,
);
const soldOut = listingOf('ID', catalogue.showcase.ID.soldOut);
const removed = listingOf('ID', catalogue.showcase.ID.removed);
const myOnly = listingOf('MY', catalogue.showcase.MY.countryOnly);
const sku = (l: SeedListing, i = 0) => l.skus[i]!.skuId;

async function signedIn(country: CountryCode = 'ID', language = 'en') {
  const { auth_token } = await flows.signIn(phone(), freshOrigin());
  const headers = shopperHeaders(country, language, bearer(auth_token));
  const call = async (path: string, body?: unknown) => {
    const response = await server.call(
      body === undefined ? 'GET' : 'POST',
      `/api/order/cart/${path}`,
      body,
      headers,
    );
    return { ...response, cart: response.json.code === 0 ? (response.json.data as Cart) : undefined };
  };
  return {
    token: auth_token,
    headers,
    call,
    list: async () => cartSchema.parse((await call('list')).json.data),
  };
}

/** Asserts a refusal and that the member's cart is exactly as it was. */
async function refused(
  member: Awaited<ReturnType<typeof signedIn>>,
  path: string,
  body: unknown,
  code: number,
): Promise<void> {
  const before = await member.list();
  const rows = await countRows(server, 'cart_items');
  const { json } = await member.call(path, body);
  expect(json.code, `${path} ${JSON.stringify(body)}`).toBe(code);
  expect(await member.list()).toEqual(before);
  expect(await countRows(server, 'cart_items')).toBe(rows);
}

describe('the cart needs a member', () => {
  it('answers 401 with 1105001 to a visitor, whatever the body', async () => {
    for (const [method, path, body] of [
      ['GET', 'list', undefined],
      ['GET', 'count', undefined],
      ['POST', 'add', { sku_id: sku(single), quantity: 1 }],
      ['POST', 'merge', { items: [] }],
      ['POST', 'add', 'not json'],
    ] as const) {
      const { status, json } = await server.call(method, `/api/order/cart/${path}`, body, shopperHeaders());
      expect([status, json.code], path).toEqual([401, 1105001]);
    }
  });
});

describe('POST order/cart/add, update, select, delete', () => {
  it('adds a line priced from the catalogue, never from the request, and answers the whole cart', async () => {
    const member = await signedIn();
    const { status, json, headers } = await member.call('add', {
      sku_id: sku(discounted),
      quantity: 2,
      price: 1,
      scribing_price: 1,
      line_total: 2,
    });
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    const cart = cartSchema.parse(json.data);
    const offer = discounted.skus[0]!;
    expect(cart.currency_code).toBe('IDR');
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]).toMatchObject({
      sku_id: offer.skuId,
      product_no: discounted.productNo,
      product_name: productByNo.get(discounted.productNo)!.name.en,
      price: offer.price,
      scribing_price: offer.scribingPrice,
      quantity: 2,
      selected: true,
      available: true,
      exceeds_limit: false,
      line_total: offer.price * 2,
    });
    expect(cart.lines[0]!.thumb_image_url).toMatch(/-200\.webp\?v=/);
    expect(cart.totals).toEqual({
      selected_count: 1,
      selected_quantity: 2,
      subtotal: offer.scribingPrice! * 2,
      discount: (offer.scribingPrice! - offer.price) * 2,
      total: offer.price * 2,
    });
    expect(cart.all_selected).toBe(true);

    // Adding again adds to the line.
    const again = cartSchema.parse(
      (await member.call('add', { sku_id: sku(discounted), quantity: 3 })).json.data,
    );
    expect(again.lines.map((l) => [l.sku_id, l.quantity])).toEqual([[offer.skuId, 5]]);
    expect((await member.call('count')).json.data).toEqual({ count: 1 });
  });

  it('refuses, changing nothing: over the stock 1105007, over max per order 1103056, over the member limit 1105008', async () => {
    const member = await signedIn();
    await member.call('add', { sku_id: sku(single), quantity: 1 });

    const low = lowStock.skus[0]!;
    await refused(member, 'add', { sku_id: low.skuId, quantity: low.stock + 1 }, 1105007);
    expect((await member.call('add', { sku_id: low.skuId, quantity: low.stock })).json.code).toBe(0);
    await refused(member, 'add', { sku_id: low.skuId, quantity: 1 }, 1105007);

    const max = perOrder.maxPerOrder!;
    await refused(member, 'add', { sku_id: sku(perOrder), quantity: max + 1 }, 1103056);
    expect((await member.call('add', { sku_id: sku(perOrder), quantity: max })).json.code).toBe(0);
    await refused(member, 'add', { sku_id: sku(perOrder), quantity: 1 }, 1103056);
    if (perOrder.skus.length > 1) {
      // The limit is the product's, over all its SKUs.
      await refused(member, 'add', { sku_id: sku(perOrder, 1), quantity: 1 }, 1103056);
    }

    await refused(member, 'add', { sku_id: sku(perMember), quantity: 6 }, 1105008);
    expect((await member.call('add', { sku_id: sku(perMember), quantity: 5 })).json.code).toBe(0);
    await refused(member, 'update', { sku_id: sku(perMember), quantity: 6 }, 1105008);
    const detail = await server.call(
      'GET',
      `/api/consumer/product/min_sku_detail/${perMember.productNo}`,
      undefined,
      member.headers,
    );
    expect(detail.json.data.limit_per_member).toBe(5);
  });

  it('refuses sold-out (1105006), removed (1105003) and unknown or foreign SKUs (1105004)', async () => {
    const member = await signedIn();
    await member.call('add', { sku_id: sku(single), quantity: 1 });
    await refused(member, 'add', { sku_id: sku(soldOut), quantity: 1 }, 1105006);
    await refused(member, 'add', { sku_id: sku(removed), quantity: 1 }, 1105003);
    await refused(member, 'add', { sku_id: '9999999901', quantity: 1 }, 1105004);
    await refused(member, 'add', { sku_id: sku(myOnly), quantity: 1 }, 1105004);
  });

  it('answers every malformed body with 1101020 and stores nothing', async () => {
    const member = await signedIn();
    await member.call('add', { sku_id: sku(single), quantity: 1 });
    const [line] = (await member.list()).lines;
    for (const [path, body] of [
      ['add', { sku_id: sku(single), quantity: 0 }],
      ['add', { sku_id: sku(single), quantity: 1000 }],
      ['add', { sku_id: sku(single), quantity: 1.5 }],
      ['add', { sku_id: sku(single), quantity: -1 }],
      ['add', { sku_id: 'abc', quantity: 1 }],
      ['add', { quantity: 1 }],
      ['add', '{"sku_id":'],
      ['add', []],
      ['update', { quantity: 2 }],
      ['update', { cart_id: line!.cart_id, sku_id: sku(single), quantity: 2 }],
      ['update', { cart_id: line!.cart_id, quantity: '2x' }],
      ['select', { cart_ids: [], selected: true }],
      ['select', { cart_ids: [line!.cart_id] }],
      ['select_all', { selected: 'yes' }],
      ['delete', {}],
      ['delete', { cart_ids: [line!.cart_id], sku_ids: [sku(single)] }],
      ['merge', { items: [{ sku_id: sku(single), quantity: 0 }] }],
      [
        'merge',
        { items: Array.from({ length: CART_MAX_LINES + 1 }, () => ({ sku_id: sku(single), quantity: 1 })) },
      ],
    ] as const) {
      await refused(member, path, body, 1101020);
    }
  });

  it('updates a line by cart_id or sku_id, with the same limits; an unknown line is 1103017', async () => {
    const member = await signedIn();
    const cart = cartSchema.parse((await member.call('add', { sku_id: sku(multi), quantity: 1 })).json.data);
    const line = cart.lines[0]!;
    const byId = cartSchema.parse(
      (await member.call('update', { cart_id: line.cart_id, quantity: 4 })).json.data,
    );
    expect(byId.lines[0]!.quantity).toBe(4);
    const bySku = cartSchema.parse(
      (await member.call('update', { sku_id: line.sku_id, quantity: 2 })).json.data,
    );
    expect(bySku.lines[0]!.quantity).toBe(2);
    await refused(member, 'update', { cart_id: line.cart_id, quantity: multi.skus[0]!.stock + 1 }, 1105007);
    await refused(
      member,
      'update',
      { cart_id: '00000000-0000-4000-8000-000000000000', quantity: 1 },
      1103017,
    );
    await refused(member, 'update', { sku_id: sku(single), quantity: 1 }, 1103017);
  });

  it('selects and deselects lines, all at once or some, and totals only the selected ones', async () => {
    const member = await signedIn();
    await member.call('add', { sku_id: sku(single), quantity: 2 });
    const cart = cartSchema.parse(
      (await member.call('add', { sku_id: sku(discounted), quantity: 1 })).json.data,
    );
    // Newest first.
    expect(cart.lines.map((l) => l.sku_id)).toEqual([sku(discounted), sku(single)]);
    const single$ = single.skus[0]!.price;
    const disc = discounted.skus[0]!;

    const some = cartSchema.parse(
      (await member.call('select', { sku_ids: [sku(discounted)], selected: false })).json.data,
    );
    expect(some.all_selected).toBe(false);
    expect(some.totals).toEqual({
      selected_count: 1,
      selected_quantity: 2,
      subtotal: single$ * 2,
      discount: 0,
      total: single$ * 2,
    });
    const none = cartSchema.parse((await member.call('select_all', { selected: false })).json.data);
    expect(none.totals).toEqual({
      selected_count: 0,
      selected_quantity: 0,
      subtotal: 0,
      discount: 0,
      total: 0,
    });
    const all = cartSchema.parse((await member.call('select_all', { selected: true })).json.data);
    expect(all.all_selected).toBe(true);
    expect(all.totals.total).toBe(single$ * 2 + disc.price);
    expect(all.totals.subtotal).toBe(single$ * 2 + disc.scribingPrice!);
    expect(all.totals.discount).toBe(disc.scribingPrice! - disc.price);
    const byCart = cartSchema.parse(
      (await member.call('select', { cart_ids: [all.lines[1]!.cart_id], selected: false })).json.data,
    );
    expect(byCart.lines.map((l) => l.selected)).toEqual([true, false]);
    await refused(member, 'select', { cart_ids: ['not-mine'], selected: true }, 1103017);
  });

  it('keeps a line that sold out or was removed apart: unselectable, out of the totals', async () => {
    const member = await signedIn();
    const victim = pickListing((l) => plain(l) && l.skus.length === 1 && l !== single && l !== discounted);
    await member.call('add', { sku_id: sku(single), quantity: 1 });
    await member.call('add', { sku_id: sku(victim), quantity: 2 });

    await setStock(server, 'ID', sku(victim), 0);
    const soldOutCart = await member.list();
    expect(soldOutCart.lines.map((l) => l.sku_id)).toEqual([sku(single)]);
    expect(soldOutCart.unavailable).toHaveLength(1);
    expect(soldOutCart.unavailable[0]).toMatchObject({
      sku_id: sku(victim),
      available: false,
      unavailable_reason: 'sold_out',
      selected: false,
      quantity: 2,
    });
    expect(soldOutCart.totals.selected_count).toBe(1);
    expect(soldOutCart.totals.total).toBe(single.skus[0]!.price);
    expect(soldOutCart.all_selected).toBe(true);
    await refused(member, 'select', { sku_ids: [sku(victim)], selected: true }, 1105006);
    await refused(member, 'update', { sku_id: sku(victim), quantity: 1 }, 1105006);
    expect((await member.call('count')).json.data).toEqual({ count: 1 });

    await setStatus(server, 'ID', victim.productNo, 'removed');
    expect((await member.list()).unavailable[0]!.unavailable_reason).toBe('removed');
    await refused(member, 'select', { sku_ids: [sku(victim)], selected: true }, 1105003);

    await setStatus(server, 'ID', victim.productNo, 'on_shelf');
    await setStock(server, 'ID', sku(victim), 1);
    // Back on sale with less stock than the line holds: available, flagged, still selectable.
    const back = await member.list();
    expect(back.lines.find((l) => l.sku_id === sku(victim))).toMatchObject({
      available: true,
      exceeds_limit: true,
    });
    await setStock(server, 'ID', sku(victim), victim.skus[0]!.stock);
  });

  it('deletes lines, all or none', async () => {
    const member = await signedIn();
    await member.call('add', { sku_id: sku(single), quantity: 1 });
    const cart = cartSchema.parse((await member.call('add', { sku_id: sku(multi), quantity: 1 })).json.data);
    await refused(member, 'delete', { cart_ids: [cart.lines[0]!.cart_id, 'unknown-id'] }, 1103017);
    const after = cartSchema.parse(
      (await member.call('delete', { cart_ids: [cart.lines[0]!.cart_id] })).json.data,
    );
    expect(after.lines.map((l) => l.sku_id)).toEqual([sku(single)]);
    const empty = cartSchema.parse((await member.call('delete', { sku_ids: [sku(single)] })).json.data);
    expect(empty).toMatchObject({ lines: [], unavailable: [], all_selected: false });
  });

  it('refuses a line past CART_MAX_LINES with 1103051', async () => {
    const member = await signedIn();
    await member.call('add', { sku_id: sku(single), quantity: 1 });
    const memberNo = (await flows.info(member.token)).json.data.data.member_no;
    const [{ id: memberId }] = (await server.database.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.memberNo, memberNo))) as [{ id: string }];
    const now = server.clock.now();
    const others = listingsIn('ID')
      .flatMap((l) => l.skus)
      .filter((s) => s.skuId !== sku(single) && s.skuId !== sku(discounted))
      .slice(0, CART_MAX_LINES - 1);
    await server.database.db.insert(cartItems).values(
      others.map((s) => ({
        memberId,
        countryCode: 'ID',
        skuId: s.skuId,
        quantity: 1,
        createdAt: now,
        updatedAt: now,
      })),
    );
    await refused(member, 'add', { sku_id: sku(discounted), quantity: 1 }, 1103051);
    // Adding to a line already there is fine.
    expect((await member.call('add', { sku_id: sku(single), quantity: 1 })).json.code).toBe(0);
  });
});

describe('one cart per member and country', () => {
  it('never shows or changes another member’s cart', async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const aliceCart = cartSchema.parse(
      (await alice.call('add', { sku_id: sku(single), quantity: 2 })).json.data,
    );
    const line = aliceCart.lines[0]!;

    expect((await bob.list()).lines).toEqual([]);
    await refused(bob, 'update', { cart_id: line.cart_id, quantity: 1 }, 1103017);
    await refused(bob, 'select', { cart_ids: [line.cart_id], selected: false }, 1103017);
    await refused(bob, 'delete', { cart_ids: [line.cart_id] }, 1103017);
    // Bob's own line of the same SKU is his alone.
    await bob.call('add', { sku_id: sku(single), quantity: 1 });
    await bob.call('select_all', { selected: false });
    expect(await alice.list()).toEqual(aliceCart);
  });

  it('keeps a cart per country, priced in that country’s currency', async () => {
    const member = await signedIn();
    await member.call('add', { sku_id: sku(single), quantity: 1 });
    const sgHeaders = { ...member.headers, 'X-Locale': 'SG' };
    const sg = await server.call('GET', '/api/order/cart/list', undefined, sgHeaders);
    expect(sg.json.data).toMatchObject({ currency_code: 'SGD', lines: [] });
    const sgListing = pickListing((l) => plain(l), 'SG');
    const added = await server.call(
      'POST',
      '/api/order/cart/add',
      { sku_id: sku(sgListing), quantity: 1 },
      sgHeaders,
    );
    expect(added.json.data.lines[0].price).toBe(sgListing.skus[0]!.price);
    expect((await member.list()).lines.map((l) => l.sku_id)).toEqual([sku(single)]);
  });
});

describe('POST order/cart/merge', () => {
  it('merges a visitor cart at login: caps instead of refusing, keeps unavailable lines, skips unknown SKUs', async () => {
    const member = await signedIn('ID', 'id');
    await member.call('add', { sku_id: sku(perOrder), quantity: 1 });
    const low = lowStock.skus[0]!;
    const { status, json } = await member.call('merge', {
      items: [
        { sku_id: sku(single), quantity: 2, selected: true },
        { sku_id: sku(perOrder), quantity: 50 },
        { sku_id: low.skuId, quantity: 60, selected: false },
        { sku_id: sku(soldOut), quantity: 1 },
        { sku_id: '9999999901', quantity: 1 },
        { sku_id: sku(myOnly), quantity: 1 },
        { sku_id: sku(single), quantity: 1 },
        { sku_id: sku(perMember), quantity: 9 },
      ],
    });
    expect(status).toBe(200);
    const cart = cartSchema.parse(json.data);
    const quantities = Object.fromEntries(cart.lines.map((l) => [l.sku_id, l.quantity]));
    expect(quantities).toEqual({
      [sku(single)]: 3,
      [sku(perOrder)]: perOrder.maxPerOrder,
      [low.skuId]: low.stock,
      [sku(perMember)]: 5,
    });
    // The visitor's order, newest first, above the line that was there.
    expect(cart.lines.map((l) => l.sku_id)).toEqual([sku(single), low.skuId, sku(perMember), sku(perOrder)]);
    expect(cart.lines.find((l) => l.sku_id === low.skuId)!.selected).toBe(false);
    expect(cart.lines.every((l) => !l.exceeds_limit)).toBe(true);
    expect(cart.unavailable.map((l) => [l.sku_id, l.unavailable_reason])).toEqual([
      [sku(soldOut), 'sold_out'],
    ]);
    expect(cart.lines[0]!.product_name).toBe(productByNo.get(single.productNo)!.name.id);

    // Merging the same again changes nothing that is already at its cap.
    const again = cartSchema.parse(
      (await member.call('merge', { items: [{ sku_id: sku(perOrder), quantity: 5 }] })).json.data,
    );
    expect(again.lines.find((l) => l.sku_id === sku(perOrder))!.quantity).toBe(perOrder.maxPerOrder);
    expect((await member.call('merge', { items: [] })).json.code).toBe(0);
  });
});

describe('POST order/cart/preview', () => {
  it('prices a visitor’s cart from the catalogue without storing anything', async () => {
    const rows = await countRows(server, 'cart_items');
    const low = lowStock.skus[0]!;
    const disc = discounted.skus[0]!;
    const { status, json } = await server.call(
      'POST',
      '/api/order/cart/preview',
      {
        items: [
          { sku_id: disc.skuId, quantity: 3, price: 1 },
          { sku_id: low.skuId, quantity: low.stock + 5, selected: false },
          { sku_id: sku(removed), quantity: 1 },
          { sku_id: sku(myOnly), quantity: 1 },
          { sku_id: '9999999901', quantity: 1 },
        ],
      },
      shopperHeaders('ID', 'zh-CN'),
    );
    expect(status).toBe(200);
    const cart = cartSchema.parse(json.data);
    expect(cart.lines.map((l) => [l.cart_id, l.quantity, l.exceeds_limit, l.selected])).toEqual([
      [disc.skuId, 3, false, true],
      [low.skuId, low.stock + 5, true, false],
    ]);
    expect(cart.lines[0]!.product_name).toBe(productByNo.get(discounted.productNo)!.name['zh-CN']);
    expect(cart.unavailable.map((l) => [l.sku_id, l.unavailable_reason])).toEqual([
      [sku(removed), 'removed'],
      [sku(myOnly), 'sku_missing'],
    ]);
    expect(cart.totals).toEqual({
      selected_count: 1,
      selected_quantity: 3,
      subtotal: disc.scribingPrice! * 3,
      discount: (disc.scribingPrice! - disc.price) * 3,
      total: disc.price * 3,
    });
    expect(await countRows(server, 'cart_items')).toBe(rows);
    const bad = await server.call(
      'POST',
      '/api/order/cart/preview',
      { items: [{ sku_id: disc.skuId }] },
      shopperHeaders(),
    );
    expect([bad.status, bad.json.code]).toEqual([400, 1101020]);
  });
});

describe('a member’s cart goes with the member', () => {
  it('is deleted with the account', async () => {
    const member = await signedIn();
    await member.call('add', { sku_id: sku(single), quantity: 1 });
    const rows = await countRows(server, 'cart_items');
    const info = await flows.info(member.token);
    await server.database.db.delete(members).where(eq(members.memberNo, info.json.data.data.member_no));
    expect(await countRows(server, 'cart_items')).toBe(rows - 1);
  });
});
