import type { MessageFormatElement } from 'react-intl';

// The three languages Pasar speaks; `en` is the source extracted from the code.
export const locales = ['en', 'id', 'zh-CN'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Messages as the Vite plugin compiles them (ICU AST), so no parser runs in the browser. */
export type CompiledMessages = Record<string, MessageFormatElement[]>;
