import type { CountryCode } from '../../../contract/countries';
import type { OrderAddress } from '../../../contract/order';
import type { DeliveryZone } from '../../../contract/order-constants';
import type { CourierId, TrackingEventCode } from '../../../contract/tracking-constants';

/**
 * THE logistics adapter (ADR 024). Everything the server needs from a courier goes through it;
 * server/areas/orders/shipments.ts never knows which courier it talks to. A real adapter maps its own
 * API onto these calls:
 * - createShipment: JNE's / J&T's / SiCepat's / Ninja Van's "create order" (booking) call, which
 *   answers the airway bill (tracking) number;
 * - queryEvents: their tracking query (GET by airway bill), for when a push is late;
 * - a push of events (their webhook, verified by the adapter's own signature scheme) is handed to
 *   recordCourierEvents in server/areas/orders/shipments.ts, the same sink the sandbox's job uses.
 * The sandbox courier (sandbox-courier.ts) answers createShipment with its whole plan of timed
 * events, stored ahead and published by a job as their time comes: the push a real courier makes.
 */

/** An event as a courier reports it. */
export interface CourierEvent {
  code: TrackingEventCode;
  /** A place in the country ("Sorting Centre Cakung, Jakarta Timur"). */
  place: string;
  occurredAt: Date;
}

/** What the shop hands the courier for one package. */
export interface ShipmentRequest {
  orderNo: string;
  packageIndex: number;
  country: CountryCode;
  /** ADR 019's rule (deliveryZoneOf): the warehouse's own region is in-city. */
  zone: DeliveryZone;
  destination: Pick<OrderAddress, 'state' | 'city' | 'area'>;
  shippedAt: Date;
}

export interface CreatedShipment {
  courier: CourierId;
  trackingNo: string;
  /**
   * Events the courier will report, each due at its time (the sandbox's plan). A real courier
   * answers none here: it pushes them as they happen.
   */
  planned: (CourierEvent & { dueAt: Date })[];
  /** The courier's delivery window (its ETA). */
  eta: { earliest: Date; latest: Date };
}

export interface LogisticsProvider {
  createShipment(request: ShipmentRequest): Promise<CreatedShipment>;
  /** The events the courier has reported so far for a tracking number, oldest first. */
  queryEvents(trackingNo: string): Promise<CourierEvent[]>;
}
