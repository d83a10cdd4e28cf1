import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterSalesDetailSchema } from '../../../contract/after-sales';
import { afterSalesRequests, refunds, sandboxPayouts } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { moveRequest, onRequestRefunded, sweepAfterSalesRefunds } from './after-sales-moves';
import { settleRefund } from '../payments/refunds';
import { afterSalesFlows } from '../../test-support/after-sales-helpers';
import { runCrashChild, testDatabaseUrl } from '../../test-support/crash-child';
import { startTestServer, type TestServer } from '../../test-support/test-server';

/**
 * A refund retried after a crash between the provider's answer and our database write pays once
 * (ADR 030): the ledger row stays 'requested', the sweep asks the provider again with the same
 * key, the provider answers the first payout, the row and the request complete. In process on
 * both databases (the crash as a thrown error); on PostgreSQL also with a real SIGKILL of a child
 * process doing the refund.
 */

let server: TestServer;
let flows: ReturnType<typeof afterSalesFlows>;
beforeAll(async () => {
  server = await startTestServer();
  flows = afterSalesFlows(server);
});
afterAll(async () => {
  await server.close();
});

const postgres = Boolean(process.env.TEST_DATABASE_URL);

/** A request moved to refund_pending with its ledger row 'requested' and nobody settling it yet. */
async function pendingRefund() {
  const shopper = await flows.member('ID');
  const sku = flows.freshSku('ID');
  const orderNo = await flows.paidOrder(shopper, 'ID', [{ sku_id: sku, quantity: 1 }]);
  await flows.completeOrder(orderNo);
  const applied = await flows.apply(shopper, {
    order_no: orderNo,
    type: 'refund_only',
    reason: 'missing_items',
    lines: [{ sku_id: sku, quantity: 1 }],
  });
  const no = afterSalesDetailSchema.parse(applied.json.data).after_sale_no;
  // The merchant agrees, but the refund is not settled after the commit (as if the process died there).
  const moved = await inTransaction(server.database.db, (tx) =>
    moveRequest(tx, no, 'AGREE', server.clock.now(), { actor: 'merchant', provider: 'sandbox' }),
  );
  return { shopper, no, refund: moved.refund! };
}

const payoutsOf = async (refundId: string) =>
  server.database.db.select().from(sandboxPayouts).where(eq(sandboxPayouts.refundKey, refundId));
const refundRow = async (id: string) =>
  (await server.database.db.select().from(refunds).where(eq(refunds.id, id)))[0]!;
const stateOf = async (no: string) =>
  (await server.database.db.select().from(afterSalesRequests).where(eq(afterSalesRequests.no, no)))[0]!.state;

describe(`a refund interrupted after the provider paid, on ${postgres ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('is finished by the sweep and paid once (the crash as an error in process)', async () => {
    const { no, refund } = await pendingRefund();
    expect(refund.status).toBe('requested');
    const settled = await settleRefund(server.deps, refund, onRequestRefunded, {
      afterProviderAnswer: () => {
        throw new Error('the process died here');
      },
    }).catch((error: Error) => error.message);
    expect(settled).toBe('the process died here');
    expect((await refundRow(refund.id)).status).toBe('requested');
    expect(await stateOf(no)).toBe('refund_pending');
    expect(await payoutsOf(refund.id)).toHaveLength(1);

    expect(await sweepAfterSalesRefunds(server.deps)).toBeGreaterThanOrEqual(1);
    const after = await refundRow(refund.id);
    expect([after.status, after.providerRef]).toEqual([
      'succeeded',
      (await payoutsOf(refund.id))[0]!.providerRef,
    ]);
    expect(await payoutsOf(refund.id)).toHaveLength(1);
    expect(await stateOf(no)).toBe('refund_successful');
    // A second sweep finds nothing to do.
    await sweepAfterSalesRefunds(server.deps);
    expect(await payoutsOf(refund.id)).toHaveLength(1);
  });

  it.runIf(postgres)(
    'is finished by the sweep and paid once after a SIGKILL of the refunding process',
    async () => {
      const { no, refund } = await pendingRefund();
      const { signal, stderr } = await runCrashChild('server/test-support/refund-crash-child.ts', [
        await testDatabaseUrl(server),
        refund.id,
      ]);
      expect(signal, stderr).toBe('SIGKILL');
      // The provider paid; our write never happened.
      expect(await payoutsOf(refund.id)).toHaveLength(1);
      expect((await refundRow(refund.id)).status).toBe('requested');
      expect(await stateOf(no)).toBe('refund_pending');

      expect(await sweepAfterSalesRefunds(server.deps)).toBeGreaterThanOrEqual(1);
      expect((await refundRow(refund.id)).status).toBe('succeeded');
      expect(await stateOf(no)).toBe('refund_successful');
      expect(await payoutsOf(refund.id)).toHaveLength(1);
    },
    60_000,
  );
});
