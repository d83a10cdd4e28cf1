import crypto from 'node:crypto';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { CountryCode } from '../../../contract/countries';
import { DELIVERY_DAYS, type DeliveryZone } from '../../../contract/order-constants';
import type { Db } from '../../db/client';
import { shipments, trackingEvents } from '../../db/schema';
import type { CourierEvent, CreatedShipment, LogisticsProvider, ShipmentRequest } from './logistics-provider';
import { HOUR_MS, DAY_MS } from '../../../contract/durations';

/**
 * Where the sandbox courier's parcels pass (ADR 024): the warehouse of each country (ADR 019's
 * DKI Jakarta, Singapore, Kuala Lumpur) and the courier's sorting centre near it, real places.
 * The rest of the route is the shopper's own address: its region's hub and its district.
 */
const originOf: Readonly<Record<CountryCode, { warehouse: string; sortingCentre: string }>> = {
  ID: { warehouse: 'Gudang Pasar, Jakarta Utara', sortingCentre: 'Sorting Centre Cakung, Jakarta Timur' },
  SG: { warehouse: 'Pasar Warehouse, Tuas', sortingCentre: 'Sorting Centre Jurong West' },
  MY: { warehouse: 'Pasar Warehouse, Kuala Lumpur', sortingCentre: 'Sorting Centre Shah Alam, Selangor' },
};

/** A small deterministic generator (mulberry32): one tracking number always gets the same plan. */
function seededRandom(seed: string): () => number {
  let state = crypto.createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface PlanInput {
  country: CountryCode;
  zone: DeliveryZone;
  destination: ShipmentRequest['destination'];
  shippedAt: Date;
  /** The tracking number: the plan's randomness comes from it. */
  seed: string;
}

/**
 * The sandbox courier's events for one package, in real time (before compression): picked up
 * 1–3 h after the merchant ships, scanned at the sorting centre, on its way, with the rider, and
 * delivered at a moment spread evenly over SPEC.md §9's window (in-city 1–2 days, out of town
 * 4–7 days after shipping; DELIVERY_DAYS). Pure: the unit test runs it with a simulated clock.
 */
export function planSandboxEvents(input: PlanInput): CourierEvent[] {
  const random = seededRandom(input.seed);
  const between = (low: number, high: number) => low + random() * (high - low);
  const { min_days, max_days } = DELIVERY_DAYS[input.zone];
  const origin = originOf[input.country];
  const { city, area, state } = input.destination;
  const inCity = input.zone === 'in_city';
  const deliveredAfter = between(min_days * DAY_MS, max_days * DAY_MS);
  const offsets: [CourierEvent['code'], number, string][] = [
    ['picked_up', between(1, 3) * HOUR_MS, origin.warehouse],
    ['at_sorting_centre', between(4, 7) * HOUR_MS, origin.sortingCentre],
    [
      'in_transit',
      (inCity ? between(8, 12) : between(12, 24)) * HOUR_MS,
      // Decision: out of town the parcel goes on the line haul to the region's hub.
      inCity ? origin.sortingCentre : `Hub ${city}, ${state}`,
    ],
    ['out_for_delivery', deliveredAfter - between(2, 5) * HOUR_MS, `${area}, ${city}`],
    ['delivered', deliveredAfter, `${area}, ${city}`],
  ];
  return offsets.map(([code, offset, place]) => ({
    code,
    place,
    occurredAt: new Date(input.shippedAt.getTime() + Math.round(offset)),
  }));
}

/**
 * Squeezes a plan in time by `scale` (COURIER_TIME_SCALE: 1440 makes a day a minute): every event
 * keeps its order and proportion, measured from shipping.
 */
export function compressPlan(events: CourierEvent[], shippedAt: Date, scale: number): CourierEvent[] {
  const from = shippedAt.getTime();
  return events.map((event) => ({
    ...event,
    occurredAt: new Date(from + Math.round((event.occurredAt.getTime() - from) / scale)),
  }));
}

/** A sandbox tracking number: "PX", the country, 12 digits (TRACKING_NO_PATTERN). */
export function sandboxTrackingNo(country: CountryCode): string {
  const digits = Array.from({ length: 12 }, () => crypto.randomInt(10)).join('');
  return `PX${country}${digits}`;
}

/**
 * The built-in courier (ADR 024): behaves like a real one (a tracking number at once, then timed
 * events with places and times in the country), its pace from SPEC.md §9, compressible by
 * COURIER_TIME_SCALE. Its events live in tracking_events (planned ahead with due_at), so its
 * query reads them back as published.
 */
export class SandboxCourier implements LogisticsProvider {
  constructor(
    private readonly db: Db,
    private readonly timeScale = 1,
  ) {
    if (!(timeScale >= 1)) throw new Error(`COURIER_TIME_SCALE must be 1 or more: ${timeScale}`);
  }

  async createShipment(request: ShipmentRequest): Promise<CreatedShipment> {
    const trackingNo = sandboxTrackingNo(request.country);
    const plan = compressPlan(
      planSandboxEvents({ ...request, seed: trackingNo }),
      request.shippedAt,
      this.timeScale,
    );
    const { min_days, max_days } = DELIVERY_DAYS[request.zone];
    const after = (days: number) =>
      new Date(request.shippedAt.getTime() + Math.round((days * DAY_MS) / this.timeScale));
    return {
      courier: 'sandbox',
      trackingNo,
      eta: { earliest: after(min_days), latest: after(max_days) },
      planned: plan.map((event) => ({ ...event, dueAt: event.occurredAt })),
    };
  }

  async queryEvents(trackingNo: string): Promise<CourierEvent[]> {
    return this.db
      .select({
        code: trackingEvents.code,
        place: trackingEvents.place,
        occurredAt: trackingEvents.occurredAt,
      })
      .from(trackingEvents)
      .innerJoin(shipments, eq(shipments.id, trackingEvents.shipmentId))
      .where(
        and(
          eq(shipments.courier, 'sandbox'),
          eq(shipments.trackingNo, trackingNo),
          isNotNull(trackingEvents.publishedAt),
        ),
      )
      .orderBy(asc(trackingEvents.occurredAt));
  }
}

/** COURIER_TIME_SCALE (README): how many times faster than real time the sandbox courier runs. */
export function courierTimeScale(env: Record<string, string | undefined>): number {
  const value = Number(env.COURIER_TIME_SCALE ?? 1);
  if (!Number.isFinite(value) || value < 1)
    throw new Error(`COURIER_TIME_SCALE must be 1 or more: ${env.COURIER_TIME_SCALE}`);
  return value;
}
