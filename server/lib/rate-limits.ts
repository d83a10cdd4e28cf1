import { and, eq, lte, sql } from 'drizzle-orm';
import { rateLimits } from '../db/schema';
import type { Db } from '../db/client';

export interface Limit {
  max: number;
  windowMs: number;
}

/**
 * Counts one hit on `key` in one statement (an upsert), so concurrent requests on any number of
 * server processes each get a distinct count: the 6th of 20 parallel requests sees 6, never 5.
 * The window starts at the first hit after the last one expired. Answers the hit's number and
 * whether it is within the limit.
 */
export async function takeHit(
  db: Db,
  key: string,
  limit: Limit,
  now: Date,
): Promise<{ hits: number; allowed: boolean }> {
  const expired = sql`${rateLimits.windowStartedAt} <= ${new Date(now.getTime() - limit.windowMs)}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${now} else ${rateLimits.windowStartedAt} end`,
      },
    })
    .returning({ hits: rateLimits.hits });
  const hits = row!.hits;
  return { hits, allowed: hits <= limit.max };
}

/**
 * Clears a counter, but only while it still stands at `upTo` or below: hits counted after the
 * caller's own (a parallel burst) are not wiped out by the caller's success.
 */
export async function clearHits(db: Db, key: string, upTo: number) {
  await db.delete(rateLimits).where(and(eq(rateLimits.key, key), lte(rateLimits.hits, upTo)));
}

/** Forgets a counter whatever it stands at (a password reset proves the member holds the account). */
export async function forgetHits(db: Db, key: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
