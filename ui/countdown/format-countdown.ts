/**
 * Remaining seconds as `mm:ss`. The countdowns this renders (60 s code resend, the unpaid-order
 * payment window) are counted by the machines; this only formats what they report.
 *
 * Decision: minutes do not wrap into hours (90 minutes is "90:00") — every countdown in SPEC.md is
 * well under a day, and a shopper reads "90:00" faster than "01:30:00".
 * Fractions round up, so the display reaches "00:00" only when the time is really over.
 */
export function formatCountdown(seconds: number): string {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : 0;
  const minutes = Math.floor(total / 60);
  const rest = total % 60;
  return `${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

/** The same duration as an ISO 8601 duration, for `<time dateTime>` (e.g. "PT1M5S"). */
export function countdownDuration(seconds: number): string {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : 0;
  return `PT${Math.floor(total / 60)}M${total % 60}S`;
}
