import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  TRACKING_EVENT_CODES,
  type CourierId,
  type TrackingEventCode,
} from '../../../contract/tracking-constants';
import { orders } from './orders';

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** A package's lines: which SKUs of the order went in it, how many. */
export interface ShipmentLine {
  skuId: string;
  quantity: number;
}

/**
 * Shipments (ADR 024; server/areas/orders/shipments.ts): the packages an order went out in,
 * one row per package with the courier's tracking number. Decision: an order may ship in more
 * than one package (the merchant tool splits its lines); the order counts as delivered when every
 * package is.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNo: text('order_no')
      .notNull()
      .references(() => orders.orderNo, { onDelete: 'cascade' }),
    /** 1, 2 … within the order. */
    packageIndex: integer('package_index').notNull(),
    courier: text('courier').$type<CourierId>().notNull(),
    trackingNo: text('tracking_no').notNull(),
    lines: jsonb('lines').$type<ShipmentLine[]>().notNull(),
    /** The delivery zone and the places the plan was made for (ADR 019's in-city rule). */
    zone: text('zone').notNull(),
    /** The courier's window for delivery (the sandbox: SPEC.md §9's days, compressed like its events). */
    etaEarliest: timestamp('eta_earliest', { withTimezone: true }).notNull(),
    etaLatest: timestamp('eta_latest', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('shipments_tracking_no_idx').on(t.courier, t.trackingNo),
    uniqueIndex('shipments_order_package_idx').on(t.orderNo, t.packageIndex),
  ],
);

/**
 * What the courier reported about a package. A real courier pushes events (its webhook) and they
 * are stored published; the sandbox courier stores its plan ahead with `due_at` and the job
 * (publishDueTrackingEvents) publishes each once its time comes: `published_at` set exactly once
 * under the shipment row's lock.
 */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    code: text('code').$type<TrackingEventCode>().notNull(),
    place: text('place').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** Sandbox plan: when the job may publish it; null for an event a courier pushed. */
    dueAt: timestamp('due_at', { withTimezone: true }),
    /** Null while planned: the shopper sees only published events. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    index('tracking_events_shipment_idx').on(t.shipmentId, t.occurredAt),
    /** The publishing job's scan. */
    index('tracking_events_due_idx')
      .on(t.dueAt)
      .where(sql`${t.publishedAt} is null`),
    check('tracking_events_code_check', sql`${t.code} in (${inList(TRACKING_EVENT_CODES)})`),
  ],
);
