import { describe, expect, it } from 'vitest';
import { DATE_TIME_FORMAT, EMPTY_DATE, formatDate, formatDateTime, timezoneFor } from './dates';

// 2024-01-31 17:05:09 UTC: already 1 February in Jakarta (+7), Singapore and Kuala Lumpur (+8).
const instant = Date.UTC(2024, 0, 31, 17, 5, 9);

describe('formatDateTime (SPEC.md §9)', () => {
  it('uses DD/MM/YYYY HH:mm:ss and "-"', () => {
    expect(DATE_TIME_FORMAT).toBe('DD/MM/YYYY HH:mm:ss');
    expect(EMPTY_DATE).toBe('-');
  });

  it.each([
    ['ID', 'Asia/Jakarta'],
    ['SG', 'Asia/Singapore'],
    ['MY', 'Asia/Kuala_Lumpur'],
  ] as const)('%s is %s', (country, zone) => expect(timezoneFor(country)).toBe(zone));

  it.each([
    [instant, 'ID', '01/02/2024 00:05:09'],
    [instant, 'SG', '01/02/2024 01:05:09'],
    [instant, 'MY', '01/02/2024 01:05:09'],
    [instant, 'Asia/Jakarta', '01/02/2024 00:05:09'],
    [new Date(instant), 'ID', '01/02/2024 00:05:09'],
    ['2024-01-31T17:05:09Z', 'ID', '01/02/2024 00:05:09'],
    ['2024-01-31T17:05:09.000+07:00', 'ID', '31/01/2024 17:05:09'],
    ['2024-01-31 17:05:09', 'SG', '01/02/2024 01:05:09'],
    [String(instant), 'MY', '01/02/2024 01:05:09'],
    [0, 'ID', '01/01/1970 07:00:00'],
  ] as const)('%j in %s → %s', (value, zone, text) => expect(formatDateTime(value, zone)).toBe(text));

  it.each([null, undefined, '', '   ', 'not a date', Number.NaN, new Date(Number.NaN)])(
    '%j → "-"',
    (value) => {
      expect(formatDateTime(value, 'ID')).toBe('-');
    },
  );

  it('an unknown time zone gives "-" rather than a wrong time', () => {
    expect(formatDateTime(instant, 'Mars/Olympus')).toBe('-');
  });

  it('formats the date alone', () => {
    expect(formatDate(instant, 'ID')).toBe('01/02/2024');
    expect(formatDate(null, 'ID')).toBe('-');
  });
});
