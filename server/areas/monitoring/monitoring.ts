import { lt } from 'drizzle-orm';
import type { MonitoringBatch, MonitoringEvent } from '../../../contract/monitoring';
import { MONITORING_STACK_MAX, MONITORING_TEXT_MAX } from '../../../contract/monitoring-constants';
import { monitoringEvents } from '../../db/schema';
import type { Db } from '../../db/client';
import type { Limit } from '../../lib/rate-limits';

type EventRow = typeof monitoringEvents.$inferInsert;

/**
 * Decision (ADR 026): a page flushes at most every 3 s plus its splits and the page-hide beacon,
 * about 25 beacons a minute; 60 a minute per monitoring id leaves room for bursts. The id is the
 * browser's own (a beacon cannot carry the Deviceid header), so a client making up new ids is held
 * by the per-IP limit, sized for a shop's worth of phones behind one carrier NAT.
 */
export const COLLECT_LIMITS = {
  uid: { max: 60, windowMs: 60_000 },
  ip: { max: 1200, windowMs: 60_000 },
} as const satisfies Record<string, Limit>;

/** Decision (ADR 026): raw events are kept 30 days, long enough to compare a release with the month before it. */
export const MONITORING_RETENTION_DAYS = 30;

/** What one event adds to its row: the report groups by `name` and measures `value`. */
function rowOf(
  event: MonitoringEvent,
): Pick<EventRow, 'name' | 'value' | 'rating' | 'status' | 'code' | 'detail'> {
  switch (event.kind) {
    case 'page-view':
      return {};
    case 'vital':
      return { name: event.name, value: event.value, rating: event.rating };
    case 'long-frame':
      return { name: 'long-frame', value: event.duration };
    case 'api':
      return {
        name: event.path,
        value: event.duration,
        status: event.status,
        ...(event.code === undefined ? {} : { code: String(event.code) }),
      };
    case 'error':
      return { name: event.message, code: event.source, detail: event.stack ?? null };
    case 'resource-error':
      return { name: event.url, code: event.tag };
  }
}

/** Writes one beacon's events in one INSERT: a beacon is the batch (the agent already gathers 20 or 3 s). */
export async function recordBatch(db: Db, batch: MonitoringBatch, now: Date): Promise<number> {
  const rows: EventRow[] = batch.events.map((event) => ({
    receivedAt: now,
    clientAt: new Date(event.at),
    uid: batch.uid,
    sid: batch.sid,
    layout: batch.layout,
    shell: batch.shell,
    kind: event.kind,
    route: event.route,
    ...rowOf(event),
  }));
  await db.insert(monitoringEvents).values(rows);
  return rows.length;
}

/**
 * An unhandled server error as a monitoring event, so the report counts it beside the browsers'
 * errors: the route's path (never its query) and the error's message, and as detail what finds
 * the rest: the request id (the log line with the stack carries the same id), or the payment's id
 * of a provider's "paid" that did not match its order (server/areas/payments/payments.ts).
 */
export async function recordServerError(
  db: Db,
  error: unknown,
  where: { path: string; detail?: string | undefined },
  now: Date,
): Promise<void> {
  const message = messageOf(error);
  await db.insert(monitoringEvents).values({
    receivedAt: now,
    kind: 'server-error',
    route: where.path.slice(0, 200),
    name: message.slice(0, MONITORING_TEXT_MAX),
    detail: (where.detail ?? '').slice(0, MONITORING_STACK_MAX),
  });
}

const messageOf = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

/**
 * An error no code expected (server/http/unexpected-errors.ts), recorded unless the throttle below
 * has already counted the same one this minute. Answers whether a row was written.
 */
export async function recordUnexpectedError(
  db: Db,
  error: unknown,
  where: { path: string; detail?: string | undefined },
  now: Date,
): Promise<boolean> {
  if (!serverErrorRowsOf(db).allow(`${where.path}\n${messageOf(error)}`, now.getTime())) return false;
  await recordServerError(db, error, where, now);
  return true;
}

/**
 * Decision: an unexpected server error writes a row for the report at most once a minute for the same route and
 * message, and at most SERVER_ERROR_ROWS_PER_MINUTE rows a minute in all, per process. A request
 * that fails the same way every time (a client repeating it, an attacker looking for an expensive
 * write) must not cost a row per request; the log keeps every one, with its stack. Per process, in
 * memory: a limit kept in the database would itself be a write per error.
 */
export const SERVER_ERROR_ROWS_PER_MINUTE = 30;

class ServerErrorRows {
  private readonly lastByKey = new Map<string, number>();
  private windowStart = 0;
  private inWindow = 0;

  allow(key: string, nowMs: number): boolean {
    if (nowMs - this.windowStart >= 60_000) {
      this.windowStart = nowMs;
      this.inWindow = 0;
      this.lastByKey.clear();
    }
    const last = this.lastByKey.get(key);
    if (last !== undefined && nowMs - last < 60_000) return false;
    if (this.inWindow >= SERVER_ERROR_ROWS_PER_MINUTE) return false;
    this.lastByKey.set(key, nowMs);
    this.inWindow += 1;
    return true;
  }
}

/** One throttle per database handle: each server (and each test's server) has its own. */
const serverErrorRows = new WeakMap<Db, ServerErrorRows>();
function serverErrorRowsOf(db: Db): ServerErrorRows {
  let rows = serverErrorRows.get(db);
  if (!rows) serverErrorRows.set(db, (rows = new ServerErrorRows()));
  return rows;
}

/** Housekeeping: deletes events past the retention (ADR 026). A plain DELETE: running it twice deletes nothing more. */
export async function pruneMonitoring(db: Db, now: Date) {
  const before = new Date(now.getTime() - MONITORING_RETENTION_DAYS * 24 * 60 * 60_000);
  await db.delete(monitoringEvents).where(lt(monitoringEvents.receivedAt, before));
}
