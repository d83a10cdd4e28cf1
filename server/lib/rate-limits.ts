import { and, eq, lte, sql } from 'drizzle-orm';
import { rateLimits } from '../db/schema';
import type { Db } from '../db/client';
import { placeholderOf, prepared } from '../db/prepared';

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
  const [row] = await upsertHit(db).execute({
    key,
    now,
    expiredBefore: new Date(now.getTime() - limit.windowMs),
  });
  const hits = row!.hits;
  return { hits, allowed: hits <= limit.max };
}

// Prepared (server/db/prepared.ts): a submit and every sign-in attempt count a hit.
const upsertHit = prepared('rate_limit_hit', (db) => {
  const now = placeholderOf(rateLimits.windowStartedAt, 'now');
  const expired = sql`${rateLimits.windowStartedAt} <= ${placeholderOf(rateLimits.windowStartedAt, 'expiredBefore')}`;
  return db
    .insert(rateLimits)
    .values({ key: sql.placeholder('key'), hits: 1, windowStartedAt: sql.placeholder('now') })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${now} else ${rateLimits.windowStartedAt} end`,
      },
    })
    .returning({ hits: rateLimits.hits });
});

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
