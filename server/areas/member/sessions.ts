import crypto from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { members, sessions } from '../../db/schema';
import type { Db } from '../../db/client';
import { placeholderOf, prepared } from '../../db/prepared';

// Decision: a session lasts 30 days from login; every login makes a new one.
export const SESSION_TTL_MS = 30 * 24 * 60 * 60_000;

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** The session a minted one descends from: it inherits the expiry and dies with it. */
export interface ParentSession {
  id: string;
  expiresAt: Date;
}

/**
 * A new bearer token for the member: 32 random bytes, base64url; only its hash is stored. With a
 * parent (a URL-token login), the session ends when the parent does, never later.
 */
export async function createSession(
  db: Db,
  memberId: string,
  deviceId: string | null,
  now: Date,
  parent?: ParentSession,
): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    memberId,
    deviceId,
    parentSessionId: parent?.id ?? null,
    createdAt: now,
    expiresAt: parent?.expiresAt ?? new Date(now.getTime() + SESSION_TTL_MS),
  });
  return token;
}

/**
 * The live session (known, not revoked, not expired) whose `key` column holds the value given, with
 * its member: every signed-in request asks it (prepared: server/db/prepared.ts).
 */
const liveSessionBy = (key: 'tokenHash' | 'id', name: string) =>
  prepared(name, (db) =>
    db
      .select({
        sessionId: sessions.id,
        parentSessionId: sessions.parentSessionId,
        expiresAt: sessions.expiresAt,
        member: members,
      })
      .from(sessions)
      .innerJoin(members, eq(members.id, sessions.memberId))
      .where(
        and(
          eq(sessions[key], placeholderOf(sessions[key], 'key')),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, placeholderOf(sessions.expiresAt, 'now')),
        ),
      ),
  );
const sessionByToken = liveSessionBy('tokenHash', 'session_by_token');
const sessionById = liveSessionBy('id', 'session_by_id');

/** The member and session a token belongs to, when it is known, not revoked and not expired. */
export async function findSession(db: Db, token: string, now: Date) {
  const [row] = await sessionByToken(db).execute({ key: hashToken(token), now });
  return row;
}

/** The same by the session's id (a hand-off code points at its session by id). */
export async function findSessionById(db: Db, id: string, now: Date) {
  const [row] = await sessionById(db).execute({ key: id, now });
  return row;
}

/** Logs one session out, and with it every session minted from it (login_type 6). */
export async function revokeSession(db: Db, token: string, now: Date) {
  const [revoked] = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  if (!revoked) return;
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.parentSessionId, revoked.id), isNull(sessions.revokedAt)));
}

/** Signs the member out everywhere (a password reset and POST logout_all do this). */
export async function revokeAllSessions(db: Db, memberId: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)));
}
