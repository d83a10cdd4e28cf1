import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Hit counters for the sign-in limits (server/lib/rate-limits.ts): one row per key such as
 * `pw:a:<account>` or `pw:i:<ip>`, counting hits since window_started_at. Kept in the database
 * so every server process shares them; a row is rewritten, never added, per hit.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});

/**
 * A write sent with an Idempotency-Key (server/http/idempotency.ts): the first request's answer,
 * kept so a retry of the same request gets it again instead of running twice. `answer` is null
 * while the first is still running.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** The member's id, so one member's key never meets another's. */
    ownerId: text('owner_id').notNull(),
    /** The route (`POST /api/order/cart/add`) and the client's key. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    answer: text('answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ownerId, t.scope, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
