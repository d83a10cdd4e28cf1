import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { RankListRequest } from '../../../contract/search';
import { RANK_LIST_SIZE, SEARCH_TYPE } from '../../../contract/search-constants';
import type { Db } from '../../db/client';
import { searchKeywords } from '../../db/schema';
import { normalizeText } from '../catalogue';
import type { Caller } from '../../lib/caller';

/**
 * The hot and recommended keywords (search/rank/list, search/recommend) and how searches move
 * their counts.
 */

/** What two spellings of one search share: "  Minyak  GORENG " and "minyak goreng" are one keyword. */
export function normalizeKeyword(keyword: string): string {
  return normalizeText(keyword).replace(/\s+/g, ' ').trim();
}

/**
 * POST search/rank/list: hot keywords by their count (most searched first), recommended ones in
 * their curated order; each with its real count, for the country and language asked.
 */
export async function rankList(
  db: Db,
  shopper: Pick<Caller, 'country' | 'language'>,
  request: RankListRequest,
) {
  const hot = request.search_type === SEARCH_TYPE.hot;
  const rows = await db
    .select({ keyword: searchKeywords.keyword, search_count: searchKeywords.searchCount })
    .from(searchKeywords)
    .where(
      and(
        eq(searchKeywords.countryCode, shopper.country),
        eq(searchKeywords.language, shopper.language),
        eq(searchKeywords.searchType, request.search_type),
      ),
    )
    .orderBy(
      ...(hot
        ? [desc(searchKeywords.searchCount), sql`${searchKeywords.sort} asc nulls last`]
        : [sql`${searchKeywords.sort} asc nulls last`, desc(searchKeywords.searchCount)]),
      asc(searchKeywords.normalized),
    )
    .limit(request.page_size)
    .offset((request.page_num - 1) * request.page_size);
  return { list: rows };
}

/** GET search/recommend: the recommended keywords the mobile header rotates, in curated order. */
export async function recommendedKeywords(db: Db, shopper: Pick<Caller, 'country' | 'language'>) {
  const { list } = await rankList(db, shopper, {
    search_type: SEARCH_TYPE.recommended,
    page_num: 1,
    page_size: RANK_LIST_SIZE,
  });
  return { keyword: list.map((item) => item.keyword) };
}

/** One search, as search/search logs it. */
export interface SearchEntry {
  memberId: string | null;
  /** Deviceid or driver_id: logged for analytics, never a counting key (the client makes it up). */
  deviceId: string | null;
  /** The client IP (server/http/client-ip.ts). */
  clientIp: string | null;
  country: string;
  language: string;
  /** As typed, trimmed. */
  keyword: string;
  normalized: string;
  resultCount: number;
  at: Date;
}

/**
 * Decision: one searcher (a member, an IP) adds to the hot-search counts for at most this many
 * searches per window; past it, searches are logged but not counted. Rotating keywords from one
 * address cannot flood the list (finding 10).
 */
export const SEARCH_COUNTS_PER_SEARCHER = 20;

/**
 * Logs a search in search_records and, unless the same searcher searched the same keyword in the
 * same country within `windowMs`, or has already been counted SEARCH_COUNTS_PER_SEARCHER times in
 * it, adds one to its counts for the country and language: the hot keyword's (a keyword that found
 * products joins the hot keywords with a count of 1; one that found nothing counts only when
 * already listed, so junk never joins) and the recommended one's when it is one. The searcher is
 * the member and the client IP both: a member counts once however many addresses they use, and an
 * IP once however many device ids it invents. A search with neither is logged only.
 *
 * One statement, so one round trip: search is the busiest write, and on PGlite every statement
 * waits its turn. The CTEs all read the table as it was before the statement, so the check never
 * sees the row this very search logs.
 */
export async function logSearch(db: Db, entry: SearchEntry, windowMs: number): Promise<void> {
  const { country, language, normalized } = entry;
  const since = new Date(entry.at.getTime() - windowMs).toISOString();
  const keys = [
    entry.memberId ? sql`member_id = ${entry.memberId}::uuid` : undefined,
    entry.clientIp ? sql`client_ip = ${entry.clientIp}` : undefined,
  ].filter((key) => key !== undefined);
  const who = keys.length > 0 ? sql`(${sql.join(keys, sql` or `)})` : null;
  const counts = who
    ? sql`not exists (select 1 from search_records where ${who} and normalized = ${normalized}
        and country_code = ${country} and searched_at > ${since}::timestamptz)
      and (select count(*) from search_records where ${who} and counted
        and searched_at > ${since}::timestamptz) < ${SEARCH_COUNTS_PER_SEARCHER}`
    : sql`false`;
  const found = entry.resultCount > 0;
  await db.execute(sql`
    with counted as (select ${counts} as yes),
    logged as (
      insert into search_records (member_id, device_id, client_ip, counted, country_code, language,
        keyword, normalized, result_count, searched_at)
      select ${entry.memberId}::uuid, ${entry.deviceId}, ${entry.clientIp}, counted.yes, ${country},
        ${language}, ${entry.keyword}, ${normalized}, ${entry.resultCount},
        ${entry.at.toISOString()}::timestamptz
      from counted
    ),
    joined as (
      insert into search_keywords (country_code, language, search_type, normalized, keyword, search_count, sort)
      select ${country}, ${language}, ${SEARCH_TYPE.hot}, ${normalized}, ${normalized}, 1, null
      from counted where counted.yes and ${found}::boolean
      on conflict (country_code, language, search_type, normalized)
      do update set search_count = search_keywords.search_count + 1
    )
    update search_keywords set search_count = search_count + 1
    where country_code = ${country} and language = ${language} and normalized = ${normalized}
      and (search_type = ${SEARCH_TYPE.recommended} or not ${found}::boolean)
      and (select yes from counted)
  `);
}
