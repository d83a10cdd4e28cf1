import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refundCards, refundWallets } from './db/schema';
import { CardDeclined, type RefundTarget } from './areas/payments/provider';
import { SANDBOX_OTP } from './areas/payments/sandbox-provider';
import { S3PictureStorage } from './lib/storage/picture-storage-s3';
import { afterSalesFlows } from './test-support/after-sales-helpers';
import { memberFlows, phone, uploadAvatar } from './test-support/member-flows';
import {
  insertOrder,
  orderRow,
  pageForm,
  pay,
  paymentMember,
  paymentStatus,
  providerRefOf,
  sandboxOf,
} from './test-support/payment-helpers';
import { startTestS3, type TestS3 } from './test-support/s3-server';
import { startSecondInstance, startTestServer, type TestServer } from './test-support/test-server';

// Several server machines behind a load balancer: any request may land on any of them, so every
// upload and every piece of the payment provider's state must be where all of them find it. Two
// app instances here, each with its own payment provider and picture storage objects, share only
// the database (each its own pool on PostgreSQL) and one bucket on a real S3-compatible server.

let s3: TestS3;
let a: TestServer;
let b: TestServer;
beforeAll(async () => {
  s3 = await startTestS3();
  a = await startTestServer({ pictures: new S3PictureStorage(s3.settings) });
  b = await startSecondInstance(a, { pictures: new S3PictureStorage(s3.settings) });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  await s3?.close();
});

const db = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

/** Fetches a served picture: its status, type and bytes. */
async function served(server: TestServer, url: string) {
  const answer = await server.fetch(url);
  return {
    status: answer.status,
    type: answer.headers.get('content-type'),
    bytes: new Uint8Array(await answer.arrayBuffer()),
  };
}

describe(`two server instances on one ${db} database and one S3 bucket: pictures`, () => {
  it('an avatar uploaded through one is served by the other', async () => {
    const { auth_token } = await memberFlows(a).signIn(phone());
    const png = await sharp({ create: { width: 60, height: 60, channels: 3, background: '#36c' } })
      .png()
      .toBuffer();
    const uploaded = await uploadAvatar(a, auth_token, new Uint8Array(png));
    const url = (await uploaded.json()).data.avatar_url as string;
    const fromB = await served(b, url);
    expect([fromB.status, fromB.type]).toEqual([200, 'image/webp']);
    expect(fromB.bytes).toEqual((await served(a, url)).bytes);
  });

  it('an after-sales evidence picture uploaded through one is served by the other', async () => {
    const flows = afterSalesFlows(a);
    const shopper = await flows.member('ID');
    const uploaded = await flows.upload(shopper, await flows.picture('#c60'));
    expect(uploaded.json.code, JSON.stringify(uploaded.json)).toBe(0);
    const fromB = await served(b, uploaded.json.data.url as string);
    expect([fromB.status, fromB.type]).toEqual([200, 'image/webp']);
    expect(fromB.bytes.byteLength).toBeGreaterThan(0);
  });
});

/** A cash-on-delivery refund paid out by `server`'s sandbox to a card or a wallet. */
const payout = (server: TestServer, target: RefundTarget) =>
  sandboxOf(server).createRefund({
    refundId: randomUUID(),
    paymentRef: null,
    amountMinor: 25_000,
    currency: 'IDR',
    target,
    reason: 'cash on delivery refunded',
  });

describe(`two server instances on one ${db} database: the sandbox payment provider`, () => {
  it("a card payment created on A is paid on B's sandbox page (its 3-D Secure step back on A), and A sees it paid", async () => {
    const { token, memberId } = await paymentMember(a);
    const orderNo = await insertOrder(a, memberId);
    const url = (await pay(a, token, { order_no: orderNo, method: 'card' })).json.data.next_action
      .url as string;
    expect((await b.fetch(url)).status).toBe(200);
    const card = await b.fetch(
      `${url}/card`,
      pageForm({ number: '4111 1111 1111 1111', expiry: '12/30', cvn: '123' }),
    );
    expect(card.status).toBe(303);
    // The card step B took is A's to see: the challenge page names the card's last four.
    expect(await (await a.fetch(`${url}/3ds`)).text()).toContain('card ending 1111');
    expect((await a.fetch(`${url}/3ds`, pageForm({ otp: SANDBOX_OTP }))).status).toBe(303);
    expect((await paymentStatus(a, token, orderNo)).json.data.status).toBe('paid');
    expect((await orderRow(a, orderNo)).status).toBe('to_ship');
    expect((await b.fetch(url)).status).toBe(409);
  });

  it("a payment paid on B's page with its webhook held back: A's status query finds it paid", async () => {
    const { token, memberId } = await paymentMember(a);
    const orderNo = await insertOrder(a, memberId);
    const url = (await pay(a, token, { order_no: orderNo, method: 'gopay' })).json.data.next_action
      .url as string;
    const decided = await b.fetch(`${url}/decide`, pageForm({ outcome: 'pay', hold_webhook: '1' }));
    expect(decided.status).toBe(303);
    expect((await orderRow(a, orderNo)).status).toBe('to_pay');
    a.clock.advance(10_000);
    expect((await paymentStatus(a, token, orderNo)).json.data.status).toBe('paid');
    expect(sandboxOf(a).queried).toContain(providerRefOf({ next_action: { url } }));
  });

  it('two decisions on one payment at once, one on each instance: exactly one wins and sends a webhook', async () => {
    const { token, memberId } = await paymentMember(a);
    const orderNo = await insertOrder(a, memberId);
    const ref = providerRefOf((await pay(a, token, { order_no: orderNo, method: 'qris' })).json.data);
    const [onA, onB] = await Promise.all([
      sandboxOf(a).decide(ref, 'paid', true),
      sandboxOf(b).decide(ref, 'failed', true),
    ]);
    expect([onA, onB].filter(Boolean)).toHaveLength(1);
    const won = onA ? 'paid' : 'failed';
    expect((await sandboxOf(b).queryPayment(ref)).status).toBe(won);
    expect((await sandboxOf(a).queryPayment(ref)).status).toBe(won);
  });

  it('a refund card tokenised on A is paid out to by B; a token no instance issued is declined', async () => {
    const flows = afterSalesFlows(a);
    const shopper = await flows.member('ID');
    const added = await flows.cards(shopper, 'add', {
      bank_name: 'bca',
      card_number: '4111 1111 1111 1111',
      expiry_date: '12/30',
      cvn: '123',
      first_name: 'Sari',
      last_name: 'Wijaya',
      phone_code: '62',
      phone: '81234567890',
      email: 'sari@example.com',
    });
    expect(added.json.code, JSON.stringify(added.json)).toBe(0);
    const [row] = await a.database.db
      .select({ token: refundCards.token })
      .from(refundCards)
      .where(eq(refundCards.memberId, await flows.memberIdOf(shopper)));
    expect((await payout(b, { kind: 'card', token: row!.token })).providerRefundRef).toMatch(/^sbx_rf_/);
    await expect(
      payout(b, { kind: 'card', token: 'sbx_card_000000000000000000000000' }),
    ).rejects.toBeInstanceOf(CardDeclined);
  });

  it('an e-wallet linked on A takes a payout from B until it is unlinked through B', async () => {
    const flows = afterSalesFlows(a);
    const shopper = await flows.member('ID');
    const linked = await flows.cards(shopper, 'ewallet_activate', { wallet: 'gopay', phone: '081234567890' });
    expect(linked.json.code, JSON.stringify(linked.json)).toBe(0);
    const [row] = await a.database.db
      .select({ token: refundWallets.token })
      .from(refundWallets)
      .where(eq(refundWallets.memberId, await flows.memberIdOf(shopper)));
    const wallet = { kind: 'ewallet', token: row!.token } as const;
    expect((await payout(b, wallet)).providerRefundRef).toMatch(/^sbx_rf_/);
    expect((await afterSalesFlows(b).cards(shopper, 'ewallet_unlink', { wallet: 'gopay' })).json.code).toBe(
      0,
    );
    await expect(payout(a, wallet)).rejects.toBeInstanceOf(CardDeclined);
  });
});
