/**
 * The server's clock as this page knows it: the device's clock plus the offset (server − device)
 * app/load's server_time gave at start-up. A deadline that came without the server's time beside
 * it (a flash deal's end in the home page's sections) counts down on it, right even when the
 * phone's clock is off; an answer that carries `server_now` counts on its own (`timed`, ./orders.ts).
 * The time the answer spent on the way makes an error of that much, well under the second a
 * countdown shows.
 */
let offsetMs = 0;

/** app/load said the server's time: `server_time - Date.now()` when it arrived. */
export function noteServerOffset(serverMinusDeviceMs: number) {
  offsetMs = serverMinusDeviceMs;
}

/** The offset (server − device) app/load gave; 0 before it has answered. */
export function appServerOffset(): number {
  return offsetMs;
}
