import { and, asc, desc, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { CountryCode } from '../../../contract/countries';
import type { LanguageCode } from '../../../contract/device';
import { errorCatalogue } from '../../../contract/errors';
import { ORDER_STATUS } from '../../../contract/order-constants';
import type {
  OrderPackages,
  PackageTracking,
  ShipmentPackage,
  TrackingEvent,
} from '../../../contract/tracking';
import { AUTO_RECEIPT_DAYS, COURIER_NAMES } from '../../../contract/tracking-constants';
import type { Db } from '../../db/client';
import { orderLines, orders, shipments, trackingEvents, type ShipmentLine } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { DomainError } from '../../lib/domain-error';
import type { CourierEvent, LogisticsProvider } from './logistics-provider';
import { holdingsOf } from '../after-sales';
import { notify, type NewMessage } from '../messages';
import { moveOrder } from './orders';
import { shippedMessage } from './order-messages';
import { DAY_MS } from '../../../contract/durations';

/**
 * Shipments, tracking and the automatic receipt (ADR 024). The merchant ships an order
 * in one or more packages through the logistics adapter (server/areas/orders/logistics-provider.ts); the
 * courier's events arrive through one sink (publishing the sandbox's plan, or a real courier's
 * push) that records the delivery and tells the member; a job completes an order nobody
 * confirmed AUTO_RECEIPT_DAYS after delivery through the same move as "confirm receipt".
 */

type ShipmentRow = typeof shipments.$inferSelect;
/** How many shipments (or orders) one transaction of a job claims. */
const JOB_BATCH = 100;

/**
 * What of the order ships (ADR 024, addendum): each line less the units after-sales refunded
 * (refund_successful); a line refunded whole does not ship. The money went back for those units,
 * so the goods stay in the warehouse. Read under the order's row lock in the shipping
 * transaction (apply and a refund's settlement take the same lock).
 *
 * Decision: while any request on the order is open (pending_review, interception_requested,
 * refund_pending) nothing ships (1103038, as the order's own cancel answers then). Shopee and
 * Tokopedia keep an order with a pending cancellation in "to ship" until the seller accepts or
 * rejects it; shipping round it would either send goods whose refund is still coming, or leave
 * units behind that the order, shipped once (to_ship → to_receive), could never send later. The
 * merchant decides the request first: agreed, its units are refunded and left out; refused, they
 * ship.
 */
async function unitsToShip(db: Db, orderNo: string): Promise<{ lines: ShipmentLine[]; refunded: string[] }> {
  const holdings = await holdingsOf(db, orderNo);
  if (holdings.openBy.size > 0)
    throw new DomainError(
      errorCatalogue.afterSalesInProgress,
      'An after-sales request on this order is open: agree to it or refuse it before shipping',
    );
  const ordered = await db
    .select({ skuId: orderLines.skuId, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderNo, orderNo))
    .orderBy(asc(orderLines.sort));
  // With no request open, what after-sales holds is what it refunded.
  const left = ordered.map((line) => ({
    skuId: line.skuId,
    quantity: line.quantity - (holdings.held.get(line.skuId) ?? 0),
  }));
  return {
    lines: left.filter((line) => line.quantity > 0),
    refunded: left.filter((line) => line.quantity <= 0).map((line) => line.skuId),
  };
}

/**
 * The merchant ships (the sandbox tool, POST dev/order/ship): `packages` splits the SKUs still to
 * ship (unitsToShip) into packages (each in exactly one; absent: one package with everything); a
 * refunded SKU named there is refused (1101020). The courier is asked first (a real one is a
 * network call, never inside a transaction); then, in one transaction under the order's row lock,
 * the units to ship are read again (a refund that landed meanwhile: 1103028, nothing stored), the
 * order moves to_ship → to_receive (1103028 otherwise, e.g. a racing cancel, or an order closed
 * because every unit was refunded) and the packages, with the quantities shipped, and their
 * planned events are stored. The order keeps the first tracking number.
 */
export async function shipOrderInPackages(
  deps: { db: Db; logistics: LogisticsProvider },
  request: { orderNo: string; packages?: string[][] },
  now: Date,
) {
  const { db, logistics } = deps;
  const [order] = await db.select().from(orders).where(eq(orders.orderNo, request.orderNo));
  if (!order) throw new DomainError(errorCatalogue.orderNotFound);
  if (order.status !== ORDER_STATUS.toShip) throw new DomainError(errorCatalogue.orderStatusMismatch);
  const { lines, refunded } = await unitsToShip(db, order.orderNo);
  // Every unit refunded: onRequestRefunded closes such an order; never ship one it missed.
  if (lines.length === 0) throw new DomainError(errorCatalogue.orderStatusMismatch);
  const split = request.packages ?? [lines.map((line) => line.skuId)];
  const named = split.flat();
  const namedRefunded = named.find((skuId) => refunded.includes(skuId));
  if (namedRefunded)
    throw new DomainError(
      errorCatalogue.invalidParameter,
      `SKU ${namedRefunded} was refunded in full: it does not ship`,
    );
  if (
    split.some((skus) => skus.length === 0) ||
    named.length !== lines.length ||
    new Set(named).size !== named.length ||
    lines.some((line) => !named.includes(line.skuId))
  )
    throw new DomainError(
      errorCatalogue.invalidParameter,
      'Every SKU of the order still to ship in exactly one package',
    );
  const packages: {
    lines: ShipmentLine[];
    created: Awaited<ReturnType<LogisticsProvider['createShipment']>>;
  }[] = [];
  for (const [index, skus] of split.entries())
    packages.push({
      lines: lines.filter((line) => skus.includes(line.skuId)),
      created: await logistics.createShipment({
        orderNo: order.orderNo,
        packageIndex: index + 1,
        country: order.countryCode as CountryCode,
        zone: order.deliveryZone,
        destination: order.address,
        shippedAt: now,
      }),
    });
  return inTransaction(db, async (tx) => {
    // The lock apply and a refund's settlement take: what they did while the courier was asked
    // is seen now, and nothing more happens to the order's units until this commits.
    await tx
      .select({ no: orders.orderNo })
      .from(orders)
      .where(eq(orders.orderNo, order.orderNo))
      .for('update');
    const still = await unitsToShip(tx, order.orderNo);
    // Same SKUs in the same order with the same quantities: what was packed is what is left.
    if (JSON.stringify(still.lines) !== JSON.stringify(lines))
      throw new DomainError(errorCatalogue.orderStatusMismatch);
    const moved = await moveOrder(tx, { orderNo: order.orderNo }, 'SHIPPED', now, () => ({
      trackingNo: packages[0]!.created.trackingNo,
      shippedAt: now,
    }));
    await notify(tx, moved.memberId, shippedMessage(moved.orderNo, packages[0]!.created.trackingNo), now);
    for (const [index, { lines: packed, created }] of packages.entries()) {
      const [shipment] = await tx
        .insert(shipments)
        .values({
          orderNo: order.orderNo,
          packageIndex: index + 1,
          courier: created.courier,
          trackingNo: created.trackingNo,
          lines: packed,
          zone: order.deliveryZone,
          etaEarliest: created.eta.earliest,
          etaLatest: created.eta.latest,
          createdAt: now,
        })
        .returning({ id: shipments.id });
      if (created.planned.length > 0)
        await tx.insert(trackingEvents).values(
          created.planned.map((event) => ({
            shipmentId: shipment!.id,
            code: event.code,
            place: event.place,
            occurredAt: event.occurredAt,
            dueAt: event.dueAt,
          })),
        );
    }
    return { order: moved, trackingNos: packages.map((item) => item.created.trackingNo) };
  });
}

function packageLabel(shipment: ShipmentRow) {
  return shipment.trackingNo;
}

function outForDeliveryMessage(orderNo: string, shipment: ShipmentRow): NewMessage {
  const no = packageLabel(shipment);
  return {
    kind: 'orders',
    title: { en: 'Out for delivery', id: 'Sedang diantar', 'zh-CN': '派送中' },
    body: {
      en: `Your package ${no} of order ${orderNo} is out for delivery today. Keep your phone nearby for the courier.`,
      id: `Paket ${no} dari pesanan ${orderNo} sedang diantar hari ini. Siapkan ponselmu untuk kurir, ya.`,
      'zh-CN': `订单 ${orderNo} 的包裹 ${no} 今天正在派送，请保持电话畅通。`,
    },
    link: `/orderDetail/${orderNo}`,
  };
}

function deliveredMessage(orderNo: string, shipment: ShipmentRow): NewMessage {
  const no = packageLabel(shipment);
  return {
    kind: 'orders',
    title: { en: 'Package delivered', id: 'Paket sudah diterima', 'zh-CN': '包裹已送达' },
    body: {
      en: `Your package ${no} of order ${orderNo} has been delivered. Check it, then confirm receipt in the order.`,
      id: `Paket ${no} dari pesanan ${orderNo} sudah sampai. Cek paketmu, lalu konfirmasi penerimaan di pesanan.`,
      'zh-CN': `订单 ${orderNo} 的包裹 ${no} 已送达。请检查商品后在订单中确认收货。`,
    },
    link: `/orderDetail/${orderNo}`,
  };
}

function autoReceivedMessage(orderNo: string): NewMessage {
  return {
    kind: 'orders',
    title: { en: 'Order completed', id: 'Pesanan selesai', 'zh-CN': '订单已完成' },
    body: {
      en: `Order ${orderNo} was completed automatically ${AUTO_RECEIPT_DAYS} days after delivery.`,
      id: `Pesanan ${orderNo} otomatis selesai ${AUTO_RECEIPT_DAYS} hari setelah paket diterima.`,
      'zh-CN': `订单 ${orderNo} 已在送达 ${AUTO_RECEIPT_DAYS} 天后自动确认收货。`,
    },
    link: `/orderDetail/${orderNo}`,
  };
}

/**
 * What newly published events mean, inside the transaction holding the shipment's lock: "out for
 * delivery" and "delivered" tell the member; "delivered" records the package's delivery and, once
 * every package of the order is delivered, the order's delivered_at (it stays to_receive: the
 * shopper confirms, or the automatic receipt does).
 */
async function applyEvents(tx: Db, shipment: ShipmentRow, events: readonly CourierEvent[], now: Date) {
  const [order] = await tx
    .select({ memberId: orders.memberId, status: orders.status })
    .from(orders)
    .where(eq(orders.orderNo, shipment.orderNo));
  if (!order) return;
  const stillOpen = order.status === ORDER_STATUS.toReceive;
  if (events.some((event) => event.code === 'out_for_delivery') && stillOpen)
    await notify(tx, order.memberId, outForDeliveryMessage(shipment.orderNo, shipment), now);
  const delivered = events.find((event) => event.code === 'delivered');
  if (!delivered || shipment.deliveredAt) return;
  await tx.update(shipments).set({ deliveredAt: delivered.occurredAt }).where(eq(shipments.id, shipment.id));
  if (stillOpen) await notify(tx, order.memberId, deliveredMessage(shipment.orderNo, shipment), now);
  const packages = await tx
    .select({ deliveredAt: shipments.deliveredAt })
    .from(shipments)
    .where(eq(shipments.orderNo, shipment.orderNo));
  if (packages.every((item) => item.deliveredAt !== null)) {
    const last = Math.max(...packages.map((item) => item.deliveredAt!.getTime()));
    await tx
      .update(orders)
      .set({ deliveredAt: new Date(last), updatedAt: now })
      .where(and(eq(orders.orderNo, shipment.orderNo), isNull(orders.deliveredAt)));
  }
}

/**
 * THE sink for a courier's push (a real adapter's webhook hands its events here): stores them
 * published, under the shipment's lock, and applies them. Answers false for an unknown package.
 */
export async function recordCourierEvents(
  db: Db,
  push: { courier: ShipmentRow['courier']; trackingNo: string; events: CourierEvent[] },
  now: Date,
): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const [shipment] = await tx
      .select()
      .from(shipments)
      .where(and(eq(shipments.courier, push.courier), eq(shipments.trackingNo, push.trackingNo)))
      .for('update');
    if (!shipment) return false;
    if (push.events.length > 0)
      await tx
        .insert(trackingEvents)
        .values(push.events.map((event) => ({ shipmentId: shipment.id, ...event, publishedAt: now })));
    await applyEvents(tx, shipment, push.events, now);
    return true;
  });
}

/** Publishes a locked shipment's planned events due by `now`; answers how many. */
async function publishDue(tx: Db, shipment: ShipmentRow, now: Date): Promise<number> {
  const published = await tx
    .update(trackingEvents)
    .set({ publishedAt: now })
    .where(
      and(
        eq(trackingEvents.shipmentId, shipment.id),
        isNull(trackingEvents.publishedAt),
        lte(trackingEvents.dueAt, now),
      ),
    )
    .returning({
      code: trackingEvents.code,
      place: trackingEvents.place,
      occurredAt: trackingEvents.occurredAt,
    });
  await applyEvents(tx, shipment, published, now);
  return published.length;
}

/**
 * The sandbox courier's push: publishes every planned event whose time has come. Shipments are
 * claimed with FOR UPDATE SKIP LOCKED, so several server processes (or two runs at once) publish
 * each event once and tell the member once. State is the table: a restart loses nothing.
 * Answers how many events it published.
 */
export async function publishDueTrackingEvents(db: Db, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const [claimed, published] = await inTransaction(db, async (tx) => {
      const due = tx
        .select({ id: trackingEvents.shipmentId })
        .from(trackingEvents)
        .where(and(isNull(trackingEvents.publishedAt), lte(trackingEvents.dueAt, now)));
      const batch = await tx
        .select()
        .from(shipments)
        .where(inArray(shipments.id, due))
        .orderBy(asc(shipments.createdAt))
        .limit(JOB_BATCH)
        .for('update', { skipLocked: true });
      let count = 0;
      for (const shipment of batch) count += await publishDue(tx, shipment, now);
      return [batch.length, count] as const;
    });
    total += published;
    if (claimed < JOB_BATCH) return total;
  }
}

/**
 * The dev tool for demos and tests: the package's next planned event happens now. The rest of its
 * plan moves forward by the same amount (its pace kept). Answers the published event's code, or
 * null when the courier has nothing left to report.
 */
export async function advanceShipment(db: Db, trackingNo: string, now: Date) {
  return inTransaction(db, async (tx) => {
    const [shipment] = await tx
      .select()
      .from(shipments)
      .where(eq(shipments.trackingNo, trackingNo))
      .for('update');
    if (!shipment) throw new DomainError(errorCatalogue.orderNotFound);
    const planned = await tx
      .select()
      .from(trackingEvents)
      .where(and(eq(trackingEvents.shipmentId, shipment.id), isNull(trackingEvents.publishedAt)))
      .orderBy(asc(trackingEvents.dueAt));
    const next = planned[0];
    if (!next?.dueAt) return null;
    const shift = next.dueAt.getTime() - now.getTime();
    if (shift > 0)
      for (const event of planned)
        await tx
          .update(trackingEvents)
          .set({
            dueAt: new Date(event.dueAt!.getTime() - shift),
            occurredAt: new Date(event.occurredAt.getTime() - shift),
          })
          .where(eq(trackingEvents.id, event.id));
    await publishDue(tx, shipment, now);
    return next.code;
  });
}

/**
 * The automatic receipt (ADR 024): every to_receive order delivered AUTO_RECEIPT_DAYS or more
 * before `now` completes through the same move as "confirm receipt" (moveOrder RECEIVED: whatever
 * that move credits, it credits once). Claimed with FOR UPDATE SKIP LOCKED, so two processes never
 * complete one order twice; a shopper's confirm holding the row's lock is skipped and wins.
 * Answers how many orders it completed.
 */
export async function completeDeliveredOrders(db: Db, now: Date): Promise<number> {
  const deliveredBy = new Date(now.getTime() - AUTO_RECEIPT_DAYS * DAY_MS);
  let total = 0;
  for (;;) {
    const claimed = await inTransaction(db, async (tx) => {
      const due = await tx
        .select({ orderNo: orders.orderNo, memberId: orders.memberId })
        .from(orders)
        .where(and(eq(orders.status, ORDER_STATUS.toReceive), lte(orders.deliveredAt, deliveredBy)))
        .orderBy(asc(orders.deliveredAt))
        .limit(JOB_BATCH)
        .for('update', { skipLocked: true });
      for (const order of due) {
        // The same move as receiveOrder (coins credited once there), told with its own words:
        // "completed automatically", not "you confirmed receipt".
        await moveOrder(tx, { orderNo: order.orderNo }, 'RECEIVED', now, () => ({ receivedAt: now }));
        await notify(tx, order.memberId, autoReceivedMessage(order.orderNo), now);
      }
      return due.length;
    });
    total += claimed;
    if (claimed < JOB_BATCH) return total;
  }
}

const eventOf = (row: { code: TrackingEvent['code']; place: string; occurredAt: Date }): TrackingEvent => ({
  code: row.code,
  place: row.place,
  occurred_at: row.occurredAt.getTime(),
});

/** The published events of some shipments, newest first. */
async function publishedEvents(db: Db, shipmentIds: string[]) {
  if (shipmentIds.length === 0) return [];
  return db
    .select()
    .from(trackingEvents)
    .where(and(inArray(trackingEvents.shipmentId, shipmentIds), isNotNull(trackingEvents.publishedAt)))
    .orderBy(desc(trackingEvents.occurredAt));
}

async function packagesOf(db: Db, orderNo: string, rows: ShipmentRow[], language: LanguageCode) {
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderNo, orderNo));
  const events = await publishedEvents(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const own = events.filter((event) => event.shipmentId === row.id);
    const item: ShipmentPackage = {
      package_index: row.packageIndex,
      courier: row.courier,
      courier_name: COURIER_NAMES[row.courier],
      tracking_no: row.trackingNo,
      lines: row.lines.map((packed) => {
        const line = lines.find((candidate) => candidate.skuId === packed.skuId);
        return {
          sku_id: packed.skuId,
          title: line ? (line.title[language] ?? line.title.en) : packed.skuId,
          image_url: line?.imageUrl ?? '',
          quantity: packed.quantity,
        };
      }),
      shipped_at: row.createdAt.getTime(),
      delivered_at: row.deliveredAt?.getTime() ?? null,
      latest_event: own[0] ? eventOf(own[0]) : null,
      estimate: { earliest: row.etaEarliest.getTime(), latest: row.etaLatest.getTime() },
    };
    return { item, events: own.map(eventOf) };
  });
}

/** The member's own order, or 1103001 (another member's reads as missing). */
async function ownOrder(db: Db, memberId: string, orderNo: string) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), eq(orders.memberId, memberId)));
  if (!order) throw new DomainError(errorCatalogue.orderNotFound);
  return order;
}

/** GET order/logistics/packages/{order_no}: the order's packages, each with its latest event. */
export async function orderPackages(
  db: Db,
  owner: { memberId: string; language: LanguageCode },
  orderNo: string,
): Promise<OrderPackages> {
  const order = await ownOrder(db, owner.memberId, orderNo);
  const rows = await db
    .select()
    .from(shipments)
    .where(eq(shipments.orderNo, orderNo))
    .orderBy(asc(shipments.packageIndex));
  const packages = await packagesOf(db, orderNo, rows, owner.language);
  return {
    order_no: order.orderNo,
    country_code: order.countryCode as CountryCode,
    status: order.status,
    packages: packages.map(({ item }) => item),
    auto_receipt_at:
      order.status === ORDER_STATUS.toReceive && order.deliveredAt
        ? order.deliveredAt.getTime() + AUTO_RECEIPT_DAYS * DAY_MS
        : null,
  };
}

/**
 * GET order/logistics/track/{tracking_no}: one package and its timeline. Decision: a tracking
 * number of another member's order answers 1103001 like a missing one (no new code: a package is
 * part of an order), so numbers cannot be probed.
 */
export async function packageTracking(
  db: Db,
  owner: { memberId: string; language: LanguageCode },
  trackingNo: string,
): Promise<PackageTracking> {
  const [row] = await db
    .select({ shipment: shipments })
    .from(shipments)
    .innerJoin(orders, eq(orders.orderNo, shipments.orderNo))
    .where(and(eq(shipments.trackingNo, trackingNo), eq(orders.memberId, owner.memberId)));
  if (!row) throw new DomainError(errorCatalogue.orderNotFound);
  const order = await ownOrder(db, owner.memberId, row.shipment.orderNo);
  const siblings = await db
    .select({ id: shipments.id })
    .from(shipments)
    .where(eq(shipments.orderNo, order.orderNo));
  const [tracked] = await packagesOf(db, order.orderNo, [row.shipment], owner.language);
  return {
    ...tracked!.item,
    order_no: order.orderNo,
    country_code: order.countryCode as CountryCode,
    events: tracked!.events,
    package_count: siblings.length,
  };
}
