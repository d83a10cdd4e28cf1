/**
 * Calls `fn` at most once per `wait` ms: the first call runs at once, calls inside the window
 * collapse into one trailing run at its end. The trailing run matters for the feed: a sentinel
 * that is still on screen when a fast page arrives must trigger the next page, not be dropped.
 */
export interface Throttled {
  (): void;
  cancel(): void;
}

export function throttle(fn: () => void, wait: number, now: () => number = () => Date.now()): Throttled {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const run = () => {
    timer = undefined;
    last = now();
    fn();
  };

  const throttled = () => {
    const remaining = last + wait - now();
    if (remaining <= 0) {
      if (timer !== undefined) clearTimeout(timer);
      run();
    } else if (timer === undefined) {
      timer = setTimeout(run, remaining);
    }
  };
  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return throttled;
}
