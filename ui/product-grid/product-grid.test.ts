import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from './throttle';

describe('throttle (the feed trigger, SPEC.md §9: 100 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the first call at once', () => {
    const fn = vi.fn();
    throttle(fn, 100)();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('collapses calls inside the window into one trailing run at its end', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 100);
    throttled();
    vi.advanceTimersByTime(10);
    throttled();
    throttled();
    vi.advanceTimersByTime(50);
    throttled();
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(39);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('runs again at once after a quiet window', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 100);
    throttled();
    vi.advanceTimersByTime(100);
    throttled();
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('never runs more often than once per window under a stream of calls', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 100);
    for (let t = 0; t < 1000; t += 5) {
      throttled();
      vi.advanceTimersByTime(5);
    }
    vi.advanceTimersByTime(100);
    expect(fn.mock.calls.length).toBeLessThanOrEqual(11);
    expect(fn.mock.calls.length).toBeGreaterThanOrEqual(10);
  });

  it('drops a pending trailing run on cancel', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 100);
    throttled();
    throttled();
    throttled.cancel();
    vi.advanceTimersByTime(200);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
