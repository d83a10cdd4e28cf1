import useSWR from 'swr';
import type { OrderPackages, PackageTracking } from '../../contract/tracking';
import { memberKey } from './keys';
import { request } from './request';
import { useShopperScope } from './shopper-scope';

/**
 * Shipments and tracking (server/areas/orders/tracking-routes.ts, contract/tracking.ts): the packages
 * of an order and the timeline of one. The courier's events arrive on the server's clock, so the
 * pages ask again when they come back into view (SWR's focus revalidation), and an open timeline
 * every minute (a parcel out for delivery is watched).
 */
export const orderPackagesPath = 'order/logistics/packages';
export const packageTrackingPath = 'order/logistics/track';

/** The packages of one of the member's orders (null: nothing to ask). */
export function useOrderPackages(orderNo: string | null) {
  const scope = useShopperScope();
  return useSWR<OrderPackages>(
    scope.token && orderNo ? memberKey(orderPackagesPath, scope, orderNo) : null,
    () => request<OrderPackages>(`${orderPackagesPath}/${encodeURIComponent(orderNo ?? '')}`),
  );
}

/** One of the member's packages with its events, newest first (null: nothing to ask). */
export function usePackageTracking(trackingNo: string | null) {
  const scope = useShopperScope();
  return useSWR<PackageTracking>(
    scope.token && trackingNo ? memberKey(packageTrackingPath, scope, trackingNo) : null,
    () => request<PackageTracking>(`${packageTrackingPath}/${encodeURIComponent(trackingNo ?? '')}`),
    { refreshInterval: 60_000 },
  );
}
