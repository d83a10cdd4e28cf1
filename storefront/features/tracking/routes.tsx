import type { RouteObject } from 'react-router';
import { lazyPage } from '../../frame/lazy-page';

/** The three pages share one chunk (one module): whoever opens one is a click from the others. */
const pages = () => import('./tracking-pages');

/** Shipment tracking (SPEC.md §2; issue 17) in the main layout. */
export const trackingRoutes = {
  main: [
    { path: '/shipmentTracking', ...lazyPage(() => pages().then((m) => m.ShipmentTrackingPage)) },
    { path: '/tracking', ...lazyPage(() => pages().then((m) => m.TrackingPage)) },
    { path: '/trackingDetail', ...lazyPage(() => pages().then((m) => m.TrackingDetailPage)) },
  ],
} satisfies Record<string, RouteObject[]>;
