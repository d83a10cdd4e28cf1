/**
 * The server's clock as this page knows it: the device's clock plus the offset (server − device)
 * of the latest answer that said the server's time — app/load's server_time at start-up, then
 * every answer read through `timed` (./orders.ts). A deadline the server set (a payment's, a
 * return's, a voucher's or a flash deal's end) is counted down on it, right even when the
 * phone's clock is off.
 * Decision: the latest answer wins; the time an answer spent on the way makes an error of that
 * much, well under the second a countdown shows.
 */
let offsetMs = 0;

/** An answer said the server's time: `serverTime - Date.now()` when it arrived. */
export function noteServerOffset(serverMinusDeviceMs: number) {
  offsetMs = serverMinusDeviceMs;
}

/** The server's time now, in epoch milliseconds. */
export function serverNow(): number {
  return Date.now() + offsetMs;
}
