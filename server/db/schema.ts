import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ControlList } from '../../contract/countries';

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

/** One row per visit (start-up and route change), for counting traffic per device and page. */
export const visits = pgTable('visits', {
  id: uuid('id').primaryKey().defaultRandom(),
  deviceId: text('device_id').notNull(),
  path: text('path'),
  visitedAt: timestamp('visited_at', { withTimezone: true }).notNull(),
});

/** The language a device last chose, so a returning visitor is greeted in it. */
export const deviceLanguages = pgTable('device_languages', {
  deviceId: text('device_id').primaryKey(),
  language: text('language').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
