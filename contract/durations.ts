/** Lengths of time in milliseconds, the unit every window and deadline of the shop is counted in. */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
