import dayjs from 'dayjs';
import timezonePlugin from 'dayjs/plugin/timezone';
import utcPlugin from 'dayjs/plugin/utc';
import { countryDefaults, isCountryCode, type CountryCode } from './countries';

dayjs.extend(utcPlugin);
dayjs.extend(timezonePlugin);

/** SPEC.md §9: the default date format. */
export const DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm:ss';
export const DATE_FORMAT = 'DD/MM/YYYY';
/** SPEC.md §9: what an empty date shows. */
export const EMPTY_DATE = '-';

/** Asia/Jakarta, Asia/Singapore or Asia/Kuala_Lumpur, from countryDefaults. */
export function timezoneFor(country: CountryCode): string {
  return countryDefaults[country].timezone;
}

export type DateInput = Date | number | string | null | undefined;

function toInstant(value: DateInput): dayjs.Dayjs | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return null;
    // Decision: a string of digits is epoch milliseconds (like server_time); a date-time string
    // without an offset is UTC (the server's clock), never the browser's local time.
    const instant = /^\d+$/.test(text) ? dayjs(Number(text)) : dayjs.utc(text);
    return instant.isValid() ? instant : null;
  }
  // Decision: numbers are epoch milliseconds, as server_time is (SPEC.md §7).
  const instant = typeof value === 'number' ? (Number.isFinite(value) ? dayjs(value) : null) : dayjs(value);
  return instant?.isValid() ? instant : null;
}

function formatIn(value: DateInput, zone: CountryCode | string, format: string): string {
  const instant = toInstant(value);
  if (!instant) return EMPTY_DATE;
  const timezone = isCountryCode(zone) ? timezoneFor(zone) : zone;
  try {
    return instant.tz(timezone).format(format);
  } catch {
    // An unknown time zone name: nothing trustworthy to show.
    return EMPTY_DATE;
  }
}

/**
 * `DD/MM/YYYY HH:mm:ss` in a country's time zone (pass 'ID', 'SG', 'MY' or an IANA name), or '-' for
 * an empty, null or invalid value.
 */
export function formatDateTime(value: DateInput, timezone: CountryCode | string): string {
  return formatIn(value, timezone, DATE_TIME_FORMAT);
}

/** `DD/MM/YYYY` in a country's time zone, or '-'. */
export function formatDate(value: DateInput, timezone: CountryCode | string): string {
  return formatIn(value, timezone, DATE_FORMAT);
}
