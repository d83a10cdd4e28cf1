import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { MONITORING_EVENT_KINDS, type MonitoringEventKind } from '../../../contract/monitoring-constants';

/**
 * Real-user monitoring (ADR 026): one row per event the agent sent (or per unhandled server
 * error), written a beacon at a time in one INSERT. Only the monitoring ids of SPEC.md §3 (never
 * a member, a device id or an IP); pruned after 30 days by housekeeping.
 * `name` is what the report groups by: the vital's name, the API path, the error's message, the
 * resource's URL; `value` the vital's value or the duration.
 */
export const monitoringEvents = pgTable(
  'monitoring_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    /** The browser's clock when it happened (ms since 1970), as sent. */
    clientAt: timestamp('client_at', { withTimezone: true }),
    uid: text('uid'),
    sid: text('sid'),
    layout: text('layout'),
    shell: boolean('shell').notNull().default(false),
    kind: text('kind').$type<MonitoringEventKind>().notNull(),
    route: text('route').notNull(),
    name: text('name'),
    value: doublePrecision('value'),
    rating: text('rating'),
    status: integer('status'),
    code: text('code'),
    detail: text('detail'),
  },
  (t) => [
    index('monitoring_events_kind_idx').on(t.kind, t.receivedAt),
    index('monitoring_events_received_idx').on(t.receivedAt),
    check(
      'monitoring_events_kind_check',
      sql`${t.kind} in (${sql.raw(MONITORING_EVENT_KINDS.map((kind) => `'${kind}'`).join(', '))})`,
    ),
  ],
);
