import type { Context } from 'hono';
import { deviceIdSchema, type LanguageCode } from '../../contract/device';
import { errorCatalogue } from '../../contract/errors';
import { DomainError } from '../lib/domain-error';

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

/** A language tag as one of ours (zh… → zh-CN, id/in… → id, en… → en), or null for another language. */
export function ourLanguageOf(tag: string): LanguageCode | null {
  const raw = tag.trim().toLowerCase();
  if (raw.startsWith('zh')) return 'zh-CN';
  if (raw.startsWith('id') || raw.startsWith('in')) return 'id';
  return raw.startsWith('en') ? 'en' : null;
}

/** The Language header as one of ours: zh… → zh-CN, id/in… → id, anything else → en. */
export function languageOf(c: Context): LanguageCode {
  return ourLanguageOf(c.req.header('language') ?? '') ?? 'en';
}

/** The X-Locale header (the shopper's country), raw. */
export function localeOf(c: Context): string | undefined {
  return c.req.header('x-locale') ?? undefined;
}

/**
 * Whether the request comes from the native app shell: the `platform` header (SPEC.md §7), which
 * the storefront sends as 'APP' inside the shell (storefront/platform/native-bridge.ts
 * isInsideShell) and 'H5' in a browser. Decision (ADR 028): app-only vouchers (1101047) trust it;
 * a forged header only gains a promotion, never another member's data.
 */
export function platformOf(c: Context): 'app' | 'web' {
  return (c.req.header('platform') ?? '').trim().toUpperCase() === 'APP' ? 'app' : 'web';
}
