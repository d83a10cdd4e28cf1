import { Toaster } from '@pasar/ui';

/** The app's toaster, in a chunk of its own (toaster-on-demand.tsx). */
export function ToasterRoot() {
  return <Toaster />;
}
