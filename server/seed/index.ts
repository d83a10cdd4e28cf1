import { sql } from 'drizzle-orm';
import { countries, products, voucherCampaigns } from '../db/schema';
import type { Db } from '../db/client';
import { seedCatalogue } from './catalogue-tables';
import { seedCountries } from './countries';
import { seedVouchers } from './vouchers';

/**
 * Fills an empty database with the deterministic demo data, in one transaction; a part that
 * already has data is left alone. The countries and the catalogue are checked apart, so a
 * database made before the catalogue existed gets it at the next start; the same for the voucher
 * campaigns, whose windows start at `now` (the test clock in tests).
 */
export async function seedIfEmpty(db: Db, now: Date = new Date()): Promise<boolean> {
  const count = async (table: typeof countries | typeof products | typeof voucherCampaigns) => {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
    return row?.n ?? 0;
  };
  const needCountries = (await count(countries)) === 0;
  const needCatalogue = (await count(products)) === 0;
  const needVouchers = (await count(voucherCampaigns)) === 0;
  if (!needCountries && !needCatalogue && !needVouchers) return false;
  await db.transaction(async (tx) => {
    if (needCountries) await seedCountries(tx as unknown as Db);
    if (needCatalogue) await seedCatalogue(tx as unknown as Db);
    if (needVouchers) await seedVouchers(tx as unknown as Db, now);
  });
  return true;
}
