import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { LanguageCode } from '../../../contract/device';
import { captchas } from './member';

/**
 * A captcha that was also handed out as audio (ADR 014). One row per captcha at most: the primary
 * key is the claim, so the same challenge is never spoken twice (two noisy takes of the same
 * characters would let a listener average the noise away). The sandbox's /api/dev/captcha_audio
 * reads the newest row of a device.
 */
export const captchaAudio = pgTable(
  'captcha_audio',
  {
    captchaId: uuid('captcha_id')
      .primaryKey()
      .references(() => captchas.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    /** The language the characters were spoken in (the Language header). */
    language: text('language').$type<LanguageCode>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('captcha_audio_device_idx').on(t.deviceId, t.createdAt)],
);
