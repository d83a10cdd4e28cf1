import { useEffect, useLayoutEffect, useRef } from 'react';
import { throttle, type Throttled } from './throttle';

/** SPEC.md §9: the feed's loading trigger is throttled to 100 ms. */
export const LOAD_MORE_THROTTLE_MS = 100;

export interface LoadMoreOptions {
  /** More pages exist. */
  hasMore: boolean;
  /** A page is loading: nothing more is asked meanwhile. */
  isLoading: boolean;
  /** Asks for the next page. */
  onLoadMore?: () => void;
  /** How far below the viewport the next page starts loading. */
  margin: string;
  /** Changes when a page arrives (the item count), so a sentinel still in view asks again. */
  itemCount: number;
}

/**
 * Infinite paging for a list or a grid: attach the returned ref to an element after the items;
 * when it comes within `margin` of the viewport, `onLoadMore` is asked, at most every 100 ms and
 * never while a page loads or when none is left. Very old WebViews lack IntersectionObserver:
 * the list then shows what it has (a visible "Load more" button is the caller's fallback).
 */
export function useLoadMoreOnView({ hasMore, isLoading, onLoadMore, margin, itemCount }: LoadMoreOptions) {
  const sentinel = useRef<HTMLDivElement>(null);
  const onScreen = useRef(false);
  const latest = useRef({ hasMore, isLoading, onLoadMore });
  useLayoutEffect(() => {
    latest.current = { hasMore, isLoading, onLoadMore };
  });

  // One throttled trigger for the list's lifetime; it reads the latest props when it fires, so a
  // trailing run after a page arrived sees the new state. Declared before the effects that use it.
  const requestMore = useRef<Throttled | null>(null);
  useEffect(() => {
    const throttled = throttle(() => {
      const current = latest.current;
      if (onScreen.current && current.hasMore && !current.isLoading) current.onLoadMore?.();
    }, LOAD_MORE_THROTTLE_MS);
    requestMore.current = throttled;
    return () => {
      throttled.cancel();
      requestMore.current = null;
    };
  }, []);

  useEffect(() => {
    const element = sentinel.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        onScreen.current = entries.some((entry) => entry.isIntersecting);
        if (onScreen.current) requestMore.current?.();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, margin]);

  // A page arrived but the end is still in view (a tall screen, a short page): the observer will
  // not fire again by itself, so ask for the next page here.
  useEffect(() => {
    if (!isLoading) requestMore.current?.();
  }, [isLoading, itemCount]);

  return sentinel;
}
