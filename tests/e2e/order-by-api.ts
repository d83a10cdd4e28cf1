import crypto from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { asNewShopper, signedIn, type Shopper } from './member-login';

type Answer = Awaited<ReturnType<APIRequestContext['post']>>;

/** An API answer's data, failing the test unless its code is 0. */
export async function dataOf(response: Answer) {
  const body = (await response.json()) as { code: number; data: any };
  expect(body.code, JSON.stringify(body)).toBe(0);
  return body.data;
}

/**
 * A sandbox member of `country` (POST /api/dev/member, with an address) and an order of theirs
 * placed over the API: the first product in stock (its stock set to 50), `quantity` of it,
 * previewed and submitted. The order is to_pay; `auth` are the member's headers for the next calls.
 */
export async function placeOrderByApi(
  request: APIRequestContext,
  shopper: Shopper,
  {
    language = 'en',
    quantity = 1,
    country = 'ID',
  }: { language?: string; quantity?: number; country?: 'ID' | 'SG' | 'MY' } = {},
) {
  const headers = { 'X-Forwarded-For': shopper.ip, 'X-Locale': country, Language: language };
  const member = await dataOf(
    await request.post('/api/dev/member', { data: { country_code: country }, headers }),
  );
  const auth = { ...headers, Authorization: `Bearer ${member.auth_token}` };
  const products = await dataOf(
    await request.post('/api/consumer/product/list', { data: { page_num: 1, page_size: 20 }, headers }),
  );
  const product = products.list.find((card: { flag_sold_out: number }) => card.flag_sold_out === 0);
  const skuList = [{ sku_id: product.default_sku_id as string, quantity }];
  await dataOf(
    await request.post('/api/dev/stock', { data: { sku_id: skuList[0]!.sku_id, stock: 50 }, headers }),
  );
  const orderNo = await submitOrderByApi(request, auth, member.address_id, skuList);
  return { orderNo, headers, auth, authToken: member.auth_token as string, phone: member.phone as string };
}

/** Previews then submits a buy-now order of `skuList` to the member's address; answers its number. */
export async function submitOrderByApi(
  request: APIRequestContext,
  auth: Record<string, string>,
  addressId: string,
  skuList: { sku_id: string; quantity: number }[],
): Promise<string> {
  const priced = await dataOf(
    await request.post('/api/order/trade/preview', {
      data: { buy_type: 'now', sku_list: skuList, address_id: addressId },
      headers: auth,
    }),
  );
  const placed = await dataOf(
    await request.post('/api/order/trade/submit', {
      data: { buy_type: 'now', sku_list: skuList, address_id: addressId, price_token: priced.price_token },
      headers: { ...auth, 'Idempotency-Key': crypto.randomUUID() },
    }),
  );
  return placed.order_no as string;
}

/**
 * A member of `country` signed in on the page in `language`, with an order to pay placed over the
 * API; `status()` reads the order's status as the server has it now.
 */
export async function orderOnPage(
  page: Page,
  request: APIRequestContext,
  language: 'en' | 'id' | 'zh-CN',
  country: 'ID' | 'SG' | 'MY',
) {
  const shopper = await asNewShopper(page, language, country);
  const order = await placeOrderByApi(request, shopper, { language, country });
  // Every journey opens its own page next (its checkout, a product): signed in from its first load.
  await signedIn(page, { auth_token: order.authToken, user_name: order.phone });
  const status = async () =>
    (await dataOf(await request.get(`/api/order/trade/detail/${order.orderNo}`, { headers: order.auth })))
      .status as string;
  return { ...order, status };
}
