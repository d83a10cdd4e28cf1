import { describe, expect, it } from 'vitest';
import { DELIVERY_DAYS, type DeliveryZone } from '../../../contract/order-constants';
import { TRACKING_EVENT_CODES, TRACKING_NO_PATTERN } from '../../../contract/tracking-constants';
import { compressPlan, planSandboxEvents, sandboxTrackingNo, SandboxCourier } from './sandbox-courier';
import type { Db } from '../../db/client';
import { HOUR_MS, DAY_MS } from '../../../contract/durations';

// A simulated clock: the plan is a function of the moment of shipping, nothing reads the wall clock.
const shippedAt = new Date('2026-11-21T03:00:00Z');
const destination = { state: 'Jawa Barat', city: 'Kota Bandung', area: 'Coblong' };

const plan = (zone: DeliveryZone, seed: string) =>
  planSandboxEvents({ country: 'ID', zone, destination, shippedAt, seed });

describe('the sandbox courier plan (SPEC.md §9 pace)', () => {
  it.each(['in_city', 'out_of_town'] as const)(
    "%s: the five events in order, delivered within the zone's days, over 200 tracking numbers",
    (zone) => {
      const { min_days, max_days } = DELIVERY_DAYS[zone];
      const days: number[] = [];
      for (let n = 0; n < 200; n++) {
        const events = plan(zone, `PXID${String(n).padStart(12, '0')}`);
        expect(events.map((event) => event.code)).toEqual([...TRACKING_EVENT_CODES]);
        const times = events.map((event) => event.occurredAt.getTime());
        expect([...times].sort((a, b) => a - b)).toEqual(times);
        expect(times[0]! - shippedAt.getTime()).toBeGreaterThanOrEqual(HOUR_MS);
        const delivered = (times[4]! - shippedAt.getTime()) / DAY_MS;
        expect(delivered).toBeGreaterThanOrEqual(min_days);
        expect(delivered).toBeLessThanOrEqual(max_days);
        days.push(delivered);
      }
      // Spread over the window, not all on one day.
      expect(Math.max(...days) - Math.min(...days)).toBeGreaterThan((max_days - min_days) / 2);
    },
  );

  it('one tracking number always gets the same plan; places are the warehouse and the address', () => {
    expect(plan('out_of_town', 'PXID000000000001')).toEqual(plan('out_of_town', 'PXID000000000001'));
    const events = plan('out_of_town', 'PXID000000000002');
    expect(events[0]!.place).toContain('Jakarta');
    expect(events[2]!.place).toBe('Hub Kota Bandung, Jawa Barat');
    expect(events[4]!.place).toBe('Coblong, Kota Bandung');
    const inCity = plan('in_city', 'PXID000000000002');
    expect(inCity[2]!.place).toContain('Jakarta');
  });

  it('COURIER_TIME_SCALE compresses the plan and its estimate, keeping the order', async () => {
    const events = plan('out_of_town', 'PXID000000000003');
    const squeezed = compressPlan(events, shippedAt, 1440);
    events.forEach((event, index) => {
      const real = event.occurredAt.getTime() - shippedAt.getTime();
      expect(squeezed[index]!.occurredAt.getTime() - shippedAt.getTime()).toBe(Math.round(real / 1440));
    });
    const courier = new SandboxCourier({} as Db, 1440);
    const created = await courier.createShipment({
      orderNo: '261121AAAAAAAAAAAA',
      packageIndex: 1,
      country: 'MY',
      zone: 'in_city',
      destination,
      shippedAt,
    });
    expect(created.trackingNo).toMatch(TRACKING_NO_PATTERN);
    expect(created.eta.latest.getTime() - shippedAt.getTime()).toBe((2 * DAY_MS) / 1440);
    const delivered = created.planned.at(-1)!.dueAt.getTime() - shippedAt.getTime();
    expect(delivered).toBeLessThanOrEqual((2 * DAY_MS) / 1440);
    expect(() => new SandboxCourier({} as Db, 0)).toThrow();
  });

  it('tracking numbers: PX, the country, 12 digits', () => {
    expect(sandboxTrackingNo('SG')).toMatch(/^PXSG\d{12}$/);
  });
});
