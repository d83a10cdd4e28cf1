import { describe, expect, it } from 'vitest';
import { errorByCode, errorCatalogue, errorEntries } from './errors';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

describe('error catalogue (SPEC.md §8)', () => {
  it('has one entry per code', () => {
    const codes = errorEntries.map((entry) => entry.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it.each([
    ['member', range(1101001, 1101029)],
    ['voucher', range(1101030, 1101049)],
    ['address book (1101050, 1101051)', [1101050, 1101051]],
    ['order', [...range(1103001, 1103057), 1103064]],
    ['payment (1104010: no more time to pay, ADR 034)', range(1104001, 1104010)],
    ['product', range(1105001, 1105008)],
    ['search', range(1106001, 1106005)],
    ['site message', [1107001]],
    ['page content', [1108001]],
    ['coupon', [1109003, 1109009, 1109011]],
    ['product (1125)', [1125101, 1125102]],
    ['audio captcha (ADR 014)', [1101060, 1101061]],
  ])('covers every %s code', (_area, codes) => {
    for (const code of codes) expect(errorByCode(code), String(code)).toBeDefined();
  });

  it('holds exactly the §8 codes, the per-account code limits (ADR 012), the internal fault, the four request-level refusals (ADR 013) and the monitoring limit (ADR 026), the full address book, the postal code outside its region (ADR 015), the two audio captcha codes (ADR 014) and the full wishlist (ADR 041)', () => {
    expect(errorEntries).toHaveLength(29 + 20 + 2 + 58 + 10 + 8 + 5 + 1 + 1 + 3 + 2 + 1 + 4 + 2 + 1 + 1);
  });

  it.each([
    [1101001, 'This account name already exists', 409],
    [1101002, 'The verification code is invalid', 400],
    [1101007, 'Incorrect account or password', 400],
    [1101011, 'Your birthday can only be changed once a year', 429],
    [1101019, 'Too many failed attempts, please reset your password', 429],
    [1101020, 'Invalid parameter', 400],
    [1101027, 'Account not found', 404],
    [1101037, 'You have reached the claim limit for this voucher', 429],
    [1101047, 'This voucher is for the app only, please download the app', 403],
    [1103019, 'The price has changed, please refresh', 409],
    [1103035, 'You are going too fast, please try again later', 429],
    [1103064, 'This order has reached the maximum number of after-sales requests', 429],
    [1104006, 'The payment was successful', 409],
    [1104009, 'The payment amount is incorrect, please refresh', 409],
    [1105001, 'Please log in first', 401],
    [1105007, 'Insufficient stock', 409],
    [1105008, 'You have reached the purchase limit for this product', 429],
    [1105009, 'Your wishlist is full, please remove some products first', 409],
  ])('%i reads "%s" with HTTP %i', (code, message, httpStatus) => {
    expect(errorByCode(code)).toEqual({ code, message, httpStatus });
  });

  it('orders the payment codes as §8 lists them', () => {
    const names = range(1104001, 1104009).map((code) => errorByCode(code)?.message);
    expect(names).toEqual([
      'The payment is invalid',
      'The payment does not exist',
      'Payment error, please try again',
      'The payment is being processed',
      'Payment failed',
      'The payment was successful',
      'The payment has been canceled',
      'The payment has been refunded',
      'The payment amount is incorrect, please refresh',
    ]);
  });

  it('keeps the names the server already uses', () => {
    expect(errorCatalogue.invalidParameter).toEqual({
      code: 1101020,
      message: 'Invalid parameter',
      httpStatus: 400,
    });
    expect(errorCatalogue.notFound.code).toBe(1108001);
    expect(errorCatalogue.notFound.httpStatus).toBe(404);
    expect(errorCatalogue.internal.code).toBe(1100500);
    expect(errorCatalogue.internal.httpStatus).toBe(500);
  });

  it('answers 401 only for "not logged in" (a 401 means session expiry to the storefront)', () => {
    expect(errorEntries.filter((entry) => entry.httpStatus === 401).map((entry) => entry.code)).toEqual([
      1105001,
    ]);
  });

  it('gives every entry an HTTP error status and an English message without ICU syntax', () => {
    for (const entry of errorEntries) {
      expect(entry.httpStatus).toBeGreaterThanOrEqual(400);
      expect(entry.httpStatus).toBeLessThan(600);
      expect(entry.message).toMatch(/^[A-Z][^{}'<>]+$/);
    }
  });

  it('answers undefined for an unknown code', () => {
    expect(errorByCode(0)).toBeUndefined();
    expect(errorByCode(1101052)).toBeUndefined();
    expect(errorByCode(1103058)).toBeUndefined();
  });
});
