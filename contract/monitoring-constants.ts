import { LAYOUTS, type Layout } from './layouts';
import { MINUTE_MS, HOUR_MS } from './durations';

/**
 * Real-user monitoring's numbers (SPEC.md §3, §4, §9; ADR 026), zod-free so the agent's chunk
 * reads them without zod. The collector's schema (contract/monitoring.ts) and the report use the same.
 */

/** §9: a monitoring session lasts at most 1 day (configurable from 4 h to 1 day). */
export const SESSION_MAX_MS = { default: 24 * HOUR_MS, min: 4 * HOUR_MS, max: 24 * HOUR_MS } as const;
/** §9: a session ends after 30 min without activity (configurable from 10 min to 1 h). */
export const SESSION_IDLE_MS = { default: 30 * MINUTE_MS, min: 10 * MINUTE_MS, max: HOUR_MS } as const;
/** §9: every session is sampled. */
export const SAMPLE_RATE = 1;
/** §9: the agent sends what it has every 3000 ms, or at once when 20 events wait. */
export const FLUSH_INTERVAL_MS = 3000;
export const FLUSH_AT_EVENTS = 20;
/** §9: a beacon's payload stays under 60000 bytes; a larger batch is split. */
export const BEACON_MAX_BYTES = 60_000;
/** §9: API calls whose URL is longer than this are not monitored. */
export const API_URL_MAX_CHARS = 8182;
/** §9: animation frames longer than this are reported. */
export const LONG_FRAME_MS = 50;
/** §3: the monitoring user id's prefix. */
export const MONITORING_UID_PREFIX = 'uid_';

/** §9's thresholds: at or below `good` is good, above `poor` is poor, between needs improvement. */
export const VITAL_THRESHOLDS = {
  LCP: { good: 2500, poor: 4000 },
  FID: { good: 100, poor: 300 },
  INP: { good: 200, poor: 500 },
  TTFB: { good: 800, poor: 1800 },
  // Decision: §9 names no thresholds for CLS and FCP; these are web.dev's (the web-vitals library's own).
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
} as const;
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB', 'FID'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];
export const VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type VitalRating = (typeof VITAL_RATINGS)[number];

/** A vital's rating by §9's thresholds (the value equal to a threshold is on its better side). */
export function rateVital(name: VitalName, value: number): VitalRating {
  const { good, poor } = VITAL_THRESHOLDS[name];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

/** The kinds of event the agent sends; `server-error` is written by the server itself. */
export const MONITORING_EVENT_KINDS = [
  'page-view',
  'vital',
  'long-frame',
  'api',
  'error',
  'resource-error',
  'server-error',
] as const;
export type MonitoringEventKind = (typeof MONITORING_EVENT_KINDS)[number];
/** A beacon's layout: the storefront's own two (contract/layouts.ts). */
export const MONITORING_LAYOUTS = LAYOUTS;
export type MonitoringLayout = Layout;

/** The collector's path (under /api) and the most events one beacon may carry. */
export const MONITORING_COLLECT_PATH = 'monitoring/collect';
export const MONITORING_MAX_EVENTS = 200;
/** Text limits: long enough for a stack's top frames, short enough that a beacon stays small. */
export const MONITORING_TEXT_MAX = 500;
export const MONITORING_STACK_MAX = 4000;
