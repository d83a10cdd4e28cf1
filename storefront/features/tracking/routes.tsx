import type { RouteObject } from 'react-router';
import { lazyPage } from '../../frame/lazy-page';

/**
 * Shipment tracking (SPEC.md §2; issue 17) in the main layout. The three pages share one chunk
 * (one module): whoever opens one is a click from the others.
 */
export const trackingRoutes = {
  main: [
    {
      path: '/shipmentTracking',
      ...lazyPage(() => import('./tracking-pages').then((m) => m.ShipmentTrackingPage)),
    },
    { path: '/tracking', ...lazyPage(() => import('./tracking-pages').then((m) => m.TrackingPage)) },
    {
      path: '/trackingDetail',
      ...lazyPage(() => import('./tracking-pages').then((m) => m.TrackingDetailPage)),
    },
  ],
} satisfies Record<string, RouteObject[]>;
