/**
 * Counts a shopper reads (sold, searched, reviewed) and the notification badge, in the shopper's
 * language. Money has its own rules in money.ts; a count is never money.
 *
 * SPEC.md §3 says counts of 1000 or more show in thousands with a K suffix, written for English.
 * Each language's own short form comes from Intl.NumberFormat's compact notation (CLDR):
 * en "34.8K", id "34,8 rb", zh-CN "3.4万".
 *
 * Decision: where CLDR's compact rules differ from the English rule, the language's own convention
 * wins, as Tokopedia (id) and Taobao (zh-CN) show it:
 * - where the short form starts: 1000 in en ("1K") and id ("1 rb"), but 10,000 in zh-CN ("1万"),
 *   because Chinese counts in 万; 1000–9999 read in full there ("1234").
 * - the larger units are the language's: en "1.2M", id "1,2 jt", zh-CN "125万" and "1.5亿".
 * Kept from the English rule (SPEC.md §3 and money.ts's former formatCount) in every language:
 * - one decimal at most, dropped when it is 0 ("1K", "1 rb", "1万");
 * - cut down, never rounded up, so a count never reads more than it is: 1999 → "1.9K" (not
 *   "2K"), 34,800 → "3.4万" (not the "3.5万" Intl's default rounding gives);
 * - below the first unit the plain number; a negative, fractional or missing count reads as its
 *   floor at 0 (counts come from the server as integers).
 */

const compactFormats = new Map<string, Intl.NumberFormat>();

function compactFormat(locale: string): Intl.NumberFormat {
  let format = compactFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      notation: 'compact',
      maximumFractionDigits: 1,
      roundingMode: 'trunc',
    });
    compactFormats.set(locale, format);
  }
  return format;
}

/** A count as the shopper's language shortens it: formatCount(34800, 'id') → "34,8 rb". */
export function formatCount(count: number, locale: string): string {
  const n = Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
  return compactFormat(locale).format(n);
}

/** Notification badge (SPEC.md §9): nothing for 0, "99+" above 99 (the same in every language). */
export function formatBadge(count: number): string | null {
  if (!Number.isFinite(count) || count < 1) return null;
  return count > 99 ? '99+' : String(Math.floor(count));
}
