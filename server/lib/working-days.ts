import { DAY_MS } from '../../contract/durations';

/** Saturday or Sunday where the clock reads in `timeZone` (an IANA name, e.g. Asia/Jakarta). */
function isWeekend(at: Date, timeZone: string): boolean {
  const weekday = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short' }).format(at);
  return weekday === 'Sat' || weekday === 'Sun';
}

/**
 * `days` working days after `from`, at the same time of day: Saturdays and Sundays in the time
 * zone are skipped. Decision: public holidays are not counted out (no holiday calendar yet), so a
 * holiday week only makes the promise of SPEC.md §9 ("3 to 7 working days") tighter, never broken
 * by more than the holidays themselves. Indonesia, Singapore and Malaysia keep no daylight saving,
 * so a day is 24 hours.
 */
export function addWorkingDays(from: Date, days: number, timeZone: string): Date {
  let at = from;
  for (let left = days; left > 0;) {
    at = new Date(at.getTime() + DAY_MS);
    if (!isWeekend(at, timeZone)) left--;
  }
  return at;
}
