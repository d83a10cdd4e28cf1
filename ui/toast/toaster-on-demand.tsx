import { lazy, Suspense } from 'react';
import type { ToasterProps } from './toast';

const Toaster = lazy(() => import('./toast').then((m) => ({ default: m.Toaster })));

/**
 * The Toaster on a chunk of its own, for an app whose first load must stay small: the region,
 * its toasts and their close button (react-aria's toast and landmark code, ~5 KiB gzip) arrive
 * after the page. It draws nothing until a toast is shown, and the queue (`showToast`) is not
 * part of it: a toast added before the chunk arrives waits in the queue and shows once it has,
 * for what is left of its time (its timer starts when it is added).
 * Decision: in a page the server drew, React leaves this boundary to hydrate after the rest,
 * when the chunk has loaded; it is empty, so nothing moves either way.
 */
export function ToasterOnDemand(props: ToasterProps) {
  return (
    <Suspense fallback={null}>
      <Toaster {...props} />
    </Suspense>
  );
}
