import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CountryCode } from '../../contract/countries';
import type { OrderStatus } from '../../contract/order-constants';
import { phoneAccount } from '../areas/member/accounts';
import { findMemberByAccount } from '../areas/member/members';
import { orders, payments } from '../db/schema';
import type { OrderAddress } from '../../contract/order';
import { SandboxPaymentProvider } from '../areas/payments/sandbox-provider';
import { freshOrigin, memberFlows, phone } from './member-flows';
import type { TestServer } from './test-server';
import type { Shopper } from './order-helpers';

const ORDER_NO_LETTERS = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CURRENCY = { ID: 'IDR', SG: 'SGD', MY: 'MYR' } as const;

/** A fresh signed-in member: the token and the member's id. */
export async function paymentMember(server: TestServer) {
  const contact = phone();
  const { auth_token } = await memberFlows(server).signIn(contact, freshOrigin());
  const member = await findMemberByAccount(server.database.db, phoneAccount('62', contact.account));
  return { token: auth_token, memberId: member!.id };
}

/**
 * An order row as G's submit would leave it (no lines: the payment side reads only the order).
 * Decision: payment tests insert the row directly, so they do not depend on the catalogue's stock.
 */
export async function insertOrder(
  server: TestServer,
  memberId: string,
  options: { country?: CountryCode; total?: number; status?: OrderStatus; payMinutes?: number } = {},
) {
  const country = options.country ?? 'ID';
  const total = options.total ?? 150_000;
  const now = server.clock.now();
  const orderNo =
    '261121' +
    Array.from(crypto.randomBytes(12), (byte) => ORDER_NO_LETTERS[byte % ORDER_NO_LETTERS.length]).join('');
  await server.database.db.insert(orders).values({
    orderNo,
    memberId,
    status: options.status ?? 'to_pay',
    buyType: 'now',
    countryCode: country,
    currency: CURRENCY[country],
    productAmount: total,
    discountAmount: 0,
    subtotal: total,
    shippingFee: 0,
    total,
    deliveryZone: 'in_city',
    address: {} as OrderAddress,
    payDeadline: new Date(now.getTime() + (options.payMinutes ?? 30) * 60_000),
    createdAt: now,
    updatedAt: now,
  });
  return orderNo;
}

export async function orderRow(server: TestServer, orderNo: string) {
  const [row] = await server.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
  return row!;
}

export async function paymentRows(server: TestServer, orderNo: string) {
  return server.database.db.select().from(payments).where(eq(payments.orderNo, orderNo));
}

/** The tests' provider is always the sandbox (startTestServer without production). */
export function sandboxOf(server: TestServer): SandboxPaymentProvider {
  if (!(server.deps.payments instanceof SandboxPaymentProvider)) throw new Error('not the sandbox provider');
  return server.deps.payments;
}

export const memberHeaders = (token: string, extra: Record<string, string> = {}) => ({
  Authorization: `Bearer ${token}`,
  'X-Forwarded-For': '203.0.113.50',
  ...extra,
});

export function pay(server: TestServer, token: string, body: object, extra: Record<string, string> = {}) {
  return server.call('POST', '/api/payment/pay', body, memberHeaders(token, extra));
}

export function paymentStatus(server: TestServer, token: string, orderNo: string) {
  return server.call('GET', `/api/payment/status/${orderNo}`, undefined, memberHeaders(token));
}

/** The provider_ref of an answer's next action (its sandbox page's last path segment). */
export function providerRefOf(answer: { next_action: { url?: string | null } }): string {
  return answer.next_action.url!.split('/').pop()!;
}

/** A form the sandbox's hosted page posts (the card, the 3-D Secure code, Pay / Fail). */
export const pageForm = (fields: Record<string, string>) => ({
  method: 'POST',
  body: new URLSearchParams(fields).toString(),
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
});

/** Submits an order of one unit of `skuId` as `shopper`, then asks to pay it online: the order number and the pay call's answer. */
export async function submitAndPay(
  server: Pick<TestServer, 'call'>,
  shopper: Shopper,
  skuId: string,
  method = 'gopay',
) {
  const submitted = await shopper.submit([{ sku_id: skuId, quantity: 1 }]);
  const orderNo = submitted.json.data.order_no as string;
  const paying = await server.call(
    'POST',
    '/api/payment/pay',
    { order_no: orderNo, method },
    shopper.headers,
  );
  return { orderNo, paying };
}
