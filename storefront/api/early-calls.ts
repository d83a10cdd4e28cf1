/**
 * Calls started by index.html before the app has arrived (storefront/boot/before-app.ts): on 4G
 * the page's data would otherwise be asked for only once the app's code has downloaded and run.
 * request() takes an early answer when it is about to make the very same call (same method, URL,
 * headers and body) and makes its own call otherwise. An answer is taken once, and only within
 * EARLY_CALL_TTL_MS of being asked for: later the app asks afresh.
 */
export const EARLY_CALL_TTL_MS = 10_000;

interface EarlyCall {
  response: Promise<Response>;
  startedAt: number;
}

declare global {
  interface Window {
    __pasarEarlyCalls?: Record<string, EarlyCall>;
  }
}

export interface PreparedCall {
  url: URL;
  init: RequestInit & { method: string; headers: Headers };
}

/** The same call gives the same key: method, URL, headers and body. */
export function callKey({ url, init }: PreparedCall): string {
  // Headers iterate sorted by name (Fetch standard), so equal headers list alike.
  const headers: string[] = [];
  init.headers.forEach((value, name) => headers.push(`${name}: ${value}`));
  return JSON.stringify([init.method, url.href, headers, init.body ?? null]);
}

export function startEarlyCall(call: PreparedCall, now: number, timeoutMs: number) {
  window.__pasarEarlyCalls ??= {};
  window.__pasarEarlyCalls[callKey(call)] = {
    response: fetch(call.url, { ...call.init, signal: AbortSignal.timeout(timeoutMs) }),
    startedAt: now,
  };
}

export function takeEarlyCall(call: PreparedCall, now: number): Promise<Response> | undefined {
  const calls = window.__pasarEarlyCalls;
  if (!calls) return undefined;
  const key = callKey(call);
  const early = calls[key];
  delete calls[key];
  return early && now - early.startedAt <= EARLY_CALL_TTL_MS ? early.response : undefined;
}
