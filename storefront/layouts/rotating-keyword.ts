import { useEffect, useState } from 'react';

/** The mobile header's recommended keyword advances every 3.5 s (SPEC.md §2, §9). */
export const KEYWORD_ROTATION_MS = 3500;

/**
 * The index of the keyword to show; it stops advancing while `paused` (the box is focused or
 * has text) and starts again from where it was.
 */
export function useRotatingIndex(count: number, paused: boolean): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), KEYWORD_ROTATION_MS);
    return () => window.clearInterval(timer);
  }, [count, paused]);
  return count === 0 ? 0 : index % count;
}
