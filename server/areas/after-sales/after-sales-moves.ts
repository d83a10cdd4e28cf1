import { and, asc, eq, lte, sql } from 'drizzle-orm';
import {
  RETURN_DEADLINE_DAYS,
  type AfterSalesCancelReason,
  type AfterSalesRefusalReason,
} from '../../../contract/after-sales-constants';
import type { CountryCode, CurrencyCode } from '../../../contract/countries';
import { errorCatalogue, type ErrorEntry } from '../../../contract/errors';
import { ORDER_STATUS } from '../../../contract/order-constants';
import {
  AFTER_SALES_EVENTS_BY_ACTOR,
  isAfterSalesClosed,
  nextAfterSalesState,
  type AfterSalesEventType,
} from '../../../machines/charts/after-sales.machine';
import type { Deps } from '../../app-env';
import type { Db } from '../../db/client';
import type { refunds } from '../../db/schema';
import {
  afterSalesEvents,
  afterSalesLines,
  afterSalesRequests,
  coinEntries,
  orderLines,
  orders,
  refundCards,
  refundWallets,
} from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { DomainError } from '../../lib/domain-error';
import { logger } from '../../lib/logger';
import { afterSalesMessage } from './after-sales-messages';
import { coinsKeptBy, lockMemberCoins, refundedGoodsOf } from '../coins';
import { notify } from '../messages';
import { returnOrderBenefits } from '../vouchers';
import { moveOrder } from '../orders';
import { openRefund, settleRefund, sweepRefunds, type SettleHooks } from '../payments';
import { refundAfterFee } from './after-sales-rules';
import { shippingOwed } from './after-sales-shipping';
import { DAY_MS } from '../../../contract/durations';

/**
 * Every move of an after-sales request (ADR 030): THE one function that changes a request's
 * state (moveRequest), the merchant's moves (the simulator in server/areas/sandbox/routes.ts), the refund's
 * completion and the return-deadline job. Each move locks the request row, asks
 * machines/charts/after-sales.machine.ts, writes the state, a timeline entry and the member's message in
 * one transaction; entering refund_pending opens the refund in the ledger in that same
 * transaction, and the caller settles it after the commit (server/areas/payments/refunds.ts).
 */

export type RequestRow = typeof afterSalesRequests.$inferSelect;
type RefundRow = typeof refunds.$inferSelect;
export type Actor = 'member' | 'merchant' | 'system';

export interface MoveOptions {
  /** The member's own move: another member's request reads as missing (1103002). */
  memberId?: string;
  actor: Actor;
  reason?: AfterSalesRefusalReason | AfterSalesCancelReason;
  /** What the chart refusing answers (1103034 unless the caller knows better, e.g. 1103040 for cancel). */
  refused?: ErrorEntry;
  changes?: Partial<typeof afterSalesRequests.$inferInsert>;
  /** The configured provider's name, for a refund opened by this move. */
  provider?: string;
}

export interface Moved {
  request: RequestRow;
  /** The refund this move opened (refund_pending), for the caller to settle after the commit. */
  refund: RefundRow | null;
}

/** Moves one request by `event` inside the caller's transaction. */
export async function moveRequest(
  tx: Db,
  no: string,
  event: AfterSalesEventType,
  now: Date,
  options: MoveOptions,
): Promise<Moved> {
  // The sender is checked before anything is read: a member never agrees to their own request,
  // whatever route a later change adds, and a member's move always names the member. A mismatch
  // is the code's mistake, not the shopper's: it fails loudly (500) and changes nothing.
  if (!(AFTER_SALES_EVENTS_BY_ACTOR[options.actor] as readonly AfterSalesEventType[]).includes(event))
    throw new Error(`after-sales: ${options.actor} may not send ${event}`);
  if (options.actor === 'member' && options.memberId === undefined)
    throw new Error('after-sales: a member move names its member');
  const [request] = await tx
    .select()
    .from(afterSalesRequests)
    .where(eq(afterSalesRequests.no, no))
    .for('update');
  if (!request || (options.memberId !== undefined && request.memberId !== options.memberId))
    throw new DomainError(errorCatalogue.afterSalesNotFound);
  const next = nextAfterSalesState(request.state, request.type, event);
  if (!next) throw new DomainError(options.refused ?? errorCatalogue.afterSalesStatusMismatch);
  const returnDeadline =
    next === 'awaiting_return' ? new Date(now.getTime() + RETURN_DEADLINE_DAYS * DAY_MS) : undefined;
  const [moved] = await tx
    .update(afterSalesRequests)
    .set({
      state: next,
      updatedAt: now,
      ...(options.reason ? { closedReason: options.reason } : {}),
      ...(returnDeadline ? { returnDeadline } : {}),
      ...options.changes,
    })
    .where(eq(afterSalesRequests.no, no))
    .returning();
  await tx
    .insert(afterSalesEvents)
    .values({ requestNo: no, state: next, actor: options.actor, reason: options.reason ?? null, at: now });
  // A finished request no longer holds its lines: another may be asked for them.
  if (isAfterSalesClosed(next))
    await tx.update(afterSalesLines).set({ open: false }).where(eq(afterSalesLines.requestNo, no));
  let refund: RefundRow | null = null;
  let opening = moved!;
  if (next === 'refund_pending') {
    opening = await decideShipping(tx, opening);
    refund = await openRefund(
      tx,
      {
        requestNo: no,
        orderNo: opening.orderNo,
        amount: opening.refundAmount,
        currency: opening.currency as CurrencyCode,
        destination: opening.destination,
        targetToken: await targetTokenOf(tx, opening),
        provider: options.provider ?? 'sandbox',
      },
      now,
    );
  }
  await notify(tx, opening.memberId, afterSalesMessage(next, factsOf(opening)), now);
  return { request: opening, refund };
}

/**
 * As the refund opens, the shipping it carries is decided under the order's row lock (as apply
 * and onRequestRefunded lock it), from what is true now (after-sales-shipping.ts): the amount the
 * request was made with may have counted on another request that was since cancelled. (The order
 * does not ship while a request is open, ADR 024's addendum; the status check stays as a guard.)
 */
async function decideShipping(tx: Db, request: RequestRow): Promise<RequestRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.orderNo, request.orderNo)).for('update');
  const asked = await tx
    .select({ skuId: afterSalesLines.skuId, quantity: afterSalesLines.quantity })
    .from(afterSalesLines)
    .where(eq(afterSalesLines.requestNo, request.no));
  const shipping = await shippingOwed(
    tx,
    order!,
    await tx.select().from(orderLines).where(eq(orderLines.orderNo, request.orderNo)),
    new Map(asked.map((line) => [line.skuId, line.quantity])),
    request.no,
  );
  if (shipping === request.shippingAmount) return request;
  const amount = request.amount - request.shippingAmount + shipping;
  const [decided] = await tx
    .update(afterSalesRequests)
    .set({ amount, shippingAmount: shipping, refundAmount: refundAfterFee(amount, request.fee) })
    .where(eq(afterSalesRequests.no, request.no))
    .returning();
  return decided!;
}

/** The refund card's or wallet's provider token a COD refund pays to (null: the original way). */
async function targetTokenOf(tx: Db, request: RequestRow): Promise<string | null> {
  const destination = request.destination;
  if (destination.kind === 'original_payment') return null;
  if (destination.kind === 'refund_card') {
    const [card] = await tx
      .select({ token: refundCards.token })
      .from(refundCards)
      .where(and(eq(refundCards.id, destination.card_id), eq(refundCards.memberId, request.memberId)));
    if (!card) throw new DomainError(errorCatalogue.refundCardInvalid);
    return card.token;
  }
  const [wallet] = await tx
    .select({ token: refundWallets.token })
    .from(refundWallets)
    .where(and(eq(refundWallets.memberId, request.memberId), eq(refundWallets.wallet, destination.wallet)));
  if (!wallet) throw new DomainError(errorCatalogue.refundCardInvalid);
  return wallet.token;
}

export const factsOf = (request: RequestRow) => ({
  no: request.no,
  orderNo: request.orderNo,
  refundAmount: request.refundAmount,
  currency: request.currency as CurrencyCode,
  returnDeadline: request.returnDeadline,
});

/**
 * What happens once the provider has paid a request's refund, in the transaction that marks the
 * ledger row succeeded (so exactly once): refund_pending → refund_successful; the coins the order
 * earned on what was refunded are taken back (ADR 032: in full, owed when already spent); an
 * order whose every unit is now refunded and that had not shipped closes (stock back).
 */
export async function onRequestRefunded(tx: Db, refund: RefundRow, now: Date): Promise<void> {
  // The order row first (apply locks it too, before its requests): two requests of one order
  // settling at once would otherwise each count the other as not yet refunded under READ
  // COMMITTED, and the order would never close.
  await tx
    .select({ no: orders.orderNo })
    .from(orders)
    .where(
      eq(
        orders.orderNo,
        tx
          .select({ orderNo: afterSalesRequests.orderNo })
          .from(afterSalesRequests)
          .where(eq(afterSalesRequests.no, refund.requestNo)),
      ),
    )
    .for('update');
  const { request } = await moveRequest(tx, refund.requestNo, 'REFUND_SUCCEEDED', now, { actor: 'system' });
  const clawed = await clawBackCoins(tx, request, now);
  if (clawed > 0)
    await tx
      .update(afterSalesRequests)
      .set({ coinsClawedBack: clawed })
      .where(eq(afterSalesRequests.no, request.no));
  if (await everyUnitRefunded(tx, request.orderNo)) {
    const [order] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.orderNo, request.orderNo));
    // Nothing shipped: the order closes as a cancel (stock back, and its vouchers and coins spent
    // back by the close itself, ADR 029). Shipped: vouchers still valid and coins spent come back
    // as a refund (a shipping voucher stays used: SPEC.md §4).
    if (order?.status === ORDER_STATUS.toShip)
      await moveOrder(tx, { orderNo: request.orderNo }, 'CANCEL', now, () => ({ closedReason: 'cancelled' }));
    else await returnOrderBenefits(tx, request.orderNo, 'refund', now);
  }
}

/** Every unit of every line of the order is in a request that was refunded. */
async function everyUnitRefunded(tx: Db, orderNo: string): Promise<boolean> {
  const [row] = await tx
    .select({
      bought: sql<string>`(select coalesce(sum(${orderLines.quantity}), 0) from ${orderLines} where ${orderLines.orderNo} = ${orderNo})`,
      refunded: sql<string>`(select coalesce(sum(l.quantity), 0) from ${afterSalesLines} l join ${afterSalesRequests} r on r.no = l.request_no where r.order_no = ${orderNo} and r.state = 'refund_successful')`,
    })
    .from(orders)
    .where(eq(orders.orderNo, orderNo));
  return row !== undefined && Number(row.refunded) >= Number(row.bought);
}

/**
 * ADR 025 and ADR 032: takes back what the order earned beyond what its goods still
 * kept are worth (coinsKeptBy, the earn's own rule), less what earlier refunds of it took, as an
 * `adjust` with the order_no in the order's country, under the member's coin lock. In full,
 * whatever the balance: coins already spent become coins owed, paid first from the next coins
 * credited there (remainingOfLots), so no order of refunds, cancels and credits leaves the member
 * richer. Answers the coins taken.
 */
async function clawBackCoins(tx: Db, request: RequestRow, now: Date): Promise<number> {
  const [earned] = await tx
    .select({ amount: coinEntries.amount })
    .from(coinEntries)
    .where(and(eq(coinEntries.orderNo, request.orderNo), eq(coinEntries.kind, 'earn')));
  if (!earned) return 0;
  const [order] = await tx.select().from(orders).where(eq(orders.orderNo, request.orderNo));
  const [before] = await tx
    .select({ sum: sql<string>`coalesce(sum(${coinEntries.amount}), 0)` })
    .from(coinEntries)
    .where(
      and(
        eq(coinEntries.orderNo, request.orderNo),
        eq(coinEntries.kind, 'adjust'),
        sql`${coinEntries.amount} < 0`,
      ),
    );
  const taken =
    earned.amount -
    coinsKeptBy(order!, await refundedGoodsOf(tx, request.orderNo)) +
    Number(before?.sum ?? 0);
  if (taken <= 0) return 0;
  await lockMemberCoins(tx, request.memberId);
  await tx.insert(coinEntries).values({
    memberId: request.memberId,
    kind: 'adjust',
    amount: -taken,
    orderNo: request.orderNo,
    countryCode: order!.countryCode as CountryCode,
    createdAt: now,
  });
  return taken;
}

type RefundDeps = Pick<Deps, 'db' | 'clock' | 'payments'>;

/** After a move's commit: settles the refund it opened (a failure is left for the sweep). */
export async function settleOpened(deps: RefundDeps, moved: Moved, hooks: SettleHooks = {}) {
  if (!moved.refund) return;
  try {
    await settleRefund(deps, moved.refund, onRequestRefunded, hooks);
  } catch (error) {
    logger.error({ err: error, refundId: moved.refund.id }, 'Settling a refund failed; the sweep retries it');
  }
}

/** The hourly sweep of refunds left 'requested' (server/jobs.ts). */
export function sweepAfterSalesRefunds(deps: RefundDeps) {
  return sweepRefunds(deps, onRequestRefunded);
}

/** The merchant's moves (the simulator, server/areas/sandbox/routes.ts). */
export type MerchantMove = 'agree' | 'request_interception' | 'refuse' | 'receive_return' | 'inspect';
const MERCHANT_EVENTS: Record<MerchantMove, AfterSalesEventType> = {
  agree: 'AGREE',
  request_interception: 'REQUEST_INTERCEPTION',
  refuse: 'REFUSE',
  receive_return: 'RECEIVE_RETURN',
  inspect: 'INSPECT_PASS',
};

/** One merchant move, then (after the commit) the refund it opened, if any. */
export async function merchantMove(
  deps: RefundDeps,
  no: string,
  move: MerchantMove,
  reason?: AfterSalesRefusalReason,
): Promise<RequestRow> {
  const now = deps.clock.now();
  const moved = await inTransaction(deps.db, (tx) =>
    moveRequest(tx, no, MERCHANT_EVENTS[move], now, {
      actor: 'merchant',
      provider: deps.payments.name,
      ...(move === 'refuse' ? { reason: reason ?? 'outside_policy' } : {}),
    }),
  );
  await settleOpened(deps, moved);
  const [request] = await deps.db.select().from(afterSalesRequests).where(eq(afterSalesRequests.no, no));
  return request!;
}

const OVERDUE_BATCH = 100;

/**
 * The return deadline's end (Decision, ADR 030): every request awaiting_return whose
 * return_deadline is at or before `now` is cancelled (return_overdue). Claimed with FOR UPDATE
 * SKIP LOCKED, so several processes never cancel one twice; a member entering the logistics at the
 * same moment holds the row and wins. Answers how many it cancelled.
 */
export async function cancelOverdueReturns(db: Db, now: Date): Promise<number> {
  let cancelled = 0;
  for (;;) {
    const claimed = await inTransaction(db, async (tx) => {
      const due = await tx
        .select({ no: afterSalesRequests.no })
        .from(afterSalesRequests)
        .where(
          and(eq(afterSalesRequests.state, 'awaiting_return'), lte(afterSalesRequests.returnDeadline, now)),
        )
        .orderBy(asc(afterSalesRequests.returnDeadline))
        .limit(OVERDUE_BATCH)
        .for('update', { skipLocked: true });
      for (const request of due)
        await moveRequest(tx, request.no, 'RETURN_OVERDUE', now, {
          actor: 'system',
          reason: 'return_overdue',
        });
      return due.length;
    });
    cancelled += claimed;
    if (claimed < OVERDUE_BATCH) return cancelled;
  }
}
