import { lazyPage } from '../../frame/lazy-page';
import type { PageRoute } from '../../frame/member-routes';

/** The three pages share one chunk (one module): whoever opens one is a click from the others. */
const pages = () => import('./tracking-pages');

/** Shipment tracking (SPEC.md §2) in the main layout. */
export const trackingRoutes = {
  main: [
    {
      path: '/shipmentTracking',
      member: true,
      ...lazyPage(() => pages().then((m) => m.ShipmentTrackingPage)),
    },
    { path: '/tracking', member: true, ...lazyPage(() => pages().then((m) => m.TrackingPage)) },
    { path: '/trackingDetail', member: true, ...lazyPage(() => pages().then((m) => m.TrackingDetailPage)) },
  ],
} satisfies Record<string, PageRoute[]>;
