import { createHash, randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { afterSalesDetailSchema } from '../../../contract/after-sales';
import * as errorCodes from '../../../contract/error-codes';
import { refundSettingsSchema, type RefundSettings } from '../../../contract/refund-card';
import { idempotencyKeys } from '../../db/schema';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAY_HEADER } from '../../http/idempotency';
import { createLogger, logger } from '../../lib/logger';
import { afterSalesFlows } from '../../test-support/after-sales-helpers';
import { sandboxOf } from '../../test-support/payment-helpers';
import { startTestServer, type TestServer } from '../../test-support/test-server';

/**
 * Refund cards and e-wallets (ADR 031): tokenised by the payment sandbox, the CVN never stored or
 * logged (PCI DSS 3.3.1.2), only token + last four kept (3.4.1); isolation; a COD order refunded
 * to a card added for it. Runs on PGlite and PostgreSQL.
 */

const logged: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logged.push(chunk.toString('utf8'));
    done();
  },
});

let server: TestServer;
let flows: ReturnType<typeof afterSalesFlows>;
beforeAll(async () => {
  // Every line at trace level, the request log's and the domain's (spied below).
  server = await startTestServer({ logger: createLogger({ LOG_LEVEL: 'trace' }, sink) });
  flows = afterSalesFlows(server);
  for (const level of ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const)
    vi.spyOn(logger, level).mockImplementation(((...args: unknown[]) => {
      logged.push(
        JSON.stringify(args, (_key, value: unknown) => (value instanceof Error ? value.message : value)),
      );
    }) as never);
});
afterAll(async () => {
  vi.restoreAllMocks();
  await server.close();
});

const NUMBER = '4111 1111 1111 1111';
const DIGITS = '4111111111111111';
const CVN = '7391';
const card = (overrides: Record<string, string> = {}) => ({
  bank_name: 'bca',
  card_number: NUMBER,
  expiry_date: '12/30',
  cvn: CVN,
  first_name: 'Sari',
  last_name: 'Wijaya',
  phone_code: '62',
  phone: '81234567890',
  email: 'sari@example.com',
  ...overrides,
});
const settings = (answer: { json: { code: number; data: unknown } }): RefundSettings => {
  expect(answer.json.code, JSON.stringify(answer.json)).toBe(0);
  return refundSettingsSchema.parse(answer.json.data);
};

/** Every row of every table of ours, as text: the "database dump" the PCI checks grep. */
async function databaseDump(): Promise<string> {
  const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
    ((await server.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = await rowsOf<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const parts: string[] = [];
  for (const { table_name } of tables) {
    const rows = await rowsOf<{ row: string }>(
      sql.raw(`select row_to_json(t)::text as row from "${table_name}" t`),
    );
    parts.push(...rows.map((row) => row.row));
  }
  return parts.join('\n');
}

describe(`refund cards on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('keeps a token and the last four; neither the number nor the CVN reaches the database or a log', async () => {
    const shopper = await flows.member('ID');
    const added = settings(await flows.cards(shopper, 'add', card()));
    expect(added.cards).toHaveLength(1);
    expect(added.cards[0]).toMatchObject({
      bank: 'bca',
      brand: 'visa',
      last4: '1111',
      expiry_date: '12/30',
      holder_name: 'Sari Wijaya',
      is_default: true,
    });
    // A declined card and a refused field go through the same logs.
    expect((await flows.cards(shopper, 'add', card({ card_number: '4000 0000 0000 0002' }))).json.code).toBe(
      errorCodes.refundCardInvalid,
    );
    expect((await flows.cards(shopper, 'add', card({ card_number: '4111 1111 1111 1112' }))).json.code).toBe(
      errorCodes.invalidParameter,
    );

    const dump = await databaseDump();
    expect(dump).toContain('"last4":"1111"');
    expect(dump).not.toContain(DIGITS);
    expect(dump).not.toContain('4000000000000002');
    expect(dump).not.toContain(`"${CVN}"`);
    expect(dump.toLowerCase()).not.toContain('cvn');
    const logs = logged.join('\n');
    expect(logs.length).toBeGreaterThan(0);
    expect(logs).not.toContain(DIGITS);
    expect(logs).not.toContain('4111 1111');
    expect(logs).not.toContain(CVN);
  });

  it('keeps no hash a guess could be checked against under an Idempotency-Key: the number and CVN are left out', async () => {
    const shopper = await flows.member('ID');
    const headers = { ...shopper.headers, [IDEMPOTENCY_KEY_HEADER]: randomUUID() };
    const add = (body: object) => server.call('POST', '/api/member/refund_card/add', body, headers);
    const first = settings(await add(card()));
    // The body's plain SHA-256 would let whoever reads the table try the few missing digits and CVNs.
    const plainHash = createHash('sha256').update(JSON.stringify(card())).digest('base64url');
    const kept = await server.database.db.select({ hash: idempotencyKeys.requestHash }).from(idempotencyKeys);
    expect(kept.map((row) => row.hash)).not.toContain(plainHash);
    // The same press sent again is replayed: one card.
    const again = await add(card());
    expect(again.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBe('true');
    expect(settings(again)).toEqual(first);
    expect(first.cards).toHaveLength(1);
  });

  it('refuses a card in SG (refunds go back the way they were paid), and a sixth card', async () => {
    const sg = await flows.member('SG');
    expect((await flows.cards(sg, 'add', card(), 'SG')).json.code).toBe(errorCodes.refundCardInvalid);
    expect((await flows.cards(sg, 'list', undefined, 'SG')).json.code).toBe(errorCodes.refundCardInvalid);
    const shopper = await flows.member('ID');
    for (let index = 0; index < 5; index += 1) settings(await flows.cards(shopper, 'add', card()));
    expect((await flows.cards(shopper, 'add', card())).json.code).toBe(errorCodes.refundCardInvalid);
  });

  it('links and unlinks an e-wallet, and moves the default', async () => {
    const shopper = await flows.member('ID');
    const linked = settings(
      await flows.cards(shopper, 'ewallet_activate', { wallet: 'gopay', phone: '081234567890' }),
    );
    expect(linked.ewallets.find((wallet) => wallet.wallet === 'gopay')).toMatchObject({
      linked: true,
      is_default: true,
      masked_phone: '+62 812****7890',
    });
    const withCard = settings(await flows.cards(shopper, 'add', card()));
    expect(withCard.cards[0]!.is_default).toBe(false);
    const moved = settings(
      await flows.cards(shopper, 'default', { kind: 'refund_card', card_id: withCard.cards[0]!.card_id }),
    );
    expect([
      moved.cards[0]!.is_default,
      moved.ewallets.find((wallet) => wallet.wallet === 'gopay')!.is_default,
    ]).toEqual([true, false]);
    const removed = settings(await flows.cards(shopper, 'remove', { card_id: withCard.cards[0]!.card_id }));
    expect(removed.cards).toHaveLength(0);
    expect(removed.ewallets.find((wallet) => wallet.wallet === 'gopay')!.is_default).toBe(true);
    const unlinked = settings(await flows.cards(shopper, 'ewallet_unlink', { wallet: 'gopay' }));
    expect(unlinked.ewallets.every((wallet) => !wallet.linked && !wallet.is_default)).toBe(true);
    expect((await flows.cards(shopper, 'ewallet_unlink', { wallet: 'gopay' })).json.code).toBe(
      errorCodes.refundCardInvalid,
    );
  });

  it("a member never sees, removes or is refunded to another member's card", async () => {
    const owner = await flows.member('ID');
    const other = await flows.member('ID');
    const cardId = settings(await flows.cards(owner, 'add', card())).cards[0]!.card_id;
    expect(settings(await flows.cards(other, 'list')).cards).toHaveLength(0);
    expect((await flows.cards(other, 'remove', { card_id: cardId })).json.code).toBe(
      errorCodes.refundCardInvalid,
    );
    expect((await flows.cards(other, 'default', { kind: 'refund_card', card_id: cardId })).json.code).toBe(
      errorCodes.refundCardInvalid,
    );
    const sku = flows.freshSku('ID');
    const orderNo = await flows.paidOrder(other, 'ID', [{ sku_id: sku, quantity: 1 }], true);
    await flows.completeOrder(orderNo);
    const stolen = await flows.apply(other, {
      order_no: orderNo,
      type: 'refund_only',
      reason: 'missing_items',
      lines: [{ sku_id: sku, quantity: 1 }],
      destination: { kind: 'refund_card', card_id: cardId },
    });
    expect(stolen.json.code).toBe(errorCodes.refundCardInvalid);
    expect(settings(await flows.cards(owner, 'list')).cards).toHaveLength(1);
  });

  it('refunds a COD order to a newly added refund card', async () => {
    const shopper = await flows.member('ID');
    const sku = flows.freshSku('ID');
    const orderNo = await flows.paidOrder(shopper, 'ID', [{ sku_id: sku, quantity: 1 }], true);
    await flows.completeOrder(orderNo);
    const preview = await flows.call(shopper, 'POST', 'preview', { order_no: orderNo });
    expect([preview.json.data.needs_destination, preview.json.data.destination]).toEqual([true, null]);
    const cardId = settings(
      await flows.cards(shopper, 'add', card({ bank_name: 'mandiri', card_number: '5555 5555 5555 4444' })),
    ).cards[0]!.card_id;
    const applied = await flows.apply(shopper, {
      order_no: orderNo,
      type: 'refund_only',
      reason: 'missing_items',
      lines: [{ sku_id: sku, quantity: 1 }],
      destination: { kind: 'refund_card', card_id: cardId },
    });
    expect(applied.json.code, JSON.stringify(applied.json)).toBe(0);
    const request = afterSalesDetailSchema.parse(applied.json.data);
    expect(request.refund.destination).toEqual({
      kind: 'refund_card',
      card_id: cardId,
      bank: 'mandiri',
      last4: '4444',
    });
    await flows.merchant(request.after_sale_no, 'agree');
    const done = afterSalesDetailSchema.parse(
      (await flows.call(shopper, 'GET', `detail/${request.after_sale_no}`)).json.data,
    );
    expect([done.state, done.refund.status]).toEqual(['refund_successful', 'succeeded']);
    expect(sandboxOf(server).payouts.at(-1)!.target).toMatch(/^sbx_card_/);
  });

  it('counts every card the provider is asked to verify: the sixth try in an hour is refused before it (1103035)', async () => {
    const shopper = await flows.member('ID');
    const declined = card({ card_number: '4000 0000 0000 0002' });
    for (let index = 0; index < 5; index += 1)
      expect((await flows.cards(shopper, 'add', declined)).json.code).toBe(errorCodes.refundCardInvalid);
    expect((await flows.cards(shopper, 'add', card())).json.code).toBe(errorCodes.operationTooFast);
    expect(
      (await flows.cards(shopper, 'ewallet_activate', { wallet: 'gopay', phone: '081234567890' })).json.code,
    ).toBe(errorCodes.operationTooFast);
    expect(settings(await flows.cards(shopper, 'list')).cards).toHaveLength(0);
  });
});
