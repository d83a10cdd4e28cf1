import { lt } from 'drizzle-orm';
import {
  captchaNonces,
  captchas,
  contactChangeProofs,
  googleSignIns,
  outboxMessages,
  productViews,
  searchClicks,
  searchRecords,
  rateLimits,
  sendLog,
  sessionHandoffs,
  sessions,
  verificationCodes,
  visitCounts,
  idempotencyKeys,
} from '../../db/schema';
import type { Db } from '../../db/client';
import { pruneMonitoring } from '../monitoring';
import { LIMITS } from './send-limits';
import { DAY_MS } from '../../../contract/durations';

// Decision: spent sign-in rows are kept a day past expiry (for support questions), then deleted;
// expired sessions 30 days; the sandbox outbox 7 days.
const LOG_DAYS = 90;

/** Deletes what no rule reads any more, so the sign-in tables stay small. Safe to run any time. */
export async function purgeExpired(db: Db, now: Date) {
  const before = (ms: number) => new Date(now.getTime() - ms);
  await db.delete(captchas).where(lt(captchas.expiresAt, before(DAY_MS)));
  await db.delete(captchaNonces).where(lt(captchaNonces.expiresAt, before(DAY_MS)));
  await db.delete(verificationCodes).where(lt(verificationCodes.expiresAt, before(DAY_MS)));
  // The limits look back one hour; the log keeps a day for abuse investigations.
  await db.delete(sendLog).where(lt(sendLog.createdAt, before(Math.max(DAY_MS, LIMITS.windowMs))));
  await db.delete(sessions).where(lt(sessions.expiresAt, before(30 * DAY_MS)));
  await db.delete(sessionHandoffs).where(lt(sessionHandoffs.expiresAt, before(DAY_MS)));
  await db.delete(googleSignIns).where(lt(googleSignIns.expiresAt, before(DAY_MS)));
  await db.delete(contactChangeProofs).where(lt(contactChangeProofs.expiresAt, before(DAY_MS)));
  // Every limit window is shorter than a day: an older counter would restart at its next hit.
  await db.delete(rateLimits).where(lt(rateLimits.windowStartedAt, before(DAY_MS)));
  await db.delete(outboxMessages).where(lt(outboxMessages.createdAt, before(7 * DAY_MS)));
  // Decision: the search, click and view logs keep 90 days. The hot-search counts live on in
  // search_keywords and a member's history in search_history; the log's own rule (one count per
  // searcher per hour) looks back an hour.
  await db.delete(searchRecords).where(lt(searchRecords.searchedAt, before(LOG_DAYS * DAY_MS)));
  await db.delete(searchClicks).where(lt(searchClicks.clickedAt, before(LOG_DAYS * DAY_MS)));
  await db.delete(productViews).where(lt(productViews.viewedAt, before(LOG_DAYS * DAY_MS)));
  await db.delete(visitCounts).where(
    lt(
      visitCounts.day,
      before(LOG_DAYS * DAY_MS)
        .toISOString()
        .slice(0, 10),
    ),
  );
  // A retry comes within minutes; a day is generous (server/http/idempotency.ts).
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before(DAY_MS)));
  // Real-user monitoring's events keep 30 days (ADR 026).
  await pruneMonitoring(db, now);
}
