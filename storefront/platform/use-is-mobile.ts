import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT } from '@pasar/ui';

const query = `(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`;

/** The mobile layout applies below 750 px (SPEC.md §1, §9); follows resizes and rotation. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
