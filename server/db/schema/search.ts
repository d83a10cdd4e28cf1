import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LanguageCode } from '../../../contract/device';

import { members } from './member';

/**
 * Hot (search_type 1) and recommended (2) keywords per country and language, with real counts:
 * every counted search adds one. Recommended ones are curated (sort); hot ones rank by count, and a
 * keyword that found products joins them.
 */
export const searchKeywords = pgTable(
  'search_keywords',
  {
    countryCode: text('country_code').notNull(),
    language: text('language').$type<LanguageCode>().notNull(),
    searchType: integer('search_type').notNull(),
    /** server/areas/search/search.ts normalizeKeyword: what two spellings of one search share. */
    normalized: text('normalized').notNull(),
    /** As shown. */
    keyword: text('keyword').notNull(),
    searchCount: integer('search_count').notNull().default(0),
    /** The curated order; null for keywords that joined by being searched. */
    sort: integer('sort'),
  },
  (t) => [
    primaryKey({ columns: [t.countryCode, t.language, t.searchType, t.normalized] }),
    index('search_keywords_rank_idx').on(t.countryCode, t.language, t.searchType, t.searchCount.desc()),
    check('search_keywords_type_check', sql`${t.searchType} in (1, 2)`),
  ],
);

/** Every search (the analytics log): who, where, what, how many results. */
export const searchRecords = pgTable(
  'search_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'set null' }),
    deviceId: text('device_id'),
    countryCode: text('country_code').notNull(),
    language: text('language').notNull(),
    keyword: text('keyword').notNull(),
    normalized: text('normalized').notNull(),
    resultCount: integer('result_count').notNull(),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull(),
    /** The client IP (server/http/client-ip.ts): with the member, who a hot-search count is for. */
    clientIp: text('client_ip'),
    /** Whether this search added to the hot-search counts (the per-searcher cap counts these). */
    counted: boolean('counted').notNull().default(false),
  },
  (t) => [
    index('search_records_device_idx').on(t.deviceId, t.normalized, t.searchedAt),
    index('search_records_member_idx').on(t.memberId, t.normalized, t.searchedAt),
    index('search_records_ip_idx').on(t.clientIp, t.normalized, t.searchedAt),
  ],
);

/** A member's search history (SPEC.md §7): one row per keyword, the newest 10 kept. */
export const searchHistory = pgTable(
  'search_history',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    normalized: text('normalized').notNull(),
    keyword: text('keyword').notNull(),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull(),
    /** Orders searches made in the same millisecond. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.normalized] }),
    index('search_history_member_idx').on(t.memberId, t.seq),
  ],
);

/** A result opened while search text was set (search/manager/click/update). */
export const searchClicks = pgTable(
  'search_clicks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'set null' }),
    deviceId: text('device_id'),
    countryCode: text('country_code').notNull(),
    keyword: text('keyword').notNull(),
    normalized: text('normalized').notNull(),
    productNo: text('product_no').notNull(),
    clickedAt: timestamp('clicked_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('search_clicks_keyword_idx').on(t.countryCode, t.normalized, t.productNo)],
);
