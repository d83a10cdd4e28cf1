import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { afterSalesApplyRequestSchema } from '../../../contract/after-sales';
import type {
  AfterSalesDetail,
  AfterSalesLine,
  AfterSalesOrderLine,
  AfterSalesPage,
  AfterSalesPreview,
  AfterSalesSummary,
  EvidencePicture,
  RefundDestination,
  RefundDestinationChoice,
  RefundPage,
  RefundView,
  ReturnAddress,
} from '../../../contract/after-sales';
import {
  AFTER_SALES_MAX_PER_ORDER,
  AFTER_SALES_PAGE_SIZE,
  AFTER_SALES_REASONS,
  AFTER_SALES_STATUS_OF_STATE,
  EVIDENCE_MAX_PICTURES,
  REFUND_FEE_MINOR,
  RETURN_COURIER_NAMES,
  RETURN_COURIERS,
  type AfterSalesType,
  type ReturnCourier,
} from '../../../contract/after-sales-constants';
import type { CountryCode } from '../../../contract/countries';
import type { LanguageCode } from '../../../contract/device';
import { errorCatalogue, type ErrorEntry } from '../../../contract/errors';
import type { PaymentMethodId } from '../../../contract/payment-methods';
import { afterSalesActions } from '../../../machines/charts/after-sales.machine';
import type { Deps } from '../../app-env';
import type { Db } from '../../db/client';
import {
  afterSalesEvents,
  afterSalesEvidence,
  afterSalesLines,
  afterSalesRequests,
  orderLines,
  orders,
  refundCards,
  refundDefaults,
  refunds,
  refundWallets,
} from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { isUniqueViolation } from '../../db/unique-violation';
import { datedRecordNo } from '../../lib/record-numbers';
import { DomainError } from '../../lib/domain-error';
import { afterSalesMessage } from './after-sales-messages';
import { factsOf, moveRequest, type RequestRow } from './after-sales-moves';
import {
  allowedTypes,
  linePaid,
  refundAfterFee,
  shareOfUnits,
  windowEndsAt,
  windowPassed,
} from './after-sales-rules';
import { shippingOwed } from './after-sales-shipping';
import { notify } from '../messages';
import { currencyOf } from '../../../contract/countries';
import { lineOf } from '../orders';
import { evidenceUrl } from './after-sales-evidence';
import type { MemberCaller } from '../../lib/caller';

/**
 * After-sales requests, the member's side (contract/after-sales.ts, ADR 030): the preview, apply,
 * the list, the detail, cancel and the return's logistics. Every move goes through moveRequest
 * (after-sales-moves.ts). A member only ever reaches their own orders and requests: another's
 * answers 1103001 / 1103002 like a missing one.
 */

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;
type RefundRow = typeof refunds.$inferSelect;
/** AFTER_SALE_NO_PATTERN: "AS", the UTC date, 10 random Crockford characters (50 bits). */
function newAfterSaleNo(now: Date): string {
  return datedRecordNo(now, 10, 'AS');
}

/**
 * Decision: the merchant's return warehouse per country (a demo shop has one each). A real shop
 * reads it from its merchant settings.
 */
const RETURN_ADDRESSES: Readonly<Record<CountryCode, ReturnAddress>> = {
  ID: {
    recipient: 'Pasar Returns',
    phone: '+62 21 5088 1234',
    address: 'Jl. Gatot Subroto Kav. 52, Kuningan Barat, Mampang Prapatan, Jakarta Selatan, DKI Jakarta',
    postal_code: '12710',
  },
  SG: {
    recipient: 'Pasar Returns',
    phone: '+65 6123 4567',
    address: '10 Toh Guan Road, #04-01, Singapore',
    postal_code: '608838',
  },
  MY: {
    recipient: 'Pasar Returns',
    phone: '+60 3 7890 1234',
    address: 'Lot 5, Jalan 51A/223, Petaling Jaya, Selangor',
    postal_code: '46100',
  },
};

// ─── The order and what its lines still allow ─────────────────────────────────────────────────────

async function ownOrder(db: Db, orderNo: string, memberId: string, lock = false): Promise<OrderRow> {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), eq(orders.memberId, memberId)));
  const [order] = lock ? await query.for('update') : await query;
  if (!order) throw new DomainError(errorCatalogue.orderNotFound);
  return order;
}

function linesOfOrder(db: Db, orderNo: string) {
  return db.select().from(orderLines).where(eq(orderLines.orderNo, orderNo)).orderBy(asc(orderLines.sort));
}

export interface Holdings {
  /** Units per SKU held by open or refunded requests (the next request's share starts after them). */
  held: Map<string, number>;
  /** The open request holding each SKU. */
  openBy: Map<string, string>;
  requests: number;
}

/** What after-sales holds of an order's lines; shipping (shipments.ts) leaves the refunded units out. */
export async function holdingsOf(db: Db, orderNo: string): Promise<Holdings> {
  const rows = await db
    .select({
      skuId: afterSalesLines.skuId,
      quantity: afterSalesLines.quantity,
      open: afterSalesLines.open,
      requestNo: afterSalesLines.requestNo,
      state: afterSalesRequests.state,
    })
    .from(afterSalesLines)
    .innerJoin(afterSalesRequests, eq(afterSalesRequests.no, afterSalesLines.requestNo))
    .where(eq(afterSalesLines.orderNo, orderNo));
  const held = new Map<string, number>();
  const openBy = new Map<string, string>();
  for (const row of rows) {
    if (row.open) openBy.set(row.skuId, row.requestNo);
    if (row.open || row.state === 'refund_successful')
      held.set(row.skuId, (held.get(row.skuId) ?? 0) + row.quantity);
  }
  const [made] = await db
    .select({ n: count() })
    .from(afterSalesRequests)
    .where(eq(afterSalesRequests.orderNo, orderNo));
  return { held, openBy, requests: Number(made?.n ?? 0) };
}

/** An order line as after-sales shows it: the order's own view without its amounts. */
function shownLine(line: LineRow, language: LanguageCode) {
  const { line_amount: _whole, paid_amount: _paid, ...shown } = lineOf(line, language);
  return shown;
}

/** SKUs listed twice count once with the quantities added. */
function combine(lines: readonly { sku_id: string; quantity: number }[]) {
  const combined = new Map<string, number>();
  for (const line of lines) combined.set(line.sku_id, (combined.get(line.sku_id) ?? 0) + line.quantity);
  return combined;
}

/** Why no request can be made on the order now (the first rule that refuses), else null. */
function blockedBy(order: OrderRow, holdings: Holdings, now: Date, type?: AfterSalesType): ErrorEntry | null {
  const types = allowedTypes(order);
  if (types.length === 0)
    return order.status === 'to_ship' || order.status === 'to_receive'
      ? errorCatalogue.afterSalesNotEligible
      : errorCatalogue.orderStatusMismatch;
  if (type && !types.includes(type)) return errorCatalogue.afterSalesNotEligible;
  if (windowPassed(order, now)) return errorCatalogue.afterSalesWindowExceeded;
  if (holdings.requests >= AFTER_SALES_MAX_PER_ORDER) return errorCatalogue.afterSalesLimit;
  return null;
}

// ─── Destinations ─────────────────────────────────────────────────────────────────────────────────

/** A COD order's destination: the chosen card or wallet, else the member's default; null when none. */
async function codDestination(
  db: Db,
  memberId: string,
  choice: RefundDestinationChoice | undefined,
): Promise<RefundDestination | null> {
  let wanted = choice;
  if (!wanted) {
    const [fallback] = await db.select().from(refundDefaults).where(eq(refundDefaults.memberId, memberId));
    if (fallback?.cardId) wanted = { kind: 'refund_card', card_id: fallback.cardId };
    else if (fallback?.wallet) wanted = { kind: 'ewallet', wallet: fallback.wallet };
  }
  if (!wanted) return null;
  if (wanted.kind === 'refund_card') {
    const [card] = await db
      .select()
      .from(refundCards)
      .where(and(eq(refundCards.id, wanted.card_id), eq(refundCards.memberId, memberId)));
    return card ? { kind: 'refund_card', card_id: card.id, bank: card.bank, last4: card.last4 } : null;
  }
  const [wallet] = await db
    .select()
    .from(refundWallets)
    .where(and(eq(refundWallets.memberId, memberId), eq(refundWallets.wallet, wanted.wallet)));
  return wallet ? { kind: 'ewallet', wallet: wallet.wallet } : null;
}

async function destinationFor(
  db: Db,
  order: OrderRow,
  choice: RefundDestinationChoice | undefined,
): Promise<RefundDestination | null> {
  if (order.paymentMethod === 'cod') return codDestination(db, order.memberId, choice);
  return { kind: 'original_payment', method: (order.paymentMethod ?? 'card') as PaymentMethodId };
}

// ─── Preview ──────────────────────────────────────────────────────────────────────────────────────

interface Priced {
  lines: { line: LineRow; quantity: number; amount: number }[];
  /** The lines' share plus `shipping`. */
  amount: number;
  shipping: number;
}

/**
 * The asked lines priced, with the shipping they would refund (after-sales-shipping.ts: while
 * the order is not yet shipped and they take its last units); refuses an unknown line (1103003)
 * or too many units (1103032).
 */
async function priceLines(
  db: Db,
  order: OrderRow,
  orderLineRows: readonly LineRow[],
  holdings: Holdings,
  asked: Map<string, number>,
): Promise<Priced> {
  const lines: Priced['lines'] = [];
  for (const [skuId, quantity] of asked) {
    const line = orderLineRows.find((row) => row.skuId === skuId);
    if (!line) throw new DomainError(errorCatalogue.orderItemNotFound);
    const before = holdings.held.get(skuId) ?? 0;
    if (quantity > line.quantity - before) throw new DomainError(errorCatalogue.afterSalesQuantityInvalid);
    lines.push({ line, quantity, amount: shareOfUnits(linePaid(line), line.quantity, before, quantity) });
  }
  const shipping = await shippingOwed(db, order, orderLineRows, asked, null);
  return { lines, amount: lines.reduce((sum, line) => sum + line.amount, 0) + shipping, shipping };
}

/** POST order/after_sale/preview. */
export async function previewAfterSales(
  db: Db,
  owner: Pick<MemberCaller, 'memberId' | 'language'>,
  request: { order_no: string; type?: AfterSalesType; lines?: { sku_id: string; quantity: number }[] },
  now: Date,
): Promise<AfterSalesPreview> {
  const order = await ownOrder(db, request.order_no, owner.memberId);
  const rows = await linesOfOrder(db, order.orderNo);
  const holdings = await holdingsOf(db, order.orderNo);
  const country = order.countryCode as CountryCode;
  const priced = await priceLines(db, order, rows, holdings, combine(request.lines ?? []));
  const fee = priced.amount > 0 ? REFUND_FEE_MINOR[country] : 0;
  const blocked = blockedBy(order, holdings, now, request.type);
  const cod = order.paymentMethod === 'cod';
  return {
    order_no: order.orderNo,
    country_code: country,
    currency: currencyOf(country),
    types: allowedTypes(order),
    lines: rows.map((line): AfterSalesOrderLine => ({
      ...shownLine(line, owner.language),
      refundable_quantity: holdings.openBy.has(line.skuId)
        ? 0
        : line.quantity - (holdings.held.get(line.skuId) ?? 0),
      paid_amount: linePaid(line),
      open_after_sale_no: holdings.openBy.get(line.skuId) ?? null,
    })),
    amount: priced.amount,
    shipping_amount: priced.shipping,
    fee,
    refund_amount: refundAfterFee(priced.amount, fee),
    coins_clawed_back: 0,
    destination: await destinationFor(db, order, undefined),
    needs_destination: cod,
    window_ends_at: windowEndsAt(order)?.getTime() ?? null,
    requests_left: Math.max(0, AFTER_SALES_MAX_PER_ORDER - holdings.requests),
    blocked_code: blocked?.code ?? null,
    server_now: now.getTime(),
  };
}

// ─── Apply ────────────────────────────────────────────────────────────────────────────────────────

/**
 * POST order/after_sale/apply: refuses in contract/after-sales.ts's order, changing nothing. The
 * order row's lock serialises applies on one order (the count and the lines are read under it);
 * the unique open-line index is the net under it (1103038).
 */
export async function applyAfterSales(
  deps: Pick<Deps, 'db' | 'clock'>,
  owner: Pick<MemberCaller, 'memberId' | 'language'>,
  request: z.output<typeof afterSalesApplyRequestSchema>,
): Promise<AfterSalesDetail> {
  const now = deps.clock.now();
  const no = newAfterSaleNo(now);
  try {
    await inTransaction(deps.db, async (tx) => {
      const order = await ownOrder(tx, request.order_no, owner.memberId, true);
      if (!(AFTER_SALES_REASONS[request.type] as readonly string[]).includes(request.reason))
        throw new DomainError(errorCatalogue.afterSalesReasonRequired);
      const asked = combine(request.lines);
      if (asked.size === 0) throw new DomainError(errorCatalogue.noProductSelected);
      const rows = await linesOfOrder(tx, order.orderNo);
      const holdings = await holdingsOf(tx, order.orderNo);
      for (const skuId of asked.keys())
        if (!rows.some((row) => row.skuId === skuId)) throw new DomainError(errorCatalogue.orderItemNotFound);
      for (const skuId of asked.keys())
        if (holdings.openBy.has(skuId)) throw new DomainError(errorCatalogue.afterSalesExists);
      const priced = await priceLines(tx, order, rows, holdings, asked);
      const blocked = blockedBy(order, holdings, now, request.type);
      if (blocked) throw new DomainError(blocked);
      const evidenceIds = [...new Set(request.evidence_ids)];
      if (evidenceIds.length > EVIDENCE_MAX_PICTURES) throw new DomainError(errorCatalogue.evidenceTooMany);
      const destination = await destinationFor(tx, order, request.destination);
      if (!destination) throw new DomainError(errorCatalogue.refundCardInvalid);
      const country = order.countryCode as CountryCode;
      const fee = REFUND_FEE_MINOR[country];
      const refundAmount = refundAfterFee(priced.amount, fee);
      if (refundAmount === 0) throw new DomainError(errorCatalogue.afterSalesAmountExceeded);
      const [created] = await tx
        .insert(afterSalesRequests)
        .values({
          no,
          orderNo: order.orderNo,
          memberId: owner.memberId,
          type: request.type,
          state: 'pending_review',
          reason: request.reason as RequestRow['reason'],
          description: request.description || null,
          countryCode: country,
          currency: order.currency,
          amount: priced.amount,
          shippingAmount: priced.shipping,
          fee,
          refundAmount,
          destination,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      // The pictures point at the request (a foreign key), so they are claimed after it exists;
      // one not the member's or already used refuses the whole apply (the transaction rolls back).
      if (evidenceIds.length > 0) {
        const owned = await tx
          .update(afterSalesEvidence)
          .set({ requestNo: no })
          .where(
            and(
              inArray(afterSalesEvidence.id, evidenceIds),
              eq(afterSalesEvidence.memberId, owner.memberId),
              isNull(afterSalesEvidence.requestNo),
            ),
          )
          .returning({ id: afterSalesEvidence.id });
        if (owned.length !== evidenceIds.length) throw new DomainError(errorCatalogue.evidenceTooMany);
      }
      await tx.insert(afterSalesLines).values(
        priced.lines.map((line) => ({
          requestNo: no,
          orderNo: order.orderNo,
          skuId: line.line.skuId,
          quantity: line.quantity,
          amount: line.amount,
          open: true,
        })),
      );
      await tx
        .insert(afterSalesEvents)
        .values({ requestNo: no, state: 'pending_review', actor: 'member', reason: null, at: now });
      await notify(tx, owner.memberId, afterSalesMessage('pending_review', factsOf(created!)), now);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError(errorCatalogue.afterSalesInProgress);
    throw error;
  }
  return afterSalesDetail(deps.db, owner, no, now);
}

// ─── Reads ────────────────────────────────────────────────────────────────────────────────────────

async function refundOf(db: Db, nos: readonly string[]): Promise<Map<string, RefundRow>> {
  if (nos.length === 0) return new Map();
  const rows = await db
    .select()
    .from(refunds)
    .where(inArray(refunds.requestNo, [...nos]));
  return new Map(rows.map((row) => [row.requestNo, row]));
}

function refundView(request: RequestRow, refund: RefundRow | undefined): RefundView {
  return {
    amount: request.amount,
    shipping_amount: request.shippingAmount,
    fee: request.fee,
    refund_amount: request.refundAmount,
    currency: request.currency as RefundView['currency'],
    destination: request.destination,
    status: refund?.status ?? null,
    refunded_at: refund?.settledAt?.getTime() ?? null,
    coins_clawed_back: request.coinsClawedBack,
  };
}

async function linesOfRequests(db: Db, nos: readonly string[]) {
  if (nos.length === 0) return [];
  return db
    .select({ line: afterSalesLines, orderLine: orderLines })
    .from(afterSalesLines)
    .innerJoin(
      orderLines,
      and(eq(orderLines.orderNo, afterSalesLines.orderNo), eq(orderLines.skuId, afterSalesLines.skuId)),
    )
    .where(inArray(afterSalesLines.requestNo, [...nos]))
    .orderBy(asc(orderLines.sort));
}

/** Whether a finished request may be asked again: the order still takes a request for its lines. */
async function canApplyAgain(db: Db, request: RequestRow, now: Date): Promise<boolean> {
  if (request.state !== 'failed' && request.state !== 'cancelled') return false;
  const [order] = await db.select().from(orders).where(eq(orders.orderNo, request.orderNo));
  if (!order) return false;
  return blockedBy(order, await holdingsOf(db, order.orderNo), now, request.type) === null;
}

async function summariesOf(
  db: Db,
  requests: readonly RequestRow[],
  language: LanguageCode,
  now: Date,
): Promise<AfterSalesSummary[]> {
  const nos = requests.map((request) => request.no);
  const lines = await linesOfRequests(db, nos);
  const refundRows = await refundOf(db, nos);
  const summaries: AfterSalesSummary[] = [];
  for (const request of requests)
    summaries.push({
      after_sale_no: request.no,
      order_no: request.orderNo,
      type: request.type,
      state: request.state,
      status: AFTER_SALES_STATUS_OF_STATE[request.state],
      lines: lines
        .filter(({ line }) => line.requestNo === request.no)
        .map(({ line, orderLine }): AfterSalesLine => {
          return { ...shownLine(orderLine, language), quantity: line.quantity, amount: line.amount };
        }),
      refund: refundView(request, refundRows.get(request.no)),
      created_at: request.createdAt.getTime(),
      updated_at: request.updatedAt.getTime(),
      actions: afterSalesActions(request.state, request.type, await canApplyAgain(db, request, now)),
    });
  return summaries;
}

async function ownRequest(
  db: Db,
  owner: Pick<MemberCaller, 'memberId' | 'language'>,
  no: string,
): Promise<RequestRow> {
  const [request] = await db
    .select()
    .from(afterSalesRequests)
    .where(and(eq(afterSalesRequests.no, no), eq(afterSalesRequests.memberId, owner.memberId)));
  if (!request) throw new DomainError(errorCatalogue.afterSalesNotFound);
  return request;
}

/** GET order/after_sale/detail/{after_sale_no}: 1103002 for a missing request and another member's. */
export async function afterSalesDetail(
  db: Db,
  owner: Pick<MemberCaller, 'memberId' | 'language'>,
  no: string,
  now: Date,
): Promise<AfterSalesDetail> {
  const request = await ownRequest(db, owner, no);
  const [summary] = await summariesOf(db, [request], owner.language, now);
  const timeline = await db
    .select()
    .from(afterSalesEvents)
    .where(eq(afterSalesEvents.requestNo, no))
    .orderBy(asc(afterSalesEvents.id));
  const evidence = await db
    .select()
    .from(afterSalesEvidence)
    .where(eq(afterSalesEvidence.requestNo, no))
    .orderBy(asc(afterSalesEvidence.createdAt));
  const agreedToReturn =
    request.type === 'return_refund' && !['pending_review'].includes(request.state) && request.returnDeadline;
  return {
    ...summary!,
    country_code: request.countryCode as CountryCode,
    reason: request.reason,
    description: request.description,
    evidence: evidence.map((picture): EvidencePicture => ({
      evidence_id: picture.id,
      url: evidenceUrl(picture.storageKey),
      width: picture.width,
      height: picture.height,
    })),
    timeline: timeline.map((entry) => ({
      state: entry.state,
      at: entry.at.getTime(),
      actor: entry.actor,
      reason: entry.reason,
    })),
    deadline: request.state === 'awaiting_return' ? (request.returnDeadline?.getTime() ?? null) : null,
    closed_reason: request.closedReason,
    return_address: agreedToReturn ? RETURN_ADDRESSES[request.countryCode as CountryCode] : null,
    logistics: request.logistics,
    server_now: now.getTime(),
  };
}

/** One page of the member's requests, newest first, and how many there are. */
async function requestPage(db: Db, memberId: string, pageNum: number) {
  const where = eq(afterSalesRequests.memberId, memberId);
  const [total] = await db.select({ n: count() }).from(afterSalesRequests).where(where);
  const page = await db
    .select()
    .from(afterSalesRequests)
    .where(where)
    .orderBy(desc(afterSalesRequests.createdAt), desc(afterSalesRequests.no))
    .limit(AFTER_SALES_PAGE_SIZE)
    .offset((pageNum - 1) * AFTER_SALES_PAGE_SIZE);
  return { total: Number(total?.n ?? 0), page };
}

/** GET order/after_sale/list: the member's requests, newest first, AFTER_SALES_PAGE_SIZE a page. */
export async function afterSalesPage(
  db: Db,
  owner: Pick<MemberCaller, 'memberId' | 'language'>,
  query: { page_num: number },
  now: Date,
): Promise<AfterSalesPage> {
  const { total, page } = await requestPage(db, owner.memberId, query.page_num);
  return {
    total,
    list: await summariesOf(db, page, owner.language, now),
    server_now: now.getTime(),
  };
}

/** GET order/after_sale/refunds: /refunds, one entry per request with its money. */
export async function refundPage(
  db: Db,
  owner: Pick<MemberCaller, 'memberId' | 'language'>,
  query: { page_num: number },
): Promise<RefundPage> {
  const { total, page } = await requestPage(db, owner.memberId, query.page_num);
  const refundRows = await refundOf(
    db,
    page.map((request) => request.no),
  );
  return {
    total,
    list: page.map((request) => ({
      after_sale_no: request.no,
      order_no: request.orderNo,
      state: request.state,
      status: AFTER_SALES_STATUS_OF_STATE[request.state],
      refund: refundView(request, refundRows.get(request.no)),
      created_at: request.createdAt.getTime(),
    })),
  };
}

// ─── The member's moves ───────────────────────────────────────────────────────────────────────────

/** POST order/after_sale/cancel: while the chart allows CANCEL (1103040 otherwise). */
export async function cancelAfterSales(
  deps: Pick<Deps, 'db' | 'clock'>,
  owner: Pick<MemberCaller, 'memberId' | 'language'>,
  no: string,
): Promise<AfterSalesDetail> {
  const now = deps.clock.now();
  await inTransaction(deps.db, (tx) =>
    moveRequest(tx, no, 'CANCEL', now, {
      memberId: owner.memberId,
      actor: 'member',
      reason: 'by_member',
      refused: errorCatalogue.afterSalesCannotCancel,
    }),
  );
  return afterSalesDetail(deps.db, owner, no, now);
}

/** POST order/after_sale/logistics: both fields required (1103036); awaiting_return only (1103034). */
export async function enterReturnLogistics(
  deps: Pick<Deps, 'db' | 'clock'>,
  owner: Pick<MemberCaller, 'memberId' | 'language'>,
  request: { after_sale_no: string; courier?: string; courier_name?: string; tracking_no?: string },
): Promise<AfterSalesDetail> {
  const now = deps.clock.now();
  const courier = request.courier as ReturnCourier | undefined;
  const trackingNo = request.tracking_no?.trim().toUpperCase() ?? '';
  const courierName =
    courier === 'other' ? (request.courier_name?.trim() ?? '') : courier ? RETURN_COURIER_NAMES[courier] : '';
  if (!courier || !courierName || !trackingNo) throw new DomainError(errorCatalogue.logisticsRequired);
  await inTransaction(deps.db, async (tx) => {
    const own = await ownRequest(tx, owner, request.after_sale_no);
    const country = own.countryCode as CountryCode;
    if (!(RETURN_COURIERS[country] as readonly string[]).includes(courier))
      throw new DomainError(errorCatalogue.invalidParameter, 'Invalid parameter: courier');
    await moveRequest(tx, own.no, 'SEND_RETURN', now, {
      memberId: owner.memberId,
      actor: 'member',
      changes: {
        logistics: { courier, courier_name: courierName, tracking_no: trackingNo, sent_at: now.getTime() },
      },
    });
  });
  return afterSalesDetail(deps.db, owner, request.after_sale_no, now);
}
