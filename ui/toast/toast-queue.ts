import { UNSTABLE_ToastQueue as AriaToastQueue, type ToastOptions } from 'react-aria-components';

export type ToastVariant = 'info' | 'success' | 'error';

/** What a toast shows; the caller passes translated text (e.g. `errors.<code>` from the locale). */
export interface ToastContent {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export type { ToastOptions };
export type ToastQueue = AriaToastQueue<ToastContent>;

/** Creates a queue; the app uses the shared `toastQueue`, stories and tests their own. */
export function createToastQueue(maxVisibleToasts = 3): ToastQueue {
  return new AriaToastQueue<ToastContent>({ maxVisibleToasts });
}

/**
 * The app's one queue: `request()` and features add to it from anywhere (outside React too),
 * and the single `<Toaster />` at the root shows it.
 */
export const toastQueue = createToastQueue();

/**
 * Decision: 5 s by default, the shortest time WCAG 2.2.1 guidance and RAC recommend for a
 * message that disappears on its own; pass `timeout` to change it, or 0 to keep it until closed.
 */
export const DEFAULT_TOAST_TIMEOUT = 5000;

/** Shows a toast; returns its key, for `toastQueue.close(key)`. */
export function showToast(
  content: ToastContent,
  options: ToastOptions = {},
  queue: ToastQueue = toastQueue,
): string {
  const { timeout = DEFAULT_TOAST_TIMEOUT, ...rest } = options;
  return queue.add(content, { ...rest, timeout: timeout > 0 ? timeout : undefined });
}
