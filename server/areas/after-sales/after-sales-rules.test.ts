import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AFTER_SALES_WINDOW_DAYS } from '../../../contract/after-sales-constants';
import { allowedTypes, shareOfUnits, windowEndsAt, windowPassed, type OrderFacts } from './after-sales-rules';

const DAY = 24 * 60 * 60_000;
const delivered = new Date('2026-11-20T10:00:00Z');
const order = (facts: Partial<OrderFacts>): OrderFacts => ({
  status: 'transaction_complete',
  paymentMethod: 'gopay',
  deliveredAt: null,
  receivedAt: null,
  ...facts,
});

describe('allowedTypes', () => {
  it('offers refund only before delivery (paid online), both once delivered, none unpaid or closed', () => {
    expect(allowedTypes(order({ status: 'to_pay' }))).toEqual([]);
    expect(allowedTypes(order({ status: 'to_ship' }))).toEqual(['refund_only']);
    expect(allowedTypes(order({ status: 'to_ship', paymentMethod: 'cod' }))).toEqual([]);
    expect(allowedTypes(order({ status: 'to_receive' }))).toEqual(['refund_only']);
    expect(allowedTypes(order({ status: 'to_receive', paymentMethod: 'cod' }))).toEqual([]);
    expect(allowedTypes(order({ status: 'to_receive', deliveredAt: delivered }))).toEqual([
      'refund_only',
      'return_refund',
    ]);
    expect(allowedTypes(order({ receivedAt: delivered }))).toEqual(['refund_only', 'return_refund']);
    expect(allowedTypes(order({ status: 'transaction_closed' }))).toEqual([]);
  });
});

describe('the window', () => {
  it(`ends ${AFTER_SALES_WINDOW_DAYS} days after delivery (the receipt when the courier never said)`, () => {
    expect(windowEndsAt(order({}))).toBeNull();
    expect(windowEndsAt(order({ receivedAt: delivered }))?.getTime()).toBe(delivered.getTime() + 7 * DAY);
    const both = order({ deliveredAt: delivered, receivedAt: new Date(delivered.getTime() + 3 * DAY) });
    expect(windowEndsAt(both)?.getTime()).toBe(delivered.getTime() + 7 * DAY);
    expect(windowPassed(both, new Date(delivered.getTime() + 7 * DAY))).toBe(false);
    expect(windowPassed(both, new Date(delivered.getTime() + 7 * DAY + 1))).toBe(true);
    expect(windowPassed(order({ status: 'to_ship' }), new Date('2030-01-01'))).toBe(false);
  });
});

describe('shareOfUnits', () => {
  it('splits a line so the units add up to exactly what it was paid', () => {
    expect([shareOfUnits(100, 3, 0, 1), shareOfUnits(100, 3, 1, 2)]).toEqual([33, 67]);
    expect(shareOfUnits(100, 3, 0, 3)).toBe(100);
  });

  it('never gives more than paid, whatever the order of the requests', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 8 }),
        (paid, parts) => {
          const bought = parts.reduce((sum, part) => sum + part, 0);
          let before = 0;
          let total = 0;
          for (const quantity of parts) {
            const share = shareOfUnits(paid, bought, before, quantity);
            expect(share).toBeGreaterThanOrEqual(0);
            total += share;
            before += quantity;
          }
          expect(total).toBe(paid);
        },
      ),
    );
  });
});
