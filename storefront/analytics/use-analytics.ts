import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { usePageIdle } from '../platform/use-page-idle';
import { track } from './track';

/**
 * The analytics of the whole app, mounted once at its root (SPEC.md §7, ADR 027): a page view on
 * start and after every route change, and, once the page has loaded and gone idle, the recorder
 * (consent mode, the data layer, the configured third parties) from its own chunk.
 */
export function useAnalytics() {
  const { pathname, search } = useLocation();
  const idle = usePageIdle();
  useEffect(() => {
    track('page_view', { location: window.location.href, path: pathname + search });
  }, [pathname, search]);
  useEffect(() => {
    if (idle) void import('./recorder').then((recorder) => recorder.startRecorder());
  }, [idle]);
}
