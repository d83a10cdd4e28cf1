import crypto from 'node:crypto';
import { and, asc, desc, eq, exists, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { currencyCodes, type CurrencyCode } from '../../../contract/countries';
import { errorCatalogue } from '../../../contract/errors';
import { formatMoney } from '../../../contract/money';
import type { PayAnswer, PaymentNotifyAnswer, PaymentState, PayRequest } from '../../../contract/payment';
import { PAYMENT_STATUS_QUERY_AFTER_SECONDS, type PaymentStatus } from '../../../contract/payment-constants';
import {
  isPaymentMethodOpen,
  ORDER_PAY_MINUTES,
  payDeadlineMinutes,
  paymentMethodsByCountry,
  type PaymentMethodId,
} from '../../../contract/payment-methods';
import type { Deps } from '../../app-env';
import type { Db } from '../../db/client';
import { orders, paymentEvents, payments, type PaymentRowStatus } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { isUniqueViolation } from '../../db/unique-violation';
import { DomainError } from '../../lib/domain-error';
import { logger } from '../../lib/logger';
import { notify } from '../messages';
import { recordServerError } from '../monitoring';
import { usesOnlineOnlyVoucher } from '../vouchers';
import {
  confirmCashOnDelivery,
  extendPayDeadline,
  markOrderPaid,
  payableOrder,
  type PayableOrder,
} from '../orders';
import { WebhookRejected, type ProviderStatus, type QueriedPayment } from './provider';

/**
 * Paying for an order (ADR 021): POST payment/pay, the provider's webhook and the status
 * poll. The provider is whatever deps.payments is (server/areas/payments/provider.ts); the order moves
 * are G's (order-moves.ts), each under the order row's lock.
 *
 * One code path applies what a provider says (applyProviderStatus), whether a webhook said it or
 * our own status query did: the event is recorded once (payment_events' unique key), the payment
 * row moves with a conditional UPDATE (only from a state that may still take money), and only the
 * one caller that made that move pays the order or refunds. A webhook twice, or a webhook racing
 * the status query, therefore pays an order once and refunds at most once.
 */

const MERCHANT_NAME = 'Pasar';

/** Who takes a payment code: shown beside the code (Decision: the brand names shoppers know). */
const ISSUERS: Partial<Record<PaymentMethodId, { kind: 'bank' | 'counter'; name: string }>> = {
  va_bca: { kind: 'bank', name: 'BCA' },
  va_bni: { kind: 'bank', name: 'BNI' },
  va_mandiri: { kind: 'bank', name: 'Mandiri' },
  alfamart: { kind: 'counter', name: 'Alfamart' },
  indomaret: { kind: 'counter', name: 'Indomaret' },
};

/** The row states a payment can still take money from (a provider saying "paid" is believed from these). */
const OPEN: PaymentRowStatus[] = ['pending', 'superseded', 'failed', 'expired'];

type PaymentRow = typeof payments.$inferSelect;

function refuseUnlessPayable(order: PayableOrder, now: Date) {
  if (order.status === 'transaction_closed') throw new DomainError(errorCatalogue.orderStatusMismatch);
  if (order.status !== 'to_pay') throw new DomainError(errorCatalogue.orderAlreadyPaid);
  if (order.payDeadline && order.payDeadline.getTime() <= now.getTime())
    throw new DomainError(errorCatalogue.orderPaymentExpired);
}

/** Marks the order's pending payment superseded: a new choice replaces it (Decision, contract/payment.ts). */
function supersedePending(tx: Db, orderNo: string) {
  return tx
    .update(payments)
    .set({ status: 'superseded' })
    .where(and(eq(payments.orderNo, orderNo), eq(payments.status, 'pending')));
}

/** Two pay calls for one order at once: the unique pending index lets one through, the other is told to wait. */
async function claimPending<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError(errorCatalogue.paymentProcessing);
    throw error;
  }
}

/** POST payment/pay: the next action for this member's order with this method. */
export async function startPayment(
  deps: Pick<Deps, 'db' | 'clock' | 'payments' | 'publicOrigin'>,
  memberId: string,
  request: PayRequest,
): Promise<PayAnswer> {
  const { db, clock, payments: provider } = deps;
  const now = clock.now();
  const order = await payableOrder(db, { orderNo: request.order_no, memberId });
  if (!order) throw new DomainError(errorCatalogue.orderNotFound);
  refuseUnlessPayable(order, now);
  if (!isPaymentMethodOpen(order.countryCode, request.method, order.totalMinor))
    throw new DomainError(errorCatalogue.paymentMethodUnsupported);
  const kind = paymentMethodsByCountry[order.countryCode][request.method]!.kind;
  if (kind === 'cod' && (await usesOnlineOnlyVoucher(db, order.orderNo)))
    throw new DomainError(errorCatalogue.voucherOnlineOnly);
  const base = {
    orderNo: order.orderNo,
    memberId,
    method: request.method,
    amountMinor: order.totalMinor,
    currency: order.currency,
    createdAt: now,
  };
  const answerOf = (paymentId: string, nextAction: PayAnswer['next_action'], payDeadline: Date | null) => ({
    payment_no: paymentId,
    order_no: order.orderNo,
    method: request.method,
    amount_minor: order.totalMinor,
    currency: order.currency,
    // COD leaves no deadline; the answer keeps the one the order had (nothing counts down after `done`).
    pay_deadline: (payDeadline ?? order.payDeadline ?? now).getTime(),
    next_action: nextAction,
    server_now: now.getTime(),
  });

  if (kind === 'cod') {
    const paymentId = await claimPending(() =>
      inTransaction(db, async (tx) => {
        const result = await confirmCashOnDelivery(tx, { orderNo: order.orderNo, memberId, now });
        if (result === 'not_found') throw new DomainError(errorCatalogue.orderNotFound);
        if (result === 'not_allowed') throw new DomainError(errorCatalogue.orderStatusMismatch);
        if (result === 'not_open') throw new DomainError(errorCatalogue.paymentMethodUnsupported);
        await supersedePending(tx, order.orderNo);
        const [row] = await tx
          .insert(payments)
          .values({ ...base, status: 'confirmed', provider: 'none', paidAt: null })
          .returning({ id: payments.id });
        return row!.id;
      }),
    );
    return answerOf(paymentId, { type: 'done' }, null);
  }

  // A virtual account or a counter code is paid later at an ATM or a shop: the order waits 24 h
  // from now (ADR 020); everything else is paid on the spot within the order's own deadline.
  const minutes = payDeadlineMinutes(order.countryCode, request.method) ?? ORDER_PAY_MINUTES;
  const deadline = order.payDeadline ?? new Date(now.getTime() + ORDER_PAY_MINUTES * 60_000);
  const later = minutes > ORDER_PAY_MINUTES ? now.getTime() + minutes * 60_000 : 0;
  const expiresAt = later > deadline.getTime() ? new Date(later) : deadline;

  const paymentId = crypto.randomUUID();
  await claimPending(() =>
    inTransaction(db, async (tx) => {
      await supersedePending(tx, order.orderNo);
      await tx
        .insert(payments)
        .values({ ...base, id: paymentId, status: 'pending', provider: provider.name, expiresAt });
    }),
  );
  const returnPath = request.return_url ?? `/orderDetail/${order.orderNo}`;
  let created;
  try {
    created = await provider.createPayment({
      paymentId,
      orderNo: order.orderNo,
      amountMinor: order.totalMinor,
      currency: order.currency,
      method: request.method,
      kind,
      ...(ISSUERS[request.method] ? { issuer: ISSUERS[request.method]! } : {}),
      returnUrl: `${deps.publicOrigin ?? ''}${returnPath}`,
      expiresAt,
      merchantName: MERCHANT_NAME,
    });
  } catch (error) {
    logger.warn({ err: error, orderNo: order.orderNo }, 'The payment provider refused to create a payment');
    await db.update(payments).set({ status: 'failed' }).where(eq(payments.id, paymentId));
    throw new DomainError(errorCatalogue.paymentError);
  }
  const payDeadline = await inTransaction(db, async (tx) => {
    await tx
      .update(payments)
      .set({ providerRef: created.providerRef, nextAction: created.nextAction })
      .where(eq(payments.id, paymentId));
    if (expiresAt.getTime() > deadline.getTime()) {
      const moved = await extendPayDeadline(tx, { orderNo: order.orderNo, until: expiresAt });
      if (moved === 'extended') return expiresAt;
    }
    return deadline;
  });
  return answerOf(paymentId, created.nextAction, payDeadline);
}

/** What a provider said, from its webhook or from our status query. */
interface ProviderWord {
  eventId: string;
  status: ProviderStatus;
  /** What the provider says it took (for 'paid'); checked against the order before it settles it. */
  amountMinor: number;
  currency: string;
  via: 'webhook' | 'status_query';
  payload: unknown;
}

/** A provider's "paid" that is not its order's amount or currency (its message is what the report groups by). */
class PaymentMismatch extends Error {
  override readonly name = 'PaymentMismatch';
}

/**
 * THE one code path for what a provider says about a payment. Answers whether the event was new
 * (false: already recorded, nothing changed).
 */
export async function applyProviderStatus(
  deps: Pick<Deps, 'db' | 'clock' | 'payments'>,
  paymentId: string,
  word: ProviderWord,
): Promise<boolean> {
  const { db, clock } = deps;
  const now = clock.now();
  const outcome = await inTransaction(db, async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId));
    if (!payment) return { recorded: false };
    const recorded = await tx
      .insert(paymentEvents)
      .values({
        provider: payment.provider,
        eventId: word.eventId,
        paymentId,
        status: word.status,
        payload: word.payload,
        receivedAt: now,
      })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (recorded.length === 0) return { recorded: false };
    if (word.status === 'pending') return { recorded: true };
    if (word.status !== 'paid') {
      await tx
        .update(payments)
        .set({ status: word.status })
        .where(and(eq(payments.id, paymentId), inArray(payments.status, ['pending', 'superseded'])));
      return { recorded: true };
    }
    // Only the caller whose UPDATE moves the row pays the order: a racing webhook or status
    // query waits on the row lock here and then finds it paid already (0 rows).
    const [claimed] = await tx
      .update(payments)
      .set({ status: 'paid', paidAt: now, receivedMinor: word.amountMinor, receivedCurrency: word.currency })
      .where(and(eq(payments.id, paymentId), inArray(payments.status, OPEN)))
      .returning();
    if (!claimed) return { recorded: true };
    // Checked against the order itself (its total and currency never change once placed).
    const [order] = await tx
      .select({ total: orders.total, currency: orders.currency })
      .from(orders)
      .where(eq(orders.orderNo, claimed.orderNo));
    const mismatch = order && (word.amountMinor !== order.total || word.currency !== order.currency);
    const result = mismatch
      ? 'mismatch'
      : await markOrderPaid(tx, {
          orderNo: claimed.orderNo,
          method: claimed.method as PaymentMethodId,
          paidAt: now,
          providerRef: claimed.providerRef ?? '',
        });
    if (result === 'paid') return { recorded: true };
    // The money arrived for an order that closed first, that another payment (or COD) settled,
    // or not in the order's amount and currency: it goes back, and the shopper is told once, in
    // this transaction.
    if (result === 'mismatch') await recordMismatch(tx, claimed, order!, word, now);
    else if (result !== 'closed')
      logger.warn(
        { orderNo: claimed.orderNo, paymentId, result },
        'A payment to refund: the order could not take it',
      );
    await tx.update(payments).set({ status: 'refunding' }).where(eq(payments.id, paymentId));
    if (claimed.memberId) await notify(tx, claimed.memberId, refundMessage(claimed, result), now);
    return { recorded: true, refund: claimed, cause: result };
  });
  if (outcome.refund)
    await refundPayment(
      deps,
      outcome.refund,
      outcome.cause === 'mismatch'
        ? "the payment did not match the order's amount and currency"
        : 'order closed before the payment arrived',
    );
  return outcome.recorded;
}

/**
 * Decision (ADR 021, addendum): a "paid" whose amount or currency is not its order's never settles
 * it, however well signed (a provider account misconfigured, or money taken in another currency:
 * a signed SGD 150000 once settled an IDR 150000 order). The webhook is still acknowledged (200,
 * received): providers retry anything else for hours or days, and this answer would never change,
 * so a retry would only repeat it. The money goes back (as for an order that closed first) and
 * the shopper is told; the merchant finds it as an error log line, as a server error in the
 * monitoring report (ADR 026) whose detail is the payment's id, and in the payment row itself
 * (received_minor and received_currency beside what was asked; payment_events keeps the provider's
 * body). Recorded in the transaction that refuses it, so a retried event records nothing twice.
 */
async function recordMismatch(
  tx: Db,
  payment: PaymentRow,
  order: { total: number; currency: string },
  word: ProviderWord,
  now: Date,
) {
  const received = `${word.amountMinor} ${word.currency}`;
  const expected = `${order.total} ${order.currency}`;
  logger.error(
    { orderNo: payment.orderNo, paymentId: payment.id, via: word.via, received, expected },
    'A paid did not match its order: not settled, refunded',
  );
  await recordServerError(
    tx,
    new PaymentMismatch(`paid ${received} for an order of ${expected}`),
    { path: word.via === 'webhook' ? '/api/payment/notify' : '/api/payment/status', detail: payment.id },
    now,
  );
}

/** Asks the provider to give the money back, then records it; a failure leaves the row 'refunding' for retryRefunds. */
async function refundPayment(
  deps: Pick<Deps, 'db' | 'clock' | 'payments'>,
  payment: PaymentRow,
  reason: string,
) {
  try {
    // The provider's refund is keyed by our payment id, so asking twice refunds once.
    await deps.payments.refund({
      paymentId: payment.id,
      providerRef: payment.providerRef ?? '',
      amountMinor: payment.receivedMinor ?? payment.amountMinor,
      reason,
    });
  } catch (error) {
    logger.error({ err: error, paymentId: payment.id }, 'The refund failed; it will be retried');
    return;
  }
  await deps.db
    .update(payments)
    .set({ status: 'refunded', refundedAt: deps.clock.now() })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'refunding')));
}

/**
 * An order cancelled after it was paid (G's cancel: to_ship → transaction_closed with
 * refund_started): its paid payment goes back. The conditional UPDATE claims the payment, so two
 * calls (a retried cancel, the hourly sweep) refund once. Answers whether this call refunded.
 * G's cancel calls it after its transaction commits; retryRefunds sweeps up what a crash left.
 */
export async function refundPaidOrder(
  deps: Pick<Deps, 'db' | 'clock' | 'payments'>,
  orderNo: string,
  reason = 'order cancelled',
): Promise<boolean> {
  const [claimed] = await deps.db
    .update(payments)
    .set({ status: 'refunding' })
    .where(and(eq(payments.orderNo, orderNo), eq(payments.status, 'paid')))
    .returning();
  if (!claimed) return false;
  await refundPayment(deps, claimed, reason);
  return true;
}

/**
 * The refunds a crash or a provider outage left half done, and the paid orders cancelled with
 * refund_started whose refund was never asked for. Claimed with FOR UPDATE SKIP LOCKED, so several
 * server processes never take one payment at once (and the provider's refund is keyed by our
 * payment id besides). Run from the hourly housekeeping (server/jobs.ts).
 */
export async function retryRefunds(
  deps: Pick<Deps, 'db' | 'clock' | 'payments'>,
  limit = 20,
): Promise<number> {
  return inTransaction(deps.db, async (tx) => {
    const due = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.provider, deps.payments.name),
          or(
            eq(payments.status, 'refunding'),
            and(
              eq(payments.status, 'paid'),
              exists(
                tx
                  .select({ orderNo: orders.orderNo })
                  .from(orders)
                  .where(
                    and(
                      eq(orders.orderNo, payments.orderNo),
                      eq(orders.status, 'transaction_closed'),
                      eq(orders.refundStarted, true),
                    ),
                  ),
              ),
            ),
          ),
        ),
      )
      .orderBy(asc(payments.createdAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    for (const payment of due) {
      if (payment.status === 'paid')
        await tx.update(payments).set({ status: 'refunding' }).where(eq(payments.id, payment.id));
      await refundPayment({ ...deps, db: tx }, payment, 'order cancelled (sweep)');
    }
    return due.length;
  });
}

/** Why money came back: the order closed first, was settled by another payment, or the amount or currency was wrong. */
type RefundCause = 'closed' | 'already_paid' | 'not_found' | 'mismatch';

/** The amount that came, in the currency it came in (a currency the shop does not sell in reads plainly). */
function receivedAmount(payment: PaymentRow): string {
  const minor = payment.receivedMinor ?? payment.amountMinor;
  const currency = payment.receivedCurrency ?? payment.currency;
  return (currencyCodes as readonly string[]).includes(currency)
    ? formatMoney(minor, currency as CurrencyCode)
    : `${minor} ${currency}`;
}

/** The shopper's message about a refund, in the three languages (locales/STYLE.md: kamu, 您). */
function refundMessage(payment: PaymentRow, cause: RefundCause) {
  const amount = receivedAmount(payment);
  const no = payment.orderNo;
  const why =
    cause === 'closed' || cause === 'not_found'
      ? {
          en: `arrived after order ${no} had closed`,
          id: `masuk setelah pesanan ${no} ditutup`,
          'zh-CN': `在订单 ${no} 关闭后才到账`,
        }
      : cause === 'already_paid'
        ? {
            en: `arrived for order ${no}, which was already paid`,
            id: `masuk untuk pesanan ${no} yang sudah dibayar`,
            'zh-CN': `到账时订单 ${no} 已经支付过了`,
          }
        : {
            en: `for order ${no} did not match the order's total`,
            id: `untuk pesanan ${no} tidak sesuai dengan total pesanan`,
            'zh-CN': `与订单 ${no} 的应付金额不符`,
          };
  return {
    kind: 'orders' as const,
    title: { en: 'Payment refunded', id: 'Pembayaran dikembalikan', 'zh-CN': '付款已退回' },
    body: {
      en: `Your payment of ${amount} ${why.en}, so we have refunded it in full. It goes back the way you paid.`,
      id: `Pembayaranmu sebesar ${amount} ${why.id}, jadi kami mengembalikannya sepenuhnya ke metode pembayaran yang kamu pakai.`,
      'zh-CN': `您支付的 ${amount} ${why['zh-CN']}，我们已全额退款，款项将原路退回。`,
    },
    link: `/orderDetail/${no}`,
  };
}

/** POST payment/notify: verify, find the payment, apply. */
export async function receiveWebhook(
  deps: Pick<Deps, 'db' | 'clock' | 'payments'>,
  rawBody: string,
  headers: Record<string, string>,
): Promise<PaymentNotifyAnswer> {
  let event;
  try {
    event = deps.payments.verifyWebhook(rawBody, headers);
  } catch (error) {
    if (error instanceof WebhookRejected)
      throw new DomainError(errorCatalogue.paymentInvalid, `The webhook was refused: ${error.reason}`);
    throw error;
  }
  const [payment] = await deps.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.provider, deps.payments.name), eq(payments.providerRef, event.providerRef)));
  if (!payment) throw new DomainError(errorCatalogue.paymentNotFound);
  const recorded = await applyProviderStatus(deps, payment.id, {
    eventId: event.eventId,
    status: event.status,
    amountMinor: event.amountMinor,
    currency: event.currency,
    via: 'webhook',
    payload: event.payload,
  });
  return { received: true, duplicate: !recorded };
}

/** The order's payment that tells its story: a settled one first, then a pending one, then the newest. */
async function latestPayment(db: Db, orderNo: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderNo, orderNo), sql`${payments.status} <> 'superseded'`))
    .orderBy(
      sql`case when ${payments.status} in ('paid', 'confirmed', 'refunding', 'refunded') then 0 when ${payments.status} = 'pending' then 1 else 2 end`,
      desc(payments.createdAt),
    )
    .limit(1);
  return row;
}

/**
 * GET payment/status/{order_no}. Decision (PAYMENT_STATUS_QUERY_AFTER_SECONDS): a payment still
 * pending that long after it was made is asked about at the provider, and its answer applied
 * through applyProviderStatus, exactly as a webhook would be: a late or lost webhook never leaves
 * a paid shopper waiting.
 */
export async function paymentState(
  deps: Pick<Deps, 'db' | 'clock' | 'payments'>,
  memberId: string,
  orderNo: string,
): Promise<PaymentState> {
  const { db, clock, payments: provider } = deps;
  const now = clock.now();
  let order = await payableOrder(db, { orderNo, memberId });
  if (!order) throw new DomainError(errorCatalogue.orderNotFound);
  let payment = await latestPayment(db, orderNo);
  const queryBefore = new Date(now.getTime() - PAYMENT_STATUS_QUERY_AFTER_SECONDS * 1000);
  if (
    payment?.status === 'pending' &&
    payment.providerRef &&
    payment.provider === provider.name &&
    payment.createdAt.getTime() <= queryBefore.getTime() &&
    // At most one query per payment every PAYMENT_STATUS_QUERY_AFTER_SECONDS, however many
    // polls (tabs, devices) arrive: the poll that moves queried_at asks, the others read.
    (await claimStatusQuery(db, payment.id, now, queryBefore))
  ) {
    let queried: QueriedPayment = { status: 'pending' };
    try {
      queried = await provider.queryPayment(payment.providerRef);
    } catch (error) {
      logger.warn({ err: error, paymentId: payment.id }, 'The payment status query failed');
    }
    if (queried.status !== 'pending') {
      // What the provider holds, never what we asked for: checked against the order as a webhook is.
      const took =
        queried.status === 'paid'
          ? { amountMinor: queried.amountMinor, currency: queried.currency }
          : { amountMinor: payment.amountMinor, currency: payment.currency };
      await applyProviderStatus(deps, payment.id, {
        eventId: `query:${payment.providerRef}:${queried.status}`,
        status: queried.status,
        ...took,
        via: 'status_query',
        payload: { source: 'status_query', ...queried },
      });
      order = (await payableOrder(db, { orderNo, memberId }))!;
      payment = await latestPayment(db, orderNo);
    }
  }
  const status = statusOf(order, payment, now);
  return {
    order_no: orderNo,
    status,
    payment_no: payment?.id ?? null,
    method: (payment?.method as PaymentMethodId | undefined) ?? null,
    next_action: status === 'pending' ? (payment?.nextAction ?? null) : null,
    pay_deadline: order.payDeadline?.getTime() ?? null,
    paid_at: payment?.paidAt?.getTime() ?? null,
    extensions_left: order.extensionsLeft,
    server_now: now.getTime(),
  };
}

async function claimStatusQuery(db: Db, paymentId: string, now: Date, before: Date): Promise<boolean> {
  const claimed = await db
    .update(payments)
    .set({ queriedAt: now })
    .where(
      and(
        eq(payments.id, paymentId),
        eq(payments.status, 'pending'),
        or(isNull(payments.queriedAt), lte(payments.queriedAt, before)),
      ),
    )
    .returning({ id: payments.id });
  return claimed.length > 0;
}

function statusOf(order: PayableOrder, payment: PaymentRow | undefined, now: Date): PaymentStatus {
  const closed = order.status === 'transaction_closed';
  // No payment row but past to_pay: settled some other way (a merchant tool), so paid.
  if (!payment) return closed ? 'expired' : order.status === 'to_pay' ? 'none' : 'paid';
  switch (payment.status) {
    case 'paid':
    case 'confirmed':
      return 'paid';
    case 'refunding':
    case 'refunded':
      return 'refunded';
    case 'failed':
    case 'expired':
      return closed ? 'expired' : payment.status;
    default:
      if (closed || (payment.expiresAt && payment.expiresAt.getTime() <= now.getTime())) return 'expired';
      return 'pending';
  }
}
