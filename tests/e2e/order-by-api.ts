import crypto from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import type { Shopper } from './member-login';

type Answer = Awaited<ReturnType<APIRequestContext['post']>>;

/** An API answer's data, failing the test unless its code is 0. */
export async function dataOf(response: Answer) {
  const body = (await response.json()) as { code: number; data: any };
  expect(body.code, JSON.stringify(body)).toBe(0);
  return body.data;
}

/**
 * A sandbox member (POST /api/dev/member, with an address) and an order of theirs placed over the
 * API: the first product in stock (its stock set to 50), `quantity` of it, previewed and submitted.
 * The order is to_pay; `auth` are the member's headers for the next calls.
 */
export async function placeOrderByApi(
  request: APIRequestContext,
  shopper: Shopper,
  { language = 'en', quantity = 1 }: { language?: string; quantity?: number } = {},
) {
  const headers = { 'X-Forwarded-For': shopper.ip, 'X-Locale': 'ID', Language: language };
  const member = await dataOf(
    await request.post('/api/dev/member', { data: { country_code: 'ID' }, headers }),
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
  return { orderNo, headers, auth, authToken: member.auth_token as string };
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
