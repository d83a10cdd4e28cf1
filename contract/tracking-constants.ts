/**
 * Shipments and tracking (ADR 024). Zod-free: the storefront, the sandbox courier and
 * contract/tracking.ts import them directly.
 */

/**
 * The courier's events a package goes through, in order (as JNE, J&T, SiCepat and Ninja Van
 * report them: collected from the seller, scanned at a hub, on the line haul, with the rider,
 * handed over).
 */
export const TRACKING_EVENT_CODES = [
  'picked_up',
  'at_sorting_centre',
  'in_transit',
  'out_for_delivery',
  'delivered',
] as const;
export type TrackingEventCode = (typeof TRACKING_EVENT_CODES)[number];

/**
 * The couriers an adapter may speak for. Decision: 'sandbox' is the built-in courier
 * (server/areas/orders/sandbox-courier.ts); the others are the real ones an adapter would add
 * (ID: JNE, J&T, SiCepat; SG and MY: Ninja Van, J&T). Brand names are never translated.
 */
export const COURIER_NAMES = {
  sandbox: 'Pasar Express (sandbox)',
  jne: 'JNE',
  jnt: 'J&T Express',
  sicepat: 'SiCepat',
  ninjavan: 'Ninja Van',
} as const;
export type CourierId = keyof typeof COURIER_NAMES;
export const COURIER_IDS = Object.keys(COURIER_NAMES) as CourierId[];

/** A courier's tracking number: 8 to 30 capital letters and digits (JNE, J&T, Ninja Van all fit). */
export const TRACKING_NO_PATTERN = /^[A-Z0-9]{8,30}$/;

/**
 * Decision (ADR 024): an order delivered and not confirmed is completed automatically 7 days after
 * its last package was delivered, as Shopee does; the shopper may confirm sooner.
 */
export const AUTO_RECEIPT_DAYS = 7;
