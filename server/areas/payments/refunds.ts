import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { RefundDestination } from '../../../contract/after-sales';
import type { CurrencyCode } from '../../../contract/countries';
import { errorCatalogue } from '../../../contract/errors';
import type { Deps } from '../../app-env';
import type { Db } from '../../db/client';
import { payments, refunds } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { DomainError } from '../../lib/domain-error';
import { logger } from '../../lib/logger';
import type { RefundTarget } from './provider';

/**
 * The refund ledger (ADR 030): one row per after-sales refund of a payment.
 *
 * Crash-safe and paid once:
 * 1. openRefund writes the row 'requested' in the transaction that moves the request to
 *    refund_pending, under the payment row's lock, after checking that the payment's requested and
 *    succeeded refunds plus this one never exceed what it took (1103033 otherwise).
 * 2. After that commits, settleRefund asks the provider, keyed by the row's id (a second ask with
 *    the same key answers the first refund: the provider never pays twice), then marks the row
 *    'succeeded' with a conditional UPDATE and lets the caller move the request, in one transaction.
 * 3. A crash between the provider's answer and step 2's write leaves the row 'requested':
 *    sweepRefunds (hourly, FOR UPDATE SKIP LOCKED) asks again with the same key and finishes it.
 */

type RefundRow = typeof refunds.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

/** The payment statuses a refund may be taken from: paid online, or cash on delivery confirmed (and collected). */
const REFUNDABLE: PaymentRow['status'][] = ['paid', 'confirmed'];

/** The order's payment that took its money (paid online, or COD confirmed), locked. */
export async function lockPaymentOf(tx: Db, orderNo: string): Promise<PaymentRow | undefined> {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderNo, orderNo), inArray(payments.status, REFUNDABLE)))
    .orderBy(asc(payments.createdAt))
    .limit(1)
    .for('update');
  return payment;
}

/** What a payment took: what the provider said arrived, else its amount. */
const takenBy = (payment: PaymentRow) => payment.receivedMinor ?? payment.amountMinor;

/**
 * Step 1, in the caller's transaction: the 'requested' row, never beyond the payment.
 * `targetToken`: the refund card's or wallet's provider token for a COD order, else null.
 */
export async function openRefund(
  tx: Db,
  request: {
    requestNo: string;
    orderNo: string;
    amount: number;
    currency: CurrencyCode;
    destination: RefundDestination;
    targetToken: string | null;
    provider: string;
  },
  now: Date,
): Promise<RefundRow> {
  const payment = await lockPaymentOf(tx, request.orderNo);
  if (!payment) throw new DomainError(errorCatalogue.refundFailed, 'The order has no payment to refund');
  const [held] = await tx
    .select({ sum: sql<string>`coalesce(sum(${refunds.amount}), 0)` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, payment.id), inArray(refunds.status, ['requested', 'succeeded'])));
  if (Number(held?.sum ?? 0) + request.amount > takenBy(payment))
    throw new DomainError(errorCatalogue.afterSalesAmountExceeded);
  const [row] = await tx
    .insert(refunds)
    .values({
      paymentId: payment.id,
      requestNo: request.requestNo,
      amount: request.amount,
      currency: request.currency,
      status: 'requested',
      // Cash on delivery has no provider payment: the payout goes through the configured provider.
      provider: payment.provider === 'none' ? request.provider : payment.provider,
      destination: request.destination,
      targetToken: request.targetToken,
      createdAt: now,
    })
    .returning();
  return row!;
}

/**
 * What to do once the provider has paid: in the transaction that marks the row succeeded (so the
 * request's move, its message and the coins clawed back happen exactly once with it).
 */
export type OnRefunded = (tx: Db, refund: RefundRow, now: Date) => Promise<void>;

/** Test seam for the crash test: runs between the provider's answer and our write. */
export interface SettleHooks {
  afterProviderAnswer?: () => void | Promise<void>;
}

/**
 * Steps 2 and 3: asks the provider for a 'requested' refund (keyed by its id), then marks it
 * succeeded and calls `onRefunded` in one transaction. Answers whether this call settled it (false:
 * another caller did, or the provider failed and the sweep will retry).
 */
export async function settleRefund(
  deps: Pick<Deps, 'db' | 'clock' | 'payments'>,
  refund: RefundRow,
  onRefunded: OnRefunded,
  hooks: SettleHooks = {},
): Promise<boolean> {
  const [payment] = await deps.db.select().from(payments).where(eq(payments.id, refund.paymentId));
  const target: RefundTarget = refund.targetToken
    ? { kind: refund.destination.kind === 'ewallet' ? 'ewallet' : 'card', token: refund.targetToken }
    : { kind: 'original' };
  await deps.db
    .update(refunds)
    .set({ attempts: sql`${refunds.attempts} + 1` })
    .where(eq(refunds.id, refund.id));
  let answer;
  try {
    answer = await deps.payments.createRefund({
      refundId: refund.id,
      paymentRef: payment?.providerRef ?? null,
      amountMinor: refund.amount,
      currency: refund.currency as CurrencyCode,
      target,
      reason: `after-sales ${refund.requestNo}`,
    });
  } catch (error) {
    logger.error({ err: error, refundId: refund.id }, 'The after-sales refund failed; the sweep retries it');
    return false;
  }
  await hooks.afterProviderAnswer?.();
  const now = deps.clock.now();
  return inTransaction(deps.db, async (tx) => {
    const [settled] = await tx
      .update(refunds)
      .set({ status: 'succeeded', providerRef: answer.providerRefundRef, settledAt: now })
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'requested')))
      .returning();
    if (!settled) return false;
    await onRefunded(tx, settled, now);
    return true;
  });
}

/** Decision: a sweep's claim on a refund lasts 5 minutes; a sweep that died lets the next one take it then. */
const SWEEP_LEASE_MS = 5 * 60_000;

/**
 * The refunds a crash or a provider outage left 'requested': claimed with FOR UPDATE SKIP LOCKED
 * and a lease written in the same statement (claimed_until), so several server processes never
 * take one row at once, then settled outside any transaction (the provider's call must not hold
 * a database lock; its key makes even a double ask harmless). Run hourly (server/jobs.ts).
 * Answers how many it settled.
 */
export async function sweepRefunds(
  deps: Pick<Deps, 'db' | 'clock' | 'payments'>,
  onRefunded: OnRefunded,
  limit = 20,
): Promise<number> {
  const now = deps.clock.now();
  const due = await deps.db
    .update(refunds)
    .set({ claimedUntil: new Date(now.getTime() + SWEEP_LEASE_MS) })
    .where(
      inArray(
        refunds.id,
        deps.db
          .select({ id: refunds.id })
          .from(refunds)
          .where(
            and(
              eq(refunds.status, 'requested'),
              eq(refunds.provider, deps.payments.name),
              or(isNull(refunds.claimedUntil), lte(refunds.claimedUntil, now)),
            ),
          )
          .orderBy(asc(refunds.createdAt))
          .limit(limit)
          .for('update', { skipLocked: true }),
      ),
    )
    .returning();
  let settled = 0;
  for (const refund of due) if (await settleRefund(deps, refund, onRefunded)) settled += 1;
  return settled;
}
