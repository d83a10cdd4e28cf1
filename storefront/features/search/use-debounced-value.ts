import { useEffect, useState } from 'react';

/** Decision: suggestions ask the server 300 ms after the last keystroke, not on every one. */
export const SUGGEST_DEBOUNCE_MS = 300;

/** `value`, once it has stopped changing for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay = SUGGEST_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
