import { z } from 'zod';

/**
 * Control characters (C0 with NUL, DEL, C1) and lone UTF-16 surrogates. None belongs in anything
 * a shopper types on one line, and PostgreSQL refuses NUL in text outright (22021), which used to
 * surface as HTTP 500 when a request carried one. Tab and newline count too: a keyword, a path or an
 * account name is one line.
 */
const FORBIDDEN = /[\p{Cc}\p{Cs}]/u;

/**
 * THE schema for free text from a request (keywords, paths, ids the client makes up, account
 * names): trimmed, then refused with any control character. Chain the length rules after it:
 * `plainText().min(1).max(64)`. A multi-line field (a message to the seller, later) will need its
 * own variant that lets `\n` through; add it here, beside this one.
 */
export function plainText() {
  return z
    .string()
    .trim()
    .refine((value) => !FORBIDDEN.test(value), { message: 'Control characters are not allowed' });
}
