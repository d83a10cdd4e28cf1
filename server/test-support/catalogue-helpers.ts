import { and, eq, sql } from 'drizzle-orm';
import type { CountryCode } from '../../contract/countries';
import type { ProductCard } from '../../contract/catalogue';
import { productListings, skuOffers } from '../db/schema';
import { buildCatalogue, type SeedListing, type SeedProduct } from '../seed/catalogue';

export { keywordLists } from '../seed/catalogue';
import type { TestServer } from './test-server';

/** The seed the test database holds, for expectations (built once per test file). */
export const catalogue = buildCatalogue();
export const productByNo = new Map<string, SeedProduct>(catalogue.products.map((p) => [p.productNo, p]));

export function listingOf(country: CountryCode, productNo: string): SeedListing {
  const listing = catalogue.listings.find((l) => l.countryCode === country && l.productNo === productNo);
  if (!listing) throw new Error(`no listing of ${productNo} in ${country}`);
  return listing;
}

export const listingsIn = (country: CountryCode) =>
  catalogue.listings.filter((l) => l.countryCode === country);
export const onShelfIn = (country: CountryCode) => listingsIn(country).filter((l) => l.status === 'on_shelf');

/** The request headers of SPEC.md §7 for a country and language, with a device id. */
export function shopperHeaders(
  country: CountryCode = 'ID',
  language = 'en',
  extra: Record<string, string> = {},
): Record<string, string> {
  return { 'X-Locale': country, Language: language, Deviceid: 'test-device-catalogue', ...extra };
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Every card of a list call, page by page (50 a page). */
export async function allCards(
  server: TestServer,
  path: string,
  body: Record<string, unknown>,
  headers: Record<string, string>,
): Promise<{ total: number; cards: ProductCard[] }> {
  const cards: ProductCard[] = [];
  let total = 0;
  for (let page = 1; page < 100; page++) {
    const { json } = await server.call('POST', path, { ...body, page_num: page, page_size: 50 }, headers);
    if (json.code !== 0) throw new Error(`${path}: ${JSON.stringify(json)}`);
    total = json.data.total;
    cards.push(...json.data.list);
    if (cards.length >= total || json.data.list.length === 0) break;
  }
  return { total, cards };
}

/** Sets one SKU's stock in a country, as a restock or a sale would, and refreshes the in-memory catalogue. */
export async function setStock(server: TestServer, country: CountryCode, skuId: string, stock: number) {
  await server.database.db
    .update(skuOffers)
    .set({ stock })
    .where(and(eq(skuOffers.skuId, skuId), eq(skuOffers.countryCode, country)));
  server.deps.catalogue.invalidate();
}

/** Takes a product off the shelf (or puts it back) in a country. */
export async function setStatus(
  server: TestServer,
  country: CountryCode,
  productNo: string,
  status: 'on_shelf' | 'removed',
) {
  await server.database.db
    .update(productListings)
    .set({ status })
    .where(and(eq(productListings.productNo, productNo), eq(productListings.countryCode, country)));
  server.deps.catalogue.invalidate();
}

/** Counts rows of a table (for "nothing was stored" checks). */
export async function countRows(server: TestServer, table: string): Promise<number> {
  const result = await server.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  const rows =
    (result as unknown as { rows?: { n: number }[] }).rows ?? (result as unknown as { n: number }[]);
  return Number(rows[0]?.n ?? 0);
}
