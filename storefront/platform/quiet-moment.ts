/**
 * Work the first screen does not need (the fingerprint, dayjs's time zone data) waits for these,
 * so it never competes with the first page's code, pictures and rendering on a budget phone.
 */

/** The page's load event has fired (at once if it already has). */
export async function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return;
  await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
}

/** The main thread is idle, or `timeoutMs` have passed. */
export function idleMoment(timeoutMs = 4000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else resolve();
  });
}
