import { useEffect, useRef } from 'react';

/**
 * Calls `wake` whenever the page becomes visible again: a hidden tab's or a sleeping phone's
 * timers fall behind (or stop), the wall clock does not, so a countdown re-reads it here.
 */
export function useOnWake(wake: () => void) {
  const latest = useRef(wake);
  useEffect(() => {
    latest.current = wake;
  });
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') latest.current();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('pageshow', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('pageshow', onVisible);
    };
  }, []);
}
