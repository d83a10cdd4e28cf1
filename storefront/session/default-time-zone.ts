import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';

dayjs.extend(utc);
dayjs.extend(timezone);

/** dayjs's default time zone for date handling (SPEC.md §4), set when a country is selected. */
export function setDefaultTimeZone(timeZone: string) {
  dayjs.tz.setDefault(timeZone);
}
