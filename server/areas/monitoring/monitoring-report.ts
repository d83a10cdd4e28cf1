import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { RumReport } from '../../../contract/monitoring';
import { rateVital, VITAL_NAMES, type VitalName } from '../../../contract/monitoring-constants';
import { monitoringEvents as events } from '../../db/schema';
import type { Db } from '../../db/client';

const p75 = sql<number>`percentile_cont(0.75) within group (order by ${events.value})`;
const count = sql<number>`count(*)::int`;
const ERROR_KINDS = ['error', 'resource-error', 'server-error'] as const;

/**
 * The figures of `npm run report:rum` and /internal/rum (ADR 026), over the events received
 * since `since`: p75 of each vital per route and layout (p75 is what Core Web Vitals are judged
 * by), errors by message (the browsers', failed resources and the server's own), the API paths
 * slowest at p75, and per hour the p75 of each vital and the error count for the charts.
 */
export async function rumReport(
  db: Db,
  since: Date,
  options: { limit?: number; uid?: string } = {},
): Promise<RumReport> {
  const limit = options.limit ?? 20;
  // One monitoring id's events only (the end-to-end test reads back its own browser's).
  const recent = and(gte(events.receivedAt, since), options.uid ? eq(events.uid, options.uid) : undefined);
  const vitals = await db
    .select({ name: events.name, route: events.route, layout: events.layout, p75, count })
    .from(events)
    .where(and(recent, eq(events.kind, 'vital')))
    .groupBy(events.name, events.route, events.layout)
    .orderBy(events.name, events.route, events.layout);
  const errors = await db
    .select({ kind: events.kind, message: events.name, count })
    .from(events)
    .where(and(recent, inArray(events.kind, [...ERROR_KINDS])))
    .groupBy(events.kind, events.name)
    .orderBy(desc(count), events.name)
    .limit(limit);
  const slowestApis = await db
    .select({
      path: events.name,
      p75,
      count,
      failures: sql<number>`(count(*) filter (where ${events.status} >= 400 or ${events.code} <> '0'))::int`,
    })
    .from(events)
    .where(and(recent, eq(events.kind, 'api')))
    .groupBy(events.name)
    .orderBy(desc(p75))
    .limit(limit);
  const hour = sql<string>`to_char(date_trunc('hour', ${events.receivedAt} at time zone 'UTC'), 'YYYY-MM-DD"T"HH24:00"Z"')`;
  const hourlyVitals = await db
    .select({ hour, name: events.name, p75 })
    .from(events)
    .where(and(recent, eq(events.kind, 'vital')))
    .groupBy(hour, events.name);
  const hourlyErrors = await db
    .select({ hour, count })
    .from(events)
    .where(and(recent, inArray(events.kind, [...ERROR_KINDS])))
    .groupBy(hour);
  const [views] = await db
    .select({ pageViews: count, sessions: sql<number>`count(distinct ${events.sid})::int` })
    .from(events)
    .where(and(recent, eq(events.kind, 'page-view')));

  const pages = await db
    .select({
      route: events.route,
      views: count,
      shellViews: sql<number>`(count(*) filter (where ${events.shell}))::int`,
    })
    .from(events)
    .where(and(recent, eq(events.kind, 'page-view')))
    .groupBy(events.route)
    .orderBy(desc(count), events.route)
    .limit(limit);

  const hours = new Map<string, Record<string, number | null>>();
  const seriesOf = (at: string) => {
    let series = hours.get(at);
    if (!series) {
      series = Object.fromEntries([...VITAL_NAMES, 'errors'].map((name) => [name, null]));
      hours.set(at, series);
    }
    return series;
  };
  for (const row of hourlyVitals) if (row.name) seriesOf(row.hour)[row.name] = Number(row.p75);
  for (const row of hourlyErrors) seriesOf(row.hour).errors = row.count;

  return {
    since: since.toISOString(),
    vitals: vitals.map((row) => ({
      name: row.name ?? '',
      route: row.route,
      layout: row.layout ?? '',
      p75: Number(row.p75),
      count: row.count,
      rating: rateVital(row.name as VitalName, Number(row.p75)),
    })),
    errors: errors.map((row) => ({ kind: row.kind, message: row.message ?? '', count: row.count })),
    slowestApis: slowestApis.map((row) => ({
      path: row.path ?? '',
      p75: Number(row.p75),
      count: row.count,
      failures: row.failures,
    })),
    timeline: [...hours.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([at, series]) => ({ hour: at, series })),
    counts: { pageViews: views?.pageViews ?? 0, sessions: views?.sessions ?? 0 },
    pages,
  };
}
