import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import { RESEND_SECONDS } from '../../../contract/member-constants';
import { sendLog } from '../../db/schema';
import type { Db } from '../../db/client';
import { accountKeyOfDelivery } from './accounts';

// Decision: limits per rolling hour. Codes: 10 per device, 30 per IP; captcha pictures: 60 per
// device, 200 per IP (drawing is cheap, but each one is a row). Past them: 1101023.
export const LIMITS = {
  resendAfterMs: RESEND_SECONDS * 1000,
  windowMs: 60 * 60_000,
  code: { perDevice: 10, perIp: 30 },
  captcha: { perDevice: 60, perIp: 200 },
} as const;

export type SendKind = 'captcha' | 'code';

export interface SendOrigin {
  accountKey: string;
  deviceId: string;
  ip: string;
}

/**
 * Serialises concurrent sends that share an account, device or IP until the transaction ends,
 * so two parallel requests cannot both slip under a limit. Locks are taken in sorted order, so
 * two transactions never wait on each other in a cycle.
 */
export async function lockSendOrigin(tx: Db, kind: SendKind, origin: SendOrigin) {
  const keys = [
    `${kind}:a:${origin.accountKey}`,
    `${kind}:d:${origin.deviceId}`,
    `${kind}:i:${origin.ip}`,
  ].sort();
  for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

/** True when the device or the IP has used up its hourly allowance of `kind`. */
export async function overHourlyLimit(
  tx: Db,
  kind: SendKind,
  origin: SendOrigin,
  now: Date,
): Promise<boolean> {
  const since = new Date(now.getTime() - LIMITS.windowMs);
  const recent = (column: typeof sendLog.deviceId | typeof sendLog.ip, value: string) =>
    tx
      .select({ n: count() })
      .from(sendLog)
      .where(and(eq(sendLog.kind, kind), eq(column, value), gt(sendLog.createdAt, since)))
      .then((rows) => rows[0]?.n ?? 0);
  const limit = LIMITS[kind];
  return (
    (await recent(sendLog.deviceId, origin.deviceId)) >= limit.perDevice ||
    (await recent(sendLog.ip, origin.ip)) >= limit.perIp
  );
}

/** How many codes went to this account (any purpose) since `since`. */
export async function codesSentSince(tx: Db, accountKey: string, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(sendLog)
    .where(and(eq(sendLog.kind, 'code'), eq(sendLog.accountKey, accountKey), gt(sendLog.createdAt, since)));
  return row?.n ?? 0;
}

/** When a code was last sent to this account for this purpose. */
export async function lastCodeSentAt(tx: Db, accountKey: string, purpose: number): Promise<Date | undefined> {
  const [row] = await tx
    .select({ at: sendLog.createdAt })
    .from(sendLog)
    .where(and(eq(sendLog.kind, 'code'), eq(sendLog.accountKey, accountKey), eq(sendLog.purpose, purpose)))
    .orderBy(desc(sendLog.createdAt))
    .limit(1);
  return row?.at;
}

export async function recordSend(
  tx: Db,
  kind: SendKind,
  origin: SendOrigin,
  purpose: number | null,
  now: Date,
): Promise<string> {
  const [row] = await tx
    .insert(sendLog)
    .values({
      kind,
      accountKey: origin.accountKey,
      purpose,
      deviceId: origin.deviceId,
      ip: origin.ip,
      createdAt: now,
    })
    .returning({ id: sendLog.id });
  return row!.id;
}

/** Forgets a send that never reached the shopper, so the 60-second wait does not punish them. */
export async function forgetSend(db: Db, id: string) {
  await db.delete(sendLog).where(eq(sendLog.id, id));
}

/**
 * Sandbox only (POST /api/dev/code-sends/age): moves an account's code sends `seconds` into the
 * past. `delivered` is where the code went, as the outbox names it ("6281234567890" or an e-mail).
 */
export async function ageCodeSends(db: Db, delivered: string, seconds: number): Promise<number> {
  const aged = await db
    .update(sendLog)
    .set({ createdAt: sql`${sendLog.createdAt} - make_interval(secs => ${seconds})` })
    .where(and(eq(sendLog.kind, 'code'), eq(sendLog.accountKey, accountKeyOfDelivery(delivered))))
    .returning({ id: sendLog.id });
  return aged.length;
}
