import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { ProductPage } from '../../../contract/catalogue';
import type { SearchRequest } from '../../../contract/search';
import { SEARCH_HISTORY_LIMIT, SUGGEST_LIMIT } from '../../../contract/search-constants';
import { errorCatalogue } from '../../../contract/errors';
import type { Db } from '../../db/client';
import { searchClicks, searchHistory } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { DomainError } from '../../lib/domain-error';
import { listProducts, searchMatches, type CatalogueSnapshot } from '../catalogue';
import { logSearch, normalizeKeyword, type SearchEntry } from './search-keywords';
import type { Caller } from '../../lib/caller';

/**
 * Decision: a searcher (member, else device) counts once per keyword per hour in the hot-search
 * counts, so one script repeating a word cannot push it up the list; every search is still logged.
 * A search with neither a member nor a device id is answered and logged but not counted.
 */
export const SEARCH_COUNT_WINDOW_MS = 60 * 60_000;

/**
 * POST search/search: a page of matching cards (the product list's rules), then the search is
 * logged, counted and, for a member, kept in the history (page 1 only). Decision: driver_id
 * (meaning not shown in SPEC.md §7) is read as the device id; the Deviceid header stands in when
 * it is absent.
 */
export async function searchProducts(
  db: Db,
  snapshot: CatalogueSnapshot,
  shopper: Caller,
  request: SearchRequest,
  now: Date,
  clientIp: string | null = null,
): Promise<ProductPage> {
  const page = listProducts(snapshot, shopper, request);
  // Decision: only page 1 is a search; scrolling on to page 2 is the same search, not another.
  if (request.page_num !== 1) return page;
  await recordSearch(
    db,
    shopper,
    {
      keyword: request.keyword,
      deviceId: request.driver_id ?? shopper.deviceId,
      clientIp,
      resultCount: page.total,
    },
    now,
  );
  return page;
}

/** Logs and counts one search (search-keywords.ts logSearch) and keeps it in a member's history. */
export async function recordSearch(
  db: Db,
  shopper: Caller,
  search: { keyword: string; deviceId: string | null; clientIp?: string | null; resultCount: number },
  now: Date,
): Promise<void> {
  const keyword = search.keyword.trim().replace(/\s+/g, ' ');
  const normalized = normalizeKeyword(keyword);
  if (normalized === '') return;
  const entry: SearchEntry = {
    memberId: shopper.memberId,
    deviceId: search.deviceId,
    clientIp: search.clientIp ?? null,
    country: shopper.country,
    language: shopper.language,
    keyword,
    normalized,
    resultCount: search.resultCount,
    at: now,
  };
  const { memberId } = shopper;
  if (!memberId) return logSearch(db, entry, SEARCH_COUNT_WINDOW_MS);
  await inTransaction(db, async (tx) => {
    await logSearch(tx, entry, SEARCH_COUNT_WINDOW_MS);
    await remember(tx, memberId, keyword, normalized, now);
  });
}

/** Keeps the keyword at the top of the member's history, and only the newest ten. */
async function remember(tx: Db, memberId: string, keyword: string, normalized: string, now: Date) {
  await tx
    .insert(searchHistory)
    .values({ memberId, normalized, keyword, searchedAt: now })
    .onConflictDoUpdate({
      target: [searchHistory.memberId, searchHistory.normalized],
      set: {
        keyword,
        searchedAt: now,
        // A fresh number moves it to the top even within one millisecond.
        seq: sql`nextval(pg_get_serial_sequence('search_history', 'seq'))`,
      },
    });
  const newest = tx
    .select({ normalized: searchHistory.normalized })
    .from(searchHistory)
    .where(eq(searchHistory.memberId, memberId))
    .orderBy(desc(searchHistory.seq))
    .limit(SEARCH_HISTORY_LIMIT);
  await tx
    .delete(searchHistory)
    .where(and(eq(searchHistory.memberId, memberId), notInArray(searchHistory.normalized, newest)));
}

/** POST search/records: a member's history, newest first, each keyword once (visitors: empty). */
export async function searchHistoryOf(db: Db, memberId: string | null): Promise<{ keyword: string }[]> {
  if (!memberId) return [];
  return db
    .select({ keyword: searchHistory.keyword })
    .from(searchHistory)
    .where(eq(searchHistory.memberId, memberId))
    .orderBy(desc(searchHistory.seq))
    .limit(SEARCH_HISTORY_LIMIT);
}

/** POST search/records/del: clears a member's history (a visitor has none to clear). */
export async function clearSearchHistory(db: Db, memberId: string | null): Promise<void> {
  if (!memberId) return;
  await db.delete(searchHistory).where(eq(searchHistory.memberId, memberId));
}

/** POST search/suggest: the names of the best matches in the shopper's language, each name once. */
export function suggest(
  snapshot: CatalogueSnapshot,
  shopper: Pick<Caller, 'country' | 'language'>,
  keyword: string,
): { product_name: string; product_no: string }[] {
  const country = snapshot.countries[shopper.country];
  const names = new Set<string>();
  const suggestions: { product_name: string; product_no: string }[] = [];
  for (const productNo of searchMatches(country, keyword)) {
    const listing = country.listings.get(productNo);
    if (!listing) continue;
    const name = listing.product.name[shopper.language];
    if (names.has(name)) continue;
    names.add(name);
    suggestions.push({ product_name: name, product_no: listing.product.productNo });
    if (suggestions.length === SUGGEST_LIMIT) break;
  }
  return suggestions;
}

/** POST search/manager/click/update: a result opened while search text was set. */
export async function recordSearchClick(
  db: Db,
  snapshot: CatalogueSnapshot,
  shopper: Caller,
  click: { keyword: string; product_no: string },
  now: Date,
): Promise<void> {
  if (!snapshot.countries[shopper.country].listings.has(click.product_no))
    throw new DomainError(errorCatalogue.productNotFound);
  await db.insert(searchClicks).values({
    memberId: shopper.memberId,
    deviceId: shopper.deviceId,
    countryCode: shopper.country,
    keyword: click.keyword,
    normalized: normalizeKeyword(click.keyword),
    productNo: click.product_no,
    clickedAt: now,
  });
}
