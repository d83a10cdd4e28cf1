import { describe, expect, it } from 'vitest';
import { formatHms } from './flash-deal-timer';
import { maxQuantityOf } from './purchase-limits';

describe('formatHms', () => {
  it('shows hours, minutes and seconds, never below zero', () => {
    expect(formatHms(7 * 3600 + 12 * 60 + 33)).toBe('07:12:33');
    expect(formatHms(59)).toBe('00:00:59');
    expect(formatHms(-5)).toBe('00:00:00');
    expect(formatHms(25 * 3600)).toBe('25:00:00');
  });
});

describe('maxQuantityOf', () => {
  const sku = { stock: 42 };
  it('is the lowest of stock, the order maximum and the member limit', () => {
    expect(maxQuantityOf(sku, { max_quantity: null, limit_per_member: null })).toBe(42);
    expect(maxQuantityOf(sku, { max_quantity: 3, limit_per_member: null })).toBe(3);
    expect(maxQuantityOf(sku, { max_quantity: 10, limit_per_member: 2 })).toBe(2);
    expect(maxQuantityOf({ ...sku, stock: 5000 }, { max_quantity: null, limit_per_member: null })).toBe(999);
    expect(maxQuantityOf({ ...sku, stock: 0 }, { max_quantity: null, limit_per_member: null })).toBe(1);
  });
});
