/**
 * Remaining seconds as `mm:ss`, or `hh:mm:ss` from an hour on. The countdowns this renders (60 s
 * code resend, the unpaid-order payment window) are counted by the machines; this only formats
 * what they report.
 *
 * Decision: under an hour stays `mm:ss` ("29:59", as payment pages show it); from an hour the
 * hours come first ("23:59:58"): as minutes alone, the 24 h window of a virtual account read
 * "1440:00". Hours keep counting past a day ("36:00:00") rather than adding days.
 * Fractions round up, so the display reaches "00:00" only when the time is really over.
 */
export function formatCountdown(seconds: number): string {
  const total = wholeSeconds(seconds);
  const two = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(total / 3600);
  const mmss = `${two(Math.floor((total % 3600) / 60))}:${two(total % 60)}`;
  return hours > 0 ? `${two(hours)}:${mmss}` : mmss;
}

function wholeSeconds(seconds: number): number {
  return Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : 0;
}

/** The same duration as an ISO 8601 duration, for `<time dateTime>` (e.g. "PT1M5S", "PT23H59M58S"). */
export function countdownDuration(seconds: number): string {
  const total = wholeSeconds(seconds);
  const hours = Math.floor(total / 3600);
  return `PT${hours > 0 ? `${hours}H` : ''}${Math.floor((total % 3600) / 60)}M${total % 60}S`;
}
