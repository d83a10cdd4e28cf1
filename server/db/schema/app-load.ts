import { date, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { ControlList } from '../../../contract/countries';

/** The countries Pasar sells in, with the per-country login switches (app_control_conf). */
export const countries = pgTable('countries', {
  countryCode: text('country_code').primaryKey(),
  countryEnName: text('country_en_name').notNull(),
  currencyCode: text('currency_code').notNull(),
  currencySymbol: text('currency_symbol').notNull(),
  timezone: text('timezone').notNull(),
  phoneCode: text('phone_code').notNull(),
  language: text('language').notNull(),
  controlList: jsonb('control_list').$type<ControlList>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Visits (start-up and route change) counted per day and page. Decision: counted, not logged one
 * row per visit: nothing reads single visits, and a log grew by ~5,000 rows a second from one
 * client. server/areas/app-load/devices.ts caps the pages a day holds.
 */
export const visitCounts = pgTable(
  'visit_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    /** The page's first path segment (`/commodDetail`), or `(other)` once the day is full. */
    path: text('path').notNull(),
    visits: integer('visits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.path] })],
);

/** The language a device last chose, so a returning visitor is greeted in it. */
export const deviceLanguages = pgTable('device_languages', {
  deviceId: text('device_id').primaryKey(),
  language: text('language').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
