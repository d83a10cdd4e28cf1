import sharp from 'sharp';
import type { CountryCode } from '../../contract/countries';
import { bearer, shopperHeaders } from './catalogue-helpers';
import { memberIdOf as memberIdOfShopper, orderFlows, plainListings, type Shopper } from './order-helpers';
import { providerRefOf, sandboxOf } from './payment-helpers';
import type { TestServer } from './test-server';

/** The online method each country's after-sales tests pay with (SG's fee is PayNow's, MY's online banking's). */
const METHOD: Record<CountryCode, string> = { ID: 'gopay', SG: 'paynow', MY: 'fpx' };

/** Orders in each state an after-sales test needs, placed through the real calls, and the calls as a member. */
export function afterSalesFlows(server: TestServer) {
  const flows = orderFlows(server);
  const used = new Map<CountryCode, number>();
  /** A SKU no other order of this file took (reversed: orders tests take the front). */
  const freshSku = (country: CountryCode) => {
    const listings = plainListings(country, 50).reverse();
    const index = used.get(country) ?? 0;
    used.set(country, index + 1);
    return listings[index]!.skus[0]!.skuId;
  };

  const memberIdOf = (shopper: Shopper) => memberIdOfShopper(server, shopper);

  /** Pays a to_pay order (online, or COD with `cod`): it is to_ship. */
  async function payOrder(shopper: Shopper, country: CountryCode, orderNo: string, cod = false) {
    const paid = await server.call(
      'POST',
      '/api/payment/pay',
      { order_no: orderNo, method: cod ? 'cod' : METHOD[country] },
      shopper.headers,
    );
    if (paid.json.code !== 0) throw new Error(`pay: ${JSON.stringify(paid.json)}`);
    if (!cod) await sandboxOf(server).decide(providerRefOf(paid.json.data), 'paid');
  }

  /** Places and pays an order (online, or COD with `cod`): it is to_ship. */
  async function paidOrder(
    shopper: Shopper,
    country: CountryCode,
    lines: { sku_id: string; quantity: number }[],
    cod = false,
  ): Promise<string> {
    const submitted = await shopper.submit(lines);
    if (submitted.json.code !== 0) throw new Error(`submit: ${JSON.stringify(submitted.json)}`);
    const orderNo = submitted.json.data.order_no as string;
    await payOrder(shopper, country, orderNo, cod);
    return orderNo;
  }

  /** Places an order with the coins switched on (the most it may take), left to_pay: its order number. */
  async function orderWithCoins(shopper: Shopper, lines: { sku_id: string; quantity: number }[]) {
    const priced = await shopper.preview(lines, { points_deduction_switch: true });
    const placed = await shopper.submit(lines, {
      points_deduction_switch: true,
      price_token: priced.price_token,
    });
    if (placed.json.code !== 0) throw new Error(`submit: ${JSON.stringify(placed.json)}`);
    return { orderNo: placed.json.data.order_no as string, priced };
  }

  /** Ships and delivers (confirmed: transaction_complete, received now). */
  async function completeOrder(orderNo: string) {
    const shipped = await server.call('POST', '/api/dev/order/ship', { order_no: orderNo });
    if (shipped.json.code !== 0) throw new Error(`ship: ${JSON.stringify(shipped.json)}`);
    const delivered = await server.call('POST', '/api/dev/order/deliver', { order_no: orderNo });
    if (delivered.json.code !== 0) throw new Error(`deliver: ${JSON.stringify(delivered.json)}`);
  }

  const call = (shopper: Shopper, method: string, path: string, body?: unknown) =>
    server.call(method, `/api/order/after_sale/${path}`, body, shopper.headers);

  const apply = (shopper: Shopper, body: Record<string, unknown>) => call(shopper, 'POST', 'apply', body);

  const merchant = (no: string, move: string, reason?: string) =>
    server.call('POST', '/api/dev/after_sale/move', {
      after_sale_no: no,
      move,
      ...(reason ? { reason } : {}),
    });

  const cards = (shopper: Shopper, path: string, body?: unknown, country: CountryCode = 'ID') =>
    server.call(body === undefined ? 'GET' : 'POST', `/api/member/refund_card/${path}`, body, {
      ...shopperHeaders(country, 'en', bearer(shopper.auth_token)),
      'X-Forwarded-For': '203.0.113.77',
    });

  /** A small picture as a phone would send it. */
  const picture = (color: string) =>
    sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
      .jpeg()
      .toBuffer();

  async function upload(shopper: Shopper, bytes: Uint8Array, type = 'image/jpeg') {
    const form = new FormData();
    form.append('file', new Blob([bytes as BlobPart], { type }), 'photo.jpg');
    const headers = { ...shopper.headers };
    delete (headers as Record<string, string>)['Content-Type'];
    const response = await server.fetch('/api/order/after_sale/evidence', {
      method: 'POST',
      body: form,
      headers,
    });
    return { status: response.status, json: await response.json() };
  }

  return {
    ...flows,
    freshSku,
    memberIdOf,
    payOrder,
    paidOrder,
    orderWithCoins,
    completeOrder,
    call,
    apply,
    merchant,
    cards,
    picture,
    upload,
  };
}
