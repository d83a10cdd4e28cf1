import { sql } from 'drizzle-orm';
import { countries, products } from '../db/schema';
import type { Db } from '../db/client';
import { seedCatalogue } from './catalogue-tables';
import { seedCountries } from './countries';

/**
 * Fills an empty database with the deterministic demo data, in one transaction; a part that
 * already has data is left alone. The countries and the catalogue are checked apart, so a
 * database made before the catalogue existed gets it at the next start.
 */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const count = async (table: typeof countries | typeof products) => {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
    return row?.n ?? 0;
  };
  const needCountries = (await count(countries)) === 0;
  const needCatalogue = (await count(products)) === 0;
  if (!needCountries && !needCatalogue) return false;
  await db.transaction(async (tx) => {
    if (needCountries) await seedCountries(tx as unknown as Db);
    if (needCatalogue) await seedCatalogue(tx as unknown as Db);
  });
  return true;
}
