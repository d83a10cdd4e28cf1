import { lazy, Suspense } from 'react';
import { useHydrated } from '../platform/use-hydrated';

const ToasterRoot = lazy(() => import('./toaster-root').then((m) => ({ default: m.ToasterRoot })));

/**
 * Where toasts show, loaded once the page is live: a first view has no toast to show, and the
 * region's code (react-aria's toast and landmark hooks, its icons) left the first load. A toast
 * asked for before it is here waits in the kit's queue and shows when it mounts, its timer
 * starting then. Never on the server: a lazy part there would suspend the render.
 */
export function ToasterOnDemand() {
  if (!useHydrated()) return null;
  return (
    <Suspense fallback={null}>
      <ToasterRoot />
    </Suspense>
  );
}
