import { createContext, useContext, useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT } from '@pasar/ui';
import type { Layout } from '../../contract/layouts';

const query = `(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`;

/**
 * The layout a server render drew (from the request's hints: server/first-view-pages.ts), which
 * the browser starts from while it hydrates; it switches at once if its screen says otherwise.
 */
export const FirstLayoutContext = createContext<Layout>('desktop');

/** The mobile layout applies below 750 px (SPEC.md §1, §9); follows resizes and rotation. */
export function useIsMobile(): boolean {
  const first = useContext(FirstLayoutContext);
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => first === 'mobile',
  );
}
