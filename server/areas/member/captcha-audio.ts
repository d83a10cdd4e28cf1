import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { LanguageCode } from '../../../contract/device';
import { errorCatalogue } from '../../../contract/errors';
import { SpeechUnavailable, type CaptchaSpeech } from './captcha-speech';
import { captchaAudio, captchas } from '../../db/schema';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { DomainError } from '../../lib/domain-error';
import { mixWithNoise } from './captcha-noise';
import { forgetSend, lockSendOrigin, overHourlyLimit, recordSend, type SendOrigin } from './send-limits';
import { speechQueue } from '../../lib/speech-queue';
import { encodeWav } from '../../lib/wav';

export interface CaptchaAudioRequest {
  /** The picture's id (x-image-id): the audio speaks the same challenge. */
  imageId: string;
  origin: SendOrigin;
  language: LanguageCode;
  now: Date;
}

/**
 * The audio form of a captcha (ADR 014): the same characters, id, expiry and single answer as the
 * picture, spoken in the shopper's language with noise. Counted as one more captcha against the
 * picture's hourly limits (send-limits.ts), claimed once per challenge, and spoken in a bounded
 * queue. The claim and the count are undone when the speech fails, so a shop without espeak-ng
 * costs the shopper nothing but a clear error.
 */
export async function createCaptchaAudio(
  db: Db,
  speech: CaptchaSpeech,
  request: CaptchaAudioRequest,
): Promise<{ wav: Buffer; durationMs: number }> {
  // A full queue refuses before any database work, as the password pool does.
  if (!speechQueue.hasRoom()) throw new DomainError(errorCatalogue.deviceNotSecure);
  const claimed = await inTransaction(db, async (tx) => {
    await lockSendOrigin(tx, 'captcha', request.origin);
    if (await overHourlyLimit(tx, 'captcha', request.origin, request.now))
      throw new DomainError(errorCatalogue.deviceNotSecure);
    const [challenge] = await tx
      .select({ answer: captchas.answer })
      .from(captchas)
      .where(
        and(
          eq(captchas.id, request.imageId),
          eq(captchas.accountKey, request.origin.accountKey),
          eq(captchas.deviceId, request.origin.deviceId),
          isNull(captchas.usedAt),
          gt(captchas.expiresAt, request.now),
        ),
      );
    if (!challenge) return null;
    const [claim] = await tx
      .insert(captchaAudio)
      .values({
        captchaId: request.imageId,
        deviceId: request.origin.deviceId,
        language: request.language,
        createdAt: request.now,
      })
      .onConflictDoNothing()
      .returning({ captchaId: captchaAudio.captchaId });
    if (!claim) return null;
    const sendId = await recordSend(tx, 'captcha', request.origin, null, request.now);
    return { answer: challenge.answer, sendId };
  });
  if (!claimed) throw new DomainError(errorCatalogue.captchaAudioGone);

  try {
    const spoken = await speechQueue.run(() => speech.speak([...claimed.answer], request.language));
    const mixed = mixWithNoise(spoken);
    return {
      wav: encodeWav(mixed),
      durationMs: Math.round((mixed.samples.length / mixed.sampleRate) * 1000),
    };
  } catch (error) {
    await db.delete(captchaAudio).where(eq(captchaAudio.captchaId, request.imageId));
    await forgetSend(db, claimed.sendId);
    if (error instanceof SpeechUnavailable)
      throw new DomainError(
        errorCatalogue.captchaAudioUnavailable,
        `Audio captcha unavailable: ${error.message}`,
      );
    throw error;
  }
}

/**
 * The sandbox's /api/dev/captcha_audio: the characters the newest audio challenge of a device
 * spoke, with its id, so e2e journeys can answer by ear alone.
 */
export async function lastSpokenCaptcha(
  db: Db,
  deviceId: string,
): Promise<{ imageId: string; characters: string; language: LanguageCode } | undefined> {
  const [row] = await db
    .select({ imageId: captchaAudio.captchaId, characters: captchas.answer, language: captchaAudio.language })
    .from(captchaAudio)
    .innerJoin(captchas, eq(captchas.id, captchaAudio.captchaId))
    .where(eq(captchaAudio.deviceId, deviceId))
    .orderBy(desc(captchaAudio.createdAt))
    .limit(1);
  return row;
}
