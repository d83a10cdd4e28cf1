import { useSyncExternalStore } from 'react';

// "Privacy choices" from /setting or the desktop footer: a request the app root's
// ConsentOnDemand answers by loading the dialog's chunk. A tiny store, so the footer and the
// setting row carry none of the dialog.

let requested = false;
const listeners = new Set<() => void>();

function set(next: boolean) {
  requested = next;
  for (const listener of listeners) listener();
}

/** Opens the choices dialog (from anywhere: the footer, /setting). */
export const openConsentChoices = () => set(true);
export const closeConsentChoices = () => set(false);

export function useChoicesRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
  );
}
