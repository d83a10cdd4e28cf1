import crypto from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { sessionHandoffs } from '../../db/schema';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { createSession, findSessionById, hashToken } from './sessions';

// Decision: a hand-off code works once within 60 seconds: long enough for an app to open the
// storefront with it, too short to be worth stealing from a log or a shared link.
export const HANDOFF_TTL_MS = 60_000;

/**
 * POST /member/user/handoff_code: a signed-in app (the native shell) asks for a one-time code and
 * opens the storefront at `?token=<code>`; the session token itself never goes into a URL.
 */
export async function createHandoffCode(db: Db, sessionId: string, now: Date): Promise<string> {
  const code = crypto.randomBytes(32).toString('base64url');
  await db.insert(sessionHandoffs).values({
    codeHash: hashToken(code),
    sessionId,
    expiresAt: new Date(now.getTime() + HANDOFF_TTL_MS),
  });
  return code;
}

/**
 * login_type 6: uses up a hand-off code and mints a session for the same member, a child of the
 * session that asked for the code (of its root, when that was itself minted): it expires with the
 * parent and is revoked with it. Undefined when the code is unknown, used or stale, or the
 * parent has ended.
 */
export async function redeemHandoffCode(db: Db, code: string, deviceId: string | null, now: Date) {
  return inTransaction(db, async (tx) => {
    const [handoff] = await tx
      .update(sessionHandoffs)
      .set({ usedAt: now })
      .where(
        and(
          eq(sessionHandoffs.codeHash, hashToken(code)),
          isNull(sessionHandoffs.usedAt),
          gt(sessionHandoffs.expiresAt, now),
        ),
      )
      .returning({ sessionId: sessionHandoffs.sessionId });
    if (!handoff) return undefined;
    const parent = await findSessionById(tx, handoff.sessionId, now);
    if (!parent) return undefined;
    const rootId = parent.parentSessionId ?? parent.sessionId;
    const token = await createSession(tx, parent.member.id, deviceId, now, {
      id: rootId,
      expiresAt: parent.expiresAt,
    });
    return { member: parent.member, token };
  });
}
