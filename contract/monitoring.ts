import { z } from 'zod';
import {
  MONITORING_LAYOUTS,
  MONITORING_MAX_EVENTS,
  MONITORING_STACK_MAX,
  MONITORING_TEXT_MAX,
  MONITORING_UID_PREFIX,
  VITAL_NAMES,
  VITAL_RATINGS,
} from './monitoring-constants';
import { plainText } from './rules/text';

/**
 * POST /api/monitoring/collect (ADR 026): one beacon of the real-user monitoring agent. Only the
 * monitoring ids of SPEC.md §3 identify the sender (never the member, the device id, the IP or a
 * query string); every text is bounded so a beacon stays under 60000 bytes.
 */
const idText = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);
const text = (max = MONITORING_TEXT_MAX) => plainText().max(max);
/** A route as the agent writes it: a path with its ids replaced (`/productDetail/:id`), no query. */
const route = plainText()
  .min(1)
  .max(200)
  .regex(/^\/[^?#]*$/);
const ms = z
  .number()
  .finite()
  .min(0)
  .max(24 * 60 * 60_000);
const common = { at: z.number().int().min(0), route };

export const monitoringEventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('page-view'), ...common }),
  z.object({
    kind: z.literal('vital'),
    ...common,
    name: z.enum(VITAL_NAMES),
    // CLS is a unitless score; the others are milliseconds.
    value: ms,
    rating: z.enum(VITAL_RATINGS),
  }),
  z.object({ kind: z.literal('long-frame'), ...common, duration: ms }),
  z.object({
    kind: z.literal('api'),
    ...common,
    path: text(200),
    status: z.number().int().min(0).max(999),
    /** The envelope's business code (0 for success), or the client's own ('timeout', 'network'). */
    code: z.union([z.number().int(), text(40)]).optional(),
    duration: ms,
  }),
  z.object({
    kind: z.literal('error'),
    ...common,
    source: z.enum(['error', 'rejection']),
    message: text(),
    // Stacks are many lines: only control characters other than newline and tab are refused.
    stack: z
      .string()
      .max(MONITORING_STACK_MAX)
      .regex(/^[^\p{Cs}]*$/u)
      .refine((value) => !/[^\P{Cc}\n\t]/u.test(value), { message: 'Control characters are not allowed' })
      .optional(),
  }),
  z.object({ kind: z.literal('resource-error'), ...common, url: text(), tag: text(20) }),
]);
export type MonitoringEvent = z.infer<typeof monitoringEventSchema>;

export const monitoringBatchSchema = z.object({
  uid: z.string().regex(new RegExp(`^${MONITORING_UID_PREFIX}[A-Za-z0-9_-]{8,64}$`)),
  sid: idText,
  layout: z.enum(MONITORING_LAYOUTS),
  /** Inside the native app shell (SPEC.md §1). */
  shell: z.boolean(),
  events: z.array(monitoringEventSchema).min(1).max(MONITORING_MAX_EVENTS),
});
export type MonitoringBatch = z.infer<typeof monitoringBatchSchema>;

/** What the collector answers: how many events were kept. */
export const monitoringCollectAnswerSchema = z.object({ accepted: z.number().int() });

/** The report (npm run report:rum, /internal/rum): figures for a person, not for the shop. */
export interface RumReport {
  since: string;
  vitals: { name: string; route: string; layout: string; p75: number; count: number; rating: string }[];
  errors: { kind: string; message: string; count: number }[];
  slowestApis: { path: string; p75: number; count: number; failures: number }[];
  /** Per hour: p75 of each vital, and the count of errors (client, resource, server). */
  timeline: { hour: string; series: Record<string, number | null> }[];
  counts: { pageViews: number; sessions: number };
  /** Page views per route, and how many of them inside the native shell. */
  pages: { route: string; views: number; shellViews: number }[];
}
