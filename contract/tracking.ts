import { z } from 'zod';
import { countryCodes } from './countries';
import { orderNoSchema } from './order';
import { ORDER_STATUSES } from './order-constants';
import { COURIER_IDS, TRACKING_EVENT_CODES, TRACKING_NO_PATTERN } from './tracking-constants';

/**
 * Shipments and tracking (ADR 024; server/areas/orders/tracking-routes.ts):
 * GET order/logistics/packages/{order_no} (the packages of an order) and
 * GET order/logistics/track/{tracking_no} (one package with its timeline). Both are the
 * member's own only: another member's order or package answers 1103001 as a missing one.
 */

export const trackingNoSchema = z.string().regex(TRACKING_NO_PATTERN);

export const trackingEventSchema = z.object({
  code: z.enum(TRACKING_EVENT_CODES),
  /** A real place in the country ("DC Cakung, Jakarta Timur"), never translated. */
  place: z.string(),
  /** Epoch ms; shown in the order's country time zone. */
  occurred_at: z.number().int(),
});
export type TrackingEvent = z.infer<typeof trackingEventSchema>;

export const packageLineSchema = z.object({
  sku_id: z.string(),
  title: z.string(),
  image_url: z.string(),
  quantity: z.number().int().positive(),
});
export type PackageLine = z.infer<typeof packageLineSchema>;

export const shipmentPackageSchema = z.object({
  /** 1, 2 …: the package's place among the order's packages. */
  package_index: z.number().int().positive(),
  courier: z.enum(COURIER_IDS as [string, ...string[]]),
  courier_name: z.string(),
  tracking_no: trackingNoSchema,
  lines: z.array(packageLineSchema),
  shipped_at: z.number().int(),
  delivered_at: z.number().int().nullable(),
  /** The newest published event; null before the courier has reported anything. */
  latest_event: trackingEventSchema.nullable(),
  /** SPEC.md §9 delivery days from shipped_at: the window the parcel should arrive in (epoch ms). */
  estimate: z.object({ earliest: z.number().int(), latest: z.number().int() }),
});
export type ShipmentPackage = z.infer<typeof shipmentPackageSchema>;

export const orderPackagesSchema = z.object({
  order_no: orderNoSchema,
  country_code: z.enum(countryCodes),
  status: z.enum(ORDER_STATUSES),
  packages: z.array(shipmentPackageSchema),
  /** When the order completes by itself if the shopper does not confirm (null: not all delivered yet). */
  auto_receipt_at: z.number().int().nullable(),
});
export type OrderPackages = z.infer<typeof orderPackagesSchema>;

export const packageTrackingSchema = shipmentPackageSchema.extend({
  order_no: orderNoSchema,
  country_code: z.enum(countryCodes),
  /** Newest first. */
  events: z.array(trackingEventSchema),
  /** How many packages the order has (the page links back to the list when more than one). */
  package_count: z.number().int().positive(),
});
export type PackageTracking = z.infer<typeof packageTrackingSchema>;
