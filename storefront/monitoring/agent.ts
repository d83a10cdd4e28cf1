import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { MOBILE_BREAKPOINT } from '@pasar/ui';
import type { MonitoringEvent } from '../../contract/monitoring';
import {
  LONG_FRAME_MS,
  MONITORING_COLLECT_PATH,
  MONITORING_STACK_MAX,
  MONITORING_TEXT_MAX,
  rateVital,
  type VitalName,
} from '../../contract/monitoring-constants';
import { API_BASE, setCallObserver } from '../api/request';
import { isInsideShell } from '../platform/native-bridge';
import { Batcher } from './batcher';
import { apiPathOf, routeOf } from './monitored-paths';
import {
  readIdentity,
  sessionConfig,
  touchSession,
  type MonitoringIdentity,
  type SessionConfig,
} from './monitoring-session';
import { splitPayload } from './split-payload';

/** Where the identity of SPEC.md §3 is kept (local storage: it must outlive the tab for a 1-day session). */
export const IDENTITY_STORAGE_KEY = 'pasar:monitoring';
const COLLECT_URL = `${API_BASE}/${MONITORING_COLLECT_PATH}`;

const text = (value: unknown, max = MONITORING_TEXT_MAX) =>
  String(value)
    .replace(/[\p{Cc}\p{Cs}]/gu, ' ')
    .trim()
    .slice(0, max) || '?';
const stackOf = (error: unknown) =>
  error instanceof Error && error.stack
    ? error.stack.replace(/[^\P{Cc}\n\t]|\p{Cs}/gu, ' ').slice(0, MONITORING_STACK_MAX)
    : undefined;
/** A resource's address without its query (it may carry a token), at most 500 characters. */
const resourceUrl = (url: string) => {
  try {
    const parsed = new URL(url, location.href);
    return text(`${parsed.origin === location.origin ? '' : parsed.origin}${parsed.pathname}`);
  } catch {
    return '?';
  }
};

/**
 * The real-user monitoring agent (ADR 026), started by main.tsx once the page has loaded and the
 * main thread is idle, on a chunk of its own. It watches Core Web Vitals, long animation frames,
 * every API call (through request()), errors, resource load errors and route changes, and sends
 * them to the collector in batches. Monitoring the shop's own operation needs no consent (ADR 026);
 * it carries only its own random ids.
 */
export function startMonitoring(wanted: Partial<SessionConfig> = {}) {
  const config = sessionConfig(wanted);
  let identity: MonitoringIdentity = touch();
  const layout = () =>
    window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`).matches ? 'mobile' : 'desktop';
  const shell = isInsideShell();

  function touch(): MonitoringIdentity {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(IDENTITY_STORAGE_KEY);
    } catch {
      // storage blocked: a session per page
    }
    const next = touchSession(readIdentity(stored), Date.now(), config);
    try {
      localStorage.setItem(IDENTITY_STORAGE_KEY, JSON.stringify(next));
    } catch {
      // storage full or blocked: the ids live as long as the page
    }
    return next;
  }

  const batcher = new Batcher<MonitoringEvent>((events) => {
    const head = { uid: identity.uid, sid: identity.sid, layout: layout(), shell };
    for (const body of splitPayload(head, events)) {
      // sendBeacon survives the page going away; fetch with keepalive where it is missing or refuses.
      const queued = navigator.sendBeacon?.(COLLECT_URL, new Blob([body], { type: 'application/json' }));
      if (!queued)
        void fetch(COLLECT_URL, {
          method: 'POST',
          body,
          keepalive: true,
          headers: { 'Content-Type': 'application/json' },
        }).catch(() => undefined);
    }
  });

  let route = routeOf(location.pathname);
  const landingRoute = route;
  /** Every event is activity: it keeps the session alive, or starts a new one (sampled afresh). */
  function add(event: MonitoringEvent) {
    identity = touch();
    if (identity.sampled) batcher.add(event);
  }

  add({ kind: 'page-view', at: Date.now(), route });
  const routeChanged = () => {
    const next = routeOf(location.pathname);
    if (next === route) return;
    route = next;
    add({ kind: 'page-view', at: Date.now(), route });
  };
  // Decision: route changes are read from the history itself (react-router pushes and replaces
  // through it), so the agent needs nothing from the app's router; a replace that keeps the path
  // (a list rewriting its query, the order confirm's state) is not a page view.
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method].bind(history);
    history[method] = (...args: Parameters<History['pushState']>) => {
      original(...args);
      routeChanged();
    };
  }
  window.addEventListener('popstate', routeChanged);

  // Decision: the load metrics (LCP, FCP, TTFB, FID) belong to the page the shopper landed on;
  // INP and CLS, reported when the page hides, to the route shown then.
  const vital = (metric: Metric) =>
    add({
      kind: 'vital',
      at: Date.now(),
      route: metric.name === 'INP' || metric.name === 'CLS' ? route : landingRoute,
      name: metric.name,
      value: metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value),
      // SPEC.md §9's thresholds, not the library's own (they differ for TTFB: 800/1800 both, today).
      rating: rateVital(metric.name, metric.value),
    });
  onLCP(vital);
  onINP(vital);
  onCLS(vital);
  onFCP(vital);
  onTTFB(vital);
  observe('first-input', (entry) => {
    const fid = (entry as PerformanceEventTiming).processingStart - entry.startTime;
    add({
      kind: 'vital',
      at: Date.now(),
      route: landingRoute,
      name: 'FID' satisfies VitalName,
      value: Math.round(fid),
      rating: rateVital('FID', fid),
    });
  });
  // Long animation frames where the browser has them (Chromium), else long tasks.
  const frames = PerformanceObserver.supportedEntryTypes?.includes('long-animation-frame')
    ? 'long-animation-frame'
    : 'longtask';
  observe(frames, (entry) => {
    if (entry.duration > LONG_FRAME_MS)
      add({ kind: 'long-frame', at: Date.now(), route, duration: Math.round(entry.duration) });
  });

  const apiCall = (url: string, status: number, code: number | string | undefined, duration: number) => {
    const path = apiPathOf(url, location.origin, API_BASE);
    if (path && path !== MONITORING_COLLECT_PATH)
      add({
        kind: 'api',
        at: Date.now(),
        route,
        path,
        status,
        ...(code === undefined ? {} : { code }),
        duration: Math.round(duration),
      });
  };
  // The calls made before the agent loaded (start-up's): from resource timing, with the HTTP
  // status where the browser gives it but without the business code, which only request() saw.
  for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    if (entry.initiatorType === 'fetch')
      apiCall(entry.name, entry.responseStatus ?? 0, undefined, entry.duration);
  setCallObserver(apiCall);

  // Capture phase: a failed <img>, <script> or <link> does not bubble, but passes through here (SPEC.md §8).
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLElement && target !== document.documentElement) {
        const url =
          (target as HTMLImageElement).currentSrc ||
          (target as HTMLImageElement).src ||
          (target as HTMLLinkElement).href ||
          '';
        add({
          kind: 'resource-error',
          at: Date.now(),
          route,
          url: resourceUrl(url),
          tag: target.tagName.toLowerCase(),
        });
        return;
      }
      if (event instanceof ErrorEvent) {
        const stack = stackOf(event.error);
        add({
          kind: 'error',
          at: Date.now(),
          route,
          source: 'error',
          message: text(event.message),
          ...(stack ? { stack } : {}),
        });
      }
    },
    true,
  );
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    const stack = stackOf(reason);
    const message = reason instanceof Error ? `${reason.name}: ${reason.message}` : reason;
    add({
      kind: 'error',
      at: Date.now(),
      route,
      source: 'rejection',
      message: text(message),
      ...(stack ? { stack } : {}),
    });
  });

  // Registered after web-vitals' own listeners, so the vitals it reports on hiding are in this beacon.
  const hide = () => batcher.flush();
  window.addEventListener('pagehide', hide);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') hide();
  });
}

function observe(type: string, onEntry: (entry: PerformanceEntry) => void) {
  try {
    new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
  } catch {
    // this browser does not report this type
  }
}
