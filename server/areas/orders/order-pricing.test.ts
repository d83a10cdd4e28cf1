import { describe, expect, it } from 'vitest';
import { combineLines, startOfDay } from './order-pricing';

describe('the order day and the lines', () => {
  it("starts the day at the country's midnight (the daily limit and limit_per_member count from it)", () => {
    // 2026-11-21 16:30 UTC is 23:30 in Jakarta and 00:30 the next day in Singapore.
    const at = new Date('2026-11-21T16:30:00Z');
    expect(startOfDay(at, 'ID').toISOString()).toBe('2026-11-20T17:00:00.000Z');
    expect(startOfDay(at, 'SG').toISOString()).toBe('2026-11-21T16:00:00.000Z');
    expect(startOfDay(at, 'MY').toISOString()).toBe('2026-11-21T16:00:00.000Z');
  });

  it('counts a SKU listed twice once, with the quantities added, in its first place', () => {
    expect(
      combineLines([
        { sku_id: '1000000101', quantity: 1 },
        { sku_id: '1000000201', quantity: 2 },
        { sku_id: '1000000101', quantity: 3 },
      ]),
    ).toEqual([
      { sku_id: '1000000101', quantity: 4 },
      { sku_id: '1000000201', quantity: 2 },
    ]);
  });
});
