/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';
import { isInsideShell } from './native-bridge';

/**
 * The page's side of the service worker (ADR 042; what it caches: scripts/installable-app.ts).
 * Only the offline root's lazy chunk imports this module, once the page is idle, so neither
 * Workbox's window library nor this registration is on any first load.
 */

type Listener = () => void;
const listeners = new Set<Listener>();
let waiting = false;
let applyUpdate: ((reloadPage?: boolean) => Promise<void>) | undefined;

/**
 * Registers the worker, unless the page is inside the native shell (ADR 004: the shell has its own
 * cache and decides its own updates) or the browser has no service workers. Once only.
 */
export function registerServiceWorker(win: Window = window): boolean {
  if (applyUpdate) return true;
  if (isInsideShell(win) || !('serviceWorker' in win.navigator)) return false;
  applyUpdate = registerSW({
    immediate: true,
    // A new version is installed and waiting: the page says so, and applies it on the next
    // navigation (useApplyUpdateOnNavigation in app/offline-root.tsx).
    onNeedRefresh() {
      waiting = true;
      listeners.forEach((listener) => listener());
    },
  });
  return true;
}

/** Whether a new version is waiting to be applied. */
export function isUpdateWaiting(): boolean {
  return waiting;
}

export function subscribeToUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Lets the waiting worker take over; once it controls the page, Workbox's registration reloads it
 * (at the address the shopper just went to).
 */
export function applyWaitingUpdate() {
  if (!waiting || !applyUpdate) return;
  waiting = false;
  void applyUpdate(true);
}
