import crypto from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { members, sessions } from '../db/schema';
import type { Db } from '../db/client';

// Decision: a session lasts 30 days from login; every login makes a new one.
export const SESSION_TTL_MS = 30 * 24 * 60 * 60_000;

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** A new bearer token for the member: 32 random bytes, base64url; only its hash is stored. */
export async function createSession(
  db: Db,
  memberId: string,
  deviceId: string | null,
  now: Date,
): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    memberId,
    deviceId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  return token;
}

/** The member and session a token belongs to, when it is known, not revoked and not expired. */
export async function findSession(db: Db, token: string, now: Date) {
  const [row] = await db
    .select({ sessionId: sessions.id, member: members })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(
      and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
    );
  return row;
}

export async function revokeSession(db: Db, token: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
}

/** Signs the member out everywhere (a password reset does this). */
export async function revokeAllSessions(db: Db, memberId: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)));
}
