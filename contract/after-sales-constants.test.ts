import { describe, expect, it } from 'vitest';
import {
  AFTER_SALE_NO_PATTERN,
  AFTER_SALES_REASONS,
  AFTER_SALES_STATES,
  AFTER_SALES_STATUS_OF_STATE,
  AFTER_SALES_STATUSES,
  REFUND_FEE_MINOR,
  refundAfterFee,
} from './after-sales-constants';

describe('the refund handling fee (SPEC.md §9)', () => {
  it('takes SGD 0.50 in SG, MYR 0.70 in MY, nothing in ID', () => {
    expect(REFUND_FEE_MINOR).toEqual({ ID: 0, SG: 50, MY: 70 });
    expect(refundAfterFee(1_250, 'SG')).toBe(1_200);
    expect(refundAfterFee(1_250, 'MY')).toBe(1_180);
    expect(refundAfterFee(125_000, 'ID')).toBe(125_000);
  });

  it('never refunds below zero', () => {
    expect(refundAfterFee(30, 'SG')).toBe(0);
    expect(refundAfterFee(70, 'MY')).toBe(0);
    expect(refundAfterFee(0, 'ID')).toBe(0);
  });
});

describe('states and numbers', () => {
  it('gives every §4 wording state one of the seven §3 numbers, and every number a state', () => {
    const numbers = new Set(AFTER_SALES_STATES.map((state) => AFTER_SALES_STATUS_OF_STATE[state]));
    expect([...numbers].sort()).toEqual([...AFTER_SALES_STATUSES]);
  });

  it('lets "other" end both reason lists (the form shows it last)', () => {
    expect(AFTER_SALES_REASONS.refund_only.at(-1)).toBe('other');
    expect(AFTER_SALES_REASONS.return_refund.at(-1)).toBe('other');
  });

  it('reads request numbers as AS + yymmdd + 10 Crockford characters', () => {
    expect(AFTER_SALE_NO_PATTERN.test('AS261123K7Q2M9XW4T')).toBe(true);
    expect(AFTER_SALE_NO_PATTERN.test('AS261123K7Q2M9XW4I')).toBe(false);
    expect(AFTER_SALE_NO_PATTERN.test('261123K7Q2M9XW4TZR')).toBe(false);
  });
});
