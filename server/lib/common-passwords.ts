import fs from 'node:fs';

/**
 * The 10,000 most common passwords of 8 characters or more, lower-cased, most common first
 * (common-passwords.txt). Source: the `passwords` list of @zxcvbn-ts/language-common 4.1.3 (MIT,
 * itself from zxcvbn's frequency lists), filtered to 8+ characters and cut at 10,000. Shorter
 * ones need no list: a new password is refused under 8 characters anyway. Read once, on first use.
 */
let common: Set<string> | undefined;

/** True when a new password is one of the list's, whatever its case (ASVS 5.0 6.2.4). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    fs
      .readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter(Boolean),
  );
  return common.has(password.toLowerCase());
}
