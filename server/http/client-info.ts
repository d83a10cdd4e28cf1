import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { deviceIdSchema, type LanguageCode } from '../../contract/device';
import { errorCatalogue } from '../../contract/errors';
import { DomainError } from './respond';

/**
 * The caller's IP for the per-IP limits: the first hop of X-Forwarded-For (the deployment sits
 * behind one proxy that sets it), else the socket's address, else 'unknown' (in-process tests).
 */
export function clientIp(c: Context): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded.slice(0, 64);
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'unknown';
  }
}

/** The Deviceid header (SPEC.md §7), required where a limit or binding counts per device. */
export function requireDeviceId(c: Context): string {
  const parsed = deviceIdSchema.safeParse(c.req.header('deviceid') ?? '');
  if (!parsed.success)
    throw new DomainError(errorCatalogue.invalidParameter, 'Invalid parameter: Deviceid header');
  return parsed.data;
}

/** The Deviceid header when it is well-formed, else null. */
export function optionalDeviceId(c: Context): string | null {
  const parsed = deviceIdSchema.safeParse(c.req.header('deviceid') ?? '');
  return parsed.success ? parsed.data : null;
}

/** The Language header as one of ours: zh… → zh-CN, id/in… → id, anything else → en. */
export function languageOf(c: Context): LanguageCode {
  const raw = (c.req.header('language') ?? '').trim().toLowerCase();
  if (raw.startsWith('zh')) return 'zh-CN';
  if (raw.startsWith('id') || raw.startsWith('in')) return 'id';
  return 'en';
}

/** The X-Locale header (the shopper's country), raw. */
export function localeOf(c: Context): string | undefined {
  return c.req.header('x-locale') ?? undefined;
}
