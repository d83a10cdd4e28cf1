import { useSyncExternalStore } from 'react';

const events = ['online', 'offline'] as const;

function subscribe(onChange: () => void) {
  events.forEach((event) => window.addEventListener(event, onChange));
  return () => events.forEach((event) => window.removeEventListener(event, onChange));
}

/**
 * Whether the browser says it is online (`navigator.onLine`, kept by its online and offline
 * events). Decision (ADR 042): the browser's word, not a probe of our own: offline it is certain
 * (no network at all), online it may be wrong (a captive portal), and then a call fails and
 * toasts as it always did. Actions that need the server are disabled while it is false.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
