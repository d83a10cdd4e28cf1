import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Infinite paging for a list: a ref for an element below the list; when it comes within
 * `margin` of the viewport (and again after each page, while it stays in view) `loadMore` is
 * asked, unless a page is loading or there is none left. Old WebViews without
 * IntersectionObserver keep the list's visible "Load more" button, which is always there too
 * (keyboard and screen-reader users page with it).
 */
export function useLoadMoreSentinel(
  { hasMore, isLoading, loadMore }: { hasMore: boolean; isLoading: boolean; loadMore: () => void },
  margin = '0px 0px 300px 0px',
) {
  const sentinel = useRef<HTMLDivElement>(null);
  const onScreen = useRef(false);
  const latest = useRef({ hasMore, isLoading, loadMore });
  useLayoutEffect(() => {
    latest.current = { hasMore, isLoading, loadMore };
  });
  const ask = () => {
    const current = latest.current;
    if (onScreen.current && current.hasMore && !current.isLoading) current.loadMore();
  };

  useEffect(() => {
    const element = sentinel.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        onScreen.current = entries.some((entry) => entry.isIntersecting);
        ask();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, margin]);

  // A page arrived and the end is still in view: the observer will not fire again by itself.
  useEffect(() => {
    if (!isLoading) ask();
  }, [isLoading]);

  return sentinel;
}
