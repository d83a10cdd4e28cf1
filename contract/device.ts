import { z } from 'zod';
import { plainText } from './rules/text';

/** The languages the storefront speaks; the source of truth for every layer. */
export const languageCodes = ['en', 'id', 'zh-CN'] as const;
export type LanguageCode = (typeof languageCodes)[number];

// Decision: a device id is the fingerprint's hex visitor id or a UUID; 8–64 safe characters.
export const deviceIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

/** POST /member/user/visit: sent at start and after each route change. */
export const visitRequestSchema = z.object({
  device_id: deviceIdSchema,
  // Decision: the path visited rides along (not shown in SPEC §7) so visits can be counted per page.
  path: plainText().max(512).optional(),
});
export type VisitRequest = z.infer<typeof visitRequestSchema>;

/** POST /member/user/device_language: remembers a device's language. */
export const deviceLanguageRequestSchema = z.object({
  language: z.enum(languageCodes),
  device_id: deviceIdSchema,
});
export type DeviceLanguageRequest = z.infer<typeof deviceLanguageRequestSchema>;

/** GET /member/user/device_language?device_id=…: data is the language code, or null when unknown. */
export const deviceLanguageQuerySchema = z.object({ device_id: deviceIdSchema });
export type DeviceLanguageResponse = LanguageCode | null;
