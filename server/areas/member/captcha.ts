import crypto from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { errorCatalogue } from '../../../contract/errors';
import { captchaNonces, captchas } from '../../db/schema';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { DomainError } from '../../lib/domain-error';
import { drawCaptcha, randomCaptchaText } from './captcha-image';
import { lockSendOrigin, overHourlyLimit, recordSend, type SendOrigin } from './send-limits';

// Decision: a captcha picture and the nonce it buys each live 5 minutes.
export const CAPTCHA_TTL_MS = 5 * 60_000;
export const NONCE_TTL_MS = 5 * 60_000;

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

/** Draws a captcha for the account on this device: its id (x-image-id) and the PNG. */
export async function createCaptcha(
  db: Db,
  origin: SendOrigin,
  now: Date,
): Promise<{ id: string; png: Buffer }> {
  const text = randomCaptchaText();
  const id = await inTransaction(db, async (tx) => {
    await lockSendOrigin(tx, 'captcha', origin);
    if (await overHourlyLimit(tx, 'captcha', origin, now)) return null;
    await recordSend(tx, 'captcha', origin, null, now);
    const [row] = await tx
      .insert(captchas)
      .values({
        accountKey: origin.accountKey,
        deviceId: origin.deviceId,
        answer: text,
        createdAt: now,
        expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
      })
      .returning({ id: captchas.id });
    return row!.id;
  });
  if (!id) throw new DomainError(errorCatalogue.deviceNotSecure);
  return { id, png: drawCaptcha(text) };
}

export interface CaptchaAnswer {
  imageId: string;
  accountKey: string;
  deviceId: string;
  answer: string;
  now: Date;
}

/**
 * Checks an answer. The captcha dies on this one try, right or wrong (the client draws a new one);
 * one for another account or device, expired or used, is simply wrong. A right answer buys a
 * nonce: 32 random bytes, stored hashed, good for one code send for the same account and device.
 */
export async function checkCaptcha(db: Db, input: CaptchaAnswer): Promise<string> {
  const nonce = await inTransaction(db, async (tx) => {
    const [used] = await tx
      .update(captchas)
      .set({ usedAt: input.now })
      .where(and(eq(captchas.id, input.imageId), isNull(captchas.usedAt)))
      .returning();
    if (!used) return null;
    const fits =
      used.expiresAt > input.now &&
      used.accountKey === input.accountKey &&
      used.deviceId === input.deviceId &&
      sameText(used.answer, input.answer.toUpperCase());
    if (!fits) return null;
    const value = crypto.randomBytes(32).toString('base64url');
    await tx.insert(captchaNonces).values({
      nonceHash: sha256(value),
      accountKey: input.accountKey,
      deviceId: input.deviceId,
      createdAt: input.now,
      expiresAt: new Date(input.now.getTime() + NONCE_TTL_MS),
    });
    return value;
  });
  // Decision: a wrong picture code answers 1101002, like any wrong verification code.
  if (!nonce) throw new DomainError(errorCatalogue.verificationCodeInvalid);
  return nonce;
}

// Decision: the picture code compares case-insensitively (the alphabet has no look-alike cases).
function sameText(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/** Uses up a nonce; false when it is unknown, used, expired or bound to another account or device. */
export async function consumeNonce(
  tx: Db,
  nonce: string,
  origin: Pick<SendOrigin, 'accountKey' | 'deviceId'>,
  now: Date,
) {
  const [row] = await tx
    .update(captchaNonces)
    .set({ usedAt: now })
    .where(
      and(
        eq(captchaNonces.nonceHash, sha256(nonce)),
        eq(captchaNonces.accountKey, origin.accountKey),
        eq(captchaNonces.deviceId, origin.deviceId),
        isNull(captchaNonces.usedAt),
        gt(captchaNonces.expiresAt, now),
      ),
    )
    .returning({ id: captchaNonces.id });
  return row !== undefined;
}

/** The sandbox's /api/dev/captcha: the answer of a captcha, for tests and e2e journeys. */
export async function captchaText(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db.select({ answer: captchas.answer }).from(captchas).where(eq(captchas.id, id));
  return row?.answer;
}
