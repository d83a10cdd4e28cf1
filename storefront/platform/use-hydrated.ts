import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while the server renders and while the browser hydrates its HTML, true from the next
 * render on (and at once in a page the browser draws itself). What depends on this device alone
 * (its stored hearts and views, focus, analytics) renders only then, so the hydrated HTML is
 * exactly the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
