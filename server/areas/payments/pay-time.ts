import { and, eq } from 'drizzle-orm';
import { errorCatalogue } from '../../../contract/errors';
import type { NextAction, PayTimeAnswer, PayTimeRequest } from '../../../contract/payment';
import { NEXT_ACTIONS_KEPT_ON_EXTENSION } from '../../../contract/payment-constants';
import type { Deps } from '../../app-env';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { DomainError } from '../../lib/domain-error';
import { logger } from '../../lib/logger';
import { addPayTime } from '../orders';

/** Why more time is refused, as pay refuses the same states (contract/payment.ts). */
const REFUSALS = {
  not_found: errorCatalogue.orderNotFound,
  closed: errorCatalogue.orderStatusMismatch,
  paid: errorCatalogue.orderAlreadyPaid,
  expired: errorCatalogue.orderPaymentExpired,
  used_up: errorCatalogue.payTimeUsedUp,
} as const;

/**
 * POST payment/extend_deadline (ADR 034, WCAG 2.2.1 Timing Adjustable): more time to pay an
 * order, for the shopper the checkout warned. The order's deadline moves under its row's lock
 * (addPayTime: the rule, the count), and the payment in progress follows it in the same
 * transaction: a payment code is kept and its expiry moved at the provider; a QR or a hosted
 * page's session cannot be moved, so it is superseded (if its money still arrives, it pays the
 * order as any superseded payment does, ADR 021) and the shopper pays again for a new one.
 * The overdue job reads orders.pay_deadline, so it closes the order at the new deadline.
 */
export async function extendPayTime(
  deps: Pick<Deps, 'db' | 'clock' | 'payments'>,
  memberId: string,
  request: PayTimeRequest,
): Promise<PayTimeAnswer> {
  const now = deps.clock.now();
  return inTransaction(deps.db, async (tx) => {
    const added = await addPayTime(tx, { orderNo: request.order_no, memberId, now });
    if (added.kind !== 'added' && added.kind !== 'not_yet') throw new DomainError(REFUSALS[added.kind]);
    const [pending] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.orderNo, request.order_no), eq(payments.status, 'pending')));
    let nextAction: NextAction | null = pending?.nextAction ?? null;
    if (added.kind === 'added' && pending)
      nextAction = await followDeadline(tx, deps.payments, pending, added.deadline);
    return {
      order_no: request.order_no,
      pay_deadline: added.deadline.getTime(),
      extended: added.kind === 'added',
      extensions_left: added.extensionsLeft,
      next_action: nextAction,
      server_now: now.getTime(),
    };
  });
}

/**
 * The pending payment after the order's deadline moved: a kept payment code with its new expiry,
 * or null once a QR or a hosted page's session is superseded. A provider that cannot move a code
 * refuses the whole call (1104003): the transaction rolls back, the deadline stays, the shopper
 * can try again.
 */
async function followDeadline(
  tx: Db,
  provider: Deps['payments'],
  pending: typeof payments.$inferSelect,
  deadline: Date,
): Promise<NextAction | null> {
  const kept = pending.nextAction && NEXT_ACTIONS_KEPT_ON_EXTENSION.includes(pending.nextAction.type);
  if (!kept || !pending.providerRef || pending.provider !== provider.name) {
    await tx.update(payments).set({ status: 'superseded' }).where(eq(payments.id, pending.id));
    return null;
  }
  let moved;
  try {
    moved = await provider.extendPayment({ providerRef: pending.providerRef, expiresAt: deadline });
  } catch (error) {
    logger.warn({ err: error, paymentId: pending.id }, 'The provider did not move a payment code’s expiry');
    throw new DomainError(errorCatalogue.paymentError);
  }
  await tx
    .update(payments)
    .set({ expiresAt: deadline, nextAction: moved.nextAction })
    .where(eq(payments.id, pending.id));
  return moved.nextAction;
}
